import { calendarDate } from '../../shared/domain/calendar';
import { CHART_MONTHS, TRANSACTIONS_PAGE_SIZE, type LedgerSummary, type TransactionPage, type TransactionView } from '../../shared/domain/ledger';
import { namedPage } from '../../shared/domain/page';
import { vatIncluded } from '../../shared/domain/pricing';
import type { TransactionsQuery } from '../../shared/validation/ledger';
import type { Item } from '../data/item';
import { countTransactions, listTransactions, readLedgerMonths, readLedgerTotals, searchTransactions } from '../data/ledger';
import { countedPage, mapPage } from './pager';

/**
 * The admin's ledger (spec §2 Transactions, §7 `GET /transactions`; issue 13): a page of one type's entries, newest
 * first, narrowed by status or found by a title or a name; and the figures every admin screen starts from, all read
 * from the ledger's own lists and running sums, never computed over the whole table.
 */

const text = (item: Item, name: string): string | undefined => (typeof item[name] === 'string' ? (item[name] as string) : undefined);

/** A ledger entry as the admin's list shows it. */
export function transactionView(item: Item): TransactionView {
  const optional = (name: keyof TransactionView) => {
    const value = item[name];
    return value === undefined ? {} : { [name]: value };
  };
  const reason = text(item, 'failureReason') ?? text(item, 'problem') ?? text(item, 'reason');
  return {
    id: String(item.id),
    type: item.type as TransactionView['type'],
    status: item.status as TransactionView['status'],
    amount: Number(item.amount),
    campaignId: String(item.campaignId),
    campaignTitle: text(item, 'campaignTitle') ?? '',
    createdAt: String(item.createdAt),
    ...optional('companyId'),
    ...optional('companyName'),
    ...optional('creatorId'),
    ...optional('creatorName'),
    // A payment is recorded completed when its provider reports it: it completed then (issue 27: the CSV's
    // completed_at was empty for every completed payment).
    ...(item.completedAt === undefined && item.status === 'completed' ? { completedAt: String(item.createdAt) } : optional('completedAt')),
    ...optional('invoiceNumber'),
    ...optional('paidTo'),
    ...optional('purpose'),
    ...(reason ? { reason } : {}),
  };
}

/**
 * `GET /transactions`: without a search, page `page` of the type's list (of one status if asked) with its count; a
 * search finds entries by the start of a word of their campaign's title or of a name (newest first within each text
 * found), and counts what it has found so far, one more page announced while there may be more.
 */
export async function transactionPage({ page, sortOrder, search, transactionType: type, status }: TransactionsQuery): Promise<TransactionPage> {
  const pageSize = TRANSACTIONS_PAGE_SIZE;
  if (search) {
    const found = await searchTransactions(type, search, page * pageSize + 1, (item) => !status || item.status === status);
    return namedPage('data', mapPage(countedPage(found.slice((page - 1) * pageSize, page * pageSize), page, pageSize, found.length), transactionView));
  }
  const [items, total] = await Promise.all([listTransactions({ type, status, newestFirst: sortOrder === 'DESC', page, pageSize }), countTransactions(type, status)]);
  return namedPage('data', mapPage(countedPage(items, page, pageSize, total), transactionView));
}

/** The last `count` months, `YYYY-MM`, oldest first, this one last. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** `GET /transactions/summary`: what came in, went out and is owed, the VAT kept, and the chart's months. */
export async function ledgerSummary(now = new Date()): Promise<LedgerSummary> {
  const [sums, months] = await Promise.all([readLedgerTotals(), readLedgerMonths(lastMonths(calendarDate(now), CHART_MONTHS))]);
  // The VAT collected is the VAT in what was paid and kept: every price includes it (pricing.ts).
  const { vat } = vatIncluded(Math.max(0, sums.paidIn - sums.refunded));
  return { totals: { ...sums, vatCollected: vat }, months };
}
