import sharp from 'sharp';
import type { AspectRatio } from '../../shared/domain/campaign';
import { previewSize } from './preview-job';
import { WATERMARK_OPACITY, watermarkTileFor } from './watermark-tiles';

/**
 * The watermarked preview of a result picture, made with sharp (libvips) in the Lambda that checked it: turned
 * upright by its EXIF orientation, 720 px on the short side, the videos' watermark pattern over the whole picture at
 * the same opacity, JPEG. Whatever the picture was, the preview is a plain JPEG with no metadata (a phone's GPS
 * position stays in the original only).
 */

/** `watermarkOf` reads the pattern of an aspect ratio (assets/media/watermark-*.png) where the jobs read it. */
export async function picturePreview(original: Uint8Array, watermarkOf: (aspect: AspectRatio) => Promise<Uint8Array>): Promise<Buffer> {
  // The displayed size, EXIF orientation applied, read from the header before anything is decoded.
  const { width, height } = (await sharp(original).metadata()).autoOrient;
  const size = previewSize(width, height);
  const pattern = await sharp(await watermarkOf(watermarkTileFor(size)))
    .resize(size.width, size.height, { fit: 'fill' })
    .ensureAlpha()
    // MediaConvert's opacity: the pattern's own alpha, scaled.
    .linear([1, 1, 1, WATERMARK_OPACITY / 100], [0, 0, 0, 0])
    .png()
    .toBuffer();
  return sharp(original, { failOn: 'error' })
    .autoOrient()
    .resize(size.width, size.height, { fit: 'fill' })
    .composite([{ input: pattern, left: 0, top: 0 }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
