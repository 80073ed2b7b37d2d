import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../shared/api/routes';
import type { CompensationPage, CompensationRequestView } from '../../../../../shared/domain/compensation';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type { CompensationPage, CompensationRequestView };

/** The admin's decision: a refund to the company, or `extensionDays` more for the creator. */
export type CompensationDecisionBody = { decision: 'refund' } | { decision: 'extend'; extensionDays: number };

/** `GET /admin/compensations?page`: the open requests, oldest first. */
export function loadCompensationRequests(page: number): Promise<CompensationPage> {
  return apiRequest(ROUTES.listCompensationRequests, { query: { page } });
}

/** `PUT /admin/compensations/{campaignId}/{creatorId}`: once; the decided request is answered. */
export function decideCompensation(request: Pick<CompensationRequestView, 'campaignId' | 'creatorId'>, body: CompensationDecisionBody): Promise<CompensationRequestView> {
  return apiRequest(ROUTES.decideCompensation, { pathParameters: { campaignId: request.campaignId, creatorId: request.creatorId }, body });
}

export const compensationQueries = {
  all: [QUERY_ROOTS.compensations] as const,
  page: (page: number) => queryOptions({ queryKey: [QUERY_ROOTS.compensations, page], queryFn: () => loadCompensationRequests(page) }),
};
