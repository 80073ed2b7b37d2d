import sharp from 'sharp';
import { previewSize, watermarkPlacement } from './preview-job';

/**
 * The watermarked preview of a result picture, made with sharp (libvips) in the Lambda that checked it: turned
 * upright by its EXIF orientation, 720 px on the short side, the same watermark as the videos' at the same place,
 * JPEG. Whatever the picture was, the preview is a plain JPEG with no metadata (a phone's GPS position stays in the
 * original only).
 */

/** `watermark` is the videos' watermark image (assets/media/watermark.png), read where the jobs read it. */
export async function picturePreview(original: Uint8Array, watermark: Uint8Array): Promise<Buffer> {
  // The displayed size, EXIF orientation applied, read from the header before anything is decoded.
  const { width, height } = (await sharp(original).metadata()).autoOrient;
  const size = previewSize(width, height);
  const mark = watermarkPlacement(size);
  const scaledMark = await sharp(watermark).resize(mark.width, mark.height).toBuffer();
  return sharp(original, { failOn: 'error' })
    .autoOrient()
    .resize(size.width, size.height, { fit: 'fill' })
    .composite([{ input: scaledMark, left: mark.x, top: mark.y }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
