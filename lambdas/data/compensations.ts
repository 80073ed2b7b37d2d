import type { CompensationFacts } from '../../shared/domain/compensation';
import type { DomainEvent } from '../../shared/domain/events';
import type { PriceBreakdown } from '../../shared/domain/pricing';
import { COMPENSATION_STATUSES, type CompensationStatus, type CompensationView } from '../../shared/domain/results';
import { eventPut } from './events';
import { absentAs, count, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { applicationKey, campaignKey, compensationKey, counterKey, dueDeliveryIndexKey, OPEN_COMPENSATIONS, openCompensationsCounterName, userKey } from './keys';
import { ledgerEntryItems } from './ledger';
import { countChange, getItem, queuePage, readCount, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of compensation decisions (issue 13). A request (`CAMPAIGN#<id> / COMPENSATION#<creatorId>`, written by
 * results.ts when the company asks) waits in the sparse GSI1 queue `COMPENSATIONS#OPEN` until an admin decides:
 *
 * - **Extension**: one transaction closes the request, gives the delivery its new due date (the due index's keys move
 *   with it, the overdue mark and the reminders of the old window go) and stores the events telling both sides.
 * - **Refund**: money leaves through the payment provider between two writes. The first *claims* the refund — the
 *   request is marked started (with what the payment had given back before, for a provider that reads the payment to
 *   stay idempotent) and the campaign carries `refundClaim` — so no approval of that creator, no other refund of the
 *   campaign's payment and no extension can slip in while the provider is called. The second records it: the request
 *   closes, the delivery is cancelled, the campaign's balance and counts follow (completing it when nothing else is
 *   owed), the creator works on one campaign fewer, the ledger gets its refund entry, and the events are stored. A
 *   crash between the two leaves the claim; deciding again resumes it with the same idempotency key.
 */

export interface CompensationRecord {
  campaignId: string;
  creatorId: string;
  companyId: string;
  status: CompensationStatus;
  reason: string;
  requestedAt: string;
  facts: CompensationFacts;
  /** Names as they were at the request (absent on requests stored before names were kept with them). */
  campaignTitle: string;
  companyName: string;
  creatorName: string;
  decidedAt?: string;
  decidedBy?: string;
  refundAmount?: number;
  extendedDueAt?: string;
  /** Set by the refund's claim: when it started, and halalas of the payment refunded before it. */
  refundStartedAt?: string;
  refundedBefore?: number;
  refundId?: string;
}

const COMPENSATION_SHAPE: Shape<CompensationRecord> = {
  campaignId: text,
  creatorId: text,
  companyId: text,
  status: oneOf(COMPENSATION_STATUSES),
  reason: text,
  requestedAt: text,
  facts: map<CompensationFacts>(),
  campaignTitle: absentAs(text, ''),
  companyName: absentAs(text, ''),
  creatorName: absentAs(text, ''),
  decidedAt: optional(text),
  decidedBy: optional(text),
  refundAmount: optional(count),
  extendedDueAt: optional(text),
  refundStartedAt: optional(text),
  refundedBefore: optional(count),
  refundId: optional(text),
};

function compensationFromItem(item: Item): CompensationRecord {
  return readItem('compensation', COMPENSATION_SHAPE, item);
}

/** Page `page` of the open requests, the oldest first (the longest waiting is decided first). */
export async function listOpenCompensations(page: number, pageSize: number): Promise<CompensationRecord[]> {
  return (await queuePage(OPEN_COMPENSATIONS, page, pageSize)).map(compensationFromItem);
}

export async function countOpenCompensations(): Promise<number> {
  return Math.max(0, await readCount(counterKey(openCompensationsCounterName)));
}

export async function getCompensation(campaignId: string, creatorId: string): Promise<CompensationRecord | undefined> {
  const item = await getItem(compensationKey(campaignId, creatorId), { consistent: true });
  return item && compensationFromItem(item);
}

/** What a refund needs of the campaign: its payment, its price, its balance and counts, and a refund in flight. */
export interface RefundableCampaign {
  id: string;
  companyId: string;
  companyName: string;
  campaignTitle: string;
  status: string;
  amount: number;
  price: PriceBreakdown;
  /** The checkout whose payment published it (the last one offered, on campaigns published before it was kept). */
  paidCheckoutId?: string;
  paymentTransactionId?: string;
  balance?: number;
  refundedAmount: number;
  acceptedCount: number;
  approvedCount: number;
  cancelledCount: number;
  /** The creator whose refund is being made, between its claim and its record. */
  refundClaim?: string;
}

const REFUNDABLE_SHAPE: Shape<RefundableCampaign> = {
  id: text,
  companyId: text,
  companyName: absentAs(text, ''),
  campaignTitle: text,
  status: text,
  amount: count,
  price: map<PriceBreakdown>(),
  paidCheckoutId: optional(text),
  paymentTransactionId: optional(text),
  balance: optional(count),
  refundedAmount: absentAs(count, 0),
  acceptedCount: absentAs(count, 0),
  approvedCount: absentAs(count, 0),
  cancelledCount: absentAs(count, 0),
  refundClaim: optional(text),
};

export async function getRefundableCampaign(campaignId: string): Promise<RefundableCampaign | undefined> {
  const item = await getItem(campaignKey(campaignId), { consistent: true });
  if (!item) return undefined;
  // A campaign published before the paying checkout was kept apart: its last checkout is the one that was paid.
  const paidCheckoutId = typeof item.paidCheckoutId === 'string' ? item.paidCheckoutId : typeof item.checkoutId === 'string' ? item.checkoutId : undefined;
  return readItem('campaign', REFUNDABLE_SHAPE, { ...item, ...(paidCheckoutId ? { paidCheckoutId } : {}) });
}

/** Why a decision's write did not happen: which of its conditions failed. */
export type DecisionRefusal = 'compensation' | 'application' | 'campaign' | 'conflict';

function refusalOf(error: unknown, reasons: readonly DecisionRefusal[]): DecisionRefusal | undefined {
  const codes = cancellationCodes(error);
  if (!codes.length) return undefined;
  const failed = codes.findIndex((code) => code === 'ConditionalCheckFailed');
  return (failed >= 0 ? reasons[failed] : undefined) ?? 'conflict';
}

/** A delivery not yet approved: still owed, or submitted late and waiting for the company's review. */
const NOT_APPROVED = { ':inProgress': 'in-progress', ':needsRevision': 'needs-revision', ':underReview': 'under-review' };
const OWED = { ':inProgress': 'in-progress', ':needsRevision': 'needs-revision' };

/** Closes the open request: out of the queue and its count, with what was decided. */
function closeRequest(campaignId: string, creatorId: string, set: Record<string, unknown>, condition: string, values: Record<string, unknown>): TransactItem[] {
  const names = Object.keys(set);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: compensationKey(campaignId, creatorId),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')} REMOVE GSI1PK, GSI1SK`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((name) => [`#${name}`, name])) },
        ExpressionAttributeValues: { ...Object.fromEntries(names.map((name) => [`:${name}`, set[name]])), ...values },
      },
    },
    countChange(counterKey(openCompensationsCounterName), -1),
  ];
}

