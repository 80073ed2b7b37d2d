import { ROUTES } from '../../../../../shared/api/routes';
import type { CompanyProfile, CreatorProfile } from '../../../../../shared/domain/profile';
import type { PublicCompanyProfile, PublicCreatorProfile } from '../../../../../shared/domain/profile-visibility';
import { apiRequest } from '../../../lib/api';
import type { WithReadUrls } from '../company/api';

import type { ViewedCompanyProfile, ViewedCreatorProfile } from '../../../../../shared/api/responses';

export type { ViewedCompanyProfile, ViewedCreatorProfile };

export function loadCreatorProfile(id: string): Promise<ViewedCreatorProfile> {
  return apiRequest(ROUTES.viewCreatorProfile, { pathParameters: { id } });
}

export function loadCompanyProfile(id: string): Promise<ViewedCompanyProfile> {
  return apiRequest(ROUTES.viewCompanyProfile, { pathParameters: { id } });
}
