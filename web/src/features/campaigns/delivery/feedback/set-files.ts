import type { Translate } from '../../../../i18n/useT';
import type { ResultFileView } from '../../../../../../shared/domain/results';

/** How the set's files are called in both directions of the revision: "the video", "picture 2". */
export function setFileNames(files: readonly ResultFileView[], t: Translate): Map<string, string> {
  const videos = files.filter((file) => file.kind === 'video').length;
  return new Map(files.map((file, index) => [file.id, file.kind === 'video' ? t('delivery.feedback.videoName') : t('delivery.feedback.pictureName', { number: index - videos + 1 })]));
}
