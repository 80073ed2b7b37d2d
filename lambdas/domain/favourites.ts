import type { ApplicationStatus } from '../../shared/domain/campaign';
import { FAVOURITES_PAGE_SIZE, type CampaignTogether, type FavouriteCreatorView, type FavouriteIds, type FavouriteList } from '../../shared/domain/favourites';
import { namedPage } from '../../shared/domain/page';
import { mayViewProfile } from '../../shared/domain/profile-visibility';
import { ConflictError, NotFoundError } from '../core/errors';
import { listCreatorApplications } from '../data/applications';
import { listFavourites, starCreator, unstarCreator, type FavouriteRecord } from '../data/favourites';
import { getApplicantUsers } from '../data/users';
import { codeUnitOrder, mapPage, on, pageOf, sortRows } from './pager';
import { readUrlsFor } from './profile-media';
import { ratingSummaries, shownSummary } from './ratings';

/**
 * A company's favourite creators (issue 28): star and unstar (both idempotent, so a repeated tap is no error), the
 * ids for the stars shown on cards and profiles, and `/creators`' list with the last campaign worked on together.
 */

/** `PUT /favourites/{creatorId}`: starred already is the same answer; an id that is no active creator's is a 404. */
export async function starFavourite(companyId: string, creatorId: string, now: Date): Promise<void> {
  const refusal = await starCreator(companyId, { creatorId, favouritedAt: now.toISOString() });
  if (refusal === 'limit') throw new ConflictError('FAVOURITES_LIMIT');
  if (refusal === 'not-a-creator') throw new NotFoundError();
}

/** `DELETE /favourites/{creatorId}`: not starred is the same answer. */
export async function unstarFavourite(companyId: string, creatorId: string): Promise<void> {
  await unstarCreator(companyId, creatorId);
}

export async function favouriteIds(companyId: string): Promise<FavouriteIds> {
  return { creatorIds: (await listFavourites(companyId)).map((favourite) => favourite.creatorId) };
}

/** What a creator's application says of the work with one company: its campaign, and whether she was accepted. */
export interface ApplicationTogether {
  status: ApplicationStatus;
  decidedAt?: string;
  campaign: { id: string; companyId: string; campaignTitle: string };
}

const NOT_ACCEPTED: readonly ApplicationStatus[] = ['pending', 'rejected'];

/** The latest campaign of `companyId` on which the creator was accepted, whatever came after (approved, cancelled…). */
export function lastCampaignTogether(applications: readonly ApplicationTogether[], companyId: string): CampaignTogether | undefined {
  let last: CampaignTogether | undefined;
  for (const { status, decidedAt, campaign } of applications) {
    if (campaign.companyId !== companyId || NOT_ACCEPTED.includes(status) || !decidedAt) continue;
    if (!last || decidedAt > last.acceptedAt) last = { campaignId: campaign.id, campaignTitle: campaign.campaignTitle, acceptedAt: decidedAt };
  }
  return last;
}

/**
 * `GET /favourites?page=`: the latest starred first. Only the page's creators are read (their names, avatars and
 * applications, each bounded by one creator's activity). A creator whose account was deleted or deactivated shows
 * with no name or photo (a company may not view her profile then), so the star can still be removed.
 */
export async function listOwnFavourites(companyId: string, page: number): Promise<FavouriteList> {
  const favourites = sortRows(await listFavourites(companyId), on((favourite: FavouriteRecord) => favourite.favouritedAt, codeUnitOrder), 'DESC');
  const shown = pageOf(favourites, page, FAVOURITES_PAGE_SIZE);
  const ids = shown.items.map((favourite) => favourite.creatorId);
  const [users, applications, ratings] = await Promise.all([getApplicantUsers(ids), Promise.all(ids.map((id) => listCreatorApplications(id))), ratingSummaries(ids, new Date())]);
  const avatars = await readUrlsFor([...users.values()].flatMap((user) => (user.avatar && mayViewProfile('company', user) ? [user.avatar] : [])));
  const together = new Map(ids.map((id, index) => [id, lastCampaignTogether(applications[index] ?? [], companyId)]));
  return namedPage(
    'creators',
    mapPage(shown, ({ creatorId, favouritedAt }): FavouriteCreatorView => {
      const found = users.get(creatorId);
      const user = found && mayViewProfile('company', found) ? found : undefined;
      const avatarReadUrl = user?.avatar ? avatars[user.avatar] : undefined;
      const lastCampaign = together.get(creatorId);
      return {
        creatorId,
        fullName: user?.fullName ?? '',
        favouritedAt,
        ...(avatarReadUrl ? { avatarReadUrl } : {}),
        ...(lastCampaign ? { lastCampaign } : {}),
        ...(user ? shownSummary(ratings.get(creatorId)) : {}),
      };
    }),
  );
}
