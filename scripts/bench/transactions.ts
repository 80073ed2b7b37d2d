import '../local/quiet-sdk';
import { randomBytes, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { DOCUMENTS_ENTRY } from '../../lib/bundling';
import { newEvent } from '../../lambdas/data/events';
import { eventKey, transactionsExportKey } from '../../lambdas/data/keys';
import { foldSumUpdates, ledgerEntryItems } from '../../lambdas/data/ledger';
import { pendingPayoutItems, type PayoutRecord } from '../../lambdas/data/payouts';
import type { TransactItem } from '../../lambdas/data/table';
import { TABLE_TTL_ATTRIBUTE } from '../../lambdas/data/table-definition';
import type { TransactionsExportRecord } from '../../lambdas/data/transaction-exports';
import { uuidV7 } from '../../shared/domain/ids';
import { EXPORT_RETENTION_DAYS } from '../../shared/domain/ledger';
import { putBatch } from '../local/put-batch';
import type { LocalStackInfo } from '../local/stack-info';
import { bundleEntry } from './bundles';
import { scratchDirectory } from './cleanup';
import { runDocumentsChild } from './documents-child';
import { CONNECTIONS, documentsOf, getJson, medianRound, prepareSides, round, signInAdmin, streamOffForLoad, untilStreamsSettle, type Round, type SizedStacks } from './local-admin';
import type { Progress, Row } from './report';

/**
 * Issue 13's last figures on the local stack: the admin's transactions list (`GET /api/transactions`, spec §7) with
 * 1,000 payouts in the ledger and with 50,000, 20 connections, its default page (payouts, newest first: GSI1 read to
 * the page, the total from the list's counter) and a search by the start of a word of a campaign's title (the ledger's
 * search entries in GSI4, read from the prefix until the page is found); p99 at 50,000 should stay within 1.2× of p99
 * at 1,000. Then the CSV export of the 50,000, made by the documents function's own bundle in a process of its own
 * (as Lambda runs it, handed the `ledger.export.requested` stream record): its time and its memory.
 *
 * Payouts are written straight into the table with the items the ledger's own code makes for them
 * (`ledgerEntryItems`: the entry with its index keys, its search entries; a pending one with its covering record,
 * `pendingPayoutItems`), the Puts as batch writes, and the counters and running sums they add to (list counts, totals,
 * months, the unpaid queue) added up with the ledger's `foldSumUpdates` and written once: every figure the admin sees
 * stays the sum of the entries. Paid payouts' covering records, which nothing measured here reads, are left out.
 *
 * As in admin-lists.ts, the two sizes live in two stacks, measured in turns (local-admin.ts, `SizedStacks`), filled
 * together, their data in memory and the table's stream off (`streamOffForLoad`): 50,000 ledger rows are some 395,000
 * items, an hour at this VM's disk's 70-110 items/s, minutes in memory.
 */

/** A round: at 20 connections some 500-1,500 requests, whose p99 is the 5-15 slowest. */
const SECONDS = 5;
/**
 * Rounds of SECONDS per size and route, taken in turns; the round with the median p99 is reported. Five: with three, a
 * run's list ratio came out 1.43 (p50 173 against 135 ms) where the run before, with five, had 1.06.
 */
const ROUNDS = 5;
/** Before the rounds, each stack is warmed: right after a start the JVM of DynamoDB Local and the functions are cold. */
const WARM_UP_SECONDS = 5;
export const TRANSACTION_LIST_SIZES = [1_000, 50_000] as const;
/** Payouts, newest first: the list the admin's Transactions screen opens on (spec §9). */
const DEFAULT_QUERY = '/transactions?page=1';
/** The start of a word of one title in twenty (TITLES): 50 matches at 1,000 payouts, 2,500 at 50,000. */
export const TRANSACTION_SEARCH_QUERY = '/transactions?search=recip&page=1';
const BATCH = 25;
const PARALLEL_BATCHES = 8;
/** Payouts made, then written, at a time: the bench holds a chunk's items, not the 50,000's. */
const CHUNK = 2_000;
/** One payout in this many is still owed (pending, in the covering queue); the rest are paid. */
const PENDING_EVERY = 50;
/** The creators of a campaign: consecutive payouts share its title and company. */
const PAYOUTS_PER_CAMPAIGN = 5;
/** The stack's s3rver and stand-ins take their own fixed pair. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const TITLES = [
  'Summer Skincare', 'Ramadan Recipes', 'Morning Coffee', 'Gym Essentials', 'Desert Roadtrip', 'Office Lunch', 'Eid Gifts', 'Kids Snacks',
  'Home Cleaning', 'Travel Hacks', 'عطور الشتاء', 'مطبخ العائلة', 'قهوة الصباح', 'أزياء العيد', 'Pet Care', 'Weekend Brunch', 'Hair Routine',
  'Phone Unboxing', 'Date Sweets', 'Camping Gear',
];
const COMPANIES = ['Nakheel Foods', 'Sahara Tech', 'Oasis Beauty', 'Najd Coffee', 'Rawabi Dairy', 'Bayt Home', 'شركة الريف', 'مؤسسة الواحة', 'Falcon Sports', 'Marina Fashion'];
const FIRST = ['Sara', 'Omar', 'Lina', 'Yousef', 'Maya', 'Adam', 'Hana', 'Karim', 'نورة', 'أحمد', 'فاطمة', 'خالد', 'ريم', 'عبدالله'];
const FAMILY = ['Haddad', 'Nasser', 'Khoury', 'Saleh', 'Mansour', 'القحطاني', 'الحربي', 'الدوسري', 'العتيبي', 'الشمري'];

interface TransactionListFigures {
  size: number;
  /** The machine's 1-minute load average when the rounds began. */
  loadAverage: number;
  list: Round;
  search: Round;
  /** The search's answer at this size: found so far (the page and one more), not all the matches. */
  searchTotal: number;
}

