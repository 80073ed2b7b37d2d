import { ASPECT_RATIOS, type AspectRatio } from '../../shared/domain/campaign';

/**
 * The previews' watermark (issue 26): a pattern over the whole frame, the product's name in Latin and Arabic script
 * and "preview" in both, repeated on diagonal rows, so no crop of more than a tenth of a frame is clean. One image per
 * aspect ratio a brief may ask for, at the preview's own size (`assets/media/watermark-<w>x<h>.png`, made by
 * `npm run make:watermarks`): laid over a preview at (0, 0) at its full size, never stretched more than a rounding.
 */

/** Each aspect ratio's preview frame (720 px on the short side, lambdas/media/preview-job.ts) and its image's name. */
export const WATERMARK_TILES: Record<AspectRatio, { width: number; height: number; file: string }> = {
  '9:16': { width: 720, height: 1280, file: 'watermark-720x1280.png' },
  '16:9': { width: 1280, height: 720, file: 'watermark-1280x720.png' },
  '1:1': { width: 720, height: 720, file: 'watermark-720x720.png' },
  '4:5': { width: 720, height: 900, file: 'watermark-720x900.png' },
};

/** The tile of the aspect ratio nearest a frame's (a picture may be of any shape; a video is of its brief's). */
export function watermarkTileFor(frame: { width: number; height: number }): AspectRatio {
  const ratio = Math.log(frame.width / frame.height);
  const distance = (aspect: AspectRatio) => Math.abs(Math.log(WATERMARK_TILES[aspect].width / WATERMARK_TILES[aspect].height) - ratio);
  return [...ASPECT_RATIOS].sort((a, b) => distance(a) - distance(b))[0] ?? '9:16';
}

/** How opaque the pattern is over the picture (MediaConvert's 0-100): enough to spoil a reuse, not to hide the take. */
export const WATERMARK_OPACITY = 45;
