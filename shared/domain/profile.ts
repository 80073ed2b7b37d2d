import { ageRangeOf } from './brief-match';
import type { Gender, PreferredAge } from './campaign';
import type { CategoryId } from './categories';
import { creatorLicenceState, licenceState, type Licence, type LicenceState } from './licence';
import type { SocialLinks } from './social';
import type { User } from './user';

/**
 * Creator and company profiles (spec §3) beyond the User record, which keeps the name, the avatar and
 * `profileCompleted`. Media fields hold the uploaded object's URL without query (spec §7); answers add short-lived
 * read URLs for them in `readUrls`, keyed by that URL, because the objects are private.
 */

export interface PortfolioCase {
  caption: string;
  description?: string;
  /** Up to five images or videos. */
  media: string[];
  /** An image shown for the case. */
  cover: string;
}

/** What a creator's profile holds besides the User record. */
export interface CreatorDetails {
  birthdate?: string;
  /** The brief's two options (spec §3): asked of new creators, and once of those who signed up before it was. */
  gender?: Gender;
  address?: string;
  biography?: string;
  videoPitch?: string;
  categories?: CategoryId[];
  socialLinks?: SocialLinks;
  /** Absent until the portfolio step is saved; an empty list is a saved, empty portfolio. */
  portfolio?: PortfolioCase[];
  /** The latest licence submission, whatever its status. */
  licence?: Licence;
  /** The newest approved licence, kept while a newer submission waits or was rejected. */
  approvedLicence?: Licence;
}

/**
 * `PUT /creator/profile/{section}`: each section replaces its own fields. The wizard's steps are `details`,
 * `portfolio` and `licence`; the settings tabs are `general`, `categories`, `social` and `licence`.
 * `details` is `general` and `categories` together; `gender` alone is what a creator who signed up before it was asked
 * answers once (issue 27).
 */
export const CREATOR_PROFILE_SECTIONS = ['details', 'general', 'categories', 'social', 'portfolio', 'licence', 'gender'] as const;
export type CreatorProfileSection = (typeof CREATOR_PROFILE_SECTIONS)[number];

export function isCreatorProfileSection(value: unknown): value is CreatorProfileSection {
  return typeof value === 'string' && (CREATOR_PROFILE_SECTIONS as readonly string[]).includes(value);
}

export const CREATOR_WIZARD_STEPS = ['details', 'portfolio', 'licence'] as const;
export type CreatorWizardStep = (typeof CREATOR_WIZARD_STEPS)[number];
export type WizardProgress = Record<CreatorWizardStep, boolean>;

/**
 * The steps a creator must have done for `profileCompleted`: the required fields of spec §5 (all in `details`)
 * and a licence submitted (it needs no approval yet). The portfolio may stay empty ("up to three cases").
 */
export const REQUIRED_WIZARD_STEPS: readonly CreatorWizardStep[] = ['details', 'licence'];

/** Which wizard steps are done: the app resumes at the first that is not. */
export function wizardProgress(user: Pick<User, 'fullName' | 'avatar'>, details: CreatorDetails): WizardProgress {
  return {
    details: Boolean(user.fullName && user.avatar && details.birthdate && details.address && details.categories?.length),
    portfolio: details.portfolio !== undefined,
    licence: details.licence !== undefined,
  };
}

export function isWizardComplete(progress: WizardProgress): boolean {
  return REQUIRED_WIZARD_STEPS.every((step) => progress[step]);
}

export type LicenceWithState = Licence & { state: LicenceState };

/** A creator's whole profile, as the creator and admins see it. */
export interface CreatorProfile extends User, Omit<CreatorDetails, 'licence' | 'approvedLicence'> {
  licence?: LicenceWithState;
  approvedLicence?: LicenceWithState;
  /** The state that counts for applying (see `creatorLicenceState`). */
  licenceState: LicenceState;
  steps: WizardProgress;
  /** The brief's age range the birthdate falls in today: what companies see instead of the birthdate. */
  ageRange?: PreferredAge;
}

export function creatorProfile(user: User, details: CreatorDetails, today: string): CreatorProfile {
  const { licence, approvedLicence, ...rest } = details;
  const ageRange = ageRangeOf(details.birthdate, today);
  return {
    ...user,
    ...rest,
    ...(ageRange ? { ageRange } : {}),
    ...(licence ? { licence: { ...licence, state: licenceState(licence, today) } } : {}),
    ...(approvedLicence ? { approvedLicence: { ...approvedLicence, state: licenceState(approvedLicence, today) } } : {}),
    licenceState: creatorLicenceState({ latest: licence, approved: approvedLicence }, today),
    steps: wizardProgress(user, details),
  };
}

/** What a company's profile holds besides the User record, whose `fullName` is the company or brand name. */
export interface CompanyDetails {
  description?: string;
  /** Saudi VAT registration number: 15 digits, starting and ending with 3. */
  vatNumber: string;
  businessAddress: string;
  showAddressToCreators: boolean;
}

/** `PUT /company/profile`: the whole company profile at once. */
export interface CompanyProfileInput extends CompanyDetails {
  companyName: string;
  /** A logo; null or left out removes it. */
  avatar?: string | null;
}

/** A company's whole profile, as the company and admins see it. */
export interface CompanyProfile extends User, Partial<CompanyDetails> {
  companyName: string;
}

export function companyProfile(user: User, details: CompanyDetails | undefined): CompanyProfile {
  return { ...user, companyName: user.fullName, showAddressToCreators: false, ...details };
}

/** Every media URL a (possibly filtered) profile shows, so exactly those get read URLs. */
export function mediaUrlsOf(profile: Partial<CreatorProfile>): string[] {
  const urls = [
    profile.avatar,
    profile.videoPitch,
    ...(profile.portfolio ?? []).flatMap((item) => [item.cover, ...item.media]),
    profile.licence?.file,
    profile.approvedLicence?.file,
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}
