import { sniffType, SNIFF_BYTES } from '../../shared/domain/file-signature';
import { contentRefusal, fileSizeRefusal } from '../../shared/domain/uploads';
import * as storage from '../adapters/storage';
import { logError, logInfo } from '../core/log';
import { getUpload, recordCheck } from '../data/uploads';
import { checkResultAgainstBrief, refuseResult, resultIdsOf } from './result-media';

/**
 * The check of what arrived under uploads/ (the upload-check function only: a result's brief check and preview bring
 * media libraries no API function should load).
 */

/** A rejected upload's reason stays readable for a month; then the record goes too. */
const REJECTED_TTL_SECONDS = 30 * 24 * 60 * 60;

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
  const bytes = fileSizeRefusal(object.size, upload.purpose, upload.declaredType) ? new Uint8Array() : await storage.firstBytes(key, SNIFF_BYTES, object.eTag);
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
