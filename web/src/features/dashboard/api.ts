import { ROUTES } from '../../../../shared/api/routes';
import type { CampaignList, DashboardView } from '../../../../shared/domain/campaign';
import { apiRequest } from '../../lib/api';

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
