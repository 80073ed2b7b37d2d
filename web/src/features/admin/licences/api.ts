import type { LicenceQueuePage, QueuedLicence } from '../../../../../shared/api/responses';
import { ROUTES } from '../../../../../shared/api/routes';
import type { LicenceDecision } from '../../../../../shared/domain/licence';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type { LicenceQueuePage, QueuedLicence };

export function loadPendingLicences(page: number): Promise<LicenceQueuePage> {
  return apiRequest(ROUTES.listLicences, { query: { status: 'pending', page } });
}

/** Decides once: a licence another admin decided meanwhile answers 409 LICENCE_ALREADY_DECIDED. */
export function decideLicence(licence: Pick<QueuedLicence, 'creatorId' | 'id'>, decision: LicenceDecision, reason?: string): Promise<QueuedLicence> {
  return apiRequest(ROUTES.decideLicence, {
    pathParameters: { creatorId: licence.creatorId, licenceId: licence.id },
    body: { decision, ...(reason ? { reason } : {}) },
  });
}

export const licenceQueries = {
  all: [QUERY_ROOTS.licences] as const,
  pending: (page: number) => queryOptions({ queryKey: [QUERY_ROOTS.licences, 'pending', page], queryFn: () => loadPendingLicences(page) }),
};
