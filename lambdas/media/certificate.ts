import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { calendarDate } from '../../shared/domain/calendar';
import { byFace, FACES, FONT_PATHS, type Face } from './certificate-fonts';
// pdfkit's ES module build finds a data file from import.meta.url, which a CommonJS bundle (the functions') leaves
// empty, and fails on load; its CommonJS build, the one a require resolves to, uses __filename instead.
// eslint-disable-next-line @typescript-eslint/no-require-imports
import PDFDocument = require('pdfkit');

/**
 * The licence certificate of a creator's approved results for one campaign: an A4 PDF in English (left half) and
 * Arabic (right half), each statement beside its translation, with the assets and their SHA-256 checksums in a
 * table between them.
 *
 * pdfkit writes the PDF and fontkit shapes the text (Arabic joining forms and marks from the fonts' OpenType
 * tables), but pdfkit lays every line out left to right, word by word: an Arabic sentence would come out with its
 * words in reverse, and a file name inside it backwards. So the lines are made here: bidi-js (the Unicode bidi
 * algorithm) orders each line, and each word (or piece of one, where the font or direction changes) is drawn on its
 * own, already in place.
 * Only embedded fonts are used, never pdfkit's standard ones (their metrics are files a bundle would not have).
 * The typesetting (fonts, shaping, lines, the sheet of rows) is exported for the tax invoice (invoice.ts).
 */

export interface CertificateFacts {
  certificateId: string;
  /** As the company wrote it: Arabic, English or both. */
  campaignTitle: string;
  companyName: string;
  creatorName: string;
  /** ISO date-time; the certificate prints the day in Saudi Arabia. */
  approvedAt: string;
  assets: { fileName: string; kind: 'video' | 'picture'; size: number; sha256: string }[];
}

export type Style = 'regular' | 'bold' | 'mono';

