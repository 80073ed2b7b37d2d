import '../local/quiet-sdk';
import * as os from 'node:os';
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { counterKey, roleCounterName } from '../../lambdas/data/keys';
import { nameEntryItems, userToItem } from '../../lambdas/data/users';
import type { User } from '../../shared/domain/user';
import { putAll } from '../local/put-batch';
import type { LocalStackInfo } from '../local/stack-info';
import { CONNECTIONS, documentsOf, getJson, medianRound, prepareSides, round, signInAdmin, streamOffForLoad, untilStreamsSettle, type Round, type SizedStacks } from './local-admin';
import type { Progress, Row } from './report';

/**
 * Issue 13's figure on the local stack: the admins' Users list searched by the start of an e-mail address
 * (`GET /api/admin/creators?search=bench.1`) with 1,000 creators and with 50,000, 20 connections. The search is served
 * by Queries of the users search index, each reading at most a page's worth of entries however many users match, so
 * p99 at 50,000 should stay within 1.2× of p99 at 1,000. The default list (newest first, the by-role index) is measured
 * beside it. Creators are written straight into the table as sign-up writes them (profile with its index keys, name
 * entries) and counted on the role counter.
 *
 * The two sizes live in two stacks, measured in turns (local-admin.ts, `SizedStacks`).
 */

/** A round: at 20 connections some 500-1,500 requests, whose p99 is the 5-15 slowest. */
const SECONDS = 5;
/**
 * Rounds of SECONDS per size and route, taken in turns; the round with the median p99 is reported. Three, not five: the
 * ratio's goal (≤ 1.2) was met by a wide margin in every run (0.95 the last), and two more rounds cost the bench 20 s.
 */
const ROUNDS = 3;
const LIST_ROUNDS = 3;
/** Before the rounds, each stack is warmed: right after a start the JVM of DynamoDB Local and the functions are cold. */
const WARM_UP_SECONDS = 5;
export const ADMIN_LIST_SIZES = [1_000, 50_000] as const;
/** The start of bench addresses: `bench.1` matches bench.1, bench.10–19, bench.100–199…, more than a search counts at either size. */
export const ADMIN_SEARCH_QUERY = '/admin/creators?search=bench.1&page=1';
const DEFAULT_QUERY = '/admin/creators?page=1';
const PARALLEL_BATCHES = 8;

const FIRST = ['Sara', 'Omar', 'Lina', 'Yousef', 'Maya', 'Adam', 'Hana', 'Karim', 'نورة', 'أحمد', 'فاطمة', 'خالد', 'ريم', 'عبدالله'];
const FAMILY = ['Haddad', 'Nasser', 'Khoury', 'Saleh', 'Mansour', 'القحطاني', 'الحربي', 'الدوسري', 'العتيبي', 'الشمري'];

interface AdminListFigures {
  size: number;
  /** The machine's 1-minute load average when the rounds began. */
  loadAverage: number;
  search: { p50: number; p99: number; rps: number; errors: number };
  list: { p50: number; p99: number; rps: number; errors: number };
  /** The search's answer at this size: what a page costs does not depend on it. */
  searchTotal: string;
}

/** Bench creators `bench.<from>` … `bench.<to - 1>`, as sign-up writes them, counted on the role counter. */
async function addCreators(info: LocalStackInfo, documents: DynamoDBDocumentClient, from: number, to: number): Promise<void> {
  const now = Date.now();
  const items = Array.from({ length: to - from }, (_, offset) => {
    const index = from + offset;
    const user: User = {
      id: randomUUID(),
      role: 'creator',
      email: `bench.${index}@bench.ugc.local`,
      fullName: `${FIRST[index % FIRST.length]} ${FAMILY[Math.floor(index / FIRST.length) % FAMILY.length]}`,
      profileCompleted: index % 4 !== 0,
      activeCampaignsCount: 0,
      status: 'Active',
      createdAt: new Date(now - index * 60_000).toISOString(),
    };
    return [userToItem(user), ...nameEntryItems('creator', user.id, user.fullName)];
  }).flat();
  await putAll(documents, info.dynamodb.tableName, items, PARALLEL_BATCHES);
  await documents.send(
    new UpdateCommand({
      TableName: info.dynamodb.tableName,
      Key: counterKey(roleCounterName('creator')),
      UpdateExpression: 'ADD #count :added',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':added': to - from },
    }),
  );
}

