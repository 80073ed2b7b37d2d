/**
 * CSV as spreadsheet programs read it: UTF-8 with a byte-order mark (so Arabic names show right), RFC 4180 quoting,
 * lines ended by CRLF. The admin's transactions export and a creator's payouts file both write it.
 */

export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * One cell: quoted when it holds a comma, a quote or a line break; text a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) is prefixed with an apostrophe, so a campaign titled "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Halalas as SAR with two decimals and Latin digits (`-12.50`). */
export function csvSar(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