/** The faces of a style, in the order a character looks for its glyph. */
const STYLE_FACES: Record<Style, readonly Face[]> = {
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

// Lines: faces per character, the bidi levels, wrapping, then each line in visual order as pieces to draw.

const bidi = bidiFactory();

/** Directional formatting characters steer the bidi algorithm and are never drawn. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Spaces and combining marks take a neighbour's face: an Arabic phrase stays one run, a mark stays on its letter. */
const FOLLOWS_NEIGHBOUR = /[\s\p{M}]/u;
/** The scripts fontkit lays out right to left (its own list), reversing the glyphs it returns. */
const RTL_SCRIPTS = [
  'Arabic', 'Hebrew', 'Syriac', 'Thaana', 'Cypriot', 'Kharoshthi', 'Phoenician', 'Nko', 'Lydian', 'Avestan',
  'Imperial_Aramaic', 'Inscriptional_Pahlavi', 'Inscriptional_Parthian', 'Old_South_Arabian', 'Old_Turkic',
  'Samaritan', 'Mandaic', 'Meroitic_Cursive', 'Meroitic_Hieroglyphs', 'Manichaean', 'Mende_Kikakui', 'Nabataean',
  'Old_North_Arabian', 'Palmyrene', 'Psalter_Pahlavi',
];
const RTL_SCRIPT = new RegExp(`[${RTL_SCRIPTS.map((script) => `\\p{Script=${script}}`).join('')}]`, 'u');
/** fontkit takes a text's script from its first character of a specific script. */
const SPECIFIC_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

function shapedRightToLeft(text: string): boolean {
  const first = SPECIFIC_SCRIPT.exec(text);
  return first !== null && RTL_SCRIPT.test(first[0]);
}

function reversed(text: string): string {
  return Array.from(text).reverse().join('');
}

export interface TextBlock {
  text: string;
  style: Style;
  size: number;
  color: string;
  /** `auto` takes the direction of the first letter: for names and titles, which may be in either language. */
  direction: 'ltr' | 'rtl' | 'auto';
  align: 'left' | 'right' | 'center';
  /** Line height as a multiple of the size. */
  leading: number;
}

interface Piece {
  /** In the order fontkit must get it for its glyphs to come out left to right; empty for a space. */
  text: string;
  face: Face;
  width: number;
}

interface Line {
  pieces: Piece[];
  width: number;
}

interface Laid {
  block: TextBlock;
  lines: Line[];
  height: number;
}

/**
 * Measures shaped text for one certificate, remembering each word: wrapping measures the same words again and
 * again, and shaping is most of the work. Text is shaped and drawn a word at a time (Arabic letters do not join
 * across a space), so pdfkit's own cache of laid-out words serves its drawing the same way.
 */
export class Shaper {
  private readonly units = new Map<string, number>();

  constructor(readonly metrics: Record<Face, Font>) {}

  width(face: Face, text: string, size: number): number {
    const font = this.metrics[face];
    const key = `${face} ${text}`;
    let units = this.units.get(key);
    if (units === undefined) {
      units = font.layout(text).advanceWidth;
      this.units.set(key, units);
    }
    return (units * size) / font.unitsPerEm;
  }

  has(face: Face, point: number): boolean {
    return this.metrics[face].hasGlyphForCodePoint(point);
  }
}

/** The face of each UTF-16 unit of `text`; `undefined` for the bidi controls, which are not drawn. */
function facesOf(text: string, style: Style, shaper: Shaper): (Face | undefined)[] {
  const chain = STYLE_FACES[style];
  const points: { index: number; point: number; char: string }[] = [];
  for (let index = 0; index < text.length; ) {
    const point = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(point);
    points.push({ index, point, char });
    index += char.length;
  }
  const chosen = points.map(({ point, char }): Face | 'neighbour' | undefined => {
    if (BIDI_CONTROL.test(char)) return undefined;
    if (FOLLOWS_NEIGHBOUR.test(char)) return 'neighbour';
    return chain.find((face) => shaper.has(face, point)) ?? chain[0];
  });
  const isFace = (face: Face | 'neighbour' | undefined): face is Face => face !== undefined && face !== 'neighbour';
  const faces = new Array<Face | undefined>(text.length);
  points.forEach(({ index, point, char }, n) => {
    let face = chosen[n];
    if (face === 'neighbour') {
      const before = chosen.slice(0, n).reverse().find(isFace);
      const after = chosen.slice(n + 1).find(isFace);
      face = [before, after, ...chain].filter(isFace).find((other) => shaper.has(other, point)) ?? chain[0];
    }
    for (let unit = 0; unit < char.length; unit++) faces[index + unit] = face;
  });
  return faces;
}

class Paragraph {
  readonly text: string;
  private readonly levels: EmbeddingLevels;
  private readonly faces: (Face | undefined)[];

  constructor(
    private readonly block: TextBlock,
    private readonly shaper: Shaper,
  ) {
    this.text = block.text;
    this.levels = bidi.getEmbeddingLevels(this.text, block.direction);
    this.faces = facesOf(this.text, block.style, shaper);
  }

  private level(index: number): number {
    return this.levels.levels[index] ?? 0;
  }

  /** Whether `index` starts a new piece after `previous`: another face or level, or either side of a space. */
  private breaks(previous: number, index: number): boolean {
    const space = (at: number): boolean => this.text.charAt(at) === ' ';
    return this.faces[index] !== this.faces[previous] || this.level(index) !== this.level(previous) || space(index) || space(previous);
  }

  private pieceWidth(face: Face | undefined, text: string): number {
    return face === undefined ? 0 : this.shaper.width(face, text, this.block.size);
  }

  /** Width of the logical range [from, to), measured in the pieces it is drawn in. */
  width(from: number, to: number): number {
    let total = 0;
    let start = from;
    for (let index = from + 1; index <= to; index++) {
      if (index < to && !this.breaks(index - 1, index)) continue;
      total += this.pieceWidth(this.faces[start], this.text.slice(start, index));
      start = index;
    }
    return total;
  }

  /** Greedy wrapping at spaces; a word longer than a line (a file name, a checksum) is cut where it must be. */
  wrap(maxWidth: number): [from: number, to: number][] {
    const lines: [number, number][] = [];
    let start: number | undefined;
    let end = 0;
    let used = 0;
    for (const match of this.text.matchAll(/([^ ]+)( *)/g)) {
      let from = match.index;
      const contentEnd = from + (match[1]?.length ?? 0);
      const to = contentEnd + (match[2]?.length ?? 0);
      if (start !== undefined && used + this.width(from, contentEnd) > maxWidth) {
        lines.push([start, end]);
        start = undefined;
        used = 0;
      }
      if (start === undefined) {
        while (this.width(from, contentEnd) > maxWidth) {
          const cut = this.cut(from, contentEnd, maxWidth);
          lines.push([from, cut]);
          from = cut;
        }
        start = from;
      }
      end = contentEnd;
      used += this.width(from, to);
    }
    if (start !== undefined) lines.push([start, end]);
    return lines;
  }

  /** The end of the longest start of [from, to) that fits, at least one character. */
  private cut(from: number, to: number, maxWidth: number): number {
    let fits = from + String.fromCodePoint(this.text.codePointAt(from) ?? 0).length;
    for (let next = fits; next < to; ) {
      next += String.fromCodePoint(this.text.codePointAt(next) ?? 0).length;
      if (this.width(from, next) > maxWidth) break;
      fits = next;
    }
    return fits;
  }

  /** The line [from, to) in visual order, left to right, as pieces. */
  line(from: number, to: number): Line {
    const order = Array.from({ length: to - from }, (_, n) => from + n);
    for (const [start, end] of bidi.getReorderSegments(this.text, this.levels, from, to - 1)) {
      if (start === undefined || end === undefined) continue;
      order.splice(start - from, end - start + 1, ...order.slice(start - from, end - from + 1).reverse());
    }
    const mirrors = bidi.getMirroredCharactersMap(this.text, this.levels.levels, from, to - 1);
    const pieces: Piece[] = [];
    let group: number[] = [];
    const flush = (): void => {
      const first = group[0];
      const face = first === undefined ? undefined : this.faces[first];
      if (first === undefined || face === undefined) return;
      const low = Math.min(...group);
      const logical = Array.from({ length: group.length }, (_, n) => mirrors.get(low + n) ?? this.text.charAt(low + n)).join('');
      // fontkit reverses the glyphs of a right-to-left script itself: hand it the text so that what it returns
      // reads left to right (only digits and punctuation ever need turning round here, which do not join).
      const rightToLeft = this.level(first) % 2 === 1;
      const text = rightToLeft === shapedRightToLeft(logical) ? logical : reversed(logical);
      const width = this.pieceWidth(face, text);
      pieces.push({ text: text === ' ' ? '' : text, face, width });
      group = [];
    };
    for (const index of order) {
      const last = group[group.length - 1];
      const step = this.level(index) % 2 === 1 ? -1 : 1;
      if (last !== undefined && (this.breaks(last, index) || index !== last + step)) flush();
      if (this.faces[index] !== undefined) group.push(index);
    }
    flush();
    return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
  }
}

function lay(block: TextBlock, width: number, shaper: Shaper): Laid {
  const paragraph = new Paragraph(block, shaper);
  const lines = paragraph.wrap(width).map(([from, to]) => paragraph.line(from, to));
  return { block, lines, height: lines.length * block.size * block.leading };
}

// The page: A4 in points, English in the left column, Arabic in the right.

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const GUTTER = 28;
const COLUMN_WIDTH = (CONTENT_WIDTH - GUTTER) / 2;
export const ENGLISH = { x: MARGIN, width: COLUMN_WIDTH };
export const ARABIC = { x: MARGIN + COLUMN_WIDTH + GUTTER, width: COLUMN_WIDTH };
/** Content stops above the footer. */
const CONTENT_BOTTOM = PAGE.height - 60;
const FOOTER_TOP = PAGE.height - 50;

export const INK = '#1a202c';
const MUTED = '#5b6473';
const ACCENT = '#0f5f5a';
const HAIRLINE = '#d5dbe1';
const TINT = '#eef4f3';

export interface Look {
  style: Style;
  size: number;
  color: string;
}

export const LOOKS = {
  brand: { style: 'bold', size: 9, color: ACCENT },
  title: { style: 'bold', size: 18, color: INK },
  intro: { style: 'regular', size: 9, color: INK },
  label: { style: 'regular', size: 8, color: MUTED },
  value: { style: 'bold', size: 10, color: INK },
  heading: { style: 'bold', size: 11.5, color: ACCENT },
  header: { style: 'bold', size: 7.5, color: MUTED },
  cell: { style: 'regular', size: 8.5, color: INK },
  checksum: { style: 'mono', size: 7.6, color: INK },
  clause: { style: 'regular', size: 8.2, color: INK },
  footer: { style: 'regular', size: 7, color: MUTED },
} as const satisfies Record<string, Look>;

/** Plex Arabic's letters look smaller than Poppins' at one size; its marks need room above and below the line. */
const ARABIC_SCALE = 1.06;

export function english(text: string, look: Look, direction: TextBlock['direction'] = 'ltr'): TextBlock {
  return { text: tidy(text), ...look, direction, align: 'left', leading: 1.45 };
}

export function arabic(text: string, look: Look, direction: TextBlock['direction'] = 'rtl'): TextBlock {
  return { text: tidy(text), ...look, size: look.size * ARABIC_SCALE, direction, align: 'right', leading: 1.65 };
}

/** One line per paragraph: line breaks and runs of spaces in what users typed become single spaces. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Keeps a code in reading order inside Arabic text: without the isolate, the bidi algorithm takes digits after an
 * Arabic word for Arabic numbers, and an id such as "12345678-9abc-…" would have its groups shuffled.
 */
export function isolated(text: string): string {
  return `\u2066${text}\u2069`;
}

export interface Cell {
  x: number;
  width: number;
  blocks: readonly TextBlock[];
}

export interface Row {
  cells: readonly Cell[];
  /** Space below the row. */
  after: number;
  /** A tinted band behind the row. */
  tint?: boolean;
  /** A hairline above the row. */
  rule?: boolean;
}

/** Padding inside a tinted row and below a hairline. */
const ROW_PAD = 4;

/** The document being drawn: rows of cells from the top down, a new page (with its footer) when one is full. */
export class Sheet {
  private y = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly shaper: Shaper,
    private readonly footer: readonly Row[],
  ) {
    this.startPage(false);
  }

  /** Rows drawn on one page: a heading with its first entry, both lines of an asset. */
  group(rows: readonly Row[]): void {
    const laid = rows.map((row) => this.layRow(row));
    const height = laid.reduce((sum, row) => sum + row.height + row.row.after, 0);
    if (this.y + height > CONTENT_BOTTOM) this.startPage(true);
    for (const row of laid) {
      this.drawRow(row, this.y);
      this.y += row.height + row.row.after;
    }
  }

  /**
   * Room for a drawing `height` points tall below the rows (the invoice's QR code): on this page when it fits, else at
   * the top of a new one. Answers where its top is.
   */
  reserve(height: number): number {
    if (this.y + height > CONTENT_BOTTOM) this.startPage(true);
    const top = this.y;
    this.y += height;
    return top;
  }

  rule(after: number): void {
    this.doc.moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_WIDTH, this.y).lineWidth(0.6).strokeColor(HAIRLINE).stroke();
    this.y += after;
  }

  private startPage(add: boolean): void {
    if (add) this.doc.addPage();
    this.doc.rect(0, 0, PAGE.width, 6).fill(ACCENT);
    this.doc.moveTo(MARGIN, FOOTER_TOP - 6).lineTo(MARGIN + CONTENT_WIDTH, FOOTER_TOP - 6).lineWidth(0.6).strokeColor(HAIRLINE).stroke();
    let top = FOOTER_TOP;
    for (const row of this.footer) {
      const laid = this.layRow(row);
      this.drawRow(laid, top);
      top += laid.height + row.after;
    }
    this.y = 34;
  }

  private layRow(row: Row): { row: Row; cells: { cell: Cell; laid: Laid[] }[]; height: number } {
    const cells = row.cells.map((cell) => ({ cell, laid: cell.blocks.map((block) => lay(block, cell.width, this.shaper)) }));
    const content = Math.max(0, ...cells.map(({ laid }) => laid.reduce((sum, one) => sum + one.height, 0)));
    const pad = (row.tint ? 2 * ROW_PAD : 0) + (row.rule ? ROW_PAD : 0);
    return { row, cells, height: content + pad };
  }

  /** Draws a laid row with its top at `top`. */
  private drawRow(laid: ReturnType<Sheet['layRow']>, top: number): void {
    const { row } = laid;
    if (row.tint) this.doc.rect(MARGIN, top, CONTENT_WIDTH, laid.height).fill(TINT);
    if (row.rule) this.doc.moveTo(MARGIN, top).lineTo(MARGIN + CONTENT_WIDTH, top).lineWidth(0.6).strokeColor(HAIRLINE).stroke();
    const contentTop = top + (row.tint || row.rule ? ROW_PAD : 0);
    for (const { cell, laid: blocks } of laid.cells) {
      let blockTop = contentTop;
      for (const block of blocks) {
        this.drawLaid(block, cell, blockTop);
        blockTop += block.height;
      }
    }
  }

  private drawLaid({ block, lines }: Laid, cell: Cell, top: number): void {
    const lineHeight = block.size * block.leading;
    lines.forEach((line, n) => {
      // The baseline sits a third of the size below the line's middle, which centres both scripts' letters.
      const baseline = top + (n + 0.5) * lineHeight + block.size * 0.33;
      const room = cell.width - line.width;
      let x = cell.x + (block.align === 'right' ? room : block.align === 'center' ? room / 2 : 0);
      for (const piece of line.pieces) {
        if (piece.text) {
          this.doc.font(piece.face).fontSize(block.size).fillColor(block.color);
          this.doc.text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        }
        x += piece.width;
      }
    });
  }
}

