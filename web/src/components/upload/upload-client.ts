import type { UploadTicket } from '../../../../shared/api/responses';
import { ROUTES } from '../../../../shared/api/routes';
import {
  extensionOf,
  fileSizeRefusal,
  fileTypeRefusal,
  isUploadType,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type UploadKind,
  type UploadPurpose,
  type UploadRefusal,
  type UploadStatus,
  type UploadType,
} from '../../../../shared/domain/uploads';
import { ApiError, apiRequest } from '../../lib/api';

/**
 * The three calls of one upload (docs/decisions/uploads.md, Uploads): `POST /s3` for a presigned PUT under the caller's prefix,
 * the PUT itself (XMLHttpRequest, the only browser API that reports upload progress), then `GET /s3/status` until
 * the server's check of the real bytes has verified or rejected the file.
 */

export type { UploadTicket };

/** The media type to declare: the browser's when we accept it, else the one the extension names (Chromium gives HEIC files no type). */
export function declaredType(file: File): UploadType | undefined {
  if (isUploadType(file.type)) return file.type;
  const extension = extensionOf(file.name);
  if (extension === undefined) return undefined;
  return (Object.keys(UPLOAD_TYPES) as UploadType[]).find((type) => (UPLOAD_TYPES[type].extensions as readonly string[]).includes(extension));
}

/** Why a file is refused before anything is sent (spec §5 'File type is not valid', §9 at most 40 MB, a result video 1 GB), or undefined. */
export function refusalBeforeUpload(file: File, purpose: UploadPurpose): UploadRefusal | undefined {
  const type = declaredType(file);
  if (!type) return 'fileTypeInvalid';
  return fileTypeRefusal(type, file.name, purpose) ?? fileSizeRefusal(file.size, purpose, type);
}

/** The file picker's `accept`: the media types and extensions the purpose takes. */
export function acceptFor(purpose: UploadPurpose, kinds: readonly UploadKind[] = UPLOAD_PURPOSES[purpose]): string {
  const types = (Object.keys(UPLOAD_TYPES) as UploadType[]).filter((type) => kinds.includes(UPLOAD_TYPES[type].kind));
  return [...types, ...types.flatMap((type) => UPLOAD_TYPES[type].extensions.map((extension) => `.${extension}`))].join(',');
}

/** The kind of a stored file from its URL's extension: records keep URLs, not types, and the upload check fixed the type. */
export function kindOfUrl(url: string): UploadKind | undefined {
  let path = url;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    // Not a URL (a local preview name): its extension still tells.
  }
  const extension = extensionOf(path);
  if (extension === undefined) return undefined;
  return Object.values(UPLOAD_TYPES).find((type) => (type.extensions as readonly string[]).includes(extension))?.kind;
}

export function requestUpload(file: File, type: UploadType, purpose: UploadPurpose): Promise<UploadTicket> {
  return apiRequest(ROUTES.requestUpload, { body: { fileName: file.name, fileType: type, size: file.size, purpose } });
}

export class UploadAborted extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAborted';
  }
}

/**
 * PUTs the file to the presigned URL with exactly the headers it was signed with, reporting progress from 0 to 1.
 * Any ticket with a URL and its signed headers will do (a profile's upload, a campaign result's, a part of one).
 */
export function putFile(ticket: { url: string; headers: Record<string, string> }, file: Blob, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new ApiError(xhr.status, 'INTERNAL', `Upload answered HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The upload could not reach the storage.'));
    xhr.onabort = () => reject(new UploadAborted());
    if (signal.aborted) return reject(new UploadAborted());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export interface CheckResult {
  status: Exclude<UploadStatus, 'pending'>;
  reason?: UploadRefusal;
}

/** How long the app waits for the check; it takes well under a second, so this only ends a stuck wait. */
const CHECK_TIMEOUT_MS = 60_000;

/** Polls `GET /s3/status` until the check has run: quickly at first (it usually has), then every second. */
export async function waitForCheck(key: string, signal: AbortSignal): Promise<CheckResult | 'timeout'> {
  const deadline = Date.now() + CHECK_TIMEOUT_MS;
  for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 1000)) {
    if (signal.aborted) throw new UploadAborted();
    const answer = await apiRequest(ROUTES.uploadStatus, { query: { key } });
    if (answer.status !== 'pending') return { status: answer.status, reason: answer.reason };
    await sleep(delay, signal);
  }
  return 'timeout';
}

/** Waits `ms`, or rejects with UploadAborted as soon as the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(new UploadAborted());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new UploadAborted());
      },
      { once: true },
    );
  });
}
