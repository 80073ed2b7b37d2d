import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UploadPurpose, UploadRefusal, UploadStatus, UploadType } from '../../shared/domain/uploads';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { uploadItemKey } from './keys';

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
}

const ATTRIBUTES_OF_UPLOAD = [
  'key',
  'ownerId',
  'purpose',
  'fileName',
  'declaredType',
  'declaredSize',
  'status',
  'createdAt',
  'reason',
  'detectedType',
  'size',
  'checkedETag',
  'checkedAt',
] as const;

function toUpload(item: Record<string, unknown>): UploadRecord {
  return Object.fromEntries(ATTRIBUTES_OF_UPLOAD.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as unknown as UploadRecord;
}

/** A new pending upload; it expires (TTL) if its file never arrives. Keys are fresh, so an existing one is a bug. */
export async function createUpload(upload: UploadRecord, expiresAt: number): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: config().tableName,
      Item: { ...uploadItemKey(upload.key), ...upload, expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getUpload(key: string): Promise<UploadRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: uploadItemKey(key) }));
  return Item ? toUpload(Item) : undefined;
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
        TableName: config().tableName,
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