// The words, in both languages.

export const MARKETPLACE = { en: 'UGC Marketplace', ar: 'سوق المحتوى' };

const KINDS = {
  video: { en: 'Video', ar: 'فيديو' },
  picture: { en: 'Picture', ar: 'صورة' },
} as const;

function assetCount(count: number): { en: string; ar: string } {
  const arabicForms: Record<Intl.LDMLPluralRule, string> = {
    zero: 'أي ملف',
    one: 'ملفاً واحداً',
    two: 'ملفين',
    few: `${count} ملفات`,
    many: `${count} ملفاً`,
    other: `${count} ملف`,
  };
  return {
    en: `${count} ${count === 1 ? 'asset' : 'assets'}`,
    ar: arabicForms[new Intl.PluralRules('ar').select(count)],
  };
}

const RIGHTS = [
  {
    en: 'Under the UGC Marketplace terms and conditions, the rights to the content passed to the company when it accepted the content on the date above.',
    ar: 'وفقاً للشروط والأحكام في سوق المحتوى، انتقلت حقوق المحتوى إلى الشركة عند قبولها له في التاريخ المذكور أعلاه.',
  },
  {
    en: 'The creator grants the company a worldwide, perpetual and irrevocable licence to use, reproduce, edit and publish the assets listed above, in whole or in part, in advertising and on social media, in any medium.',
    ar: 'يمنح صانع المحتوى الشركة ترخيصاً عالمياً دائماً وغير قابل للإلغاء لاستخدام المحتوى المدرج أعلاه ونسخه وتعديله ونشره، كلياً أو جزئياً، في الإعلانات وعلى وسائل التواصل الاجتماعي، وبأي وسيلة.',
  },
  {
    en: 'The creator keeps their moral rights in the assets and is to be credited as their author where the law requires it.',
    ar: 'يحتفظ صانع المحتوى بحقوقه الأدبية في المحتوى، ويُذكر اسمه بصفته مؤلفه حيثما يقتضي النظام ذلك.',
  },
  {
    en: 'The creator confirms that they own the assets and hold every right needed to grant this licence, and that everyone shown in the assets has consented to appearing in them and to their use under this licence.',
    ar: 'يقرّ صانع المحتوى بأنه يملك المحتوى ويحوز جميع الحقوق اللازمة لمنح هذا الترخيص، وبأن كل من يظهر في المحتوى قد وافق على ظهوره فيه وعلى استخدامه بموجب هذا الترخيص.',
  },
  {
    en: 'Each asset is identified by the SHA-256 checksum of its file as delivered; this certificate does not cover a file whose checksum differs.',
    ar: 'يُعرَّف كل ملف ببصمة SHA-256 للملف كما سُلِّم، ولا تشمل هذه الشهادة أي ملف تختلف بصمته.',
  },
] as const;

