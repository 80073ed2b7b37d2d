import { create } from 'qrcode/lib/core/qrcode';

/**
 * The modules of a QR code, for drawing as vector squares (the invoice's ZATCA code, lambdas/media/invoice.ts).
 * Error correction M (15% of the symbol can be lost): the payload of a phase 1 code is about 120 bytes, a version 6
 * or 7 symbol, which prints sharp at 3 cm.
 */

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  isDark(row: number, column: number): boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
}

/** A horizontal run of dark modules: one rectangle to draw instead of `length` squares. */
export interface QrRun {
  row: number;
  column: number;
  length: number;
}

export function qrRuns(matrix: QrMatrix): QrRun[] {
  const runs: QrRun[] = [];
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; ) {
      if (!matrix.isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column++;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}
