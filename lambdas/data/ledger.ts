import { calendarDate } from '../../shared/domain/calendar';
import type { LedgerMonth, TransactionStatus, TransactionType } from '../../shared/domain/ledger';
import { nameSearchTexts, normalizeSearchText } from '../../shared/domain/search-text';
import type { Item } from './item';
import { prefixRange } from './key-range';
import {
  counterKey,
  INDEX,
  LEDGER_TOTALS,
  ledgerMonthCounterName,
  transactionKey,
  transactionsByStatusCounterName,
  transactionsByStatusIndexKey,
  transactionsByTypeIndexKey,
  transactionsCounterName,
  transactionSearchEntryKey,
  transactionSearchIndexKey,
  transactionSearchPrefix,
  userTransactionsIndexKey,
} from './keys';
import { batchGet, countChange, getItem, queryPages, queryUpTo, readCount, tableName, type TransactItem } from './table';

/**
 * The ledger's bookkeeping, shared by every entry whatever caused it (payments.ts, payouts.ts, refunds): an entry is
 * its `TXN#<id>` item — listed by type (GSI1), under its owner (GSI2), by type and status (GSI4) — with its search
 * entries, the counts of its lists and the running sums of the totals and of its month, all in the transaction of
 * the change that causes it. A status change moves it between lists and sums in the same way.
 */

/** What every entry has, whatever its type: the facts its lists, its search and its sums are made of. */
export interface LedgerEntry {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  campaignId: string;
  campaignTitle?: string;
  companyId?: string;
  companyName?: string;
  creatorId?: string;
  creatorName?: string;
  createdAt: string;
}

type Sum = 'paidIn' | 'refunded' | 'paidOut' | 'owed' | 'failedPayments';

/** How an entry in `status` counts in the running sums; what the month's chart shows of it. */
function sumsOf(type: TransactionType, status: TransactionStatus, amount: number): Partial<Record<Sum, number>> {
  if (type === 'payment') return status === 'completed' ? { paidIn: amount } : status === 'failed' ? { failedPayments: 1 } : {};
  if (type === 'refund') return status === 'completed' ? { refunded: amount } : {};
  return status === 'completed' ? { paidOut: amount } : status === 'pending' ? { owed: amount } : {};
}

const MONTHLY: readonly Sum[] = ['paidIn', 'paidOut', 'refunded'];

/** `YYYY-MM` of a moment, in the product's calendar. */
export function ledgerMonth(at: string): string {
  return calendarDate(new Date(at)).slice(0, 7);
}

function addSums(counter: string, sums: Partial<Record<Sum, number>>): TransactItem[] {
  const entries = Object.entries(sums).filter(([, by]) => by !== 0);
  if (!entries.length) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: counterKey(counter),
        UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([name, by]) => [`:${name}`, by])),
      },
    },
  ];
}

/** The sums of an entry moving from one status to another (or appearing: `from` undefined), overall and for `month`. */
function sumChanges(type: TransactionType, amount: number, from: TransactionStatus | undefined, to: TransactionStatus, month: string): TransactItem[] {
  const before = from ? sumsOf(type, from, amount) : {};
  const after = sumsOf(type, to, amount);
  const change: Partial<Record<Sum, number>> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<Sum>) change[name] = (after[name] ?? 0) - (before[name] ?? 0);
  const monthly = Object.fromEntries(Object.entries(change).filter(([name]) => MONTHLY.includes(name as Sum)));
  return [...addSums(LEDGER_TOTALS, change), ...addSums(ledgerMonthCounterName(month), monthly)];
}

/**
 * One transaction may not touch an item twice: when it records two entries (a payment and the refund that answers
 * it), their additions to the same running sums are folded into the first update of each counter. Every other item
 * stays where it was, so positions before the first fold (a caller's conditions) keep their index.
 */