/** Megabytes of 10^6 bytes, as a file manager shows them, with Latin digits in both languages. */
function megabytes(size: number): string {
  const value = size / 1_000_000;
  return `${value.toFixed(value < 1 ? 2 : 1)} MB`;
}

/** Both columns side by side, each with its own blocks. */
export function bilingual(en: readonly TextBlock[], ar: readonly TextBlock[], after: number): Row {
  return { cells: [{ ...ENGLISH, blocks: en }, { ...ARABIC, blocks: ar }], after };
}

export function heading(words: { en: string; ar: string }): Row {
  return bilingual([english(words.en, LOOKS.heading)], [arabic(words.ar, LOOKS.heading)], 6);
}

export const FACT_LABEL_WIDTH = 124;

/**
 * A line of the parties' form: the English label on the left, the Arabic one on the right, and between them the
 * value once, as written (names and titles may be in either language: their direction is their first letter's).
 */
export function fact(label: { en: string; ar: string }, value: string): Row {
  const valueWidth = CONTENT_WIDTH - 2 * FACT_LABEL_WIDTH;
  return {
    rule: true,
    after: 0,
    cells: [
      { x: MARGIN, width: FACT_LABEL_WIDTH, blocks: [english(label.en, LOOKS.label)] },
      { x: MARGIN + FACT_LABEL_WIDTH, width: valueWidth, blocks: [{ ...english(value, LOOKS.value, 'auto'), align: 'center' }] },
      { x: MARGIN + CONTENT_WIDTH - FACT_LABEL_WIDTH, width: FACT_LABEL_WIDTH, blocks: [arabic(label.ar, LOOKS.label)] },
    ],
  };
}