interface TransactionExportFigures {
  rows: number;
  csvBytes: number;
  seconds: number;
  /** RSS with the bundle loaded, before the export. */
  baselineRss: number;
  /** The kernel's high-water mark of the process from its start to the bundle loaded (0 where not told: not Linux). */
  loadHighWaterRss: number;
  /** The kernel's high-water mark over the export alone (reset once the bundle is loaded); 0 where not told. */
  highWaterRss: number;
  /** Sampled every 50 ms over the export, with what made it up at that sample. */
  peak: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
}

interface TransactionFigures {
  lists: TransactionListFigures[];
  export: TransactionExportFigures;
}

/** Payout `index` of the bench: a campaign's creator, paid (or one in PENDING_EVERY still owed), 10 minutes older than the one before. */
function benchPayout(index: number, now: number, campaigns: Map<number, { id: string; companyId: string }>): PayoutRecord {
  const campaign = Math.floor(index / PAYOUTS_PER_CAMPAIGN);
  if (!campaigns.has(campaign)) campaigns.set(campaign, { id: randomUUID(), companyId: randomUUID() });
  const { id: campaignId, companyId } = campaigns.get(campaign) ?? { id: '', companyId: '' };
  const createdAt = new Date(now - index * 600_000).toISOString();
  return {
    id: uuidV7(Date.parse(createdAt), randomBytes(10)),
    type: 'payout',
    status: index % PENDING_EVERY === 0 ? 'pending' : 'completed',
    amount: 30_000 + (index % 12) * 10_000,
    campaignId,
    campaignTitle: TITLES[campaign % TITLES.length] ?? '',
    companyId,
    companyName: COMPANIES[campaign % COMPANIES.length] ?? '',
    creatorId: randomUUID(),
    creatorName: `${FIRST[index % FIRST.length]} ${FAMILY[Math.floor(index / FIRST.length) % FAMILY.length]}`,
    createdAt,
  };
}

/** The items the ledger's code writes for a payout: owed (with its covering record), or paid (marked paid at once). */
function payoutItems(payout: PayoutRecord, adminId: string): TransactItem[] {
  if (payout.status === 'pending') return pendingPayoutItems(payout);
  const paid: PayoutRecord = { ...payout, completedAt: payout.createdAt, paidBy: adminId, paidTo: { bankName: 'Bench Bank', ibanLast4: '0001' } };
  return ledgerEntryItems(paid, { ...paid });
}

