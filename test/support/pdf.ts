import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/**
 * A generated PDF read back from its bytes, for the documents' unit tests: its objects, the text each drawing call
 * put on the page (decoded through its font's ToUnicode map, with its position), and the vector QR code it draws.
 * pdfkit writes one text call per word here, so each call's text is a word as it stands on the page: an Arabic word
 * reads backwards (its glyphs run right to left) and a right-to-left line's words come with falling x.
 */

export interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

/** The PDF's numbered objects, their streams inflated. */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = header.lastIndex;
    const streamAt = text.indexOf('stream\n', start);
    const endAt = text.indexOf('endobj', start);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(match[1]), { dictionary: text.slice(start, endAt) });
      continue;
    }
    const dictionary = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const data = pdf.subarray(streamAt + 7, streamAt + 7 + length);
    objects.set(Number(match[1]), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(data) : data });
    header.lastIndex = streamAt + 7 + length;
  }
  return objects;
}

export function pdfPages(pdf: Buffer): PdfObject[] {
  return [...pdfObjects(pdf).values()].filter(({ dictionary }) => /\/Type \/Page\b/.test(dictionary));
}

function reference(dictionary: string, key: string): number {
  const number = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];
  if (number === undefined) throw new Error(`No /${key} in ${dictionary}`);
  return Number(number);
}

/** Glyph (4 hex digits) to the text it stands for, from a ToUnicode map as pdfkit writes it (bfrange arrays). */
function toUnicode(cmap: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  for (const [, first, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
    [...(list ?? '').matchAll(/<([^>]*)>/g)].forEach(([, units], n) => {
      const text = String.fromCharCode(...(units ?? '').split(' ').filter(Boolean).map((unit) => parseInt(unit, 16)));
      glyphs.set((parseInt(first ?? '', 16) + n).toString(16).padStart(4, '0'), text);
    });
  }
  return glyphs;
}

export interface Drawn {
  text: string;
  font: string;
  x: number;
  y: number;
}

export interface PdfContent {
  drawn: Drawn[];
  fonts: Map<string, { name: string; glyphs: Map<string, string> }>;
  /** Each page's content stream, as text. */
  streams: string[];
}

/** What each drawing call (BT … ET) of every page wrote, decoded through its font's map. */
export function pdfContent(pdf: Buffer): PdfContent {
  const objects = pdfObjects(pdf);
  const object = (number: number): PdfObject => {
    const found = objects.get(number);
    if (!found) throw new Error(`No object ${number}`);
    return found;
  };
  const fonts = new Map<string, { name: string; glyphs: Map<string, string> }>();
  const drawn: Drawn[] = [];
  const streams: string[] = [];
  for (const page of [...objects.values()].filter(({ dictionary }) => /\/Type \/Page\b/.test(dictionary))) {
    const resources = object(reference(page.dictionary, 'Resources')).dictionary;
    for (const [, id, number] of (/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = object(Number(number)).dictionary;
      const name = /\/BaseFont \/(\S+)/.exec(font)?.[1] ?? '';
      fonts.set(id ?? '', { name, glyphs: toUnicode(object(reference(font, 'ToUnicode')).stream?.toString('latin1') ?? '') });
    }
    const content = object(reference(page.dictionary, 'Contents')).stream?.toString('latin1') ?? '';
    streams.push(content);
    for (const [, call] of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      const [, x, y] = /1 0 0 1 (\S+) (\S+) Tm/.exec(call ?? '') ?? [];
      const font = fonts.get(/\/(\w+) \S+ Tf/.exec(call ?? '')?.[1] ?? '');
      const glyphs = [...(call ?? '').matchAll(/<([0-9a-f]+)>/g)].flatMap(([, hex]) => (hex ?? '').match(/.{4}/g) ?? []);
      drawn.push({ text: glyphs.map((glyph) => font?.glyphs.get(glyph) ?? '?').join(''), font: font?.name ?? '', x: Number(x), y: Number(y) });
    }
  }
  return { drawn, fonts, streams };
}

/** A square grid of modules, dark or light, as a QR code is. */
export interface Modules {
  size: number;
  isDark(row: number, column: number): boolean;
}

/**
 * The QR code drawn as vector squares in a content stream: the longest run of consecutive rectangles (`x y w h re`)
 * filled together, put back on a grid of modules (the module is the rectangles' height).
 */
export function drawnQrModules(stream: string): Modules & { left: number; top: number; side: number } {
  const runs: { x: number; y: number; w: number; h: number }[][] = [];
  let current: { x: number; y: number; w: number; h: number }[] = [];
  for (const line of stream.split('\n')) {
    const match = /^(\S+) (\S+) (\S+) (\S+) re$/.exec(line);
    if (match) current.push({ x: Number(match[1]), y: Number(match[2]), w: Number(match[3]), h: Number(match[4]) });
    else if (current.length) {
      runs.push(current);
      current = [];
    }
  }
  const rects = runs.sort((a, b) => b.length - a.length)[0] ?? [];
  if (rects.length < 50) throw new Error('No QR code drawn in this stream');
  const left = Math.min(...rects.map(({ x }) => x));
  const top = Math.min(...rects.map(({ y }) => y));
  const right = Math.max(...rects.map(({ x, w }) => x + w));
  const module = Math.min(...rects.map(({ h }) => h));
  const size = Math.round((right - left) / module);
  const dark = new Set<number>();
  for (const { x, y, w } of rects) {
    const row = Math.round((y - top) / module);
    const first = Math.round((x - left) / module);
    const length = Math.round(w / module);
    for (let column = first; column < first + length; column++) dark.add(row * size + column);
  }
  return { size, left, top, side: size * module, isDark: (row, column) => dark.has(row * size + column) };
}

/** What a QR code of these modules reads as, decoded by jsQR from a bitmap drawn from them (4 modules of quiet zone). */
export function readQr(modules: Modules, scale = 4): string | undefined {
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.isDark(row, column)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((row + quiet) * scale + dy) * side + (column + quiet) * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

export const backwards = (text: string): string => [...text].reverse().join('');
