import type { DomainEvent } from '../../shared/domain/events';
import type { FileFeedback } from '../../shared/domain/result-feedback';
import { deliveryDueAt, type CompensationView } from '../../shared/domain/results';
import { applicationFromItem, type ApplicationRecord } from './applications';
import { eventPut } from './events';
import { foldSumUpdates } from './ledger';
import { pendingPayoutItems, type PayoutRecord } from './payouts';
import { absentAs, count, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { PRODUCT_HANDOVERS, type ProductHandover } from '../../shared/domain/shipping';
import { applicationKey, campaignKey, compensationKey, counterKey, dueDeliveryIndexKey, openCompensationsCounterName, resultKey, userKey } from './keys';
import { beginsWith, countChange, getItem, queryAll, tableName, type TransactItem } from './table';
import { transactWrite } from './transactions';
import { type ResultRecord, type DeliveryRefusal, refusalOf } from './results';

/**
 * The delivery's state on the application item (docs/data-model.md, pattern 13): a submitted set, its review
 * (revision or approval, which may complete the campaign), and reading deliveries. Each change is one conditional
 * transaction with its domain event.
 */

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
  /** Issue 28: the campaign needs her to hold the product (how she gets it); set at acceptance. */
  productNeeded?: ProductHandover;
  /** When she received it (or uploaded the receipt of her purchase): her delivery window starts then. */
  productReceivedAt?: string;
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
  productNeeded: optional(oneOf(PRODUCT_HANDOVERS)),
  productReceivedAt: optional(text),
};

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
  /** Issue 28: what she paid for the campaign's product, owed with her payout as an entry of its own (and added to the campaign's `reimbursedAmount`). */
  reimbursement?: PayoutRecord;
  /** Issue 28: the shipment's settlement (shipments.ts), on condition that it is as read. */
  shipment?: TransactItem[];
  events: DomainEvent[];
  /** Whether the delivery has a compensation request waiting (read with it): the approval closes it. */
  openCompensation: boolean;
}

/** Closes a waiting compensation request as withdrawn (out of the admins' queue and its count); none started a refund. */
export function withdrawCompensationItems(campaignId: string, creatorId: string): TransactItem[] {
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
    // A reimbursement's entry adds to the same counters and sums as the payout's: folded into one update each.
    await transactWrite(foldSumUpdates([
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
          UpdateExpression:
            'SET approvedCount = :next, balance = if_not_exists(balance, :paid) - :earning' +
            (write.reimbursement ? ', reimbursedAmount = if_not_exists(reimbursedAmount, :none) + :reimbursed' : '') +
            (completes ? ', #status = :completed, completedAt = :at' : ''),
          // A refund of this creator's delivery being made (claimed, the provider called) holds the approval off.
          ConditionExpression:
            'companyId = :company AND #status = :seenStatus AND (attribute_not_exists(approvedCount) OR approvedCount = :seen)' +
            ' AND (attribute_not_exists(cancelledCount) OR cancelledCount = :seenCancelled) AND (attribute_not_exists(balance) OR balance >= :earning)' +
            ' AND (attribute_not_exists(refundClaim) OR refundClaim <> :creator)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paid': write.paidAmount,
            ':earning': write.payout.amount + (write.reimbursement?.amount ?? 0),
            ':next': write.campaign.approvedCount + 1,
            ':company': write.companyId,
            ':seenStatus': write.campaign.status,
            ':seen': write.campaign.approvedCount,
            ':seenCancelled': write.campaign.cancelledCount,
            ':creator': write.creatorId,
            ...(write.reimbursement ? { ':none': 0, ':reimbursed': write.reimbursement.amount } : {}),
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
      ...(write.reimbursement ? pendingPayoutItems(write.reimbursement) : []),
      ...(write.shipment ?? []),
    ]));
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign', 'conflict']);
    if (!refusal) throw error;
    return refusal;
  }
}

export function companyCheck(campaignId: string, companyId: string): TransactItem {
  return { ConditionCheck: { TableName: tableName(), Key: campaignKey(campaignId), ConditionExpression: 'companyId = :company', ExpressionAttributeValues: { ':company': companyId } } };
}

/** An accepted creator's application with the state of their delivery. */
export type DeliveryRecord = ApplicationRecord & DeliveryState;

export function deliveryFromItem(item: Item): DeliveryRecord {
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