// The asset table spans both columns, left to right, with headers in both languages.
const NUMBER_COLUMN = { x: MARGIN + 6, width: 16 };
const FILE_COLUMN = { x: MARGIN + 24, width: 238 };
const KIND_COLUMN = { x: MARGIN + 272, width: 120 };
const SIZE_COLUMN = { x: MARGIN + 402, width: CONTENT_WIDTH - 402 - 6 };
const CHECKSUM_LABEL_COLUMN = { x: MARGIN + 24, width: 46 };
const CHECKSUM_COLUMN = { x: MARGIN + 72, width: CONTENT_WIDTH - 72 - 6 };

/** Text in the table, which reads left to right; a file name in Arabic takes its own direction (`auto`). */
function tableText(text: string, look: Look, direction: TextBlock['direction'] = 'ltr'): TextBlock {
  return { text: tidy(text), ...look, direction, align: 'left', leading: 1.55 };
}

function bilingualText(words: { en: string; ar: string }, look: Look): TextBlock {
  return tableText(`${words.en} · ${words.ar}`, look);
}

const TABLE_HEADER: Row = {
  tint: true,
  after: 0,
  cells: [
    { ...NUMBER_COLUMN, blocks: [tableText('#', LOOKS.header)] },
    { ...FILE_COLUMN, blocks: [bilingualText({ en: 'File', ar: 'الملف' }, LOOKS.header)] },
    { ...KIND_COLUMN, blocks: [bilingualText({ en: 'Kind', ar: 'النوع' }, LOOKS.header)] },
    { ...SIZE_COLUMN, blocks: [bilingualText({ en: 'Size', ar: 'الحجم' }, LOOKS.header)] },
  ],
};

