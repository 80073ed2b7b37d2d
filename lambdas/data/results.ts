import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DomainEvent } from '../../shared/domain/events';
import type { FileFeedback } from '../../shared/domain/result-feedback';
import { deliveryDueAt, MAX_DRAFT_FILES, RESULT_FILE_STATUSES, RESULT_KINDS, type CompensationView, type MediaFacts, type ResultFailure, type ResultFileStatus, type ResultKind, type ResultRefusal } from '../../shared/domain/results';
import { UPLOAD_TYPES, type UploadType } from '../../shared/domain/uploads';
import { dynamoClient } from '../core/clients';
import { applicationFromItem, type ApplicationRecord } from './applications';
import { eventPut } from './events';
import { pendingPayoutItems, type PayoutRecord } from './payouts';
import { absentAs, count, listOf, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { applicationKey, campaignKey, compensationKey, counterKey, dueDeliveryIndexKey, DUE_DELIVERIES, INDEX, openCompensationIndexKey, openCompensationsCounterName, resultKey, uploadItemKey, userKey } from './keys';
import { beginsWith, countChange, getItem, queryAll, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';
import { uploadToItem, type UploadRecord } from './uploads';

/**
 * Repository of result files (docs/data-model.md, pattern 13) and of the delivery's state on the application item
 * (round, submitted set, review). A result file lives in its campaign's partition, `RESULT#<creatorId>#<resultId>`;
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

const RESULT_SHAPE: Shape<ResultRecord> = {
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

/** The delivery's state as the application item keeps it beside its status. */
export interface DeliveryState {
  /** Rounds submitted so far (0 before the first). */
  round: number;
  /** Files uploaded and not yet submitted or removed: bounded by MAX_DRAFT_FILES. */
  draftFiles: number;
  submittedAt?: string;
  reviewedAt?: string;
  revisionComment?: string;
  approvedAt?: string;
  /** The last reminder sent (days left: 3, then 1) in the current window. */
  remindedDays?: number;
  /** When the daily run found the window ended with nothing submitted. */
  overdueAt?: string;
  compensation?: CompensationView;
  /** The due date an admin extended the current window to (issue 13), until a revision starts a new one. */
  extendedDueAt?: string;
  /** When an admin refunded the delivery to the company (status `cancelled`). */
  cancelledAt?: string;
}

export const DELIVERY_SHAPE: Shape<DeliveryState> = {
  round: absentAs(count, 0),
  draftFiles: absentAs(count, 0),
  submittedAt: optional(text),
  reviewedAt: optional(text),
  revisionComment: optional(text),
  approvedAt: optional(text),
  remindedDays: optional(count),
  overdueAt: optional(text),
  compensation: optional(map<CompensationView>()),
  extendedDueAt: optional(text),
  cancelledAt: optional(text),
};

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

function refusalOf(error: unknown, reasons: readonly (DeliveryRefusal | undefined)[]): DeliveryRefusal | undefined {
  const codes = cancellationCodes(error);
  if (!codes.length) return undefined;
  const failed = codes.findIndex((code) => code === 'ConditionalCheckFailed');
  return (failed >= 0 ? reasons[failed] : undefined) ?? 'conflict';
}

/** The statuses in which a creator works on their set: uploading, removing and submitting are allowed only then. */
const WORKING = { ':inProgress': 'in-progress', ':needsRevision': 'needs-revision' };
const WORKING_CONDITION = '#status IN (:inProgress, :needsRevision)';

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

async function conditionalUpdate(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>): Promise<boolean> {
  try {
    await dynamoClient().send(new UpdateCommand({ TableName: tableName(), ...input }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export interface SubmitWrite {
  campaignId: string;
  creatorId: string;
  /** The application's status and round as read: the write happens only while they are still these. */
  seen: { status: 'in-progress' | 'needs-revision'; round: number };
  chosen: readonly ResultRecord[];
  /** Files of the round sent back that the company kept: they join the new round as they are (issue 26). */
  kept: readonly ResultRecord[];
  /** Draft files not in the set (refused, failed or extra): their records go with the submission. */
  leftOver: readonly ResultRecord[];
  submittedAt: string;
  event: DomainEvent<'result.submitted'>;
}

/**
 * Submits the whole set (spec §7 `POST /campaigns/{campaignId}/results`): the application moves to under review and
 * counts one more round, on condition that it is still in the status and round read (two submits racing: one wins,
 * the other is refused); each chosen file joins the round on condition that it is still a ready draft; the other
 * drafts are removed; the event tells the company.
 */
export async function submitResultSet(write: SubmitWrite): Promise<DeliveryRefusal | undefined> {
  const table = tableName();
  const round = write.seen.round + 1;
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: applicationKey(write.campaignId, write.creatorId),
          // A set is in: nothing is owed until a revision is asked, so the application leaves the due-deliveries index.
          UpdateExpression: 'SET #status = :underReview, round = :round, submittedAt = :at, draftFiles = :zero REMOVE GSI2PK, GSI2SK, remindedDays, overdueAt',
          ConditionExpression: '#status = :seen AND (attribute_not_exists(round) OR round = :seenRound)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':underReview': 'under-review', ':round': round, ':at': write.submittedAt, ':zero': 0, ':seen': write.seen.status, ':seenRound': write.seen.round },
        },
      },
      ...write.chosen.map(
        (result): TransactItem => ({
          Update: {
            TableName: table,
            Key: resultKey(write.campaignId, write.creatorId, result.id),
            UpdateExpression: 'SET round = :round',
            ConditionExpression: '#status = :ready AND attribute_not_exists(round)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':round': round, ':ready': 'ready' },
          },
        }),
      ),
      ...write.kept.map(
        (result): TransactItem => ({
          Update: {
            TableName: table,
            Key: resultKey(write.campaignId, write.creatorId, result.id),
            UpdateExpression: 'SET lastRound = :round',
            // Still in the round sent back, and not asked to change.
            ConditionExpression: 'attribute_not_exists(feedback) AND (lastRound = :seenRound OR (attribute_not_exists(lastRound) AND round = :seenRound))',
            ExpressionAttributeValues: { ':round': round, ':seenRound': write.seen.round },
          },
        }),
      ),
      ...write.leftOver.map((result): TransactItem => ({ Delete: { TableName: table, Key: resultKey(write.campaignId, write.creatorId, result.id), ConditionExpression: 'attribute_not_exists(round)' } })),
      eventPut(write.event),
    ]);
    return undefined;
  } catch (error) {
    const files = [...write.chosen, ...write.kept, ...write.leftOver];
    const refusal = refusalOf(error, ['application', ...files.map((): DeliveryRefusal => 'results')]);
    if (!refusal) throw error;
    return refusal;
  }
}

export interface ReviewWrite {
  campaignId: string;
  creatorId: string;
  companyId: string;
  /** The round under review, as read. */
  round: number;
  reviewedAt: string;
}

/** A file of the set under review the company asks to change, with its remarks (issue 26). */
export interface FileChange {
  resultId: string;
  feedback: FileFeedback;
}

/**
 * Sends the set back (`revise`): under review → needs revision, with the company's comment, and each file asked to
 * change marked with its remarks (the others are kept); the event tells the creator.
 */
export async function requestRevision(write: ReviewWrite & { comment: string; changes: readonly FileChange[]; event: DomainEvent<'revision.requested'> }): Promise<DeliveryRefusal | undefined> {
  const table = tableName();
  const due = dueDeliveryIndexKey(deliveryDueAt(write.reviewedAt), write.campaignId, write.creatorId);
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: applicationKey(write.campaignId, write.creatorId),
          // A new window starts for the new version: the application is owed again, due 15 days from now, with
          // reminders and an overdue mark of its own (an extension of the old window ends with it).
          UpdateExpression: 'SET #status = :needsRevision, reviewedAt = :at, revisionComment = :comment, GSI2PK = :duePK, GSI2SK = :dueSK REMOVE extendedDueAt, overdueAt, remindedDays',
          ConditionExpression: '#status = :underReview AND round = :round',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':needsRevision': 'needs-revision',
            ':underReview': 'under-review',
            ':at': write.reviewedAt,
            ':comment': write.comment,
            ':round': write.round,
            ':duePK': due.GSI2PK,
            ':dueSK': due.GSI2SK,
          },
        },
      },
      companyCheck(write.campaignId, write.companyId),
      ...write.changes.map(
        (change): TransactItem => ({
          Update: {
            TableName: table,
            Key: resultKey(write.campaignId, write.creatorId, change.resultId),
            UpdateExpression: 'SET feedback = :feedback',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(feedback)',
            ExpressionAttributeValues: { ':feedback': change.feedback },
          },
        }),
      ),
      eventPut(write.event),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign', ...write.changes.map((): DeliveryRefusal => 'results')]);
    if (!refusal) throw error;
    return refusal;
  }
}

