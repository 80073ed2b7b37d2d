import { ROUTES } from '../../../../../shared/api/routes';
import type { CompanyProfile, CreatorProfile } from '../../../../../shared/domain/profile';
import type { PublicCompanyProfile, PublicCreatorProfile } from '../../../../../shared/domain/profile-visibility';
import { apiRequest } from '../../../lib/api';
import type { WithReadUrls } from '../company/api';

/**
 * A creator's profile as the viewer may see it: a company gets the public face only (the API leaves out e-mail,
 * birthdate, address and licence), an admin everything. The page shows exactly the fields that came.
 */
export type ViewedCreatorProfile = WithReadUrls<PublicCreatorProfile & Partial<Pick<CreatorProfile, 'email' | 'birthdate' | 'address' | 'licence' | 'licenceState'>>>;

/** A company's profile as the viewer may see it: the address only when the company shows it (or to an admin). */
export type ViewedCompanyProfile = WithReadUrls<PublicCompanyProfile & Partial<Pick<CompanyProfile, 'email' | 'vatNumber'>>>;

export function loadCreatorProfile(id: string): Promise<ViewedCreatorProfile> {
  return apiRequest<ViewedCreatorProfile>(ROUTES.viewCreatorProfile, { pathParameters: { id } });
}

export function loadCompanyProfile(id: string): Promise<ViewedCompanyProfile> {
  return apiRequest<ViewedCompanyProfile>(ROUTES.viewCompanyProfile, { pathParameters: { id } });
}
