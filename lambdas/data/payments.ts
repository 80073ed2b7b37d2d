import type { CardBrand, PaymentFailureReason } from '../../shared/domain/payment';
import type { PaymentRefundReason } from '../../shared/domain/events';
import { claimPaymentEvent, isPaymentEventClaimed } from './idempotency';
import type { Item } from './item';
import { counterKey, transactionKey, transactionsByTypeIndexKey, transactionsCounterName, type TransactionType, userTransactionsIndexKey } from './keys';
import { countChange, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of money transactions (`TXN#<id>`): a payment or a refund, each recorded once with the provider event
 * that reported it, and counted by type. What a checkout reads and writes of a campaign is campaigns.ts's.
 */

/** Why a received payment published nothing: it is recorded all the same, for a refund or a reconciliation. */
export type UnpublishedPaymentProblem = PaymentRefundReason;

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

/** A money movement's item: listed by its type and, when it has one, under its company. */
export function transactionToItem(type: TransactionType, record: PaymentTransactionRecord | RefundTransactionRecord): Item {
  return {
    ...transactionKey(record.id),
    ...transactionsByTypeIndexKey(type, record.createdAt, record.id),
    ...(record.companyId ? userTransactionsIndexKey(record.companyId, record.createdAt, record.id) : {}),
    ...record,
  };
}

/** A money movement's record and its type's counter, to be written in the same transaction as the change that causes it. */
function transactionItems(type: TransactionType, record: PaymentTransactionRecord | RefundTransactionRecord): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: transactionToItem(type, record), ConditionExpression: 'attribute_not_exists(PK)' } },
    countChange(counterKey(transactionsCounterName(type)), 1),
  ];
}

/** The refund's record and its count, to be written in the same transaction as the payment event it answers. */
export function refundItems(refund: RefundTransactionRecord): TransactItem[] {
  return transactionItems('refund', refund);
}

/** Whether a provider event was recorded already: a redelivery is then answered without calling anyone. */
export async function isPaymentEventRecorded(eventKey: string): Promise<boolean> {
  return isPaymentEventClaimed(eventKey);
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
  const items: TransactItem[] = [
    claimPaymentEvent(eventKey, { kind: 'payment-event', transactionId: record.id, createdAt: record.createdAt, expiresAt }),
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
