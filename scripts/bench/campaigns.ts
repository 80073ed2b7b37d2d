import { randomUUID } from 'node:crypto';
import { AuthFlowType, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { listedCampaignOf, type CampaignRecord, type ListedCampaign } from '../../lambdas/data/campaigns';
import { campaignKey, companyCampaignsIndexKey, counterKey, openCampaignIndexKey, openCampaignsCounterName } from '../../lambdas/data/keys';
import { searchTextOf } from '../../lambdas/domain/campaigns';
import { selectPage } from '../../lambdas/domain/exchange';
import { ASPECT_RATIOS, CONTENT_TYPES, CREATOR_SHOULD_SHOW, GENDERS, LOCATIONS, PREFERRED_AGES, VIDEO_DURATIONS } from '../../shared/domain/campaign';
import { CATEGORY_IDS, type CategoryId } from '../../shared/domain/categories';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import { putBatch } from '../local/put-batch';
import type { LocalStackInfo } from '../local/stack-info';
import type { Progress, Row } from './report';

/**
 * The exchange (`GET /api/campaigns`) as the open set grows: 1,000 then 20,000 open campaigns written straight into
 * the table, shaped as the payment webhook leaves them (every attribute, the company-list and exchange keys, the
 * counter's count and version), then a filtered first page under load. The latency should stay flat. The query
 * repeats, so the exchange answers it from the results it keeps per copy; `passMs` is what a view asked for the
 * first time costs on top (the filter and sort over the whole set).
 */

const CATEGORY: CategoryId = 'food-cooking';
const QUERY = `/campaigns?category=${CATEGORY}&page=1`;
/** A route of key reads only (the authorizer's and two GetItems), measured alongside: what the stand-ins cost at this size. */
const BASELINE = '/creator/profile';
const CONNECTIONS = 20;
const SECONDS = 10;
const BATCH = 25;
const PARALLEL_BATCHES = 8;
const SIZES = [1_000, 20_000] as const;

export interface ExchangeFigures {
  size: number;
  /** From the first request after the set changed to the first answer that counts the whole new set (a reload). */
  reloadMs: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  baseline: { p50: number; p99: number };
  /** A view not asked for before (the memo misses): the pass over the whole set, median of in-process runs. */
  passMs: number;
}

/** A small deterministic generator, so every run seeds the same mix. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const one = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)] as T;
  const some = <T>(options: readonly T[], most: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(next() * most) }, () => one(options)))];
  return { one, some, next };
}

const WORDS = ['coffee', 'skincare', 'gadget', 'family', 'travel', 'fitness', 'gaming', 'kitchen', 'startup', 'design', 'dates', 'perfume', 'abaya', 'oud'];

function publishedCampaign(random: ReturnType<typeof generator>, companies: readonly { id: string; name: string }[], index: number): Record<string, unknown> {
  const company = random.one(companies);
  const videoDuration = random.one(VIDEO_DURATIONS);
  const aspectRatio = random.one(ASPECT_RATIOS);
  const numberOfContentCreators = 1 + Math.floor(random.next() * 10);
  const picturesNeeded = random.next() < 0.3;
  const price = campaignPrice({ videoDuration, aspectRatio, numberOfContentCreators, picturesNeeded });
  const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
  const publishedAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000 + 30_000).toISOString();
  const campaignTitle = `${random.one(WORDS)} ${random.one(WORDS)} campaign ${index}`;
  const description = `${Array.from({ length: 60 }, () => random.one(WORDS)).join(' ')}.`;
  const record: CampaignRecord = {
    id: randomUUID(),
    companyId: company.id,
    companyName: company.name,
    campaignTitle,
    description,
    contentType: random.one(CONTENT_TYPES),
    aspectRatio,
    videoDuration,
    numberOfContentCreators,
    picturesNeeded,
    preferredAge: random.one(PREFERRED_AGES),
    gender: random.one(GENDERS),
    creatorInterests: random.some(CATEGORY_IDS, 3),
    creatorShouldShow: random.some(CREATOR_SHOULD_SHOW, 2),
    location: random.one(LOCATIONS),
    status: 'open',
    amount: price.total,
    price,
    creatorEarning: creatorEarning(price),
    createdAt,
    publishedAt,
    acceptedCount: 0,
    applicantsCount: Math.floor(random.next() * 5),
    rejectedCount: 0,
    searchText: searchTextOf(campaignTitle, company.name, description),
  };
  return { ...campaignKey(record.id), ...companyCampaignsIndexKey(company.id, createdAt, record.id), ...openCampaignIndexKey(publishedAt, record.id), ...record };
}

/**
 * Adds `count` open campaigns and counts them in the open set, bumping its version as a publication does. Answers
 * them as rows of the exchange's copy.
 */
async function seedOpenCampaigns(info: LocalStackInfo, documents: DynamoDBDocumentClient, count: number, firstIndex: number): Promise<ListedCampaign[]> {
  const tableName = info.dynamodb.tableName;
  const random = generator(firstIndex + 1);
  const companies = Array.from({ length: 50 }, (_, i) => ({ id: randomUUID(), name: `Bench Company ${i + 1}` }));
  const items = Array.from({ length: count }, (_, i) => publishedCampaign(random, companies, firstIndex + i));
  const batches = Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      while (next < batches.length) {
        const batch = batches[next++];
        if (batch) await putBatch(documents, tableName, batch);
      }
    }),
  );
  await documents.send(
    new UpdateCommand({
      TableName: tableName,
      Key: counterKey(openCampaignsCounterName),
      UpdateExpression: 'ADD #count :count, #version :one',
      ExpressionAttributeNames: { '#count': 'count', '#version': 'version' },
      ExpressionAttributeValues: { ':count': count, ':one': 1 },
    }),
  );
  return items.map(listedCampaignOf);
}