export interface ApproveWrite extends ReviewWrite {
  /** The campaign's counts as read: the write happens only while `approvedCount` and `cancelledCount` are still these. */
  campaign: CampaignCounts;
  /** What the company paid for the campaign (halalas): its balance before any payout, for a campaign paid before the ledger kept one. */
  paidAmount: number;
  /** The creator's payout, owed from this approval. */
  payout: PayoutRecord;
  events: DomainEvent[];
  /** Whether the delivery has a compensation request waiting (read with it): the approval closes it. */
  openCompensation: boolean;
}

/** Closes a waiting compensation request as withdrawn (out of the admins' queue and its count); none started a refund. */
function withdrawCompensationItems(campaignId: string, creatorId: string): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: compensationKey(campaignId, creatorId),
        UpdateExpression: 'SET #status = :withdrawn REMOVE GSI1PK, GSI1SK',
        ConditionExpression: '#status = :requested AND attribute_not_exists(refundStartedAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':requested': 'requested' },
      },
    },
    countChange(counterKey(openCompensationsCounterName), -1),
  ];
}

/** What decides whether a campaign completes: it is full, and every accepted creator's delivery is approved or cancelled. */
export interface CampaignCounts {
  status: string;
  acceptedCount: number;
  approvedCount: number;
  /** Deliveries refunded to the company (issue 13): nothing more is owed for them. */
  cancelledCount: number;
}

