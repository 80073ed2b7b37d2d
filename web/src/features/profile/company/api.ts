import { ROUTES } from '../../../../../shared/api/routes';
import type { CompanyProfile, CompanyProfileInput } from '../../../../../shared/domain/profile';
import { apiRequest } from '../../../lib/api';

/** Profile answers carry a short-lived read URL for each private file they show, keyed by the stored URL. */
export type WithReadUrls<T> = T & { readUrls: Record<string, string> };

export type OwnCompanyProfile = WithReadUrls<CompanyProfile>;

export function loadOwnCompanyProfile(): Promise<OwnCompanyProfile> {
  return apiRequest<OwnCompanyProfile>(ROUTES.getCompanyProfile);
}

/** Saves the whole profile; a valid one completes it (`profileCompleted`), so the session must be reloaded after. */
export function saveOwnCompanyProfile(input: CompanyProfileInput): Promise<OwnCompanyProfile> {
  return apiRequest<OwnCompanyProfile>(ROUTES.saveCompanyProfile, { body: input });
}
