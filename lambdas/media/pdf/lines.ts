import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { Font } from 'fontkit';
import type { Face } from '../certificate-fonts';
import { STYLE_FACES, type Style } from './fonts';

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

export interface Laid {
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

export function lay(block: TextBlock, width: number, shaper: Shaper): Laid {
  const paragraph = new Paragraph(block, shaper);
  const lines = paragraph.wrap(width).map(([from, to]) => paragraph.line(from, to));
  return { block, lines, height: lines.length * block.size * block.leading };
}
