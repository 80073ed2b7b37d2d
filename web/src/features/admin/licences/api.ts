import { ROUTES } from '../../../../../shared/api/routes';
import type { Licence, LicenceDecision, LicenceState } from '../../../../../shared/domain/licence';
import { apiRequest } from '../../../lib/api';

/** A licence in the review queue: the licence with the creator it belongs to (`GET /admin/licences`). */
export interface QueuedLicence extends Licence {
  creatorId: string;
  creatorName: string;
  creatorEmail: string;
  state: LicenceState;
}

export interface LicenceQueuePage {
  data: QueuedLicence[];
  page: number;
  totalEntries: number;
  totalPages: number;
  /** Short-lived read URLs of the licence files, keyed by the stored URL. */
  readUrls: Record<string, string>;
}

export function loadPendingLicences(page: number): Promise<LicenceQueuePage> {
  return apiRequest<LicenceQueuePage>(ROUTES.listLicences, { query: { status: 'pending', page } });
}

/** Decides once: a licence another admin decided meanwhile answers 409 LICENCE_ALREADY_DECIDED. */
export function decideLicence(licence: Pick<QueuedLicence, 'creatorId' | 'id'>, decision: LicenceDecision, reason?: string): Promise<QueuedLicence> {
  return apiRequest<QueuedLicence>(ROUTES.decideLicence, {
    pathParameters: { creatorId: licence.creatorId, licenceId: licence.id },
    body: { decision, ...(reason ? { reason } : {}) },
  });
}
