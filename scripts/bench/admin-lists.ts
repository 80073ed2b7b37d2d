import '../local/quiet-sdk';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AuthFlowType, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { counterKey, roleCounterName } from '../../lambdas/data/keys';
import { nameEntryItems, userToItem } from '../../lambdas/data/users';
import type { User } from '../../shared/domain/user';
import type { LocalStackInfo } from '../local/stack-info';
import { startStackProcess, stopStackProcess } from '../local/stack-process';
import { writeBatch } from './campaigns';

/**
 * Issue 13's figure on the local stack: the admins' Users list searched by the start of an e-mail address
 * (`GET /api/admin/creators?search=bench.1`), at 1,000 creators and at 50,000, 20 connections, each after a warm-up
 * (a longer one first: right after the start the JVM of DynamoDB Local is cold, and it made 1,000 look slower than
 * 50,000). The search is served by
 * begins_with Queries of the users search index, each reading at most a page's worth of entries however many users
 * match, so p99 at 50,000 should stay within 1.2× of p99 at 1,000. The default list (newest first, the by-role index)
 * is measured beside it. Creators are written straight into the table as sign-up writes them (profile with its index
 * keys, name entries) and counted on the role counter.
 *
 * `npm run bench` runs it with the rest; `npx tsx scripts/bench/admin-lists.ts` runs it alone on a stack of its own.
 */

const CONNECTIONS = 20;
const SECONDS = 10;
/**
 * Rounds of SECONDS each; the round with the median p99 is reported. On a shared 2-core machine another process's
 * burst lands in one round, not in the figure (the load average at each size is printed beside it).
 */
const ROUNDS = 3;
const WARM_UP_SECONDS = 5;
/** Before the first figures: the JVM of DynamoDB Local and the functions' code paths are still cold after the start. */
const FIRST_WARM_UP_SECONDS = 15;
export const ADMIN_LIST_SIZES = [1_000, 50_000] as const;
/** The start of bench addresses: `bench.1` matches bench.1, bench.10–19, bench.100–199…, more than a search counts at either size. */
export const ADMIN_SEARCH_QUERY = '/admin/creators?search=bench.1&page=1';
const DEFAULT_QUERY = '/admin/creators?page=1';
const BATCH = 25;
const PARALLEL_BATCHES = 8;

const FIRST = ['Sara', 'Omar', 'Lina', 'Yousef', 'Maya', 'Adam', 'Hana', 'Karim', 'نورة', 'أحمد', 'فاطمة', 'خالد', 'ريم', 'عبدالله'];
const FAMILY = ['Haddad', 'Nasser', 'Khoury', 'Saleh', 'Mansour', 'القحطاني', 'الحربي', 'الدوسري', 'العتيبي', 'الشمري'];

export interface AdminListFigures {
  size: number;
  /** The machine's 1-minute load average when the size was measured. */
  loadAverage: number;
  search: { p50: number; p99: number; rps: number; errors: number };
  list: { p50: number; p99: number; rps: number; errors: number };
  /** The search's answer at this size: what a page costs does not depend on it. */
  searchTotal: string;
}

function documentsOf(info: LocalStackInfo): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient({ region: info.region, endpoint: info.dynamodb.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }));
}