/**
 * Whether one more approved (or cancelled) delivery completes the campaign: it is full, and nothing else is owed. A
 * campaign completes with approved work only: the last cancellation completes it only when someone was approved.
 */
export function completesCampaign(campaign: CampaignCounts, next: 'approved' | 'cancelled' = 'approved'): boolean {
  const approved = campaign.approvedCount + (next === 'approved' ? 1 : 0);
  return campaign.status === 'in-progress' && approved > 0 && approved + campaign.cancelledCount + (next === 'cancelled' ? 1 : 0) >= campaign.acceptedCount;
}

/**
 * Approves the set (`approve`): under review → approved; the campaign counts one more approved creator on condition
 * that its count is still the one read (so two approvals never both miss or both claim the completion), and the
 * approval that makes every accepted creator approved on a full campaign completes it; the creator works on one
 * campaign fewer. The creator's payout is owed from the same transaction, taken from the campaign's balance, which
 * can never go below zero. The events tell the creator (and, on completion, the company).
 */
export async function approveResultSet(write: ApproveWrite): Promise<DeliveryRefusal | undefined> {
  const table = tableName();
  const completes = completesCampaign(write.campaign);
  // Approving a late set closes the company's own compensation request: the work it asked to be compensated for came.
  const withdrawn = write.openCompensation;
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: applicationKey(write.campaignId, write.creatorId),
          UpdateExpression: 'SET #status = :approved, reviewedAt = :at, approvedAt = :at' + (withdrawn ? ', compensation.#compensationStatus = :withdrawn' : ''),
          ConditionExpression: '#status = :underReview AND round = :round',
          ExpressionAttributeNames: { '#status': 'status', ...(withdrawn ? { '#compensationStatus': 'status' } : {}) },
          ExpressionAttributeValues: { ':approved': 'approved', ':underReview': 'under-review', ':at': write.reviewedAt, ':round': write.round, ...(withdrawn ? { ':withdrawn': 'withdrawn' } : {}) },
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(write.campaignId),
          UpdateExpression: 'SET approvedCount = :next, balance = if_not_exists(balance, :paid) - :earning' + (completes ? ', #status = :completed, completedAt = :at' : ''),
          // A refund of this creator's delivery being made (claimed, the provider called) holds the approval off.
          ConditionExpression:
            'companyId = :company AND #status = :seenStatus AND (attribute_not_exists(approvedCount) OR approvedCount = :seen)' +
            ' AND (attribute_not_exists(cancelledCount) OR cancelledCount = :seenCancelled) AND (attribute_not_exists(balance) OR balance >= :earning)' +
            ' AND (attribute_not_exists(refundClaim) OR refundClaim <> :creator)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paid': write.paidAmount,
            ':earning': write.payout.amount,
            ':next': write.campaign.approvedCount + 1,
            ':company': write.companyId,
            ':seenStatus': write.campaign.status,
            ':seen': write.campaign.approvedCount,
            ':seenCancelled': write.campaign.cancelledCount,
            ':creator': write.creatorId,
            ...(completes ? { ':completed': 'completed', ':at': write.reviewedAt } : {}),
          },
        },
      },
      ...(withdrawn ? withdrawCompensationItems(write.campaignId, write.creatorId) : []),
      {
        Update: {
          TableName: table,
          Key: userKey(write.creatorId),
          UpdateExpression: 'ADD activeCampaignsCount :minusOne',
          ConditionExpression: 'activeCampaignsCount > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
      ...write.events.map(eventPut),
      ...pendingPayoutItems(write.payout),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign', 'conflict']);
    if (!refusal) throw error;
    return refusal;
  }
}