/**
 * `count` more bench payouts, written as the ledger's code writes them: the Puts in batches, the counters' additions
 * (`ADD`, no condition) folded into one update per counter.
 */
async function addPayouts(info: LocalStackInfo, documents: DynamoDBDocumentClient, count: number): Promise<void> {
  // The item builders name the table from the functions' setting; the bench writes to the stack's table.
  process.env.TABLE_NAME ??= info.dynamodb.tableName;
  const now = Date.now();
  const campaigns = new Map<number, { id: string; companyId: string }>();
  let updates: TransactItem[] = [];
  for (let from = 0; from < count; from += CHUNK) {
    const items: Record<string, unknown>[] = [];
    for (let index = from; index < Math.min(count, from + CHUNK); index++) {
      for (const item of payoutItems(benchPayout(index, now, campaigns), 'bench-admin')) {
        if (item.Put?.Item) items.push(item.Put.Item);
        else if (item.Update?.Key?.PK === 'COUNTER' && !item.Update.ConditionExpression) updates.push(item);
        else throw new Error(`A payout's items hold what the bench does not write: ${JSON.stringify(item)}`);
      }
    }
    updates = foldSumUpdates(updates);
    const batches = Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_BATCHES }, async () => {
        for (let batch = batches[next++]; batch; batch = batches[next++]) await putBatch(documents, info.dynamodb.tableName, batch);
      }),
    );
  }
  for (const { Update } of updates) {
    if (Update) await documents.send(new UpdateCommand({ ...Update, TableName: info.dynamodb.tableName, Key: Update.Key ?? {} }));
  }
}

interface Side {
  info: LocalStackInfo;
  token: string;
  size: number;
  searchTotal: number;
  list: Round[];
  search: Round[];
}

/** Grows the stack's payouts to `size` (the demo's payouts count) and gets it ready to measure. */
async function prepare(info: LocalStackInfo, size: number): Promise<Side> {
  const token = await signInAdmin(info);
  const payouts = (await getJson<{ totalEntries: number }>(info, DEFAULT_QUERY, token)).totalEntries;
  await streamOffForLoad(info);
  await addPayouts(info, documentsOf(info), Math.max(0, size - payouts));
  await untilStreamsSettle(info);
  const found = await getJson<{ totalEntries: number; data: unknown[] }>(info, TRANSACTION_SEARCH_QUERY, token);
  if (!found.data.length) throw new Error(`GET ${TRANSACTION_SEARCH_QUERY} found nothing`);
  const total = (await getJson<{ totalEntries: number }>(info, DEFAULT_QUERY, token)).totalEntries;
  return { info, token, size: total, searchTotal: found.totalEntries, list: [], search: [] };
}

/**
 * The CSV of every payout of the stack (its default filter), made as AWS makes it: the export's record written as
 * `POST /transactions/exports` writes it, and its `ledger.export.requested` stream record handed to the documents
 * function's deployed bundle in a fresh process (the event is not written to the table, or the stack's own consumer
 * would make the file too). The child measures from the bundle loaded to the answer.
 */
