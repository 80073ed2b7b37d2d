import type { CardBrand, PaymentFailureReason } from '../../shared/domain/payment';
import type { PaymentRefundReason } from '../../shared/domain/events';
import { retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { claimPaymentEvent, isPaymentEventClaimed } from './idempotency';
import { invoiceIssueItems, readInvoiceSequence, type InvoiceDraft } from './invoices';
import { foldSumUpdates, ledgerEntryItems } from './ledger';
import type { TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of money transactions (`TXN#<id>`): a payment or a refund, each recorded once with the provider event
 * that reported it, as a ledger entry (ledger.ts). What a checkout reads and writes of a campaign is campaigns.ts's.
 */

/** Why a received payment published nothing: it is recorded all the same, for a refund or a reconciliation. */
export type UnpublishedPaymentProblem = PaymentRefundReason;

/** What a payment and a refund record alike, as stored under `TXN#<id>`. */
interface ProviderTransactionRecord {
  id: string;
  amount: number;
  campaignId: string;
  /** Absent only when no one can be found whose campaign it was (an event naming a campaign that does not exist). */
  companyId?: string;
  /** The campaign's title and the company's name when the money moved: the admin's list shows and searches them. */
  campaignTitle?: string;
  companyName?: string;
  provider: string;
  checkoutId: string;
  /** The provider's event that reported it (for a refund, the payment it gives back). */
  eventId: string;
  createdAt: string;
}

/** A transaction of type payment. */
export interface PaymentTransactionRecord extends ProviderTransactionRecord {
  type: 'payment';
  status: 'completed' | 'failed';
  cardBrand: CardBrand;
  cardLast4: string;
  failureReason?: PaymentFailureReason;
  problem?: UnpublishedPaymentProblem;
  /** The tax invoice issued for it (lambdas/data/invoices.ts): only a payment that published its campaign has one. */
  invoiceNumber?: number;
}

/** A payment given back: its own transaction, beside the payment it returns. */
export interface RefundTransactionRecord extends ProviderTransactionRecord {
  type: 'refund';
  status: 'completed';
  /** The provider's id of the refund. */
  refundId: string;
  /** The payment transaction it gives back. */
  paymentTransactionId: string;
  reason: UnpublishedPaymentProblem;
}

/**
 * A money movement's ledger entry (ledger.ts: its lists, search entries, counts and sums), to be written in the same
 * transaction as the change that causes it.
 */
function transactionItems(record: PaymentTransactionRecord | RefundTransactionRecord): TransactItem[] {
  const { id, type, status, amount, campaignId, campaignTitle, companyId, companyName, createdAt } = record;
  return ledgerEntryItems({ id, type, status, amount, campaignId, campaignTitle, companyId, companyName, createdAt }, { ...record });
}

/** The refund's record and its count, to be written in the same transaction as the payment event it answers. */
export function refundItems(refund: RefundTransactionRecord): TransactItem[] {
  return transactionItems(refund);
}

/** Whether a provider event was recorded already: a redelivery is then answered without calling anyone. */
export async function isPaymentEventRecorded(eventKey: string): Promise<boolean> {
  return isPaymentEventClaimed(eventKey);
}

export type PaymentEventOutcome = 'recorded' | 'duplicate' | 'effect-refused';

/**
 * Attempts at taking an invoice number when other payments took the one read meanwhile: each attempt loses only to
 * a payment that got a number, so this many payments would have to land within one attempt's round trip.
 */
const INVOICE_NUMBER_RETRY: RetryPolicy = { attempts: 25, baseMs: 10, capMs: 100 };

/**
 * Records a provider event once, with its effect on the campaign (publishing it, or flagging a failure), in ONE
 * transaction: the event's idempotency key (kept until `expiresAt`, epoch seconds), the effect's items, the
 * transaction record and the payments counter, and, with an `invoice` (a payment that publishes), the invoice with
 * the next number of the sequence. A redelivered event fails the key's condition and changes nothing ('duplicate');
 * an effect whose condition fails (the campaign is no longer unpaid, or the amounts differ) also writes nothing
 * ('effect-refused'), and the caller decides what to record instead. When another payment took the invoice number
 * read, the sequence is read again and the whole transaction retried: a number is only ever used by a payment that
 * is recorded, so the sequence has no gaps.
 */
export async function recordPaymentEvent(
  eventKey: string,
  expiresAt: number,
  record: PaymentTransactionRecord,
  effect: TransactItem[],
  invoice?: InvoiceDraft,
): Promise<PaymentEventOutcome> {
  const claim = claimPaymentEvent(eventKey, { kind: 'payment-event', transactionId: record.id, createdAt: record.createdAt, expiresAt });
  return retrying<PaymentEventOutcome>(INVOICE_NUMBER_RETRY, async () => {
    const issue = invoice ? invoiceIssueItems(invoice, await readInvoiceSequence()) : undefined;
    const payment = issue ? { ...record, invoiceNumber: issue.invoice.number } : record;
    // A refund in the effect adds to the same running sums as the payment: one update each (ledger.ts).
    const recorded = foldSumUpdates([claim, ...effect, ...transactionItems(payment)]);
    const items: TransactItem[] = [...recorded, ...(issue?.items ?? [])];
    try {
      await transactWrite(items);
      return 'recorded';
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
      if (codes.slice(1, 1 + effect.length).includes('ConditionalCheckFailed')) return 'effect-refused';
      // The sequence's counter follows the claim, the effect and the payment's ledger entry.
      const sequenceRaced = codes[recorded.length] === 'ConditionalCheckFailed' || codes.includes('TransactionConflict');
      if (issue && sequenceRaced) return tryAgain(error);
      throw error;
    }
  });
}