function assetRows(asset: CertificateFacts['assets'][number], number: number): Row[] {
  return [
    {
      rule: true,
      after: 0,
      cells: [
        { ...NUMBER_COLUMN, blocks: [tableText(String(number), LOOKS.header)] },
        { ...FILE_COLUMN, blocks: [tableText(asset.fileName, LOOKS.cell, 'auto')] },
        { ...KIND_COLUMN, blocks: [bilingualText(KINDS[asset.kind], LOOKS.cell)] },
        { ...SIZE_COLUMN, blocks: [tableText(megabytes(asset.size), LOOKS.cell)] },
      ],
    },
    {
      after: 3,
      cells: [
        { ...CHECKSUM_LABEL_COLUMN, blocks: [tableText('SHA-256', LOOKS.label)] },
        { ...CHECKSUM_COLUMN, blocks: [tableText(asset.sha256, LOOKS.checksum)] },
      ],
    },
  ];
}

function rightsRow(clause: { en: string; ar: string }, number: number): Row {
  const hanging = 14;
  return {
    after: 4,
    cells: [
      { x: ENGLISH.x, width: hanging, blocks: [english(`${number}.`, LOOKS.clause)] },
      { x: ENGLISH.x + hanging, width: ENGLISH.width - hanging, blocks: [english(clause.en, LOOKS.clause)] },
      { x: ARABIC.x, width: ARABIC.width - hanging, blocks: [arabic(clause.ar, LOOKS.clause)] },
      { x: ARABIC.x + ARABIC.width - hanging, width: hanging, blocks: [arabic(`${number}.`, LOOKS.clause)] },
    ],
  };
}

