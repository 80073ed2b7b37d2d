import type { ResultFileView } from '../../../../../../shared/domain/results';

/** A set as it is shown and reviewed: the video first, then the pictures, each in the order they were uploaded. */
export function setOrder<File extends Pick<ResultFileView, 'kind'>>(files: readonly File[]): File[] {
  return [...files.filter((file) => file.kind === 'video'), ...files.filter((file) => file.kind !== 'video')];
}
