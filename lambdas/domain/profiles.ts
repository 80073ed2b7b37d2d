import { randomUUID } from 'node:crypto';
import type { InferType } from 'yup';
import { calendarDate } from '../../shared/domain/calendar';
import { isRepeatSubmission, type LicenceInput } from '../../shared/domain/licence';
import {
  companyProfile,
  creatorProfile,
  isWizardComplete,
  mediaUrlsOf,
  type CompanyProfile,
  type CompanyProfileInput,
  type CreatorDetails,
  type CreatorProfile,
  type CreatorProfileSection,
} from '../../shared/domain/profile';
import {
  companyProfileFor,
  creatorProfileFor,
  mayViewProfile,
  type CompanyViewer,
  type CreatorViewer,
  type PublicCompanyProfile,
  type PublicCreatorProfile,
} from '../../shared/domain/profile-visibility';
import type { SocialLinks } from '../../shared/domain/social';
import type { User } from '../../shared/domain/user';
import type { CREATOR_SECTION_SCHEMAS } from '../../shared/validation/profile';
import { NotFoundError } from '../core/errors';
import { submitLicence } from '../data/licences';
import { getCompanyDetails, getCreatorDetails, markProfileCompleted, saveCompanyProfile, saveCreatorSection, type CreatorSectionWrite } from '../data/profiles';
import { getUserById } from '../data/users';
import { assertOwnVerifiedUploads, readUrlsFor, type MediaReference, type WithReadUrls } from './profile-media';

/**
 * Profile use cases: a creator's wizard steps and settings tabs, a company's profile, and the profiles members see
 * of each other. The rules are in shared/domain (completion, visibility, licence state); this applies them to the
 * records and the stored files.
 */

/** A validated section body, paired with its section. */
export type CreatorSectionInput = {
  [S in CreatorProfileSection]: { section: S; input: InferType<(typeof CREATOR_SECTION_SCHEMAS)[S]> };
}[CreatorProfileSection];

type GeneralInput = InferType<(typeof CREATOR_SECTION_SCHEMAS)['general']>;

export async function getOwnCreatorProfile(userId: string): Promise<WithReadUrls<CreatorProfile>> {
  const { user, details } = await readCreator(userId);
  return withReadUrls(creatorProfile(user, details, calendarDate()));
}

/**
 * Saves one section of the caller's creator profile and answers the whole profile. Once the required wizard steps
 * are done, the profile is marked completed (and stays so: the guard then sends the creator to the dashboard).
 */
export async function saveOwnCreatorSection(userId: string, request: CreatorSectionInput): Promise<WithReadUrls<CreatorProfile>> {
  await assertOwnVerifiedUploads(userId, mediaOfSection(request));
  if (request.section === 'licence') return submitOwnLicence(userId, request.input);
  await saveCreatorSection(userId, sectionWrite(request), new Date().toISOString());
  return completedProfile(userId);
}

/**
 * A licence for review. The same licence sent again while it waits or after its approval changes nothing; any other
 * submission becomes the latest, replacing one that still waits.
 */
async function submitOwnLicence(userId: string, input: LicenceInput): Promise<WithReadUrls<CreatorProfile>> {
  const { user, details } = await readCreator(userId);
  if (!isRepeatSubmission(details.licence, input)) {
    const { issuedOn, expiresOn, file } = input;
    await submitLicence(
      {
        id: randomUUID(),
        creatorId: userId,
        creatorName: user.fullName,
        creatorEmail: user.email,
        issuedOn,
        expiresOn,
        file,
        status: 'pending',
        submittedAt: new Date().toISOString(),
      },
      details.licence,
    );
  }
  return completedProfile(userId);
}

/** Reads the profile back as saved and marks it completed when the required steps have just been done. */
async function completedProfile(userId: string): Promise<WithReadUrls<CreatorProfile>> {
  const { user, details } = await readCreator(userId);
  const profile = creatorProfile(user, details, calendarDate());
  if (!profile.profileCompleted && isWizardComplete(profile.steps)) {
    await markProfileCompleted(userId);
    profile.profileCompleted = true;
  }
  return withReadUrls(profile);
}

/** The files a section points at, each with the upload purpose it must have been uploaded for. */
function mediaOfSection({ section, input }: CreatorSectionInput): MediaReference[] {
  switch (section) {
    case 'details':
    case 'general':
      return [
        { field: 'avatar', url: input.avatar, purpose: 'avatar' },
        ...(input.videoPitch ? [{ field: 'videoPitch', url: input.videoPitch, purpose: 'videoPitch' } as const] : []),
      ];
    case 'portfolio':
      return input.portfolio.flatMap((item, i) => [
        ...item.media.map((url, j) => ({ field: `portfolio[${i}].media[${j}]`, url, purpose: 'portfolio' }) as const),
        { field: `portfolio[${i}].cover`, url: item.cover, purpose: 'portfolio' } as const,
      ]);
    case 'licence':
      return [{ field: 'file', url: input.file, purpose: 'licence' }];
    case 'categories':
    case 'social':
    case 'gender':
      return [];
  }
}

