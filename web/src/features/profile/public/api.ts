import type { ViewedCompanyProfile, ViewedCreatorProfile } from '../../../../../shared/api/responses';
import { ROUTES } from '../../../../../shared/api/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type { ViewedCompanyProfile, ViewedCreatorProfile };

export function loadCreatorProfile(id: string): Promise<ViewedCreatorProfile> {
  return apiRequest(ROUTES.viewCreatorProfile, { pathParameters: { id } });
}

export function loadCompanyProfile(id: string): Promise<ViewedCompanyProfile> {
  return apiRequest(ROUTES.viewCompanyProfile, { pathParameters: { id } });
}

export const publicProfileQueries = {
  creator: (id: string) => queryOptions({ queryKey: [QUERY_ROOTS.profiles, 'creator', id], queryFn: () => loadCreatorProfile(id) }),
  company: (id: string) => queryOptions({ queryKey: [QUERY_ROOTS.profiles, 'company', id], queryFn: () => loadCompanyProfile(id) }),
};