interface Side {
  info: LocalStackInfo;
  token: string;
  size: number;
  searchTotal: string;
  search: Round[];
  list: Round[];
}

/** Grows the stack's creators to `size` (the demo creators and any made before count) and gets it ready to measure. */
async function prepare(info: LocalStackInfo, size: number): Promise<Side> {
  const token = await signInAdmin(info);
  const creators = (await getJson<{ totalEntries: number }>(info, DEFAULT_QUERY, token)).totalEntries;
  await streamOffForLoad(info);
  await addCreators(info, documentsOf(info), 0, Math.max(0, size - creators));
  await untilStreamsSettle(info);
  const answer = await getJson<{ totalEntries: number; totalIsLowerBound: boolean }>(info, ADMIN_SEARCH_QUERY, token);
  const total = (await getJson<{ totalEntries: number }>(info, DEFAULT_QUERY, token)).totalEntries;
  return { info, token, size: total, searchTotal: `${answer.totalEntries}${answer.totalIsLowerBound ? '+' : ''}`, search: [], list: [] };
}

/** 1,000 creators in the small stack, 50,000 in the large; answers their measure, both in turns, as rows. */
export async function prepareAdminLists(stacks: SizedStacks, progress: Progress): Promise<() => Promise<Row[]>> {
  progress(`writing ${ADMIN_LIST_SIZES.map((size) => size.toLocaleString('en')).join(' and ')} creators`);
  const sides = await prepareSides(stacks, ADMIN_LIST_SIZES, prepare);
  return async () => {
    progress(`search and list, ${ROUNDS} and ${LIST_ROUNDS} rounds of ${SECONDS} s in turns`);
    for (const side of sides) await round(`${side.info.apiUrl}${ADMIN_SEARCH_QUERY}`, side.token, WARM_UP_SECONDS);
    const [loadAverage = 0] = os.loadavg();
    for (let index = 0; index < ROUNDS; index++) {
      for (const side of sides) side.search.push(await round(`${side.info.apiUrl}${ADMIN_SEARCH_QUERY}`, side.token, SECONDS));
    }
    for (let index = 0; index < LIST_ROUNDS; index++) {
      for (const side of sides) side.list.push(await round(`${side.info.apiUrl}${DEFAULT_QUERY}`, side.token, SECONDS));
    }
    return adminListRows(sides.map((side) => ({ size: side.size, loadAverage, searchTotal: side.searchTotal, search: medianRound(side.search), list: medianRound(side.list) })));
  };
}

/** The section's rows for these figures (label, value, goal). */
function adminListRows(figures: readonly AdminListFigures[]): Row[] {
  const rows: Row[] = [];
  for (const { size, loadAverage, search, list, searchTotal } of figures) {
    const users = `${size.toLocaleString('en')} creators`;
    const load = `${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s in turns, load average ${loadAverage.toFixed(1)}`;
    rows.push([`GET /api${ADMIN_SEARCH_QUERY} (e-mail prefix, ${searchTotal} matches), ${users}: p50 / p99 (${load})`, `${search.p50} / ${search.p99} ms`, search.errors ? `${search.errors} errors` : '']);
    rows.push([`GET /api${ADMIN_SEARCH_QUERY}, ${users}: requests/s`, `${Math.round(search.rps)}`, '']);
    rows.push([`GET /api${DEFAULT_QUERY} (newest first), ${users}: p50 / p99 (median of ${LIST_ROUNDS} × ${SECONDS} s)`, `${list.p50} / ${list.p99} ms`, list.errors ? `${list.errors} errors` : '']);
  }
  const [small, large] = figures;
  if (small && large) rows.push(['admin users search p99 at 50,000 / at 1,000', `${(large.search.p99 / small.search.p99).toFixed(2)}`, '<= 1.2']);
  return rows;
}
