import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FileFeedback } from '../../shared/domain/result-feedback';
import { MAX_DRAFT_FILES, RESULT_FILE_STATUSES, RESULT_KINDS, type MediaFacts, type ResultFailure, type ResultFileStatus, type ResultKind, type ResultRefusal } from '../../shared/domain/results';
import { UPLOAD_TYPES, type UploadType } from '../../shared/domain/uploads';
import { dynamoClient } from '../core/clients';
import { count, listOf, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { applicationKey, resultKey, uploadItemKey } from './keys';
import { beginsWith, getItem, queryAll, tableName } from './table';
import { cancellationCodes, failedCondition, transactWrite } from './transactions';
import { uploadToItem, type UploadRecord } from './uploads';
/**
 * Repository of result files (docs/data-model.md, pattern 13); the delivery's state on the application item (round,
 * submitted set, review) is deliveries.ts's, its window and compensation request delivery-deadlines.ts's. A result file lives in its campaign's partition, `RESULT#<creatorId>#<resultId>`;
 * its id is a UUID v7, so a creator's files sort oldest first. Every change of the delivery's state is one
 * conditional transaction with its domain event.
 */

export interface ResultRecord {
  id: string;
  campaignId: string;
  creatorId: string;
  kind: ResultKind;
  fileName: string;
  /** The declared type and size; the check replaces the size with the real one. */
  type: UploadType;
  size: number;
  /** The original's object key (under uploads/): never sent to the company's browser. */
  key: string;
  status: ResultFileStatus;
  uploadedAt: string;
  round?: number;
  refusal?: ResultRefusal[];
  failure?: ResultFailure;
  facts?: MediaFacts;
  previewKey?: string;
  /** A large file's S3 multipart upload, while its parts are being sent (never shown to a browser). */
  uploadId?: string;
  /** When storage joined that upload's parts into the file: until then, an upload that stopped may go on (issue 27). */
  partsJoinedAt?: string;
  /** The file of the set sent back that this one replaces (issue 26). */
  replaces?: string;
  /** The company asked to change it, in its last round (issue 26). */
  feedback?: FileFeedback;
  /** The last round it belongs to, when the company kept it for later rounds (absent: its first round only). */
  lastRound?: number;
}

export const RESULT_SHAPE: Shape<ResultRecord> = {
  id: text,
  campaignId: text,
  creatorId: text,
  kind: oneOf(RESULT_KINDS),
  fileName: text,
  type: oneOf(Object.keys(UPLOAD_TYPES) as UploadType[]),
  size: count,
  key: text,
  status: oneOf(RESULT_FILE_STATUSES),
  uploadedAt: text,
  round: optional(count),
  refusal: optional(listOf(map<ResultRefusal>())),
  failure: optional(oneOf(['previewFailed', 'uploadIncomplete'] as const)),
  facts: optional(map<MediaFacts>()),
  previewKey: optional(text),
  uploadId: optional(text),
  partsJoinedAt: optional(text),
  replaces: optional(text),
  feedback: optional(map<FileFeedback>()),
  lastRound: optional(count),
};

/** Whether a submitted file is part of a round's set: from its first round to the last one it was kept for. */
export function inRound(file: Pick<ResultRecord, 'round' | 'lastRound'>, round: number): boolean {
  return file.round !== undefined && file.round <= round && round <= (file.lastRound ?? file.round);
}

export function resultFromItem(item: Item): ResultRecord {
  return readItem('result', RESULT_SHAPE, item);
}


/** Every result file of a campaign, or of one of its creators. */
export async function listResults(campaignId: string, creatorId = ''): Promise<ResultRecord[]> {
  const prefix = resultKey(campaignId, creatorId, '').SK;
  const items = await queryAll({ ...beginsWith(['PK', `CAMPAIGN#${campaignId}`], ['SK', prefix]), ConsistentRead: true });
  return items.map(resultFromItem);
}

export async function getResult(campaignId: string, creatorId: string, resultId: string): Promise<ResultRecord | undefined> {
  const item = await getItem(resultKey(campaignId, creatorId, resultId), { consistent: true });
  return item && resultFromItem(item);
}

/** Why a delivery write did not happen: the application is not (or no longer) in a state that allows it. */
export type DeliveryRefusal = 'application' | 'limit' | 'results' | 'campaign' | 'conflict';

export function refusalOf(error: unknown, reasons: readonly (DeliveryRefusal | undefined)[]): DeliveryRefusal | undefined {
  return failedCondition(error, reasons, 'conflict');
}

/** The statuses in which a creator works on their set: uploading, removing and submitting are allowed only then. */
export const WORKING = { ':inProgress': 'in-progress', ':needsRevision': 'needs-revision' };
export const WORKING_CONDITION = '#status IN (:inProgress, :needsRevision)';

/**
 * A new result file and its upload record, in one transaction with the application's draft count: only while the
 * creator works on the campaign, and while they keep fewer than MAX_DRAFT_FILES files uploaded for the next set.
 */
export async function createResultUpload(result: ResultRecord, upload: UploadRecord, uploadExpiresAt: number): Promise<DeliveryRefusal | undefined> {
  const table = tableName();
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: applicationKey(result.campaignId, result.creatorId),
          UpdateExpression: 'ADD draftFiles :one',
          ConditionExpression: `${WORKING_CONDITION} AND (attribute_not_exists(draftFiles) OR draftFiles < :max)`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_DRAFT_FILES, ...WORKING },
        },
      },
      { Put: { TableName: table, Item: { ...resultKey(result.campaignId, result.creatorId, result.id), ...result }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: table, Item: uploadToItem(upload, uploadExpiresAt), ConditionExpression: 'attribute_not_exists(PK)' } },
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['limit']);
    if (!refusal) throw error;
    return refusal;
  }
}