/** The median time of the list logic's pass over `campaigns` for the measured query, as a memo miss costs it. */
function passMs(campaigns: readonly ListedCampaign[]): number {
  const times: number[] = [];
  for (let i = 0; i < 201; i++) {
    const started = performance.now();
    selectPage(campaigns, { categories: [CATEGORY], statuses: ['open'], sortBy: 'publishedAt', sortOrder: 'DESC', page: 1 });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[100] ?? 0;
}

/** The access token of the seeded demo member of `role`. */
export async function signInDemo(info: LocalStackInfo, role: 'creator' | 'company'): Promise<string> {
  const creator = info.seeded.find((seeded) => seeded.role === role);
  if (!creator) throw new Error(`The local stack has no seeded ${role}`);
  const cognito = new CognitoIdentityProviderClient({ region: info.region, endpoint: info.cognito.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: info.cognito.users.clientId,
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      AuthParameters: { USERNAME: creator.email, PASSWORD: info.demoPassword },
    }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error(`The demo ${role} could not sign in`);
  return AuthenticationResult.AccessToken;
}

/** Polls the query until it counts `expected` campaigns: the copy was reloaded (an old copy answers meanwhile after 2 s). */
async function untilReloaded(url: string, headers: Record<string, string>, expected: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { totalEntries?: number };
    if (response.status !== 200) throw new Error(`GET ${QUERY} answered ${response.status}: ${JSON.stringify(body)}`);
    if (body.totalEntries === expected) return performance.now() - started;
    if (performance.now() - started > 60_000) throw new Error(`GET ${QUERY} still counts ${body.totalEntries}, not ${expected}, after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(info: LocalStackInfo, token: string, campaigns: readonly ListedCampaign[], expected: number): Promise<ExchangeFigures> {
  const url = `${info.apiUrl}${QUERY}`;
  const headers = { authorization: `Bearer ${token}` };
  // The version check of the copy (at most once a second) must see the change the seeding made.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const reloadMs = await untilReloaded(url, headers, expected);
  await autocannon({ url, connections: CONNECTIONS, duration: 5, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const baseline = await autocannon({ url: `${info.apiUrl}${BASELINE}`, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    size: campaigns.length,
    reloadMs,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    baseline: { p50: baseline.latency.p50, p99: baseline.latency.p99 },
    passMs: passMs(campaigns),
  };
}

/** Seeds 1,000 open campaigns, measures, grows the set to 20,000, measures again. */
export async function measureExchange(info: LocalStackInfo, progress: Progress): Promise<ExchangeFigures[]> {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: info.region, endpoint: info.dynamodb.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
  );
  const token = await signInDemo(info, 'creator');
  const figures: ExchangeFigures[] = [];
  // Campaigns the stack had before (demo data) count too.
  const before = await fetch(`${info.apiUrl}${QUERY}`, { headers: { authorization: `Bearer ${token}` } });
  let matching = ((await before.json()) as { totalEntries?: number }).totalEntries ?? 0;
  const campaigns: ListedCampaign[] = [];
  for (const size of SIZES) {
    progress(`${size.toLocaleString('en')} open campaigns`);
    const added = await seedOpenCampaigns(info, documents, size - campaigns.length, campaigns.length);
    campaigns.unshift(...added.reverse());
    matching += added.filter((campaign) => campaign.creatorInterests.includes(CATEGORY)).length;
    figures.push(await measure(info, token, campaigns, matching));
  }
  return figures;
}

/** The section's rows (label, value, goal). */
export function exchangeRows(figures: readonly ExchangeFigures[]): Row[] {
  const rows: Row[] = [];
  const load = `${CONNECTIONS} connections, ${SECONDS} s`;
  for (const { size, reloadMs, p50, p99, rps, errors, baseline, passMs } of figures) {
    const open = `${size.toLocaleString('en')} open`;
    rows.push([`GET /api${QUERY}, ${open}: first request after a change (reload)`, `${reloadMs.toFixed(0)} ms`, '']);
    rows.push([`GET /api${QUERY}, ${open}: p50 / p99 (${load})`, `${p50} / ${p99} ms`, '']);
    rows.push([`GET /api${QUERY}, ${open}: requests/s, errors`, `${Math.round(rps)}, ${errors}`, '0 errors']);
    rows.push([`GET /api${BASELINE} (key reads only), ${open}: p50 / p99`, `${baseline.p50} / ${baseline.p99} ms`, '']);
    rows.push([`exchange: a view not asked for before, filter + sort over ${open} (CPU, median)`, `${passMs.toFixed(2)} ms`, '']);
  }
  const [small, large] = figures;
  if (small && large) rows.push([`exchange p99 at ${large.size.toLocaleString('en')} open / at ${small.size.toLocaleString('en')} open`, `${(large.p99 / small.p99).toFixed(2)}`, 'flat: < 2']);
  return rows;
}
