import { ROUTES } from '../../../../../shared/api/routes';
import type { ApplicantList, CampaignView } from '../../../../../shared/domain/campaign';
import type { CampaignInvitations } from '../../../../../shared/domain/invitations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type ApplicantSort = 'appliedAt' | 'fullName';
export type SortOrder = 'ASC' | 'DESC';
export type ApplicantDecision = 'accept' | 'reject';

export function loadCampaign(id: string): Promise<CampaignView> {
  return apiRequest(ROUTES.getCampaign, { pathParameters: { id } });
}

export function loadApplicants(id: string, query: ApplicantsQuery): Promise<ApplicantList> {
  return apiRequest(ROUTES.listApplicants, { pathParameters: { id }, query });
}

export interface ApplicantsQuery {
  page: number;
  sortBy: ApplicantSort;
  sortOrder: SortOrder;
}

/** One campaign and, under its key, its applicants: invalidating the campaign refreshes both. */
export const campaignQueries = {
  detail: (id: string) => queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'detail', id], queryFn: () => loadCampaign(id) }),
  applicants: (id: string, query: ApplicantsQuery) =>
    queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'detail', id, 'applicants', query], queryFn: () => loadApplicants(id, query) }),
  invitations: (id: string) =>
    queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'detail', id, 'invitations'], queryFn: (): Promise<CampaignInvitations> => apiRequest(ROUTES.listCampaignInvitations, { pathParameters: { id } }) }),
};

/** Invites one favourite creator to the open campaign; inviting her again is the same answer. */
export async function inviteCreator(id: string, creatorId: string): Promise<void> {
  await apiRequest(ROUTES.inviteCreator, { pathParameters: { id, creatorId } });
}

/** Decides once: a second decision answers 409 APPLICATION_ALREADY_DECIDED, an accept past the last place 409 CAMPAIGN_FULL. */
export function decideApplicant(id: string, clientId: string, decision: ApplicantDecision): Promise<unknown> {
  return apiRequest(decision === 'accept' ? ROUTES.acceptApplicant : ROUTES.rejectApplicant, { pathParameters: { id, clientId } });
}

/** The company's one-to-one chat with an applicant before deciding: opened once, the same channel on every call. */
export function openApplicantChat(campaignId: string, creatorId: string): Promise<{ channelId: string }> {
  return apiRequest(ROUTES.openApplicantChat, { pathParameters: { id: campaignId, clientId: creatorId } });
}
