import { calendarDate } from '../../shared/domain/calendar';
import { earningsTotals, type CreatorEarnings, type CreatorPayoutView } from '../../shared/domain/earnings';
import { listCreatorPayouts, type PayoutRecord } from '../data/payouts';

/** A creator's earnings (issue 26): her payouts from the ledger, as they stand, and their totals. */

function payoutView(payout: PayoutRecord): CreatorPayoutView {
  return {
    id: payout.id,
    ...(payout.purpose ? { purpose: payout.purpose } : {}),
    campaignId: payout.campaignId,
    campaignTitle: payout.campaignTitle,
    companyName: payout.companyName,
    amount: payout.amount,
    status: payout.status,
    createdAt: payout.createdAt,
    ...(payout.completedAt ? { completedAt: payout.completedAt } : {}),
    ...(payout.paidTo ? { paidTo: payout.paidTo } : {}),
  };
}

/** `GET /payment/earnings`: every payout of the caller, newest first, with what is owed and what was paid. */
export async function creatorEarnings(creatorId: string): Promise<CreatorEarnings> {
  const payouts = (await listCreatorPayouts(creatorId)).map(payoutView);
  return { payouts, totals: earningsTotals(payouts, calendarDate()) };
}
