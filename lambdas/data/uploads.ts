import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { UPLOAD_PURPOSES, UPLOAD_STATUSES, UPLOAD_TYPES, type UploadPurpose, type UploadRefusal, type UploadStatus, type UploadType } from '../../shared/domain/uploads';
import { dynamoClient } from '../core/clients';
import { count, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { uploadItemKey } from './keys';
import { getItem, tableName } from './table';

/** Repository of upload records: who asked to upload what, and what the check of the real bytes found. */

export interface UploadRecord {
  key: string;
  ownerId: string;
  purpose: UploadPurpose;
  /** The sanitised name, as it ends the key. */
  fileName: string;
  declaredType: UploadType;
  declaredSize: number;
  status: UploadStatus;
  createdAt: string;
  /** Why a rejected upload was refused. */
  reason?: UploadRefusal;
  /** What the check found in the bytes (verified uploads). */
  detectedType?: UploadType;
  /** The real size the check saw. */
  size?: number;
  /** The ETag of the object the status is about: a replaced object (same URL, new PUT) is checked again. */
  checkedETag?: string;
  checkedAt?: string;
  /** A result file's campaign, whose brief the check applies (the result's id is the key's). */
  campaignId?: string;
  resultId?: string;
}

const UPLOAD_REFUSALS = ['fileTypeInvalid', 'fileTooLarge', 'fileEmpty'] as const satisfies readonly UploadRefusal[];
const uploadTypes = oneOf(Object.keys(UPLOAD_TYPES) as UploadType[]);

const UPLOAD_SHAPE: Shape<UploadRecord> = {
  key: text,
  ownerId: text,
  purpose: oneOf(Object.keys(UPLOAD_PURPOSES) as UploadPurpose[]),
  fileName: text,
  declaredType: uploadTypes,
  declaredSize: count,
  status: oneOf(UPLOAD_STATUSES),
  createdAt: text,
  reason: optional(oneOf(UPLOAD_REFUSALS)),
  detectedType: optional(uploadTypes),
  size: optional(count),
  checkedETag: optional(text),
  checkedAt: optional(text),
  campaignId: optional(text),
  resultId: optional(text),
};

export function uploadFromItem(item: Item): UploadRecord {
  return readItem('upload', UPLOAD_SHAPE, item);
}

/** A pending upload's item, with the expiry that removes it if its file never arrives. */
export function uploadToItem(upload: UploadRecord, expiresAt: number): Item {
  return { ...uploadItemKey(upload.key), ...upload, expiresAt };
}

/** A new pending upload; it expires (TTL) if its file never arrives. Keys are fresh, so an existing one is a bug. */
export async function createUpload(upload: UploadRecord, expiresAt: number): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: uploadToItem(upload, expiresAt),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getUpload(key: string): Promise<UploadRecord | undefined> {
  const item = await getItem(uploadItemKey(key));
  return item && uploadFromItem(item);
}

export type CheckResult =
  | { status: 'verified'; detectedType: UploadType; size: number; eTag: string; checkedAt: string }
  | { status: 'rejected'; reason: UploadRefusal; size: number; eTag: string; checkedAt: string; expiresAt: number };

/**
 * Records the check of one version of the object. A verified upload stays (profiles point at it), so its expiry is
 * removed; a rejected one is kept until `expiresAt` so its owner can read why. Never creates a record: returns false
 * when the upload is gone.
 */
export async function recordCheck(key: string, result: CheckResult): Promise<boolean> {
  const common = { ':status': result.status, ':size': result.size, ':eTag': result.eTag, ':checkedAt': result.checkedAt };
  const update =
    result.status === 'verified'
      ? {
          UpdateExpression: 'SET #status = :status, #size = :size, checkedETag = :eTag, checkedAt = :checkedAt, detectedType = :type REMOVE #reason, expiresAt',
          ExpressionAttributeValues: { ...common, ':type': result.detectedType },
        }
      : {
          UpdateExpression: 'SET #status = :status, #size = :size, checkedETag = :eTag, checkedAt = :checkedAt, #reason = :reason, expiresAt = :expiresAt REMOVE detectedType',
          ExpressionAttributeValues: { ...common, ':reason': result.reason, ':expiresAt': result.expiresAt },
        };
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadItemKey(key),
        ConditionExpression: 'attribute_exists(PK)',
        // Reserved words in DynamoDB expressions.
        ExpressionAttributeNames: { '#status': 'status', '#size': 'size', '#reason': 'reason' },
        ...update,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
