import { ROUTES } from '../../../../../shared/api/routes';
import type { ApplicationList, ApplicationStatus, ExchangeList } from '../../../../../shared/domain/campaign';
import type { CreatorInvitations } from '../../../../../shared/domain/invitations';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { joinList } from '../../../lib/search-params';

/** `GET /campaigns`: one page of the open campaigns, by publication date. Empty lists are left out of the query. */
export interface ExchangeQuery {
  page: number;
  sortOrder: 'ASC' | 'DESC';
  keyword: string;
  category: string[];
  contentType: string[];
  location: string[];
}

export function loadOpenCampaigns(query: ExchangeQuery): Promise<ExchangeList> {
  return apiRequest(ROUTES.listOpenCampaigns, {
    query: {
      page: query.page,
      sortBy: 'publishedAt',
      sortOrder: query.sortOrder,
      keyword: query.keyword || undefined,
      category: joinList(query.category) || undefined,
      contentType: joinList(query.contentType) || undefined,
      location: joinList(query.location) || undefined,
    },
  });
}

/** `GET /campaigns/creator/applications`: one page of the creator's applications in the given statuses. */
export interface ApplicationsQuery {
  page: number;
  keyword: string;
  status: readonly ApplicationStatus[];
}

export function loadMyApplications(query: ApplicationsQuery): Promise<ApplicationList> {
  return apiRequest(ROUTES.listMyApplications, {
    query: { page: query.page, keyword: query.keyword || undefined, status: joinList(query.status) },
  });
}

/** Declines an invitation: the company sees it declined; applying stays possible while the campaign is open. */
export async function declineInvitation(campaignId: string): Promise<void> {
  await apiRequest(ROUTES.declineInvitation, { pathParameters: { id: campaignId } });
}

/** The exchange's pages and the creator's applications: both change with an apply, so both sit under `campaigns`. */
export const exchangeQueries = {
  open: (query: ExchangeQuery) => queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'open', query], queryFn: () => loadOpenCampaigns(query) }),
  /** The creator's open invitations (issue 28), under `open`: an apply or a live notice refreshes them with the exchange. */
  invitations: () =>
    queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'open', 'invitations'], queryFn: (): Promise<CreatorInvitations> => apiRequest(ROUTES.listOwnInvitations, {}) }),
  applications: (view: string, query: ApplicationsQuery) =>
    queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'applications', view, query], queryFn: () => loadMyApplications(query) }),
};
