import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../shared/api/routes';
import type { CoveringPage, CoveringRecordView, PayoutBankAccountView, PayoutTransfer } from '../../../../../shared/domain/ledger';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type { CoveringPage, CoveringRecordView, PayoutBankAccountView, PayoutTransfer };

/** Spec §7 `GET /admin/creator-cards?page`: the unpaid payouts, oldest first. */
export function loadCoveringRecords(page: number): Promise<CoveringPage> {
  return apiRequest(ROUTES.listCoveringRecords, { query: { page } });
}

/** Spec §7 `PUT /admin/mark-paid/{id}` with the transfer: once; marked already (by another admin) answers the paid record too. */
export function markPayoutPaid(id: string, transfer: PayoutTransfer): Promise<CoveringRecordView> {
  return apiRequest(ROUTES.markPayoutPaid, { pathParameters: { id }, body: transfer });
}

/** The whole account a payout goes to; the server writes each reveal to its audit log. */
export function revealPayoutBankAccount(id: string): Promise<PayoutBankAccountView> {
  return apiRequest(ROUTES.revealPayoutBankAccount, { pathParameters: { id } });
}

export const coveringQueries = {
  all: [QUERY_ROOTS.covering] as const,
  page: (page: number) => queryOptions({ queryKey: [QUERY_ROOTS.covering, page], queryFn: () => loadCoveringRecords(page) }),
};
