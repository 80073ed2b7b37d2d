import * as path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { PROJECT_ROOT } from '../../lib/bundling';
import { WATERMARK_TILES } from '../../lambdas/media/watermark-tiles';

/**
 * `npm run make:watermarks`: draws the previews' watermark images (lambdas/media/watermark-tiles.ts) into
 * assets/media, where the stack deploys them from. Run once when the mark changes; the images are committed, so no
 * function draws text at run time (a Lambda has no fonts). The words are set with the app's own fonts, Latin in
 * Poppins and Arabic in IBM Plex Sans Arabic (shaped right to left by Pango), each with its own font file.
 */

const FONTS = path.join(PROJECT_ROOT, 'node_modules', '@fontsource');
const LATIN = path.join(FONTS, 'poppins', 'files', 'poppins-latin-600-normal.woff');
const ARABIC = path.join(FONTS, 'ibm-plex-sans-arabic', 'files', 'ibm-plex-sans-arabic-arabic-600-normal.woff');

/** The mark, in reading order from the left: the Arabic parts are each shaped by themselves. */
const PARTS: readonly { text: string; font: string; family: string }[] = [
  { text: 'UGC Marketplace · PREVIEW', font: LATIN, family: 'Poppins' },
  { text: 'معاينة · سوق المحتوى', font: ARABIC, family: 'IBM Plex Sans Arabic' },
];
const POINT_SIZE = 26;
/** Space between the parts of a mark, between marks on a row, and between rows (pixels). */
const PART_GAP = 24;
const MARK_GAP = 56;
const ROW_GAP = 64;
/** The rows' slope. */
const ANGLE = -30;

/** One part as white text on a dark outline (visible on light and dark takes alike), transparent elsewhere. */
async function part({ text, font, family }: (typeof PARTS)[number]): Promise<{ input: Buffer; width: number; height: number }> {
  const render = (colour: string) =>
    sharp({ text: { text: `<span foreground="${colour}">${text.replace(/&/g, '&amp;')}</span>`, font: `${family} ${POINT_SIZE}`, fontfile: font, rgba: true, dpi: 72 } }).png().toBuffer();
  const [white, dark] = await Promise.all([render('#ffffff'), render('#101828')]);
  const { width = 0, height = 0 } = await sharp(white).metadata();
  const pad = 3;
  const outline = await sharp({ create: { width: width + 2 * pad, height: height + 2 * pad, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      ...[
        [0, 0],
        [2 * pad, 0],
        [0, 2 * pad],
        [2 * pad, 2 * pad],
        [pad, 0],
        [pad, 2 * pad],
        [0, pad],
        [2 * pad, pad],
      ].map(([left = 0, top = 0]) => ({ input: dark, left, top })),
      { input: white, left: pad, top: pad },
    ])
    .png()
    .toBuffer();
  return { input: outline, width: width + 2 * pad, height: height + 2 * pad };
}

async function mark(): Promise<{ input: Buffer; width: number; height: number }> {
  const parts = await Promise.all(PARTS.map(part));
  const width = parts.reduce((sum, { width: partWidth }) => sum + partWidth, 0) + PART_GAP * (parts.length - 1);
  const height = Math.max(...parts.map((item) => item.height));
  let left = 0;
  const composite = parts.map((item) => {
    const placed = { input: item.input, left, top: Math.round((height - item.height) / 2) };
    left += item.width + PART_GAP;
    return placed;
  });
  const input = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite(composite).png().toBuffer();
  return { input, width, height };
}

/** Rows of marks over a square the frame's diagonal wide, each row shifted by half a mark, turned, cut to the frame. */
async function tile(frame: { width: number; height: number }, one: { input: Buffer; width: number; height: number }): Promise<Buffer> {
  const side = Math.ceil(Math.hypot(frame.width, frame.height)) + 2 * one.width;
  const composite: OverlayOptions[] = [];
  for (let row = 0, top = 0; top < side; row++, top += one.height + ROW_GAP) {
    for (let left = -((row % 2) * (one.width + MARK_GAP)) / 2; left < side; left += one.width + MARK_GAP) {
      if (left + one.width > 0) composite.push({ input: one.input, left: Math.round(Math.max(0, left)), top });
    }
  }
  const rows = await sharp({ create: { width: side, height: side, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite(composite).png().toBuffer();
  const turned = await sharp(rows).rotate(ANGLE, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(turned).metadata();
  return sharp(turned)
    .extract({ left: Math.round((width - frame.width) / 2), top: Math.round((height - frame.height) / 2), width: frame.width, height: frame.height })
    // Full RGBA, not a palette: what MediaConvert's image inserter documents taking.
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main(): Promise<void> {
  const one = await mark();
  for (const [aspect, frame] of Object.entries(WATERMARK_TILES)) {
    const file = path.join(PROJECT_ROOT, 'assets', 'media', frame.file);
    await sharp(await tile(frame, one)).toFile(file);
    console.log(`${aspect}: ${path.relative(PROJECT_ROOT, file)} (${frame.width} × ${frame.height})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