function companyCheck(campaignId: string, companyId: string): TransactItem {
  return { ConditionCheck: { TableName: tableName(), Key: campaignKey(campaignId), ConditionExpression: 'companyId = :company', ExpressionAttributeValues: { ':company': companyId } } };
}

/** An accepted creator's application with the state of their delivery. */
export type DeliveryRecord = ApplicationRecord & DeliveryState;

function deliveryFromItem(item: Item): DeliveryRecord {
  return { ...applicationFromItem(item), ...readItem('delivery', DELIVERY_SHAPE, item) };
}

/** One creator's application and delivery, read strongly: a write that follows conditions on what it says. */
export async function getDelivery(campaignId: string, creatorId: string): Promise<DeliveryRecord | undefined> {
  const item = await getItem(applicationKey(campaignId, creatorId), { consistent: true });
  return item && deliveryFromItem(item);
}

/** Every application of a campaign with its delivery (at most a campaign's applicants: bounded by the exchange). */
export async function listDeliveries(campaignId: string): Promise<DeliveryRecord[]> {
  const { PK, SK } = applicationKey(campaignId, '');
  return (await queryAll({ ...beginsWith(['PK', PK], ['SK', SK]), ConsistentRead: true })).map(deliveryFromItem);
}

/** How many of the campaign's accepted creators are approved, and how many were refunded, so far (0 before the first). */
export async function getSettledCounts(campaignId: string): Promise<Pick<CampaignCounts, 'approvedCount' | 'cancelledCount'>> {
  const item = await getItem(campaignKey(campaignId), { consistent: true, attributes: ['approvedCount', 'cancelledCount'] });
  const countOf = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { approvedCount: countOf(item?.approvedCount), cancelledCount: countOf(item?.cancelledCount) };
}

/** A delivery still owed, as the due-deliveries index (GSI2) holds it. */
export interface DueDelivery {
  campaignId: string;
  creatorId: string;
  creatorName: string;
  companyId: string;
  campaignTitle: string;
  /** The index's sort key as read: a write conditions on it, so a delivery submitted or revised meanwhile is left alone. */
  dueKey: string;
  dueAt: string;
  remindedDays?: number;
  overdueAt?: string;
}

/** Deliveries due before `until` (the daily run reads those within its reminder horizon, overdue ones included). */
export async function listDueDeliveries(until: string): Promise<DueDelivery[]> {
  const items = await queryAll({
    IndexName: INDEX.dueDeliveries,
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :until',
    ExpressionAttributeValues: { ':pk': DUE_DELIVERIES, ':until': until },
  });
  return items.map((item) => {
    const delivery = deliveryFromItem(item);
    const dueKey = String(item.GSI2SK);
    return {
      campaignId: delivery.campaignId,
      creatorId: delivery.creatorId,
      creatorName: delivery.creatorName,
      companyId: delivery.campaign.companyId,
      campaignTitle: delivery.campaign.campaignTitle,
      dueKey,
      dueAt: dueKey.split('#')[0] ?? '',
      ...(delivery.remindedDays !== undefined ? { remindedDays: delivery.remindedDays } : {}),
      ...(delivery.overdueAt ? { overdueAt: delivery.overdueAt } : {}),
    };
  });
}

