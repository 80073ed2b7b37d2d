import type { DealParties } from '../../shared/domain/campaign';
import type { CompensationFacts } from '../../shared/domain/compensation';
import type { PriceBreakdown } from '../../shared/domain/pricing';
import { COMPENSATION_STATUSES, type CompensationStatus } from '../../shared/domain/results';
import { absentAs, count, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { campaignKey, compensationKey, counterKey, OPEN_COMPENSATIONS, openCompensationsCounterName } from './keys';
import { getItem, queuePage, readCount } from './table';
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

export interface CompensationRecord extends DealParties {
  status: CompensationStatus;
  reason: string;
  requestedAt: string;
  facts: CompensationFacts;
  decidedAt?: string;
  decidedBy?: string;
  refundAmount?: number;
  extendedDueAt?: string;
  /** Set by the refund's claim: when it started, and halalas of the payment refunded before it. */
  refundStartedAt?: string;
  refundedBefore?: number;
  refundId?: string;
}

export const COMPENSATION_SHAPE: Shape<CompensationRecord> = {
  campaignId: text,
  creatorId: text,
  companyId: text,
  status: oneOf(COMPENSATION_STATUSES),
  reason: text,
  requestedAt: text,
  facts: map<CompensationFacts>(),
  // Names are absent on requests stored before names were kept with them.
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

export function compensationFromItem(item: Item): CompensationRecord {
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
  /** The creator whose refund is being made (or the unused product budget's return), between its claim and its record. */
  refundClaim?: string;
  /** Issue 28: the purchases paid back to approved creators (halalas), and the unused product budget returned. */
  reimbursedAmount: number;
  productBudgetReturned?: number;
  /** What the payment had given back before the budget's return was claimed. */
  budgetRefundedBefore?: number;
}

export const REFUNDABLE_SHAPE: Shape<RefundableCampaign> = {
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
  reimbursedAmount: absentAs(count, 0),
  productBudgetReturned: optional(count),
  budgetRefundedBefore: optional(count),
};

export async function getRefundableCampaign(campaignId: string): Promise<RefundableCampaign | undefined> {
  const item = await getItem(campaignKey(campaignId), { consistent: true });
  if (!item) return undefined;
  // A campaign published before the paying checkout was kept apart: its last checkout is the one that was paid.
  const paidCheckoutId = typeof item.paidCheckoutId === 'string' ? item.paidCheckoutId : typeof item.checkoutId === 'string' ? item.checkoutId : undefined;
  return readItem('campaign', REFUNDABLE_SHAPE, { ...item, ...(paidCheckoutId ? { paidCheckoutId } : {}) });
}
