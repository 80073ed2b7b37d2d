import sharp from 'sharp';
import { PREVIEW_PREFIX } from './preview-job';
import { WATERMARK_OPACITY } from './watermark-tiles';

/**
 * The campaign's trace on its previews (issue 26): its short id repeated over the whole frame, across the watermark's
 * rows, so a leaked preview names the campaign it came from whatever part of it was kept. Drawn as strokes (a small
 * line font of the digits and A-F) into an SVG, which sharp rasterises without fonts: a Lambda has none, and the ids
 * are made at run time, one per campaign.
 */

/** The campaign's short id, as marked and as read back: the first 8 hex digits of its id, upper case (it is in the campaign's URL). */
export function campaignShortId(campaignId: string): string {
  return campaignId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** Each character on a 4 × 6 grid, as SVG path data (y down). */
const GLYPHS: Record<string, string> = {
  '#': 'M1 0V6M3 0V6M0 2H4M0 4H4',
  '0': 'M0 0H4V6H0ZM4 0L0 6',
  '1': 'M1 1L2 0V6M1 6H3',
  '2': 'M0 0H4V3H0V6H4',
  '3': 'M0 0H4V6H0M0 3H4',
  '4': 'M0 0V3H4M4 0V6',
  '5': 'M4 0H0V3H4V6H0',
  '6': 'M4 0H0V6H4V3H0',
  '7': 'M0 0H4V6',
  '8': 'M0 0H4V6H0ZM0 3H4',
  '9': 'M4 3H0V0H4V6H0',
  A: 'M0 6V0H4V6M0 3H4',
  B: 'M0 0H3L4 1V2L3 3L4 4V5L3 6H0ZM0 3H3',
  C: 'M4 0H0V6H4',
  D: 'M0 0H3L4 1V5L3 6H0Z',
  E: 'M4 0H0V6H4M0 3H3',
  F: 'M4 0H0V6M0 3H3',
};

/** Pixels per grid unit (a character is 6 units high: 18 px at 720 px on the short side), and the gaps. */
const UNIT = 3;
const ADVANCE = 6;
/** The ids' rows cross the watermark's (−30°) at +30°, a mark every this many pixels along and across. */
const ANGLE = 30;
const ALONG = 260;
const ACROSS = 150;

/** The text as one path, in grid units from (0, 0). */
function textPath(text: string): { d: string; width: number } {
  const d = [...text].map((character, index) => (GLYPHS[character] ?? '').replace(/([MLHV])\s*([\d.]+)(?:\s+([\d.]+))?/g, (_, command: string, a: string, b?: string) => {
    const x = index * ADVANCE;
    if (command === 'H') return `H${Number(a) + x}`;
    if (command === 'V') return `V${a}`;
    return `${command}${Number(a) + x} ${b ?? ''}`;
  }));
  return { d: d.join(''), width: text.length * ADVANCE - 2 };
}

/**
 * The trace of one campaign over a frame of `size`: "#<short id>" in white on a dark outline at the watermark's
 * opacity, on rows crossing the frame, each row shifted by half a mark. An SVG document, for sharp to composite over a
 * picture or to render to the PNG a preview job lays over a video.
 */
export function traceMarkSvg(campaignId: string, size: { width: number; height: number }): string {
  const { d, width } = textPath(`#${campaignShortId(campaignId)}`);
  const reach = Math.ceil(Math.hypot(size.width, size.height));
  const uses: string[] = [];
  for (let row = 0, y = -reach; y < reach; row++, y += ACROSS) {
    for (let x = -reach + ((row % 2) * ALONG) / 2; x < reach; x += ALONG) uses.push(`<use href="#id" x="${x}" y="${y}"/>`);
  }
  const centre = `${size.width / 2} ${size.height / 2}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">`,
    `<defs><g id="id" transform="scale(${UNIT})" fill="none" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="${d}" stroke="#101828" stroke-width="${5 / UNIT}"/><path d="${d}" stroke="#ffffff" stroke-width="${2.6 / UNIT}"/>`,
    `</g></defs>`,
    `<g opacity="${WATERMARK_OPACITY / 100}" transform="translate(${centre}) rotate(${ANGLE}) translate(${-(width * UNIT) / 2} 0)">${uses.join('')}</g>`,
    `</svg>`,
  ].join('');
}

/** The trace as the PNG a preview job lays over a video of `size` (full RGBA, what MediaConvert's image inserter takes). */
export function traceMarkPng(campaignId: string, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(Buffer.from(traceMarkSvg(campaignId, size))).png().toBuffer();
}

/**
 * Where a campaign's trace of one size is stored for its preview jobs: beside its previews, made again on each job. The
 * job role may read the trace images under previews/ and nothing else there (lib/constructs/media.ts): keep the shape.
 */
export function traceMarkKey(campaignId: string, size: { width: number; height: number }): string {
  return `${PREVIEW_PREFIX}${campaignId}/trace-${size.width}x${size.height}.png`;
}
