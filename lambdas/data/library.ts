import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ASPECT_RATIOS, type AspectRatio } from '../../shared/domain/campaign';
import type { DomainEvent } from '../../shared/domain/events';
import { LIBRARY_ARCHIVE_RETENTION_DAYS, type LibraryFileView } from '../../shared/domain/library';
import { RESULT_KINDS, type ResultKind } from '../../shared/domain/results';
import { UPLOAD_TYPES, type UploadType } from '../../shared/domain/uploads';
import { dynamoClient } from '../core/clients';
import { eventPut } from './events';
import { count, listOf, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { libraryArchiveKey, libraryCountKey, libraryFileKey, LIBRARY_FILE_PREFIX } from './keys';
import { batchGet, getItem, tableName } from './table';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of the companies' content libraries (docs/data-model.md, pattern F4): one item per approved file in the
 * company's partition, `LIBRARY#<companyId>` / `FILE#<approvedAt>#<resultId>`, so a page is a Query newest first from a
 * cursor (the filters are the Query's filter, the date range its key condition), and a `COUNT` item beside them.
 */

/**
 * A file as the library keeps it: what the page shows (but its key and preview URL), and the keys of its objects and
 * the text it is searched by.
 */
export type LibraryFileRecord = Omit<LibraryFileView, 'key' | 'previewUrl'> & {
  /** `<approvedAt>#<resultId>`. */
  file: string;
  originalKey: string;
  previewKey?: string;
  /** The campaign's title and the creator's name, normalised for search (shared/domain/search-text.ts). */
  searchText: string;
};

const FILE_SHAPE: Shape<LibraryFileRecord> = {
  file: text,
  resultId: text,
  campaignId: text,
  campaignTitle: text,
  creatorId: text,
  creatorName: text,
  kind: oneOf(RESULT_KINDS),
  fileName: text,
  type: oneOf(Object.keys(UPLOAD_TYPES) as UploadType[]),
  size: count,
  durationSeconds: optional(count),
  width: optional(count),
  height: optional(count),
  aspectRatio: oneOf(ASPECT_RATIOS),
  approvedAt: text,
  sha256: text,
  originalKey: text,
  previewKey: optional(text),
  searchText: text,
};

const fileFromItem = (item: Item) => readItem('library file', FILE_SHAPE, item);

/**
 * Adds a file to the company's library once, counted in the same transaction; a file already there (the approval's
 * event delivered again) is left as it is.
 */
export async function putLibraryFile(companyId: string, record: LibraryFileRecord): Promise<void> {
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: { ...libraryFileKey(companyId, record.file), ...record }, ConditionExpression: 'attribute_not_exists(SK)' } },
      { Update: { TableName: tableName(), Key: libraryCountKey(companyId), UpdateExpression: 'ADD #count :one', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':one': 1 } } },
    ]);
  } catch (error) {
    if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
  }
}

export async function libraryCount(companyId: string): Promise<number> {
  const item = await getItem(libraryCountKey(companyId));
  return typeof item?.count === 'number' ? item.count : 0;
}

/** What a page is narrowed to: each field optional; `words` are normalised search words, all of which must match. */
export interface LibraryFilter {
  campaignId?: string;
  creatorId?: string;
  kind?: ResultKind;
  ratio?: AspectRatio;
  /** Calendar days, inclusive. */
  from?: string;
  to?: string;
  words: readonly string[];
}

/**
 * Items a filtered page may read before it answers with what it found and a cursor to go on from: a filter that
 * matches little never reads a whole large library in one request.
 */
const MAX_READ = 2_000;
/** A filtered page reads in chunks of this many items; an unfiltered one reads exactly a page and one more. */
const FILTERED_CHUNK = 250;

function filterExpression(filter: LibraryFilter) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const terms: string[] = [];
  const equal = (attribute: string, value: string | undefined) => {
    if (value === undefined) return;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    terms.push(`#${attribute} = :${attribute}`);
  };
  equal('campaignId', filter.campaignId);
  equal('creatorId', filter.creatorId);
  equal('kind', filter.kind);
  equal('aspectRatio', filter.ratio);
  filter.words.forEach((word, index) => {
    names['#searchText'] = 'searchText';
    values[`:w${index}`] = word;
    terms.push(`contains(#searchText, :w${index})`);
  });
  return terms.length ? { FilterExpression: terms.join(' AND '), ExpressionAttributeNames: names, filterValues: values } : undefined;
}

