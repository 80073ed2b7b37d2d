import { logInfo } from '../core/log';
import { getLibraryArchive, markLibraryArchiveReady } from '../data/library';
import { writeZip } from './archive-build';

/** The zip of a company's chosen library files (issue 28), made by the documents function; the same zip if made again. */

const LIBRARY_ARCHIVE_PREFIX = 'library-archives/';

export function libraryArchiveObjectKey(archiveId: string): string {
  return `${LIBRARY_ARCHIVE_PREFIX}${archiveId}.zip`;
}

export async function buildLibraryArchive(archiveId: string): Promise<void> {
  const record = await getLibraryArchive(archiveId);
  if (!record || record.state === 'ready') return;
  const key = libraryArchiveObjectKey(archiveId);
  await writeZip(key, record.entries);
  await markLibraryArchiveReady(archiveId, key);
  logInfo('Library archive stored', { archiveId, files: record.entries.length });
}
