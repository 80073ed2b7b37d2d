import type { ResultFileView } from '../../../../../shared/domain/results';
import { MediaPreview } from '../../../components/upload/MediaPreview';

/** Width over height of a file as the check measured it; a square until it is known. */
export function ratioOf(file: Pick<ResultFileView, 'facts'>): number {
  const { width = 0, height = 0 } = file.facts ?? {};
  return width > 0 && height > 0 ? width / height : 1;
}

/** The watermarked preview of a result (never its original): a player for a video, the picture itself. */
export function ResultPreview({ file, alt }: { file: ResultFileView; alt: string }) {
  return <MediaPreview src={file.previewUrl} kind={file.kind === 'video' ? 'video' : 'image'} alt={alt} ratio={ratioOf(file)} />;
}
