import type { AspectRatio } from './campaign';
import type { ResultKind } from './results';
import type { UploadType } from './uploads';

/**
 * The brand's content library (issue 28): every approved video and picture of all the company's campaigns in one
 * place, newest approval first, filtered and searched, paged by cursor over thousands; each original and its licence
 * certificate (with the file's SHA-256 as the certificate states it) to download, several originals as one zip. Only
 * the owning company sees it, admins included in "nobody else".
 */

export const LIBRARY_PAGE_SIZE = 24;
/** At most this many files in one zip of a selection (the whole of a campaign has its own zip). */
export const LIBRARY_ZIP_MAX_FILES = 50;
/** Days a zip of chosen files is kept (its record's time to live, and its object's expiry in the bucket). */
export const LIBRARY_ARCHIVE_RETENTION_DAYS = 7;
/** The search's longest text. */
export const LIBRARY_SEARCH_MAX_LENGTH = 100;

/** One approved file as the library shows it. */
export interface LibraryFileView {
  /** The file's place in the library, `<approvedAt>#<resultId>`: what a zip of a selection names it by. */
  key: string;
  resultId: string;
  campaignId: string;
  campaignTitle: string;
  creatorId: string;
  creatorName: string;
  kind: ResultKind;
  fileName: string;
  type: UploadType;
  size: number;
  durationSeconds?: number;
  width?: number;
  height?: number;
  /** The brief's aspect ratio, which the brief check held the file to. */
  aspectRatio: AspectRatio;
  approvedAt: string;
  /** The SHA-256 of the original, as its licence certificate states it. */
  sha256: string;
  /** A short-lived signed URL of the watermarked preview, for the grid. */
  previewUrl?: string;
}

/** `GET /library`: one page; `nextCursor` while there are more; `total` is every file of the library (not the filter's). */
export interface LibraryPage {
  files: LibraryFileView[];
  nextCursor?: string;
  total: number;
}

/** `POST /library/archives` and `GET /library/archives/{id}`: a zip of chosen originals, preparing until it is made. */
export type LibraryArchiveView = { id: string; status: 'preparing' } | { id: string; status: 'ready'; url: string; files: number };
