import { randomUUID } from 'node:crypto';
import { isUuid } from '../../shared/domain/ids';
import type { PaymentEvent } from '../../shared/domain/payment';
import type { PaymentProvider } from '../adapters/payments';
import { logError, logInfo } from '../core/log';
import { getDeletedCampaign, getPayableCampaign } from '../data/campaigns';
import { eventPut, newEvent } from '../data/events';
import {
  isPaymentEventRecorded,
  recordPaymentEvent,
  refundItems,
  type PaymentEventOutcome,
  type PaymentTransactionRecord,
  type RefundTransactionRecord,
  type UnpublishedPaymentProblem,
} from '../data/payments';

/**
 * A successful payment that cannot publish its campaign (the campaign was paid by another checkout, deleted while its
 * checkout was open, or asked for another amount) is given back at once: nothing is left for a person to notice.
 */

/** A payment the webhook could not publish with, and what it needs to record it once. */
export interface UnpublishedPayment {
  provider: PaymentProvider;
  event: PaymentEvent;
  /** The event's idempotency key, `<provider>:<event id>`: the refund's own key derives from it. */
  eventKey: string;
  /** Epoch seconds: how long the event's key is kept. */
  expiresAt: number;
  payment: PaymentTransactionRecord;
}

/** Whose the payment's campaign is (or was), and why it could not be published. */
interface PaymentOwner {
  problem: UnpublishedPaymentProblem;
  companyId?: string;
  campaignTitle?: string;
  companyName?: string;
}

async function ownerOf(reference: string): Promise<PaymentOwner> {
  if (!isUuid(reference)) return { problem: 'campaign-not-found' };
  const campaign = await getPayableCampaign(reference);
  if (campaign) {
    const problem = campaign.status !== 'unpaid' ? 'campaign-not-unpaid' : 'amount-mismatch';
    return { problem, companyId: campaign.companyId, campaignTitle: campaign.campaignTitle, companyName: campaign.companyName };
  }
  const deleted = await getDeletedCampaign(reference);
  return { problem: 'campaign-not-found', ...(deleted ? { companyId: deleted.companyId, campaignTitle: deleted.campaignTitle } : {}) };
}

/**
 * Refunds the payment through the provider, then records the event once with the payment (and its problem) and the
 * refund as its own transaction, in one transaction with the event's idempotency key; then tells the company.
 * The provider's refund is keyed by the event, so a redelivery that arrives before the record was written (or after a
 * failed write) gets the same refund back, never a second one. A provider that cannot be reached fails the webhook,
 * and the provider delivers it again. A refund the provider refuses (it knows no such payment) is recorded with the
 * payment's problem and logged: only a person can reconcile that.
 */
export async function refundUnpublishedPayment({ provider, event, eventKey, expiresAt, payment }: UnpublishedPayment): Promise<PaymentEventOutcome> {
  if (await isPaymentEventRecorded(eventKey)) return 'duplicate';
  const owner = await ownerOf(event.data.reference);
  // Who it was paid by and for, as far as can be told: the ledger lists and searches them.
  const parties = {
    ...(owner.companyId ? { companyId: owner.companyId } : {}),
    ...(owner.campaignTitle ? { campaignTitle: owner.campaignTitle } : {}),
    ...(owner.companyName ? { companyName: owner.companyName } : {}),
  };
  const recorded: PaymentTransactionRecord = { ...payment, problem: owner.problem, ...parties };
  const refund = await provider.refund({ checkoutId: event.data.checkoutId, amount: event.data.amount, idempotencyKey: `refund:${eventKey}` });
  if ('refused' in refund) {
    logError('Payment did not publish its campaign and its refund was refused: reconcile it', {
      eventKey,
      campaignId: event.data.reference,
      amount: event.data.amount,
      problem: owner.problem,
      refused: refund.refused,
    });
    return recordPaymentEvent(eventKey, expiresAt, recorded, []);
  }
  const refundRecord: RefundTransactionRecord = {
    id: randomUUID(),
    type: 'refund',
    status: 'completed',
    amount: event.data.amount,
    campaignId: event.data.reference,
    ...parties,
    provider: provider.name,
    checkoutId: event.data.checkoutId,
    refundId: refund.refundId,
    paymentTransactionId: payment.id,
    eventId: event.id,
    reason: owner.problem,
    createdAt: payment.createdAt,
  };
  // The company is told through the refund's event, stored with it: only a recorded refund is ever told.
  const told = owner.companyId
    ? [eventPut(newEvent('payment.refunded', { campaignId: refundRecord.campaignId, campaignTitle: owner.campaignTitle ?? '', companyId: owner.companyId, amount: refundRecord.amount, reason: owner.problem }, payment.createdAt))]
    : [];
  const outcome = await recordPaymentEvent(eventKey, expiresAt, recorded, [...refundItems(refundRecord), ...told]);
  logInfo('Payment refunded', { eventKey, campaignId: event.data.reference, amount: event.data.amount, problem: owner.problem, outcome });
  return outcome;
}
