import { ROUTES } from '../../../../shared/api/routes';
import type { CampaignList, DashboardView } from '../../../../shared/domain/campaign';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';

export function loadDashboard(): Promise<DashboardView> {
  return apiRequest(ROUTES.getDashboard);
}

export interface OwnCampaignsQuery {
  page: number;
  keyword: string;
  /** Comma lists, as the URL keeps them. */
  status: string;
  contentType: string;
  sortBy: string;
  sortOrder: string;
}

/**
 * A company's own campaigns, or the campaigns a creator was accepted to (spec §7 `GET /campaigns/{role}`). Empty
 * values are left out, so the API applies its defaults.
 */
export function loadOwnCampaigns(role: 'company' | 'creator', query: OwnCampaignsQuery): Promise<CampaignList> {
  return apiRequest(role === 'company' ? ROUTES.listCompanyCampaigns : ROUTES.listCreatorCampaigns, {
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
  });
}

export const dashboardQueries = {
  figures: () => queryOptions({ queryKey: [QUERY_ROOTS.dashboard], queryFn: loadDashboard }),
  ownCampaigns: (role: 'company' | 'creator', query: OwnCampaignsQuery) =>
    queryOptions({ queryKey: [QUERY_ROOTS.campaigns, 'own', role, query], queryFn: () => loadOwnCampaigns(role, query) }),
};
