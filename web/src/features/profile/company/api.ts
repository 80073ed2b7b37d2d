import type { OwnCompanyProfile, WithReadUrls } from '../../../../../shared/api/responses';
import { ROUTES } from '../../../../../shared/api/routes';
import type { CompanyProfileInput } from '../../../../../shared/domain/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type { OwnCompanyProfile, WithReadUrls };

export function loadOwnCompanyProfile(): Promise<OwnCompanyProfile> {
  return apiRequest(ROUTES.getCompanyProfile);
}

/** Saves the whole profile; a valid one completes it (`profileCompleted`), so the session must be reloaded after. */
export function saveOwnCompanyProfile(input: CompanyProfileInput): Promise<OwnCompanyProfile> {
  return apiRequest(ROUTES.saveCompanyProfile, { body: input });
}

export const companyProfileQueries = {
  own: () => queryOptions({ queryKey: [QUERY_ROOTS.profiles, 'company', 'own'], queryFn: loadOwnCompanyProfile }),
};