export function foldSumUpdates(items: readonly TransactItem[]): TransactItem[] {
  const folded: TransactItem[] = [];
  /** Each counter's first update: where it is in `folded`, and its additions (attribute → amount). */
  const counters = new Map<string, { at: number; sums: Map<string, number> }>();
  for (const item of items) {
    const update = item.Update;
    const key = update?.Key?.PK === 'COUNTER' && !update.ConditionExpression && update.UpdateExpression?.startsWith('ADD ') ? String(update.Key.SK) : undefined;
    if (!update || key === undefined) {
      folded.push(item);
      continue;
    }
    const sums = new Map(
      (update.UpdateExpression ?? '')
        .slice(4)
        .split(', ')
        .map((part) => part.split(' '))
        .map(([name = '', value = '']) => [update.ExpressionAttributeNames?.[name] ?? name, Number(update.ExpressionAttributeValues?.[value] ?? 0)] as const),
    );
    const first = counters.get(key);
    if (!first) {
      counters.set(key, { at: folded.length, sums });
      folded.push(item);
      continue;
    }
    for (const [attribute, by] of sums) first.sums.set(attribute, (first.sums.get(attribute) ?? 0) + by);
    const attributes = [...first.sums.keys()];
    folded[first.at] = {
      Update: {
        TableName: update.TableName,
        Key: update.Key,
        UpdateExpression: `ADD ${attributes.map((_, index) => `#sum${index} :sum${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(attributes.map((attribute, index) => [`#sum${index}`, attribute])),
        ExpressionAttributeValues: Object.fromEntries(attributes.map((attribute, index) => [`:sum${index}`, first.sums.get(attribute)])),
      },
    };
  }
  return folded;
}

/** Newest first within one search text: the time as a count down, fixed width. */
function newestFirst(createdAt: string): string {
  return String(9_999_999_999_999 - Date.parse(createdAt)).padStart(13, '0');
}

/** The texts an entry is found by: its campaign's title and the names of its company and creator, from each word start. */
export function searchTextsOf(entry: Pick<LedgerEntry, 'campaignTitle' | 'companyName' | 'creatorName'>): string[] {
  return [...new Set([entry.campaignTitle, entry.companyName, entry.creatorName].flatMap((text) => (text ? nameSearchTexts(text) : [])))];
}

/**
 * A new entry: its item (`record` holds every attribute it keeps, `entry` among them), its search entries, the counts
 * of its lists and its sums. The owner is whose list it also appears in: the company for a payment or a refund, the
 * creator for a payout.
 */
export function ledgerEntryItems(entry: LedgerEntry, record: Record<string, unknown>): TransactItem[] {
  const table = tableName();
  const owner = entry.type === 'payout' ? entry.creatorId : entry.companyId;
  const item: Item = {
    ...record,
    ...transactionKey(entry.id),
    ...transactionsByTypeIndexKey(entry.type, entry.createdAt, entry.id),
    ...transactionsByStatusIndexKey(entry.type, entry.status, entry.createdAt, entry.id),
    ...(owner ? userTransactionsIndexKey(owner, entry.createdAt, entry.id) : {}),
  };
  const searchEntries: TransactItem[] = searchTextsOf(entry).map((text, slot) => ({
    Put: {
      TableName: table,
      Item: { ...transactionSearchEntryKey(entry.id, slot), ...transactionSearchIndexKey(entry.type, text, newestFirst(entry.createdAt), entry.id) },
    },
  }));
  return [
    { Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...searchEntries,
    countChange(counterKey(transactionsCounterName(entry.type)), 1),
    countChange(counterKey(transactionsByStatusCounterName(entry.type, entry.status)), 1),
    ...sumChanges(entry.type, entry.amount, undefined, entry.status, ledgerMonth(entry.createdAt)),
  ];
}

/**
 * A pending entry completes: its item moves to the completed list (on condition it was pending, so it happens once),
 * with `set` recorded on it, and the counts and sums follow; the month of the chart is the completion's.
 */
export function ledgerCompletionItems(entry: Pick<LedgerEntry, 'id' | 'type' | 'amount' | 'createdAt'>, completedAt: string, set: Record<string, unknown>): TransactItem[] {
  const names = Object.keys(set);
  const status = transactionsByStatusIndexKey(entry.type, 'completed', entry.createdAt, entry.id);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: transactionKey(entry.id),
        UpdateExpression: `SET #status = :completed, completedAt = :completedAt, GSI4PK = :statusPk${names.map((name) => `, #set_${name} = :set_${name}`).join('')}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((name) => [`#set_${name}`, name])) },
        ExpressionAttributeValues: {
          ':completed': 'completed',
          ':pending': 'pending',
          ':completedAt': completedAt,
          ':statusPk': status.GSI4PK,
          ...Object.fromEntries(names.map((name) => [`:set_${name}`, set[name]])),
        },
      },
    },
    countChange(counterKey(transactionsByStatusCounterName(entry.type, 'pending')), -1),
    countChange(counterKey(transactionsByStatusCounterName(entry.type, 'completed')), 1),
    ...sumChanges(entry.type, entry.amount, 'pending', 'completed', ledgerMonth(completedAt)),
  ];
}

