import { listUnpaidPayouts } from '../../lambdas/data/payouts';
import { markPaid } from '../../lambdas/domain/payouts';
import { calendarDate } from '../../shared/domain/calendar';

/**
 * The demo's covering screen (issue 13): the completed campaign's approvals owe both its creators; the admin has
 * already transferred the first creator's payout, with its bank's transfer reference (a completed one in the ledger, a
 * "payout sent" notice for her),
 * while the other's waits — she has no bank account yet, so it cannot be marked paid until she adds one.
 */
export async function seedDemoPayouts(adminId: string, paidCreatorId: string): Promise<void> {
  const owed = await listUnpaidPayouts(1, 100);
  const transferredOn = calendarDate();
  for (const [index, payout] of owed.filter((record) => record.creatorId === paidCreatorId).entries()) {
    await markPaid(adminId, payout.id, { reference: `SNB-FT-${transferredOn.replaceAll('-', '')}-${String(4821 + index)}`, transferredOn });
  }
}