function footerRows(certificateId: string): Row[] {
  return [
    bilingual(
      [english(`Certificate no. ${certificateId}`, LOOKS.footer)],
      [arabic(`رقم الشهادة ${isolated(certificateId)}`, LOOKS.footer)],
      0,
    ),
    bilingual([english(`Issued by ${MARKETPLACE.en}`, LOOKS.footer)], [arabic(`صادرة عن ${MARKETPLACE.ar}`, LOOKS.footer)], 0),
  ];
}

function draw(sheet: Sheet, facts: CertificateFacts, date: string): void {
  const count = assetCount(facts.assets.length);
  sheet.group([bilingual([english(MARKETPLACE.en, LOOKS.brand)], [arabic(MARKETPLACE.ar, LOOKS.brand)], 4)]);
  // The titles are wider than a column: each takes what the other leaves.
  sheet.group([
    {
      after: 6,
      cells: [
        { x: MARGIN, width: 290, blocks: [english('Content licence certificate', LOOKS.title)] },
        { x: MARGIN + 300, width: CONTENT_WIDTH - 300, blocks: [arabic('شهادة ترخيص المحتوى', LOOKS.title)] },
      ],
    },
  ]);
  const intro = {
    en: `${MARKETPLACE.en} certifies that the creator named below has licensed ${count.en} to the company named below, on the terms set out in this certificate.`,
    ar: `تشهد منصة ${MARKETPLACE.ar} بأن صانع المحتوى المذكور أدناه قد رخّص للشركة المذكورة أدناه ${count.ar}، وفق الشروط المبيّنة في هذه الشهادة.`,
  };
  sheet.group([bilingual([english(intro.en, LOOKS.intro)], [arabic(intro.ar, LOOKS.intro)], 10)]);
  sheet.group([fact({ en: 'Licensee (company)', ar: 'المرخَّص له (الشركة)' }, facts.companyName)]);
  sheet.group([fact({ en: 'Licensor (creator)', ar: 'المرخِّص (صانع المحتوى)' }, facts.creatorName)]);
  sheet.group([fact({ en: 'Campaign', ar: 'الحملة' }, facts.campaignTitle)]);
  sheet.group([fact({ en: 'Date of acceptance', ar: 'تاريخ القبول' }, date)]);
  sheet.rule(14);

  const [firstAsset, ...otherAssets] = facts.assets.map((asset, index) => assetRows(asset, index + 1));
  sheet.group([heading({ en: 'Licensed assets', ar: 'المحتوى المرخَّص' }), TABLE_HEADER, ...(firstAsset ?? [])]);
  for (const rows of otherAssets) sheet.group(rows);
  sheet.rule(14);

  const [firstRight, ...otherRights] = RIGHTS.map((clause, index) => rightsRow(clause, index + 1));
  sheet.group([heading({ en: 'Rights granted', ar: 'الحقوق الممنوحة' }), ...(firstRight ? [firstRight] : [])]);
  for (const row of otherRights) sheet.group([row]);
}

/** The certificate as a PDF. */
export async function licenceCertificate(facts: CertificateFacts): Promise<Buffer> {
  if (facts.assets.length === 0) throw new Error('A licence certificate lists at least one asset');
  const { data, metrics } = fonts();
  const approvedAt = new Date(facts.approvedAt);
  const date = calendarDate(approvedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    // No default font: pdfkit would load Helvetica's metrics, and the certificate draws with embedded fonts only.
    font: '',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `Content licence certificate ${facts.certificateId}`,
      Author: MARKETPLACE.en,
      Subject: `${facts.campaignTitle}: ${facts.companyName}, ${facts.creatorName}`,
      // The approval's moment, not the rendering's: the same facts make the same certificate.
      CreationDate: approvedAt,
      ModDate: approvedAt,
    },
  });
  for (const face of FACES) doc.registerFont(face, data[face]);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(new Sheet(doc, new Shaper(metrics), footerRows(facts.certificateId)), facts, date);
  doc.end();
  return done;
}