/** Removes a draft file (never a submitted one) and gives its place back; false when it is not a draft any more. */
export async function deleteDraftResult(result: ResultRecord): Promise<boolean> {
  const table = tableName();
  try {
    await transactWrite([
      {
        Delete: {
          TableName: table,
          Key: resultKey(result.campaignId, result.creatorId, result.id),
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(round)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: applicationKey(result.campaignId, result.creatorId),
          UpdateExpression: 'ADD draftFiles :minusOne',
          ConditionExpression: 'draftFiles > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
      { Delete: { TableName: table, Key: uploadItemKey(result.key) } },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

/** What the upload check found: refused (the object is deleted), or checked and on its way to a preview. */
export type ResultCheck = { status: 'refused'; refusal: ResultRefusal[]; size: number } | { status: 'processing'; facts: MediaFacts; size: number; previewKey: string };

/**
 * Records the check of a result's bytes. Only a file still `uploading` or `processing` (a repeat of the same event)
 * changes: a ready, failed or submitted file keeps what it has. Returns false when nothing changed.
 */
export async function recordResultCheck(result: Pick<ResultRecord, 'campaignId' | 'creatorId' | 'id'>, check: ResultCheck): Promise<boolean> {
  const update =
    check.status === 'refused'
      ? { UpdateExpression: 'SET #status = :status, refusal = :refusal, #size = :size', ExpressionAttributeValues: { ':refusal': check.refusal } }
      : { UpdateExpression: 'SET #status = :status, facts = :facts, #size = :size, previewKey = :previewKey', ExpressionAttributeValues: { ':facts': check.facts, ':previewKey': check.previewKey } };
  return conditionalUpdate({
    Key: resultKey(result.campaignId, result.creatorId, result.id),
    UpdateExpression: update.UpdateExpression,
    ConditionExpression: 'attribute_exists(PK) AND #status IN (:uploading, :processing) AND attribute_not_exists(round)',
    ExpressionAttributeNames: { '#status': 'status', '#size': 'size' },
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':status': check.status, ':size': check.size, ':uploading': 'uploading', ':processing': 'processing' },
  });
}

/** Notes that storage joined a large file's parts: its bytes are all there, only the check is left. */
export async function recordPartsJoined(result: Pick<ResultRecord, 'campaignId' | 'creatorId' | 'id'>, at: string): Promise<boolean> {
  return conditionalUpdate({
    Key: resultKey(result.campaignId, result.creatorId, result.id),
    UpdateExpression: 'SET partsJoinedAt = if_not_exists(partsJoinedAt, :at)',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** The preview job's outcome: ready, or failed (the creator uploads the file again). Only a processing file changes. */
export async function recordPreviewOutcome(result: Pick<ResultRecord, 'campaignId' | 'creatorId' | 'id'>, outcome: 'ready' | 'failed'): Promise<boolean> {
  return conditionalUpdate({
    Key: resultKey(result.campaignId, result.creatorId, result.id),
    UpdateExpression: outcome === 'ready' ? 'SET #status = :ready' : 'SET #status = :failed, failure = :failure',
    ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':processing': 'processing', ...(outcome === 'ready' ? { ':ready': 'ready' } : { ':failed': 'failed', ':failure': 'previewFailed' }) },
  });
}

export async function conditionalUpdate(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>): Promise<boolean> {
  try {
    await dynamoClient().send(new UpdateCommand({ TableName: tableName(), ...input }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
