import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { libraryCountKey, libraryFileKey } from '../../lambdas/data/keys';
import type { LibraryFileRecord } from '../../lambdas/data/library';
import { normalizeSearchText } from '../../shared/domain/search-text';
import { putAll } from '../local/put-batch';
import type { LocalStackInfo } from '../local/stack-info';
import { signInDemo } from './campaigns';
import type { Progress, Row } from './report';

/**
 * The content library (`GET /api/library`, issue 28) of the demo company as it grows from 100 to 10,000 approved files,
 * written straight into the table as an approval files them: the first page, and a page of videos only (half the
 * files). A page reads a page's worth of items from the newest, whatever the library's size, so p99 at 10,000 should
 * stay within 1.2× of p99 at 100.
 */

export const LIBRARY_SIZES = [100, 10_000] as const;
const QUERIES = ['/library', '/library?kind=video'] as const;
const CONNECTIONS = 20;
const SECONDS = 8;
const WARM_UP_SECONDS = 3;
const CREATORS = ['نورة القحطاني', 'Reem Al-Dosari', 'Faisal Al-Harbi', 'سارة العتيبي', 'Omar Haddad'];
const CAMPAIGNS = Array.from({ length: 40 }, (_, index) => ({ id: randomUUID(), title: `Bench campaign ${index + 1}` }));

interface LibraryFigures {
  size: number;
  pages: { query: string; p50: number; p99: number; rps: number; errors: number }[];
}

/** `count` files, the newest `firstMinute` minutes before 2026-06-01, alternating videos and pictures. */
function benchFiles(count: number, firstMinute: number): LibraryFileRecord[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = firstMinute + offset;
    const campaign = CAMPAIGNS[index % CAMPAIGNS.length] ?? { id: randomUUID(), title: 'Bench campaign' };
    const creatorName = CREATORS[index % CREATORS.length] ?? 'Bench Creator';
    const video = index % 2 === 0;
    const resultId = randomUUID();
    const approvedAt = new Date(Date.UTC(2026, 5, 1) - index * 60_000).toISOString();
    return {
      file: `${approvedAt}#${resultId}`,
      resultId,
      campaignId: campaign.id,
      campaignTitle: campaign.title,
      creatorId: randomUUID(),
      creatorName,
      kind: video ? 'video' : 'picture',
      fileName: video ? `take-${index}.mp4` : `still-${index}.jpg`,
      type: video ? 'video/mp4' : 'image/jpeg',
      size: 4_000_000 + index,
      ...(video ? { durationSeconds: 30 } : {}),
      width: 1080,
      height: 1920,
      aspectRatio: '9:16',
      approvedAt,
      sha256: resultId.replace(/-/g, '').padEnd(64, '0'),
      originalKey: `uploads/bench/${resultId}.mp4`,
      searchText: normalizeSearchText(`${campaign.title} ${creatorName}`),
    };
  });
}

async function fileAll(info: LocalStackInfo, documents: DynamoDBDocumentClient, companyId: string, files: readonly LibraryFileRecord[]): Promise<void> {
  await putAll(
    documents,
    info.dynamodb.tableName,
    files.map((file) => ({ ...libraryFileKey(companyId, file.file), ...file })),
  );
  await documents.send(
    new UpdateCommand({
      TableName: info.dynamodb.tableName,
      Key: libraryCountKey(companyId),
      UpdateExpression: 'ADD #count :count',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':count': files.length },
    }),
  );
}

async function measureSize(info: LocalStackInfo, token: string, size: number): Promise<LibraryFigures> {
  const headers = { authorization: `Bearer ${token}` };
  const pages: LibraryFigures['pages'] = [];
  for (const query of QUERIES) {
    const url = `${info.apiUrl}${query}`;
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
    pages.push({ query, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx });
  }
  return { size, pages };
}

/** Grows the demo company's library to 100 files, measures, grows it to 10,000, measures again. */
export async function measureLibrary(info: LocalStackInfo, progress: Progress): Promise<LibraryFigures[]> {
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: info.region, endpoint: info.dynamodb.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  const token = await signInDemo(info, 'company');
  // The user's id is the access token's subject.
  const companyId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string }).sub;
  if (!companyId) throw new Error('The demo company token names no user');
  const before = (await (await fetch(`${info.apiUrl}/library`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total?: number };
  let filed = before.total ?? 0;
  const figures: LibraryFigures[] = [];
  for (const size of LIBRARY_SIZES) {
    progress(`${size.toLocaleString('en')} files`);
    await fileAll(info, documents, companyId, benchFiles(size - filed, filed));
    filed = size;
    figures.push(await measureSize(info, token, size));
  }
  return figures;
}

export function libraryRows(figures: readonly LibraryFigures[]): Row[] {
  const rows: Row[] = [];
  for (const { size, pages } of figures) {
    for (const { query, p50, p99, rps, errors } of pages) {
      rows.push([`GET /api${query}, ${size.toLocaleString('en')} files: p50 / p99 (${CONNECTIONS} connections, ${SECONDS} s)`, `${p50} / ${p99} ms`, '']);
      rows.push([`GET /api${query}, ${size.toLocaleString('en')} files: requests/s, errors`, `${Math.round(rps)}, ${errors}`, '0 errors']);
    }
  }
  const [small, large] = figures;
  for (const query of QUERIES) {
    const at = (figure: LibraryFigures | undefined) => figure?.pages.find((page) => page.query === query)?.p99;
    const [p99Small, p99Large] = [at(small), at(large)];
    if (p99Small && p99Large) rows.push([`library ${query}: p99 at ${LIBRARY_SIZES[1].toLocaleString('en')} / at ${LIBRARY_SIZES[0].toLocaleString('en')} files`, (p99Large / p99Small).toFixed(2), '≤ 1.2']);
  }
  return rows;
}
