import { randomUUID } from 'node:crypto';
import type { Role } from '../../shared/domain/constants';
import { sniffType, SNIFF_BYTES } from '../../shared/domain/file-signature';
import {
  contentRefusal,
  fileSizeRefusal,
  mayUploadFor,
  ownerOfKey,
  safeFileName,
  uploadKey,
  UPLOAD_URL_TTL_SECONDS,
  type UploadPurpose,
  type UploadRefusal,
  type UploadStatus,
  type UploadType,
} from '../../shared/domain/uploads';
import * as storage from '../adapters/storage';
import { ForbiddenError, NotFoundError } from '../core/errors';
import { logError, logInfo } from '../core/log';
import { createUpload, getUpload, recordCheck } from '../data/uploads';
import { checkResultAgainstBrief, refuseResult, resultIdsOf } from './result-media';

/**
 * Upload use cases: hand out a presigned PUT under the caller's own prefix, check what arrived from its real bytes,
 * and tell the owner how the check went. The check runs on every ObjectCreated event, on AWS and locally.
 */

/** A pending upload record outlives its URL by a day: S3 events are usually delivered in seconds, rarely later. */
const PENDING_TTL_SECONDS = UPLOAD_URL_TTL_SECONDS + 24 * 60 * 60;
/** A rejected upload's reason stays readable for a month; then the record goes too. */
const REJECTED_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface UploadRequest {
  fileName: string;
  fileType: UploadType;
  size: number;
  purpose: UploadPurpose;
}

export interface UploadTicket {
  /** Presigned PUT, valid 15 minutes, for this key, type and size only. */
  url: string;
  key: string;
  /** The URL without its query: what records keep. */
  objectUrl: string;
  /** Headers the PUT must carry exactly as given, because they are signed. */
  headers: { 'Content-Type': UploadType };
}

/** `POST /s3`: the key is made here from the caller's id, never taken from the request. */
export async function requestUpload(owner: { userId: string; role?: Role }, request: UploadRequest): Promise<UploadTicket> {
  if (!mayUploadFor(owner.role, request.purpose)) throw new ForbiddenError();
  const fileName = safeFileName(request.fileName, request.fileType);
  const key = uploadKey(owner.userId, request.purpose, randomUUID(), fileName);
  const now = new Date();
  await createUpload(
    {
      key,
      ownerId: owner.userId,
      purpose: request.purpose,
      fileName,
      declaredType: request.fileType,
      declaredSize: request.size,
      status: 'pending',
      createdAt: now.toISOString(),
    },
    Math.floor(now.getTime() / 1000) + PENDING_TTL_SECONDS,
  );
  const { url, objectUrl } = await storage.presignUpload(key, request.fileType, request.size);
  return { url, key, objectUrl, headers: { 'Content-Type': request.fileType } };
}

/** `GET /s3/status`: only the owner learns anything; for anyone else the upload does not exist. */
export async function uploadStatus(callerId: string, key: string): Promise<{ status: UploadStatus; reason?: UploadRefusal }> {
  if (ownerOfKey(key) !== callerId) throw new NotFoundError();
  const upload = await getUpload(key);
  if (!upload || upload.ownerId !== callerId) throw new NotFoundError();
  return { status: upload.status, ...(upload.reason ? { reason: upload.reason } : {}) };
}

export type CheckOutcome = 'verified' | 'rejected' | 'gone' | 'unclaimed';

/**
 * Checks the object now stored under `key`: its real size, and its real type from its first bytes, against what its
 * upload record declared. A failure deletes the object and records why. Safe to run twice for one event (S3 delivers
 * at least once) and in any order: the object's ETag says which version a status is about, so a repeat is a no-op,
 * a replaced object is checked again, and a rejection interrupted before its delete is completed.
 */
export async function checkUploadedObject(key: string): Promise<CheckOutcome> {
  const object = await storage.headObject(key);
  // Deleted since the event: by an earlier run of this check, or replaced and removed by its owner.
  if (!object) return 'gone';
  const upload = await getUpload(key);
  if (!upload) {
    // No one asked for this key (or the pending record expired): nothing may stay that no record accounts for.
    await storage.deleteObject(key);
    logError('Upload without a record deleted', { key });
    return 'unclaimed';
  }
  if (upload.checkedETag === object.eTag && upload.status !== 'pending') {
    if (upload.status === 'rejected') await storage.deleteObject(key);
    return upload.status;
  }
  // An object over the limit is refused on its size alone: its bytes need not be read.
  const bytes = fileSizeRefusal(object.size) ? new Uint8Array() : await storage.firstBytes(key, SNIFF_BYTES, object.eTag);
  const detectedType = sniffType(bytes);
  const reason = contentRefusal(upload, { size: object.size, type: detectedType });
  const checkedAt = new Date().toISOString();
  const result = resultIdsOf(upload);
  if (reason || !detectedType) {
    const refusal = reason ?? 'fileTypeInvalid';
    const expiresAt = Math.floor(Date.now() / 1000) + REJECTED_TTL_SECONDS;
    // The status first, then the delete: a retry after a failed delete finds the rejection and completes it.
    await recordCheck(key, { status: 'rejected', reason: refusal, size: object.size, eTag: object.eTag, checkedAt, expiresAt });
    if (result) await refuseResult(result, refusal, object.size);
    await storage.deleteObject(key);
    logInfo('Upload rejected', { key, reason: refusal, size: object.size, detectedType: detectedType ?? 'unknown' });
    return 'rejected';
  }
  if (!(await recordCheck(key, { status: 'verified', detectedType, size: object.size, eTag: object.eTag, checkedAt }))) {
    // The record expired between the read and the write: the object is unclaimed after all.
    await storage.deleteObject(key);
    return 'unclaimed';
  }
  // A result file is then checked against its campaign's brief, and gets its watermarked preview.
  if (result) await checkResultAgainstBrief(result, key, object, detectedType);
  return 'verified';
}