export interface ExtensionWrite {
  request: CompensationRecord;
  decidedAt: string;
  decidedBy: string;
  dueAt: string;
  /** What both sides now read on the delivery. */
  view: CompensationView;
  events: DomainEvent[];
}

/**
 * Gives the creator until `dueAt`: the request closes (on condition it is still open and no refund started), and the
 * delivery, still owed, is due then — its due index keys move, the overdue mark and the old window's reminder go.
 */
export async function recordExtension(write: ExtensionWrite): Promise<DecisionRefusal | undefined> {
  const { campaignId, creatorId } = write.request;
  const due = dueDeliveryIndexKey(write.dueAt, campaignId, creatorId);
  try {
    await transactWrite([
      ...closeRequest(
        campaignId,
        creatorId,
        { status: 'extended', decidedAt: write.decidedAt, decidedBy: write.decidedBy, extendedDueAt: write.dueAt },
        '#status = :requested AND attribute_not_exists(refundStartedAt)',
        { ':requested': 'requested' },
      ),
      {
        Update: {
          TableName: tableName(),
          Key: applicationKey(campaignId, creatorId),
          UpdateExpression: 'SET extendedDueAt = :due, compensation = :view, GSI2PK = :duePK, GSI2SK = :dueSK REMOVE overdueAt, remindedDays',
          ConditionExpression: '#status IN (:inProgress, :needsRevision)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':due': write.dueAt, ':view': write.view, ':duePK': due.GSI2PK, ':dueSK': due.GSI2SK, ...OWED },
        },
      },
      ...write.events.map(eventPut),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['compensation', 'conflict', 'application']);
    if (!refusal) throw error;
    return refusal;
  }
}

/**
 * Claims the refund before the provider is called: the request is marked started (once: it must be open and not
 * started), the campaign carries the claim (only one refund of its payment at a time), and the delivery is checked
 * not approved. `refundedBefore` is what the campaign's payment had given back until now.
 */
export async function claimRefund(request: CompensationRecord, startedAt: string, refundedBefore: number): Promise<DecisionRefusal | undefined> {
  const { campaignId, creatorId } = request;
  const table = tableName();
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: compensationKey(campaignId, creatorId),
          UpdateExpression: 'SET refundStartedAt = :at, refundAttemptAt = :at, refundedBefore = :before',
          ConditionExpression: '#status = :requested AND attribute_not_exists(refundStartedAt)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':at': startedAt, ':before': refundedBefore, ':requested': 'requested' },
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(campaignId),
          UpdateExpression: 'SET refundClaim = :creator',
          ConditionExpression: 'attribute_not_exists(refundClaim) AND (attribute_not_exists(refundedAmount) OR refundedAmount = :before)',
          ExpressionAttributeValues: { ':creator': creatorId, ':before': refundedBefore },
        },
      },
      {
        ConditionCheck: {
          TableName: table,
          Key: applicationKey(campaignId, creatorId),
          ConditionExpression: '#status IN (:inProgress, :needsRevision, :underReview)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: NOT_APPROVED,
        },
      },
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['compensation', 'campaign', 'application']);
    if (!refusal) throw error;
    return refusal;
  }
}

