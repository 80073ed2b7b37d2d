import { formatInvoiceNumber } from '../../shared/domain/invoice';
import type { TransactionView } from '../../shared/domain/ledger';

/**
 * The admin's CSV export of transactions (issue 13): one line per entry, written as the entries are read, so an export
 * of any size holds only a page of them in memory. UTF-8 with a byte-order mark (spreadsheet programs then read the
 * Arabic names right), RFC 4180 quoting, amounts in SAR with two decimals and Latin digits, times in UTC ISO-8601.
 */

export const CSV_COLUMNS = ['id', 'type', 'status', 'amount_sar', 'campaign_id', 'campaign_title', 'company_id', 'company_name', 'creator_id', 'creator_name', 'created_at', 'completed_at', 'invoice', 'reason'] as const;

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One cell: quoted when it holds a comma, a quote or a line break; text a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) is prefixed with an apostrophe, so a campaign titled "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function sar(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function csvLine(row: TransactionView): string {
  const cells = [
    row.id,
    row.type,
    row.status,
    sar(row.amount),
    row.campaignId,
    row.campaignTitle,
    row.companyId,
    row.companyName,
    row.creatorId,
    row.creatorName,
    row.createdAt,
    row.completedAt,
    row.invoiceNumber ? formatInvoiceNumber(row.invoiceNumber) : undefined,
    row.reason,
  ];
  return `${cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvCell(cell))).join(',')}\r\n`;
}

/** The file's text in chunks: the header, then each page's lines as `pages` yields them. */
export async function* csvChunks(pages: AsyncIterable<readonly TransactionView[]>): AsyncGenerator<string> {
  yield `${BYTE_ORDER_MARK}${CSV_COLUMNS.join(',')}\r\n`;
  for await (const page of pages) if (page.length) yield page.map(csvLine).join('');
}
