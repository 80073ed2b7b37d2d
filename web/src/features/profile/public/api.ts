import type { ViewedCompanyProfile, ViewedCreatorProfile } from '../../../../../shared/api/responses';
import { ROUTES } from '../../../../../shared/api/routes';
import { apiRequest } from '../../../lib/api';

export type { ViewedCompanyProfile, ViewedCreatorProfile };

export function loadCreatorProfile(id: string): Promise<ViewedCreatorProfile> {
  return apiRequest(ROUTES.viewCreatorProfile, { pathParameters: { id } });
}

export function loadCompanyProfile(id: string): Promise<ViewedCompanyProfile> {
  return apiRequest(ROUTES.viewCompanyProfile, { pathParameters: { id } });
}