/**
 * How long one attempt at a claimed refund may take (the provider call has a timeout well within the API's 29 s): a
 * claim left longer (a crash between the provider's refund and its record) may be resumed by another attempt.
 */
export const REFUND_ATTEMPT_LEASE_MS = 2 * 60_000;

/**
 * Takes a claimed refund over to resume it, once its last attempt is older than the lease: two admins resuming at
 * once never call the provider together (a provider without idempotency keys could refund twice). False when an
 * attempt is under way or the request was decided meanwhile.
 */
export async function resumeRefund(request: CompensationRecord, now: Date): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: compensationKey(request.campaignId, request.creatorId),
          UpdateExpression: 'SET refundAttemptAt = :now',
          ConditionExpression: '#status = :requested AND attribute_exists(refundStartedAt) AND (attribute_not_exists(refundAttemptAt) OR refundAttemptAt < :stale)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':now': now.toISOString(), ':stale': new Date(now.getTime() - REFUND_ATTEMPT_LEASE_MS).toISOString(), ':requested': 'requested' },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

/** Gives a claim up when the provider refused the refund: nothing moved, the request is open again. */
export async function releaseRefundClaim(request: CompensationRecord): Promise<void> {
  const { campaignId, creatorId } = request;
  const table = tableName();
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: compensationKey(campaignId, creatorId),
          UpdateExpression: 'REMOVE refundStartedAt, refundAttemptAt, refundedBefore',
          ConditionExpression: '#status = :requested',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':requested': 'requested' },
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(campaignId),
          UpdateExpression: 'REMOVE refundClaim',
          ConditionExpression: 'refundClaim = :creator',
          ExpressionAttributeValues: { ':creator': creatorId },
        },
      },
    ]);
  } catch (error) {
    // Released already (a second refusal of the same claim): nothing is left to give up.
    if (!cancellationCodes(error).length) throw error;
  }
}

