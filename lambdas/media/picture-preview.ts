import sharp from 'sharp';
import type { AspectRatio } from '../../shared/domain/campaign';
import { previewSize } from './preview-job';
import { traceMarkSvg } from './trace-mark';
import { WATERMARK_OPACITY, watermarkTileFor } from './watermark-tiles';

/**
 * The watermarked preview of a result picture, made with sharp (libvips) in the Lambda that checked it: turned
 * upright by its EXIF orientation, 720 px on the short side, the videos' watermark pattern over the whole picture at
 * the same opacity, JPEG. Whatever the picture was, the preview is a plain JPEG with no metadata (a phone's GPS
 * position stays in the original only).
 */

interface Overlay {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

/**
 * The pattern ready to lay over a frame of one size (resized, its alpha scaled to the opacity), as raw pixels: made
 * once per size and instance, since a campaign's pictures share a few sizes, and raw so no picture pays a PNG round trip.
 */
const overlays = new Map<string, Promise<Overlay>>();

function overlayFor(size: { width: number; height: number }, watermarkOf: (aspect: AspectRatio) => Promise<Uint8Array>): Promise<Overlay> {
  const aspect = watermarkTileFor(size);
  const key = `${aspect}:${size.width}x${size.height}`;
  let overlay = overlays.get(key);
  if (!overlay) {
    overlay = (async () => {
      const input = await sharp(await watermarkOf(aspect))
        .resize(size.width, size.height, { fit: 'fill' })
        .ensureAlpha()
        // MediaConvert's opacity: the pattern's own alpha, scaled.
        .linear([1, 1, 1, WATERMARK_OPACITY / 100], [0, 0, 0, 0])
        .raw()
        .toBuffer();
      return { input, raw: { width: size.width, height: size.height, channels: 4 as const } };
    })();
    // A failed read is tried again by the next picture.
    overlay.catch(() => overlays.delete(key));
    overlays.set(key, overlay);
  }
  return overlay;
}

/**
 * A campaign's trace at one size, as raw pixels: drawing it costs more than the rest of a preview, and a campaign's
 * pictures come together, at a few sizes. The last few are kept (a warm instance serves many campaigns).
 */
const TRACES_KEPT = 8;
const traces = new Map<string, Promise<Overlay>>();

function traceFor(campaignId: string, size: { width: number; height: number }): Promise<Overlay> {
  const key = `${campaignId}:${size.width}x${size.height}`;
  let trace = traces.get(key);
  if (trace) traces.delete(key);
  else {
    trace = sharp(Buffer.from(traceMarkSvg(campaignId, size)))
      .raw()
      .toBuffer()
      .then((input) => ({ input, raw: { width: size.width, height: size.height, channels: 4 as const } }));
    trace.catch(() => traces.delete(key));
  }
  // Most recent last: the first key is the one used longest ago.
  traces.set(key, trace);
  for (const oldest of traces.keys()) {
    if (traces.size <= TRACES_KEPT) break;
    traces.delete(oldest);
  }
  return trace;
}

/**
 * `watermarkOf` reads the pattern of an aspect ratio (assets/media/watermark-*.png) where the jobs read it; the
 * campaign's short id goes across it (trace-mark.ts), drawn for this size.
 */
export async function picturePreview(original: Uint8Array, watermarkOf: (aspect: AspectRatio) => Promise<Uint8Array>, campaignId: string): Promise<Buffer> {
  // The displayed size, EXIF orientation applied, read from the header before anything is decoded.
  const { width, height } = (await sharp(original).metadata()).autoOrient;
  const size = previewSize(width, height);
  const [overlay, trace] = await Promise.all([overlayFor(size, watermarkOf), traceFor(campaignId, size)]);
  return sharp(original, { failOn: 'error' })
    .autoOrient()
    .resize(size.width, size.height, { fit: 'fill' })
    .composite([
      { ...overlay, left: 0, top: 0 },
      { ...trace, left: 0, top: 0 },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