/**
 * What a section writes where: name and avatar on the user's record, the rest on the creator's. A section replaces
 * its fields, so an optional field left out or empty is removed (that is how a video pitch is deleted).
 */
function sectionWrite({ section, input }: Exclude<CreatorSectionInput, { section: 'licence' }>): CreatorSectionWrite {
  switch (section) {
    case 'general':
      return generalWrite(input);
    case 'details': {
      const general = generalWrite(input);
      return { ...general, set: { ...general.set, categories: input.categories } };
    }
    case 'categories':
      return { user: {}, set: { categories: input.categories }, remove: [] };
    case 'gender':
      return { user: {}, set: { gender: input.gender }, remove: [] };
    case 'social': {
      const links: SocialLinks = Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return Object.keys(links).length ? { user: {}, set: { socialLinks: links }, remove: [] } : { user: {}, set: {}, remove: ['socialLinks'] };
    }
    case 'portfolio':
      return {
        user: {},
        set: { portfolio: input.portfolio.map(({ caption, description, media, cover }) => ({ caption, ...(description ? { description } : {}), media, cover })) },
        remove: [],
      };
  }
}

function generalWrite({ avatar, fullName, birthdate, gender, address, biography, videoPitch }: GeneralInput): CreatorSectionWrite {
  const optional = { biography: biography || undefined, videoPitch: videoPitch || undefined };
  return {
    user: { fullName, avatar },
    set: { birthdate, gender, address, ...optional },
    remove: (Object.keys(optional) as (keyof typeof optional)[]).filter((name) => optional[name] === undefined),
  };
}

export async function getOwnCompanyProfile(userId: string): Promise<WithReadUrls<CompanyProfile>> {
  const [user, details] = await Promise.all([getUserById(userId, true), getCompanyDetails(userId, true)]);
  if (!user || user.role !== 'company') throw new NotFoundError();
  return withReadUrls(companyProfile(user, details));
}

/** The whole company profile; a valid one is complete, so saving it completes the profile. */
export async function saveOwnCompanyProfile(userId: string, input: CompanyProfileInput): Promise<WithReadUrls<CompanyProfile>> {
  const { description, avatar, ...rest } = input;
  if (avatar) await assertOwnVerifiedUploads(userId, [{ field: 'avatar', url: avatar, purpose: 'avatar' }]);
  await saveCompanyProfile(userId, { ...rest, ...(description ? { description } : {}), ...(avatar ? { avatar } : {}) }, new Date().toISOString());
  return getOwnCompanyProfile(userId);
}

/** A creator's profile as an admin (everything) or a company (the public face) sees it; 404 for anyone else's id. */
export async function viewCreatorProfile(viewer: CreatorViewer, creatorId: string): Promise<WithReadUrls<CreatorProfile | PublicCreatorProfile>> {
  const [user, details] = await Promise.all([getUserById(creatorId), getCreatorDetails(creatorId)]);
  if (!user || user.role !== 'creator' || !mayViewProfile(viewer, user)) throw new NotFoundError();
  return withReadUrls(creatorProfileFor(viewer, creatorProfile(user, details, calendarDate())));
}

/** A company's profile as an admin (everything) or a creator (the public face) sees it. */
export async function viewCompanyProfile(viewer: CompanyViewer, companyId: string): Promise<WithReadUrls<CompanyProfile | PublicCompanyProfile>> {
  const [user, details] = await Promise.all([getUserById(companyId), getCompanyDetails(companyId)]);
  if (!user || user.role !== 'company' || !mayViewProfile(viewer, user)) throw new NotFoundError();
  return withReadUrls(companyProfileFor(viewer, companyProfile(user, details)));
}

/** The caller's own user and creator records, as just written. */
async function readCreator(userId: string): Promise<{ user: User; details: CreatorDetails }> {
  const [user, details] = await Promise.all([getUserById(userId, true), getCreatorDetails(userId, true)]);
  if (!user || user.role !== 'creator') throw new NotFoundError();
  return { user, details };
}

/** Read URLs for exactly the files the (possibly filtered) profile shows, so a hidden file gets none. */
async function withReadUrls<T extends Parameters<typeof mediaUrlsOf>[0]>(profile: T): Promise<WithReadUrls<T>> {
  return { ...profile, readUrls: await readUrlsFor(mediaUrlsOf(profile)) };
}
