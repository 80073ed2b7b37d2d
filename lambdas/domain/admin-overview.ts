import type { AdminOverview } from '../../shared/domain/ledger';
import { counterKey, openCompensationsCounterName } from '../data/keys';
import { readLedgerTotals } from '../data/ledger';
import { countPendingLicences } from '../data/licences';
import { countUnpaidPayouts } from '../data/payouts';
import { readCount } from '../data/table';

/**
 * The admin's home figures (issue 13): the licences to review, the payouts to cover, the compensation requests to
 * decide and the failed payments, each read from the counter its queue keeps in the transactions that change it.
 */
export async function adminOverview(): Promise<AdminOverview> {
  const [pendingLicences, payoutsToCover, compensationRequests, totals] = await Promise.all([
    countPendingLicences(),
    countUnpaidPayouts(),
    readCount(counterKey(openCompensationsCounterName)),
    readLedgerTotals(),
  ]);
  return { pendingLicences, payoutsToCover, compensationRequests: Math.max(0, compensationRequests), failedPayments: totals.failedPayments };
}
