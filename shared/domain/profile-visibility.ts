import type { Role } from './constants';
import type { CompanyProfile, CreatorProfile } from './profile';
import type { User } from './user';

/**
 * What one member may see of another's profile (spec §2: `/creator/{id}` for admins and companies, `/company/{id}`
 * for admins and creators). Admins see everything. Others see an allow-list, so a field added to a profile later
 * stays private until it is listed here.
 */

/** A company sees a creator's public face: no e-mail, birthdate, address, licence, status or wizard progress. */
export const CREATOR_FIELDS_FOR_COMPANIES = [
  'id',
  'role',
  'fullName',
  'avatar',
  'country',
  'biography',
  'videoPitch',
  'categories',
  'socialLinks',
  'portfolio',
  // Issue 27: what a brief asks for, so a company can judge a match; the birthdate itself stays private.
  'gender',
  'ageRange',
] as const satisfies readonly (keyof CreatorProfile)[];

/** A creator sees a company's public face; the business address only when the company shows it to creators. */
export const COMPANY_FIELDS_FOR_CREATORS = ['id', 'role', 'companyName', 'avatar', 'country', 'description'] as const satisfies readonly (keyof CompanyProfile)[];

export type CreatorViewer = Extract<Role, 'admin' | 'company'>;
export type CompanyViewer = Extract<Role, 'admin' | 'creator'>;

export type PublicCreatorProfile = Pick<CreatorProfile, (typeof CREATOR_FIELDS_FOR_COMPANIES)[number]>;
export type PublicCompanyProfile = Pick<CompanyProfile, (typeof COMPANY_FIELDS_FOR_CREATORS)[number] | 'businessAddress'>;

/**
 * Whether the viewer may see the profile at all: a deactivated account is hidden from other members (it can take
 * no work), but not from admins, who manage it.
 */
export function mayViewProfile(viewer: Role, target: Pick<User, 'status'>): boolean {
  return viewer === 'admin' || target.status === 'Active';
}

export function creatorProfileFor(viewer: CreatorViewer, profile: CreatorProfile): CreatorProfile | PublicCreatorProfile {
  if (viewer === 'admin') return profile;
  return pick(profile, CREATOR_FIELDS_FOR_COMPANIES);
}

export function companyProfileFor(viewer: CompanyViewer, profile: CompanyProfile): CompanyProfile | PublicCompanyProfile {
  if (viewer === 'admin') return profile;
  const shown = pick(profile, COMPANY_FIELDS_FOR_CREATORS);
  return profile.showAddressToCreators && profile.businessAddress ? { ...shown, businessAddress: profile.businessAddress } : shown;
}

function pick<T extends object, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]])) as Pick<T, K>;
}
