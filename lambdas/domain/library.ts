import { randomUUID } from 'node:crypto';
import { LIBRARY_PAGE_SIZE, type LibraryArchiveView, type LibraryFileView, type LibraryPage } from '../../shared/domain/library';
import { normalizeSearchText } from '../../shared/domain/search-text';
import { isLibraryFileKey } from '../../shared/validation/library';
import * as storage from '../adapters/storage';
import { BadRequestError, NotFoundError } from '../core/errors';
import { newEvent } from '../data/events';
import { LIBRARY_FILE_PREFIX } from '../data/keys';
import { createLibraryArchive, getLibraryArchive, getLibraryFiles, libraryCount, libraryPage, libraryRange, type LibraryFileRecord } from '../data/library';
import { safeFolder } from './result-archive';

/**
 * The company's content library (issue 28): its approved files across campaigns, a page at a time newest first,
 * narrowed by campaign, creator, type, ratio, dates and a search of campaign titles and creator names (in either
 * script, spelt any way: shared/domain/search-text.ts); a zip of chosen files, made by the documents function. Only
 * the company's own partition is ever read, so no other user (admins included) can reach a file of it.
 */

export interface LibraryQuery {
  cursor?: string;
  campaignId?: string;
  creatorId?: string;
  kind?: 'video' | 'picture';
  ratio?: LibraryFileRecord['aspectRatio'];
  from?: string;
  to?: string;
  search?: string;
}

/** A cursor is the base64url of the last file's sort key; anything else is refused, never sent to DynamoDB. */
function decodeCursor(cursor: string): string {
  const sortKey = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!sortKey.startsWith(LIBRARY_FILE_PREFIX) || !isLibraryFileKey(sortKey.slice(LIBRARY_FILE_PREFIX.length))) throw new BadRequestError();
  return sortKey;
}

function fileView(file: LibraryFileRecord, previewUrl: string | undefined): LibraryFileView {
  return {
    key: file.file,
    resultId: file.resultId,
    campaignId: file.campaignId,
    campaignTitle: file.campaignTitle,
    creatorId: file.creatorId,
    creatorName: file.creatorName,
    kind: file.kind,
    fileName: file.fileName,
    type: file.type,
    size: file.size,
    ...(file.durationSeconds === undefined ? {} : { durationSeconds: file.durationSeconds }),
    ...(file.width === undefined || file.height === undefined ? {} : { width: file.width, height: file.height }),
    aspectRatio: file.aspectRatio,
    approvedAt: file.approvedAt,
    sha256: file.sha256,
    ...(previewUrl ? { previewUrl } : {}),
  };
}

/** `GET /library`: one page, with the cursor of the next while there may be more, and how many files the library holds. */
export async function libraryFiles(companyId: string, query: LibraryQuery): Promise<LibraryPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  // A cursor of another view (its dates) names no place in this one.
  const { lowest, highest } = libraryRange(query);
  if (after !== undefined && (after < lowest || after > highest)) throw new BadRequestError();
  const words = normalizeSearchText(query.search ?? '')
    .split(' ')
    .filter((word) => word.length > 0);
  const [page, total] = await Promise.all([
    libraryPage(companyId, { campaignId: query.campaignId, creatorId: query.creatorId, kind: query.kind, ratio: query.ratio, from: query.from, to: query.to, words }, after, LIBRARY_PAGE_SIZE),
    libraryCount(companyId),
  ]);
  const previews = await Promise.all(page.files.map((file) => (file.previewKey ? storage.signedReadUrl(file.previewKey) : Promise.resolve(undefined))));
  return {
    files: page.files.map((file, index) => fileView(file, previews[index])),
    ...(page.next ? { nextCursor: Buffer.from(page.next, 'utf8').toString('base64url') } : {}),
    total,
  };
}

/**
 * `POST /library/archives`: a zip of chosen files of the company's library, recorded with the event that has the
 * documents function make it. Each file goes under its campaign's folder, named so that two files never collide.
 */
export async function requestLibraryArchive(companyId: string, fileKeys: readonly string[]): Promise<LibraryArchiveView> {
  const files = await getLibraryFiles(companyId, fileKeys);
  if (files.length !== fileKeys.length) throw new NotFoundError('LIBRARY_FILE_NOT_FOUND');
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const entries = files.map((file) => ({ key: file.originalKey, name: `${safeFolder(file.campaignTitle)}/${safeFolder(file.creatorName)}-${file.resultId.slice(0, 8)}-${file.fileName}` }));
  await createLibraryArchive({ id, companyId, entries, state: 'preparing', createdAt }, newEvent('library.archive.requested', { userId: companyId, archiveId: id }, createdAt));
  return { id, status: 'preparing' };
}

/** `GET /library/archives/{id}`: preparing, or the zip's URL; another company's is not found. */
export async function libraryArchive(companyId: string, archiveId: string): Promise<LibraryArchiveView> {
  const record = await getLibraryArchive(archiveId);
  if (!record || record.companyId !== companyId) throw new NotFoundError('EXPORT_NOT_FOUND');
  if (record.state !== 'ready' || !record.key) return { id: record.id, status: 'preparing' };
  return { id: record.id, status: 'ready', url: await storage.signedDownloadUrl(record.key, `library-${record.createdAt.slice(0, 10)}.zip`), files: record.entries.length };
}
