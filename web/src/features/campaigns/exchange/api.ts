import { ROUTES } from '../../../../../shared/api/routes';
import type { ApplicationList, ApplicationStatus, ExchangeList } from '../../../../../shared/domain/campaign';
import { apiRequest } from '../../../lib/api';
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
export function loadMyApplications(query: { page: number; keyword: string; status: readonly ApplicationStatus[] }): Promise<ApplicationList> {
  return apiRequest(ROUTES.listMyApplications, {
    query: { page: query.page, keyword: query.keyword || undefined, status: joinList(query.status) },
  });
}