async function measureExport(info: LocalStackInfo, expectedRows: number): Promise<TransactionExportFigures> {
  const documents = documentsOf(info);
  const s3 = new S3Client({ region: info.region, endpoint: info.s3.endpoint, credentials: LOCAL_CREDENTIALS, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  const createdAt = new Date().toISOString();
  const record: TransactionsExportRecord = { id: randomUUID(), adminId: 'bench-admin', transactionType: 'payout', state: 'preparing', createdAt };
  const expiresAt = Math.floor(Date.parse(createdAt) / 1000) + EXPORT_RETENTION_DAYS * 86_400;
  await documents.send(new PutCommand({ TableName: info.dynamodb.tableName, Item: { ...transactionsExportKey(record.id), ...record, [TABLE_TTL_ATTRIBUTE]: expiresAt } }));
  const scratch = scratchDirectory('export');
  let key: string | undefined;
  try {
    const bundleFile = path.join(scratch.dir, 'documents.js');
    fs.writeFileSync(bundleFile, (await bundleEntry(DOCUMENTS_ENTRY)).code);
    const event = newEvent('ledger.export.requested', { userId: record.adminId, exportId: record.id }, createdAt);
    const child = await runDocuments(bundleFile, info, streamRecord({ ...eventKey(event.id), ...event }));
    const { Item: made } = await documents.send(new GetCommand({ TableName: info.dynamodb.tableName, Key: transactionsExportKey(record.id), ConsistentRead: true }));
    key = typeof made?.key === 'string' ? made.key : undefined;
    if (made?.state !== 'ready' || !key) throw new Error(`The export was not made: ${JSON.stringify(made)}`);
    const rows = Number(made.rows);
    if (rows !== expectedRows) throw new Error(`The export lists ${rows} transactions, the ledger ${expectedRows}`);
    const csvBytes = (await s3.send(new HeadObjectCommand({ Bucket: info.s3.mediaBucket, Key: key }))).ContentLength ?? 0;
    return { rows, csvBytes, seconds: child.ms / 1000, baselineRss: child.baseline, loadHighWaterRss: child.loadHighWater, highWaterRss: child.highWater, peak: child.peak };
  } finally {
    if (key) await s3.send(new DeleteObjectCommand({ Bucket: info.s3.mediaBucket, Key: key })).catch(() => undefined);
    await scratch.remove();
  }
}

/** The table stream's record of an outbox item, as Lambda hands it over. */
function streamRecord(item: Record<string, unknown>): unknown {
  const keys = { PK: item.PK, SK: item.SK };
  return {
    Records: [{ eventID: '1', eventName: 'INSERT', eventSource: 'aws:dynamodb', dynamodb: { Keys: marshall(keys), NewImage: marshall(item), SequenceNumber: '1', StreamViewType: 'NEW_IMAGE' } }],
  };
}

interface ChildFigures {
  answer: { batchItemFailures?: unknown[] };
  ms: number;
  baseline: number;
  loadHighWater: number;
  highWater: number;
  peak: TransactionExportFigures['peak'];
}

function runDocuments(bundleFile: string, info: LocalStackInfo, record: unknown): Promise<ChildFigures> {
  return runDocumentsChild<ChildFigures>(CHILD, bundleFile, info, record);
}

/**
 * What the child runs: load the bundle, then answer the record while sampling its own memory. Not
 * `process.resourceUsage().maxRSS`: on Linux a spawned process's maxRSS starts at its parent's RSS when it forked
 * (the bench's own few hundred MB), so it says nothing of the export; the kernel's VmHWM is the new process's own.
 */
const CHILD = `
const fs = require('node:fs');
const { handler } = require(process.env.BENCH_BUNDLE);
const context = {
  functionName: 'documents', functionVersion: '$LATEST', awsRequestId: 'bench', memoryLimitInMB: '1024',
  invokedFunctionArn: 'arn:aws:lambda:eu-central-1:000000000000:function:bench', getRemainingTimeInMillis: () => 300000,
};
// Linux: VmHWM is the process's peak RSS so far; clear_refs 5 resets it to the current RSS, so it is then the export's alone.
let highWater = () => 0;
let loadHighWater = 0;
try {
  highWater = () => 1024 * Number(/VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
  loadHighWater = highWater();
  fs.writeFileSync('/proc/self/clear_refs', '5');
} catch {
  highWater = () => 0;
}
const baseline = process.memoryUsage().rss;
let peak = process.memoryUsage();
const sample = () => { const now = process.memoryUsage(); if (now.rss > peak.rss) peak = now; };
const timer = setInterval(sample, 50);
const started = performance.now();
Promise.resolve(handler(JSON.parse(process.env.BENCH_EVENT), context)).then(
  (answer) => {
    const ms = performance.now() - started;
    sample();
    clearInterval(timer);
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = peak;
    process.stdout.write('\\nBENCH ' + JSON.stringify({ answer, ms, baseline, loadHighWater, highWater: highWater(), peak: { rss, heapTotal, heapUsed, external, arrayBuffers } }) + '\\n');
  },
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); },
);
`;

/**
 * 1,000 payouts in the small stack, 50,000 in the large; answers their measure as rows: both in turns, then the export
 * of the 50,000 with the small stack stopped.
 */
export async function prepareTransactions(stacks: SizedStacks, progress: Progress): Promise<() => Promise<Row[]>> {
  progress(`writing ${TRANSACTION_LIST_SIZES.map((size) => size.toLocaleString('en')).join(' and ')} payouts`);
  const sides = await prepareSides(stacks, TRANSACTION_LIST_SIZES, prepare);
  return async () => {
    progress(`list and search, ${ROUNDS} rounds of ${SECONDS} s in turns`);
    for (const side of sides) await round(`${side.info.apiUrl}${TRANSACTION_SEARCH_QUERY}`, side.token, WARM_UP_SECONDS);
    const [loadAverage = 0] = os.loadavg();
    for (let index = 0; index < ROUNDS; index++) {
      for (const side of sides) side.list.push(await round(`${side.info.apiUrl}${DEFAULT_QUERY}`, side.token, SECONDS));
      for (const side of sides) side.search.push(await round(`${side.info.apiUrl}${TRANSACTION_SEARCH_QUERY}`, side.token, SECONDS));
    }
    const lists = sides.map((side) => ({ size: side.size, loadAverage, searchTotal: side.searchTotal, list: medianRound(side.list), search: medianRound(side.search) }));
    const largest = sides.at(-1);
    if (!largest) throw new Error('No stack measured');
    // The export runs alone.
    await stacks.small.stop();
    progress(`CSV export of the ${largest.size.toLocaleString('en')}`);
    return transactionRows({ lists, export: await measureExport(largest.info, largest.size) });
  };
}

/** The section's rows for these figures (label, value, goal). */
function transactionRows({ lists, export: made }: TransactionFigures): Row[] {
  const rows: Row[] = [];
  const load = (loadAverage: number) => `${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s in turns, load average ${loadAverage.toFixed(1)}`;
  for (const { size, loadAverage, list, search, searchTotal } of lists) {
    const payouts = `${size.toLocaleString('en')} payouts`;
    rows.push([`GET /api${DEFAULT_QUERY} (payouts, newest first), ${payouts}: p50 / p99 (${load(loadAverage)})`, `${list.p50} / ${list.p99} ms`, list.errors ? `${list.errors} errors` : '']);
    rows.push([`GET /api${TRANSACTION_SEARCH_QUERY} (title word start, ${searchTotal} found so far), ${payouts}: p50 / p99`, `${search.p50} / ${search.p99} ms`, search.errors ? `${search.errors} errors` : '']);
    rows.push([`GET /api/transactions list, search requests/s, ${payouts}`, `${Math.round(list.rps)}, ${Math.round(search.rps)}`, '']);
  }
  const [small, large] = lists;
  if (small && large) {
    rows.push(['transactions list p99 at 50,000 / at 1,000', `${(large.list.p99 / small.list.p99).toFixed(2)}`, '<= 1.2']);
    rows.push(['transactions search p99 at 50,000 / at 1,000', `${(large.search.p99 / small.search.p99).toFixed(2)}`, '<= 1.2']);
  }
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const csv = `CSV export of ${made.rows.toLocaleString('en')} transactions (${mb(made.csvBytes)}) by the documents bundle, own process`;
  const { peak } = made;
  rows.push([csv, `${made.seconds.toFixed(1)} s`, '']);
  if (made.highWaterRss) {
    rows.push([`${csv}: process peak RSS (kernel's high-water mark; over the export / start and load)`, `${mb(made.highWaterRss)} / ${mb(made.loadHighWaterRss)}`, '< 150 MB']);
  }
  rows.push([`${csv}: RSS loaded / peak sampled every 50 ms`, `${mb(made.baselineRss)} / ${mb(peak.rss)}`, made.highWaterRss ? '' : '< 150 MB']);
  rows.push([`${csv}: at that peak, V8 heap total / used, external (of it array buffers)`, `${mb(peak.heapTotal)} / ${mb(peak.heapUsed)}, ${mb(peak.external)} (${mb(peak.arrayBuffers)})`, '']);
  return rows;
}
