import type { DealParties } from '../../shared/domain/campaign';
import type { DomainEvent } from '../../shared/domain/events';
import type { CompensationView } from '../../shared/domain/results';
import { eventPut } from './events';
import { applicationKey, campaignKey, compensationKey, counterKey, dueDeliveryIndexKey, openCompensationsCounterName, userKey } from './keys';
import { ledgerEntryItems } from './ledger';
import { countChange, tableName, type TransactItem } from './table';
import { cancellationCodes, failedCondition, transactWrite } from './transactions';
import type { CompensationRecord, RefundableCampaign } from './compensations';

/** An admin's decision on a compensation request (issue 13): an extension, or a refund claimed, made and recorded once. */

/** Why a decision's write did not happen: which of its conditions failed. */
export type DecisionRefusal = 'compensation' | 'application' | 'campaign' | 'conflict';

function refusalOf(error: unknown, reasons: readonly DecisionRefusal[]): DecisionRefusal | undefined {
  return failedCondition(error, reasons, 'conflict');
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

/** An update of the request on condition it is still open (and of `condition`, when given). */
function updateOpenRequest(request: Pick<CompensationRecord, 'campaignId' | 'creatorId'>, update: string, condition?: string, values: Record<string, unknown> = {}): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: compensationKey(request.campaignId, request.creatorId),
      UpdateExpression: update,
      ConditionExpression: condition ? `#status = :requested AND ${condition}` : '#status = :requested',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':requested': 'requested', ...values },
    },
  };
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
      updateOpenRequest(request, 'SET refundStartedAt = :at, refundAttemptAt = :at, refundedBefore = :before', 'attribute_not_exists(refundStartedAt)', {
        ':at': startedAt,
        ':before': refundedBefore,
      }),
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
      updateOpenRequest(request, 'SET refundAttemptAt = :now', 'attribute_exists(refundStartedAt) AND (attribute_not_exists(refundAttemptAt) OR refundAttemptAt < :stale)', {
        ':now': now.toISOString(),
        ':stale': new Date(now.getTime() - REFUND_ATTEMPT_LEASE_MS).toISOString(),
      }),
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
      updateOpenRequest(request, 'REMOVE refundStartedAt, refundAttemptAt, refundedBefore'),
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
export interface CompensationRefundRecord extends DealParties {
  id: string;
  type: 'refund';
  status: 'completed';
  amount: number;
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
  /** Issue 28: her product's shipment, closed with the deal (shipments.ts), on condition that it is as read. */
  shipment: TransactItem[];
}

/**
 * Records a refund the provider made: the request closes as refunded, the delivery is cancelled, the campaign's
 * balance gives back the amount (never below zero), its counts are the ones read (an approval meanwhile makes the
 * caller read them again) and its claim goes, the creator works on one campaign fewer, the ledger gets the entry, and
 * her product's shipment (if any) closes.
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
      ...write.shipment,
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['compensation', 'conflict', 'application', 'campaign']);
    if (!refusal) throw error;
    return refusal;
  }
}
