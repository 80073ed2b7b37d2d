import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CampaignStatus } from '../../shared/domain/campaign';
import type { CardBrand, PaymentFailureReason } from '../../shared/domain/payment';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import {
  campaignKey,
  counterKey,
  idempotencyKey,
  transactionKey,
  transactionsByTypeIndexKey,
  transactionsCounterName,
  type TransactionType,
  userTransactionsIndexKey,
} from './keys';
import { cancellationCodes, transactWrite } from './transactions';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Repository of campaign payments: what a checkout needs of a campaign, and the record of each provider event, once. */

/** The attributes of a campaign a payment reads. */
export interface PayableCampaign {
  id: string;
  companyId: string;
  status: CampaignStatus;
  /** Halalas, VAT included: what the company is asked to pay. */
  amount: number;
  campaignTitle: string;
  /** The provider checkout offered last, if any. */
  checkoutId?: string;
}

/** Why a received payment published nothing: it is recorded all the same, for a refund or a reconciliation. */
export type UnpublishedPaymentProblem = 'campaign-not-found' | 'campaign-not-unpaid' | 'amount-mismatch';

/** A transaction of type payment, as stored under `TXN#<id>`. */
export interface PaymentTransactionRecord {
  id: string;
  type: 'payment';
  status: 'completed' | 'failed';
  amount: number;
  campaignId: string;
  /** Absent only when the event named a campaign that does not exist. */
  companyId?: string;
  provider: string;
  checkoutId: string;
  /** The provider's event that reported it. */
  eventId: string;
  cardBrand: CardBrand;
  cardLast4: string;
  createdAt: string;
  failureReason?: PaymentFailureReason;
  problem?: UnpublishedPaymentProblem;
}

export async function getPayableCampaign(campaignId: string): Promise<PayableCampaign | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: config().tableName,
      Key: campaignKey(campaignId),
      ConsistentRead: true,
      ProjectionExpression: 'id, companyId, #status, amount, campaignTitle, checkoutId',
      ExpressionAttributeNames: { '#status': 'status' },
    }),
  );
  if (!Item) return undefined;
  const { id, companyId, status, amount, campaignTitle, checkoutId } = Item as PayableCampaign;
  return { id, companyId, status, amount, campaignTitle, ...(checkoutId ? { checkoutId } : {}) };
}

/**
 * Notes a new provider checkout on the campaign in place of `replaced` (the one read before it was made, or none).
 * False when the campaign is no longer an unpaid one of this company, or another request recorded its own checkout
 * meanwhile: of two starts at once, exactly one checkout is kept.
 */
export async function recordCheckout(campaignId: string, companyId: string, checkoutId: string, replaced: string | undefined): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET checkoutId = :checkoutId',
        ConditionExpression: `#status = :unpaid AND companyId = :companyId AND ${replaced ? 'checkoutId = :replaced' : 'attribute_not_exists(checkoutId)'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':checkoutId': checkoutId, ':unpaid': 'unpaid', ':companyId': companyId, ...(replaced ? { ':replaced': replaced } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Flags an unpaid campaign's failed payment, for the campaign page's "pay again". */
export function markPaymentFailed(campaignId: string): TransactItem {
  return {
    Update: {
      TableName: config().tableName,
      Key: campaignKey(campaignId),
      UpdateExpression: 'SET lastPaymentStatus = :failed',
      ConditionExpression: '#status = :unpaid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed', ':unpaid': 'unpaid' },
    },
  };
}

/** A payment given back, as stored under `TXN#<id>`: its own transaction, beside the payment it returns. */
export interface RefundTransactionRecord {
  id: string;
  type: 'refund';
  status: 'completed';
  amount: number;
  campaignId: string;
  /** Absent only when no one can be found whose campaign it was. */
  companyId?: string;
  provider: string;
  checkoutId: string;
  /** The provider's id of the refund. */
  refundId: string;
  /** The payment transaction it gives back, and the provider's event that reported that payment. */
  paymentTransactionId: string;
  eventId: string;
  reason: UnpublishedPaymentProblem;
  createdAt: string;
}

/**
 * A money movement's record (listed by its type and under its company) and its type's counter, to be written in the
 * same transaction as the change that causes it.
 */
function transactionItems(type: TransactionType, record: { id: string; createdAt: string; companyId?: string }): TransactItem[] {
  const { tableName } = config();
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...transactionKey(record.id),
          ...transactionsByTypeIndexKey(type, record.createdAt, record.id),
          ...(record.companyId ? userTransactionsIndexKey(record.companyId, record.createdAt, record.id) : {}),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: counterKey(transactionsCounterName(type)),
        UpdateExpression: 'ADD #count :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

/** The refund's record and its count, to be written in the same transaction as the payment event it answers. */
export function refundItems(refund: RefundTransactionRecord): TransactItem[] {
  return transactionItems('refund', refund);
}

/** Whether a provider event was recorded already: a redelivery is then answered without calling anyone. */
export async function isPaymentEventRecorded(eventKey: string): Promise<boolean> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: idempotencyKey(eventKey), ConsistentRead: true, ProjectionExpression: 'PK' }));
  return Item !== undefined;
}

export type PaymentEventOutcome = 'recorded' | 'duplicate' | 'effect-refused';

/**
 * Records a provider event once, with its effect on the campaign (publishing it, or flagging a failure), in ONE
 * transaction: the event's idempotency key (kept until `expiresAt`, epoch seconds), the effect's items, the
 * transaction record and the payments counter. A redelivered event fails the key's condition and changes nothing
 * ('duplicate'); an effect whose condition fails (the campaign is no longer unpaid, or the amounts differ) also
 * writes nothing ('effect-refused'), and the caller decides what to record instead.
 */
export async function recordPaymentEvent(
  eventKey: string,
  expiresAt: number,
  record: PaymentTransactionRecord,
  effect: TransactItem[],
): Promise<PaymentEventOutcome> {
  const { tableName } = config();
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName,
        Item: { ...idempotencyKey(eventKey), kind: 'payment-event', transactionId: record.id, createdAt: record.createdAt, expiresAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...effect,
    ...transactionItems('payment', record),
  ];
  try {
    await transactWrite(items);
    return 'recorded';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
    if (codes.slice(1, 1 + effect.length).includes('ConditionalCheckFailed')) return 'effect-refused';
    throw error;
  }
}
