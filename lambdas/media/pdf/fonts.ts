import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { byFace, FONT_PATHS, type Face } from '../certificate-fonts';

/** The fonts the documents embed (certificate-fonts.ts), read from their WOFF files once, and the styles' faces. */

export type Style = 'regular' | 'bold' | 'mono';

/** The faces of a style, in the order a character looks for its glyph. */
export const STYLE_FACES: Record<Style, readonly Face[]> = {
  regular: ['latin', 'arabic', 'latinExt'],
  bold: ['latinBold', 'arabicBold', 'latinExtBold'],
  mono: ['mono'],
};

export interface Fonts {
  /** The files, for pdfkit to embed. */
  data: Record<Face, Buffer>;
  /** The same fonts opened once, to measure and to pick a face per character. */
  metrics: Record<Face, Font>;
}

let loadedFonts: Fonts | undefined;

/** Read on first use, not on import: a warm function reuses them. */
export function fonts(): Fonts {
  if (!loadedFonts) {
    const data = byFace((face) => sfntFromWoff(readFileSync(FONT_PATHS[face])));
    loadedFonts = { data, metrics: byFace((face) => openFont(data[face])) };
  }
  return loadedFonts;
}

const WOFF_SIGNATURE = 0x774f4646;
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

/**
 * The TrueType font inside a WOFF 1.0 file. fontkit reads WOFF, but inflates a table in JavaScript each time it
 * reads from it (a certificate took seconds); inflated once by zlib, the fonts read as plain TrueType.
 */
function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Expected a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  // WOFF lists the tables sorted by tag, as TrueType wants them.
  const tables = Array.from({ length: count }, (_, n) => {
    const entry = WOFF_HEADER_SIZE + n * WOFF_ENTRY_SIZE;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: stored.length < length ? inflateSync(stored) : stored };
  });
  const header = Buffer.alloc(SFNT_HEADER_SIZE + count * SFNT_ENTRY_SIZE);
  const selector = Math.floor(Math.log2(count));
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** selector * SFNT_ENTRY_SIZE, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * SFNT_ENTRY_SIZE - 2 ** selector * SFNT_ENTRY_SIZE, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, n) => {
    const entry = SFNT_HEADER_SIZE + n * SFNT_ENTRY_SIZE;
    header.writeUInt32BE(tag, entry);
    header.writeUInt32BE(checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    // Each table starts on a 4-byte boundary.
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    parts.push(data, padding);
    offset += data.length + padding.length;
  });
  return Buffer.concat(parts);
}

function openFont(data: Buffer): Font {
  const font = create(data);
  if ('fonts' in font) throw new Error('Expected a single font, got a collection');
  return font;
}