async function signInAdmin(info: LocalStackInfo): Promise<string> {
  const admin = info.seeded.find((seeded) => seeded.role === 'admin');
  if (!admin) throw new Error('The local stack has no seeded admin');
  const cognito = new CognitoIdentityProviderClient({ region: info.region, endpoint: info.cognito.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ ClientId: info.cognito.admins.clientId, AuthFlow: AuthFlowType.USER_PASSWORD_AUTH, AuthParameters: { USERNAME: admin.email, PASSWORD: info.demoPassword } }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error('The demo admin could not sign in');
  return AuthenticationResult.AccessToken;
}

async function get<T>(info: LocalStackInfo, route: string, token: string): Promise<T> {
  const response = await fetch(`${info.apiUrl}${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
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
  const batches = Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) await writeBatch(documents, info.dynamodb.tableName, batch);
    }),
  );
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

/**
 * The stack's stream pollers read every item just written (and dispatch none of them); the figures are taken once
 * they are through: when their checkpoint files have not changed for two seconds.
 */
async function untilStreamsSettle(info: LocalStackInfo): Promise<void> {
  const dataDir = path.dirname(info.mailDir);
  const files = () => fs.readdirSync(dataDir).filter((name) => name.startsWith('stream-checkpoints')).map((name) => path.join(dataDir, name));
  const stamp = () => files().map((file) => fs.statSync(file).mtimeMs).join(',');
  const started = Date.now();
  let last = stamp();
  let stableSince = Date.now();
  while (Date.now() - stableSince < 2_000 && Date.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = stamp();
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
  }
}

async function load(url: string, token: string, warmUpSeconds = WARM_UP_SECONDS) {
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url, connections: CONNECTIONS, duration: warmUpSeconds, headers });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
    rounds.push({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx });
  }
  const median = [...rounds].sort((a, b) => a.p99 - b.p99)[Math.floor(ROUNDS / 2)] ?? rounds[0];
  if (!median) throw new Error('No round measured');
  return { ...median, errors: rounds.reduce((sum, round) => sum + round.errors, 0) };
}

/** Grows the creators to 1,000 and measures, then to 50,000 and measures again. */
export async function measureAdminLists(info: LocalStackInfo): Promise<AdminListFigures[]> {
  const documents = documentsOf(info);
  const token = await signInAdmin(info);
  const figures: AdminListFigures[] = [];
  // The demo creators and any made before count towards each size.
  let creators = (await get<{ totalEntries: number }>(info, DEFAULT_QUERY, token)).totalEntries;
  let benchIndex = 0;
  for (const size of ADMIN_LIST_SIZES) {
    const added = Math.max(0, size - creators);
    await addCreators(info, documents, benchIndex, benchIndex + added);
    benchIndex += added;
    creators += added;
    await untilStreamsSettle(info);
    const answer = await get<{ totalEntries: number; totalIsLowerBound: boolean }>(info, ADMIN_SEARCH_QUERY, token);
    const [loadAverage = 0] = os.loadavg();
    const search = await load(`${info.apiUrl}${ADMIN_SEARCH_QUERY}`, token, figures.length ? WARM_UP_SECONDS : FIRST_WARM_UP_SECONDS);
    const list = await load(`${info.apiUrl}${DEFAULT_QUERY}`, token);
    figures.push({ size: creators, loadAverage, search, list, searchTotal: `${answer.totalEntries}${answer.totalIsLowerBound ? '+' : ''}` });
  }
  return figures;
}

/** The bench's rows for these figures (label, value, goal). */
export function adminListRows(figures: readonly AdminListFigures[]): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const { size, loadAverage, search, list, searchTotal } of figures) {
    const users = `${size.toLocaleString('en')} creators`;
    const load = `${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s, load average ${loadAverage.toFixed(1)}`;
    rows.push([`GET /api${ADMIN_SEARCH_QUERY} (e-mail prefix, ${searchTotal} matches), ${users}: p50 / p99 (${load})`, `${search.p50} / ${search.p99} ms`, search.errors ? `${search.errors} errors` : '']);
    rows.push([`GET /api${ADMIN_SEARCH_QUERY}, ${users}: requests/s`, `${Math.round(search.rps)}`, '']);
    rows.push([`GET /api${DEFAULT_QUERY} (newest first), ${users}: p50 / p99 (${ROUNDS} × ${SECONDS} s)`, `${list.p50} / ${list.p99} ms`, list.errors ? `${list.errors} errors` : '']);
  }
  const [small, large] = figures;
  if (small && large) rows.push(['admin users search p99 at 50,000 / at 1,000', `${(large.search.p99 / small.search.p99).toFixed(2)}`, '<= 1.2']);
  return rows;
}

/** Alone: a stack of its own in a fresh data directory, measured, stopped and removed. */
async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-bench-admin-'));
  const stack = await startStackProcess(dataDir);
  try {
    const info = JSON.parse(fs.readFileSync(stack.infoFile, 'utf8')) as LocalStackInfo;
    const rows = adminListRows(await measureAdminLists(info));
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(`\nAdmin lists bench on ${os.cpus().length} cores, Node ${process.version}\n`);
    for (const [label, value, goal] of rows) console.log(`${label.padEnd(width)}  ${value.padStart(12)}  ${goal ? `goal ${goal}` : ''}`);
  } finally {
    await stopStackProcess(stack);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
