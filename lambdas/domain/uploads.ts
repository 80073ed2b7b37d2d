import { randomUUID } from 'node:crypto';
import type { Role } from '../../shared/domain/constants';
import {
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
import { createUpload, getUpload } from '../data/uploads';

/**
 * Upload use cases: hand out a presigned PUT under the caller's own prefix, and tell the owner how the check of what
 * arrived went (the check itself is upload-check.ts, run on every object created, on AWS and locally).
 */

/** A pending upload record outlives its URL by a day: S3 events are usually delivered in seconds, rarely later. */
const PENDING_TTL_SECONDS = UPLOAD_URL_TTL_SECONDS + 24 * 60 * 60;

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