/** Records a reminder once per threshold and window, with its event; false when the delivery changed meanwhile. */
export async function recordReminder(due: DueDelivery, daysLeft: number, event: DomainEvent<'delivery.reminder'>): Promise<boolean> {
  return deadlineWrite(due, {
    UpdateExpression: 'SET remindedDays = :days',
    ConditionExpression: 'GSI2SK = :seen AND (attribute_not_exists(remindedDays) OR remindedDays > :days)',
    ExpressionAttributeValues: { ':seen': due.dueKey, ':days': daysLeft },
  }, event);
}

/** Marks a delivery overdue once, with its event; false when it was marked already or changed meanwhile. */
export async function recordOverdue(due: DueDelivery, at: string, event: DomainEvent<'delivery.overdue'>): Promise<boolean> {
  return deadlineWrite(due, {
    UpdateExpression: 'SET overdueAt = :at',
    ConditionExpression: 'GSI2SK = :seen AND attribute_not_exists(overdueAt)',
    ExpressionAttributeValues: { ':seen': due.dueKey, ':at': at },
  }, event);
}

async function deadlineWrite(
  due: DueDelivery,
  update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> },
  event: DomainEvent,
): Promise<boolean> {
  try {
    await transactWrite([{ Update: { TableName: tableName(), Key: applicationKey(due.campaignId, due.creatorId), ...update } }, eventPut(event)]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

export interface CompensationWrite {
  campaignId: string;
  creatorId: string;
  companyId: string;
  /** Names as they are at the request: the admins' queue shows them without reading each campaign. */
  campaignTitle: string;
  companyName: string;
  creatorName: string;
  reason: string;
  requestedAt: string;
  /** The facts the admin decides on (issue 12: deadline, submissions), kept as they were at the request. */
  facts: { dueAt: string; round: number; submittedAt?: string; overdueAt?: string };
  event: DomainEvent<'compensation.requested'>;
}

/**
 * Stores a company's request for compensation once per creator and campaign, on condition that the delivery is still
 * owed (in progress or needs revision) and overdue; the admin queue finds it through GSI1 (the money issue decides it).
 */
export async function putCompensationRequest(write: CompensationWrite): Promise<DeliveryRefusal | undefined> {
  const table = tableName();
  const compensation: CompensationView = { status: 'requested', reason: write.reason, requestedAt: write.requestedAt };
  try {
    await transactWrite([
      {
        Put: {
          TableName: table,
          Item: {
            ...compensationKey(write.campaignId, write.creatorId),
            ...openCompensationIndexKey(write.requestedAt, write.campaignId, write.creatorId),
            campaignId: write.campaignId,
            creatorId: write.creatorId,
            companyId: write.companyId,
            campaignTitle: write.campaignTitle,
            companyName: write.companyName,
            creatorName: write.creatorName,
            ...compensation,
            facts: write.facts,
          },
          // Once per delivery; again only after an extension the creator let pass too.
          ConditionExpression: 'attribute_not_exists(PK) OR #status = :extended',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':extended': 'extended' },
        },
      },
      {
        Update: {
          TableName: table,
          Key: applicationKey(write.campaignId, write.creatorId),
          UpdateExpression: 'SET compensation = :compensation',
          ConditionExpression: `${WORKING_CONDITION} AND GSI2SK = :dueKey`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':compensation': compensation, ':dueKey': dueDeliveryIndexKey(write.facts.dueAt, write.campaignId, write.creatorId).GSI2SK, ...WORKING },
        },
      },
      companyCheck(write.campaignId, write.companyId),
      eventPut(write.event),
      // The admins' queue counts its requests, for their home's figures.
      countChange(counterKey(openCompensationsCounterName), 1),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['results', 'application', 'campaign']);
    if (!refusal) throw error;
    return refusal;
  }
}
