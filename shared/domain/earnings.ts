import { CSV_BYTE_ORDER_MARK, csvLine, csvSar } from '../csv';
import { calendarDate } from './calendar';
import type { PaidTo, PayoutPurpose } from './ledger';

/**
 * A creator's earnings (issue 26): each payout the approvals of her content owe her, owed until an admin transfers it
 * and then paid, with where it went and the transfer's reference; and what is owed, paid this month and paid in all.
 */

/** One payout as its creator sees it. */
export interface CreatorPayoutView {
  /** Issue 28: set on a product's reimbursement, paid with her payout. */
  purpose?: PayoutPurpose;
  id: string;
  campaignId: string;
  campaignTitle: string;
  companyName: string;
  /** Halalas. */
  amount: number;
  status: 'pending' | 'completed';
  /** When it was owed: the approval of her content. */
  createdAt: string;
  /** When an admin marked it paid. */
  completedAt?: string;
  paidTo?: PaidTo;
}

export interface EarningsTotals {
  /** Halalas owed and not yet paid. */
  owed: number;
  /** Halalas paid this calendar month (Riyadh). */
  paidThisMonth: number;
  paidAllTime: number;
}

/** `GET /payment/earnings`: every payout of the creator, newest first, with the totals. */
export interface CreatorEarnings {
  payouts: CreatorPayoutView[];
  totals: EarningsTotals;
}

/** The day a paid payout counts on: the transfer's day as the admin recorded it, else the day it was marked paid. */
export function paidOn(payout: Pick<CreatorPayoutView, 'completedAt' | 'paidTo'>): string | undefined {
  return payout.paidTo?.transferredOn ?? (payout.completedAt ? calendarDate(new Date(payout.completedAt)) : undefined);
}

export function earningsTotals(payouts: readonly CreatorPayoutView[], today: string): EarningsTotals {
  const month = today.slice(0, 7);
  const totals: EarningsTotals = { owed: 0, paidThisMonth: 0, paidAllTime: 0 };
  for (const payout of payouts) {
    if (payout.status === 'pending') {
      totals.owed += payout.amount;
      continue;
    }
    totals.paidAllTime += payout.amount;
    if (paidOn(payout)?.startsWith(month)) totals.paidThisMonth += payout.amount;
  }
  return totals;
}

/** The columns of a creator's payouts file, for her own accounting; `for` tells her work from a product's reimbursement (issue 28). */
export const EARNINGS_CSV_COLUMNS = ['campaign', 'company', 'amount_sar', 'status', 'owed_since', 'paid_on', 'bank', 'iban_last4', 'transfer_reference', 'for'] as const;

/** Her payouts as a CSV file's text (UTF-8 with a byte-order mark, amounts in SAR, days as YYYY-MM-DD). */
export function earningsCsv(payouts: readonly CreatorPayoutView[]): string {
  const lines = payouts.map((payout) =>
    csvLine([
      payout.campaignTitle,
      payout.companyName,
      csvSar(payout.amount),
      payout.status === 'completed' ? 'paid' : 'owed',
      calendarDate(new Date(payout.createdAt)),
      paidOn(payout),
      payout.paidTo?.bankName,
      payout.paidTo?.ibanLast4,
      payout.paidTo?.reference,
      payout.purpose ?? 'work',
    ]),
  );
  return `${CSV_BYTE_ORDER_MARK}${csvLine(EARNINGS_CSV_COLUMNS)}${lines.join('')}`;
}
