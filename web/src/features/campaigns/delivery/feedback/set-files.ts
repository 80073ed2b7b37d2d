import type { Translate } from '../../../../i18n/useT';
import type { ResultFileView } from '../../../../../../shared/domain/results';

/**
 * How the set's files are called: in a sentence ("Replace the video", "picture 2"), or as a title ("Video",
 * "Picture 2"), the same in the company's dialog, the creator's list and the compare.
 */
export function setFileNames(files: readonly ResultFileView[], t: Translate, as: 'sentence' | 'title' = 'sentence'): Map<string, string> {
  const videos = files.filter((file) => file.kind === 'video').length;
  const video = as === 'title' ? t('delivery.feedback.videoTitle') : t('delivery.feedback.videoName');
  const picture = (number: number) => (as === 'title' ? t('delivery.feedback.pictureTitle', { number }) : t('delivery.feedback.pictureName', { number }));
  return new Map(files.map((file, index) => [file.id, file.kind === 'video' ? video : picture(index - videos + 1)]));
}