/** The refund's ledger entry: the company's money given back for one creator's share. */
export interface CompensationRefundRecord {
  id: string;
  type: 'refund';
  status: 'completed';
  amount: number;
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  companyName: string;
  creatorId: string;
  creatorName: string;
  provider: string;
  checkoutId: string;
  refundId: string;
  paymentTransactionId?: string;
  reason: 'compensation';
  createdAt: string;
}

export interface RefundWrite {
  request: CompensationRecord;
  campaign: RefundableCampaign;
  decidedAt: string;
  decidedBy: string;
  refund: CompensationRefundRecord;
  view: CompensationView;
  /** Whether this cancellation leaves nothing owed on a full campaign with approved work: it completes then. */
  completes: boolean;
  /** Whether the creator's account still exists: their count of active campaigns is lowered then. */
  creatorExists: boolean;
  events: DomainEvent[];
}

/**
 * Records a refund the provider made: the request closes as refunded, the delivery is cancelled, the campaign's
 * balance gives back the amount (never below zero), its counts are the ones read (an approval meanwhile makes the
 * caller read them again) and its claim goes, the creator works on one campaign fewer, and the ledger gets the entry.
 */
export async function recordRefund(write: RefundWrite): Promise<DecisionRefusal | undefined> {
  const { campaignId, creatorId } = write.request;
  const { campaign, refund } = write;
  const table = tableName();
  try {
    await transactWrite([
      ...closeRequest(
        campaignId,
        creatorId,
        { status: 'refunded', decidedAt: write.decidedAt, decidedBy: write.decidedBy, refundAmount: refund.amount, refundId: refund.refundId },
        '#status = :requested AND attribute_exists(refundStartedAt)',
        { ':requested': 'requested' },
      ),
      {
        Update: {
          TableName: table,
          Key: applicationKey(campaignId, creatorId),
          UpdateExpression: 'SET #status = :cancelled, cancelledAt = :at, compensation = :view REMOVE GSI2PK, GSI2SK',
          ConditionExpression: '#status IN (:inProgress, :needsRevision, :underReview)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':cancelled': 'cancelled', ':at': write.decidedAt, ':view': write.view, ...NOT_APPROVED },
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(campaignId),
          UpdateExpression:
            'SET balance = if_not_exists(balance, :paid) - :amount, refundedAmount = :refunded, cancelledCount = :cancelled' +
            (write.completes ? ', #status = :completed, completedAt = :at' : '') +
            ' REMOVE refundClaim',
          ConditionExpression:
            'refundClaim = :creator AND #status = :seenStatus AND (attribute_not_exists(balance) OR balance >= :amount)' +
            ' AND (attribute_not_exists(approvedCount) OR approvedCount = :approved) AND (attribute_not_exists(cancelledCount) OR cancelledCount = :seenCancelled)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paid': campaign.amount,
            ':amount': refund.amount,
            ':refunded': campaign.refundedAmount + refund.amount,
            ':cancelled': campaign.cancelledCount + 1,
            ':seenCancelled': campaign.cancelledCount,
            ':approved': campaign.approvedCount,
            ':creator': creatorId,
            ':seenStatus': campaign.status,
            ...(write.completes ? { ':completed': 'completed', ':at': write.decidedAt } : {}),
          },
        },
      },
      // A creator who deleted their account since has no count to lower (the money went back all the same).
      ...(write.creatorExists
        ? [
            {
              Update: {
                TableName: table,
                Key: userKey(creatorId),
                UpdateExpression: 'ADD activeCampaignsCount :minusOne',
                ConditionExpression: 'activeCampaignsCount > :zero',
                ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
              },
            },
          ]
        : []),
      ...ledgerEntryItems(refund, { ...refund }),
      ...write.events.map(eventPut),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['compensation', 'conflict', 'application', 'campaign']);
    if (!refusal) throw error;
    return refusal;
  }
}