/** The sort keys a date filter spans (`from` and `to` inclusive); a cursor must lie within them. */
export function libraryRange(filter: Pick<LibraryFilter, 'from' | 'to'>): { lowest: string; highest: string } {
  // `~` sorts after every character of an instant: the whole of the last day is in.
  return { lowest: `${LIBRARY_FILE_PREFIX}${filter.from ?? ''}`, highest: `${LIBRARY_FILE_PREFIX}${filter.to ? `${filter.to}T23:59:59.999Z~` : '~'}` };
}

/**
 * One page of the library, newest approval first, from `after` (the SK of the last file of the page before). Answers
 * the page and the SK to go on from while there may be more.
 */
export async function libraryPage(companyId: string, filter: LibraryFilter, after: string | undefined, pageSize: number): Promise<{ files: LibraryFileRecord[]; next?: string }> {
  const { PK } = libraryCountKey(companyId);
  const { lowest, highest } = libraryRange(filter);
  const narrowed = filterExpression(filter);
  const files: LibraryFileRecord[] = [];
  let start: Record<string, unknown> | undefined = after ? { PK, SK: after } : undefined;
  let read = 0;
  do {
    const answer = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lowest AND :highest',
        ExpressionAttributeValues: { ':pk': PK, ':lowest': lowest, ':highest': highest, ...narrowed?.filterValues },
        ...(narrowed ? { FilterExpression: narrowed.FilterExpression, ExpressionAttributeNames: narrowed.ExpressionAttributeNames } : {}),
        ScanIndexForward: false,
        Limit: narrowed ? FILTERED_CHUNK : pageSize + 1 - files.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    files.push(...(answer.Items ?? []).map(fileFromItem));
    read += answer.ScannedCount ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start && files.length <= pageSize && read < MAX_READ);
  if (files.length > pageSize) {
    const page = files.slice(0, pageSize);
    return { files: page, next: `${LIBRARY_FILE_PREFIX}${page[page.length - 1]?.file ?? ''}` };
  }
  return { files, ...(start ? { next: String(start.SK) } : {}) };
}

/** The company's files of the given library keys that exist (only its own partition is read). */
export async function getLibraryFiles(companyId: string, files: readonly string[]): Promise<LibraryFileRecord[]> {
  return (await batchGet(files.map((file) => libraryFileKey(companyId, file)), Object.keys(FILE_SHAPE))).map(fileFromItem);
}

/** A zip of chosen library files: asked for by the company, made by the documents function. */
export interface LibraryArchiveRecord {
  id: string;
  companyId: string;
  /** The originals to put in it, with the names they get in the zip. */
  entries: { key: string; name: string }[];
  state: 'preparing' | 'ready';
  createdAt: string;
  /** Once made: its object key. */
  key?: string;
}

const ARCHIVE_SHAPE: Shape<LibraryArchiveRecord> = {
  id: text,
  companyId: text,
  entries: listOf(map<{ key: string; name: string }>()),
  state: oneOf(['preparing', 'ready'] as const),
  createdAt: text,
  key: optional(text),
};

export async function createLibraryArchive(record: LibraryArchiveRecord, event: DomainEvent<'library.archive.requested'>): Promise<void> {
  const expiresAt = Math.floor(Date.parse(record.createdAt) / 1000) + LIBRARY_ARCHIVE_RETENTION_DAYS * 86_400;
  await transactWrite([
    { Put: { TableName: tableName(), Item: { ...libraryArchiveKey(record.id), ...record, [TABLE_TTL_ATTRIBUTE]: expiresAt }, ConditionExpression: 'attribute_not_exists(PK)' } },
    eventPut(event),
  ]);
}

export async function getLibraryArchive(archiveId: string): Promise<LibraryArchiveRecord | undefined> {
  const item = await getItem(libraryArchiveKey(archiveId), { consistent: true });
  return item && readItem('library archive', ARCHIVE_SHAPE, item);
}

export async function markLibraryArchiveReady(archiveId: string, key: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: libraryArchiveKey(archiveId),
      UpdateExpression: 'SET #state = :ready, #key = :key',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#state': 'state', '#key': 'key' },
      ExpressionAttributeValues: { ':ready': 'ready', ':key': key },
    }),
  );
}
