import type { Style } from './fonts';
import { lay, type Laid, type Shaper, type TextBlock } from './lines';

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
export function tidy(text: string): string {
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