/** How many entries a list holds: of a type, or of a type and a status. */
export async function countTransactions(type: TransactionType, status?: TransactionStatus): Promise<number> {
  return Math.max(0, await readCount(counterKey(status ? transactionsByStatusCounterName(type, status) : transactionsCounterName(type))));
}

export interface TransactionListing {
  type: TransactionType;
  status?: TransactionStatus;
  /** `DESC`: newest first. */
  newestFirst: boolean;
  page: number;
  pageSize: number;
}

/** Page `page` of a type's entries (of one status if given): read from the start of its index partition. */
export async function listTransactions({ type, status, newestFirst: descending, page, pageSize }: TransactionListing): Promise<Item[]> {
  const wanted = page * pageSize;
  if (!status) {
    const items = await queryUpTo(
      { IndexName: INDEX.transactionsByType, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': transactionsByTypeIndexKey(type, '', '').GSI1PK }, ScanIndexForward: !descending },
      wanted,
    );
    return items.slice((page - 1) * pageSize);
  }
  // GSI4 copies only a few attributes: its page names the entries, which are then read whole.
  const keys = await queryUpTo(
    {
      IndexName: INDEX.transactionsByStatus,
      KeyConditionExpression: 'GSI4PK = :pk',
      ExpressionAttributeValues: { ':pk': transactionsByStatusIndexKey(type, status, '', '').GSI4PK },
      ScanIndexForward: !descending,
      ProjectionExpression: 'PK',
    },
    wanted,
  );
  return entriesInOrder(keys.slice((page - 1) * pageSize).map(transactionIdOf));
}

/** The id of the transaction an index entry belongs to (its entry or one of its search entries): `TXN#<id>`. */
function transactionIdOf(item: Item): string {
  return String(item.PK).slice(transactionKey('').PK.length);
}

/** The entries of these ids, whole, in this order (those that exist). */
export async function entriesInOrder(ids: readonly string[]): Promise<Item[]> {
  if (!ids.length) return [];
  const items = await batchGet(
    ids.map((id) => transactionKey(id)),
    ENTRY_ATTRIBUTES,
  );
  const byId = new Map(items.map((item) => [String(item.id), item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** What a list row needs of an entry (and what an export writes). */
const ENTRY_ATTRIBUTES = [
  'id',
  'type',
  'status',
  'amount',
  'campaignId',
  'campaignTitle',
  'companyId',
  'companyName',
  'creatorId',
  'creatorName',
  'createdAt',
  'completedAt',
  'invoiceNumber',
  'failureReason',
  'problem',
  'reason',
  // A paid payout's bank (masked) and transfer.
  'paidTo',
  // A product's reimbursement (issue 28).
  'purpose',
];

/**
 * The ids of a type's entries found by `search` (the start of a word of a title or a name), in the index's order (by
 * the text found, then newest first), each once; `accept` keeps only some (a status), read `batch` ids at a time.
 * Stops once `wanted` are found, so a page costs what it shows, not what the ledger holds.
 */
export async function searchTransactions(type: TransactionType, search: string, wanted: number, accept: (item: Item) => boolean): Promise<Item[]> {
  const prefix = normalizeSearchText(search);
  if (!prefix) return [];
  const key = transactionSearchPrefix(type, prefix);
  const seen = new Set<string>();
  const found: Item[] = [];
  for await (const page of queryPages({
    IndexName: INDEX.transactionSearch,
    ...prefixRange(['GSI4PK', key.GSI4PK], ['GSI4SK', key.GSI4SK]),
    // GSI4 copies only a few attributes; the entry's key names its transaction.
    ProjectionExpression: 'PK',
    Limit: Math.max(wanted * 2, 20),
  })) {
    const fresh = page.map(transactionIdOf).filter((id) => !seen.has(id) && seen.add(id));
    found.push(...(await entriesInOrder(fresh)).filter(accept));
    if (found.length >= wanted) break;
  }
  return found.slice(0, wanted);
}

/** The running totals' raw sums (0 before any entry). */
export async function readLedgerTotals(): Promise<Record<Sum, number>> {
  const item = await getItem(counterKey(LEDGER_TOTALS));
  const read = (name: Sum) => (typeof item?.[name] === 'number' ? (item[name] as number) : 0);
  return { paidIn: read('paidIn'), refunded: read('refunded'), paidOut: read('paidOut'), owed: read('owed'), failedPayments: read('failedPayments') };
}

/** The sums of these months (`YYYY-MM`), in their order; a month without an entry is zeros. */
export async function readLedgerMonths(months: readonly string[]): Promise<LedgerMonth[]> {
  const items = await batchGet(
    months.map((month) => counterKey(ledgerMonthCounterName(month))),
    ['SK', 'paidIn', 'paidOut', 'refunded'],
  );
  const byMonth = new Map(items.map((item) => [String(item.SK).slice(ledgerMonthCounterName('').length), item]));
  const read = (item: Item | undefined, name: string) => (typeof item?.[name] === 'number' ? (item[name] as number) : 0);
  return months.map((month) => {
    const item = byMonth.get(month);
    return { month, paidIn: read(item, 'paidIn'), paidOut: read(item, 'paidOut'), refunded: read(item, 'refunded') };
  });
}

/** Entries read a page at a time for an export: a page of the index, then its entries whole. */
const EXPORT_PAGE = 500;

/**
 * Every entry a filter selects, a page at a time, in the list's order (newest first; a search's, by the text found),
 * for an export of any size: a reader holds one page, never the list.
 */
export async function* transactionPagesOf({ type, status, search }: { type: TransactionType; status?: TransactionStatus; search?: string }): AsyncGenerator<Item[]> {
  const accept = (item: Item) => !status || item.status === status;
  if (search) {
    const prefix = normalizeSearchText(search);
    if (!prefix) return;
    const key = transactionSearchPrefix(type, prefix);
    const seen = new Set<string>();
    for await (const page of queryPages({
      IndexName: INDEX.transactionSearch,
      ...prefixRange(['GSI4PK', key.GSI4PK], ['GSI4SK', key.GSI4SK]),
      ProjectionExpression: 'PK',
      Limit: EXPORT_PAGE,
    })) {
      const fresh = page.map(transactionIdOf).filter((id) => !seen.has(id) && seen.add(id));
      yield (await entriesInOrder(fresh)).filter(accept);
    }
    return;
  }
  if (!status) {
    yield* queryPages({
      IndexName: INDEX.transactionsByType,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': transactionsByTypeIndexKey(type, '', '').GSI1PK },
      ScanIndexForward: false,
      Limit: EXPORT_PAGE,
    });
    return;
  }
  for await (const page of queryPages({
    IndexName: INDEX.transactionsByStatus,
    KeyConditionExpression: 'GSI4PK = :pk',
    ExpressionAttributeValues: { ':pk': transactionsByStatusIndexKey(type, status, '', '').GSI4PK },
    ScanIndexForward: false,
    ProjectionExpression: 'PK',
    Limit: EXPORT_PAGE,
  })) {
    yield await entriesInOrder(page.map(transactionIdOf));
  }
}
