import { CSV_BYTE_ORDER_MARK, csvLine, csvSar } from '../../shared/csv';
import { formatInvoiceNumber } from '../../shared/domain/invoice';
import type { TransactionView } from '../../shared/domain/ledger';
import { vatIncluded } from '../../shared/domain/pricing';

/**
 * The admin's CSV export of transactions (issue 13): one line per entry, written as the entries are read, so an export
 * of any size holds only a page of them in memory. UTF-8 with a byte-order mark (spreadsheet programs then read the
 * Arabic names right), RFC 4180 quoting, amounts in SAR with two decimals and Latin digits, times in UTC ISO-8601; a
 * paid payout's bank, IBAN's last four and transfer (never the whole IBAN); each amount also split into net and VAT.
 */

export const CSV_COLUMNS = ['id', 'type', 'status', 'amount_sar', 'net_sar', 'vat_sar', 'campaign_id', 'campaign_title', 'company_id', 'company_name', 'creator_id', 'creator_name', 'created_at', 'completed_at', 'invoice', 'reason', 'bank', 'iban_last4', 'transfer_reference', 'transferred_on', 'payout_for'] as const;

/**
 * An entry's amount (gross) split into net and VAT (issue 27): a payment and a refund carry the 15 % VAT the company
 * paid; a creator's payout is her share without VAT, and carries none.
 */
function netAndVat(row: TransactionView): { net: number; vat: number } {
  return row.type === 'payout' ? { net: row.amount, vat: 0 } : vatIncluded(row.amount);
}

export function transactionCsvLine(row: TransactionView): string {
  const { net, vat } = netAndVat(row);
  return csvLine([
    row.id,
    row.type,
    row.status,
    csvSar(row.amount),
    csvSar(net),
    csvSar(vat),
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
    row.paidTo?.bankName,
    row.paidTo?.ibanLast4,
    row.paidTo?.reference,
    row.paidTo?.transferredOn,
    // A payout's: her work, or a product's reimbursement (issue 28).
    row.type === 'payout' ? (row.purpose ?? 'work') : undefined,
  ]);
}

/** The file's text in chunks: the header, then each page's lines as `pages` yields them. */
export async function* csvChunks(pages: AsyncIterable<readonly TransactionView[]>): AsyncGenerator<string> {
  yield `${CSV_BYTE_ORDER_MARK}${csvLine(CSV_COLUMNS)}`;
  for await (const page of pages) if (page.length) yield page.map(transactionCsvLine).join('');
}
