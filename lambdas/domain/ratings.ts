import type { Role } from '../../shared/domain/constants';
import { maskOffPlatformContacts } from '../../shared/domain/off-platform-contact';
import { namedPage } from '../../shared/domain/page';
import { mayViewProfile } from '../../shared/domain/profile-visibility';
import {
  isRevealed,
  ratingDeadline,
  ratingSummary,
  RATING_WINDOW_DAYS,
  REVIEWS_PAGE_SIZE,
  type DealRatingsView,
  type GivenRating,
  type RatingInput,
  type RatingSide,
  type RatingSummary,
  type ReviewList,
  type ReviewView,
} from '../../shared/domain/ratings';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { getDelivery, type DeliveryRecord } from '../data/deliveries';
import { newEvent } from '../data/events';
import { authorOf, getDealRatings, hideRating, listRatingsAbout, putRating, type RatingRecord } from '../data/ratings';
import { getUserById } from '../data/users';
import { pageOf, mapPage } from './pager';

/**
 * Ratings and reviews (issue 28): each side of a deal whose set was approved rates the other once within 30 days;
 * the ratings show when both have rated or the 30 days end; averages and reviews are computed from the revealed,
 * not hidden ratings about a user when asked (bounded by her deals), so nothing has to run when a window ends.
 */

export interface Caller {
  userId: string;
  role: Role;
}

/** Two sides rating at once: the second attempt sees the first and reveals both. */
const RATE_RETRY: RetryPolicy = { attempts: 3, ...RACE_BACKOFF };

const APPROVED = ['approved', 'completed'];

/** The deal as the caller may rate it: an approved set of a creator on a campaign, seen by that creator or its company. */
async function dealOf(caller: Caller, campaignId: string, creatorId: string): Promise<{ deal: DeliveryRecord & { approvedAt: string }; side: RatingSide }> {
  const deal = await getDelivery(campaignId, creatorId);
  if (!deal) throw new NotFoundError('APPLICATION_NOT_FOUND');
  const side: RatingSide | undefined = caller.role === 'company' && deal.campaign.companyId === caller.userId ? 'company' : caller.role === 'creator' && creatorId === caller.userId ? 'creator' : undefined;
  if (!side) throw new ForbiddenError();
  const { approvedAt } = deal;
  if (!APPROVED.includes(deal.status) || !approvedAt) throw new ConflictError('RATING_NOT_OPEN');
  return { deal: { ...deal, approvedAt }, side };
}

function given(rating: RatingRecord): GivenRating {
  return { overall: rating.overall, criteria: rating.criteria, ...(rating.text ? { text: rating.text } : {}), ratedAt: rating.ratedAt };
}

/** The deal's ratings as `side` sees them: its own whole, the other's only once revealed and not hidden. */
export function dealView(side: RatingSide, otherName: string, deadline: string, ratings: Partial<Record<RatingSide, RatingRecord>>, now: Date): DealRatingsView {
  const own = ratings[side];
  const other = ratings[side === 'company' ? 'creator' : 'company'];
  const shownOther = other && isRevealed(other, now) && !other.hidden ? given(other) : undefined;
  return {
    side,
    otherName,
    deadline,
    canRate: !own && now.toISOString() < deadline,
    ...(own ? { own: { ...given(own), ...(own.hidden ? { hiddenReason: own.hidden.reason } : {}) } } : {}),
    otherRated: other !== undefined,
    ...(shownOther ? { other: { ...shownOther, text: shownOther.text && maskOffPlatformContacts(shownOther.text) } } : {}),
  };
}

const otherNameOf = (deal: DeliveryRecord, side: RatingSide) => (side === 'company' ? deal.creatorName : deal.campaign.companyName);

/** `GET /campaigns/{id}/ratings/{creatorId}`: the deal's ratings, to its company or its creator. */
export async function dealRatings(caller: Caller, campaignId: string, creatorId: string, now: Date): Promise<DealRatingsView> {
  const { deal, side } = await dealOf(caller, campaignId, creatorId);
  return dealView(side, otherNameOf(deal, side), ratingDeadline(deal.approvedAt), await getDealRatings(campaignId, creatorId), now);
}

/**
 * `POST /campaigns/{id}/ratings/{creatorId}`: the caller's side rates the other, once, within the window; the rated
 * side is told (and asked to rate back) through the event written with the rating.
 */
export async function rateDeal(caller: Caller, campaignId: string, creatorId: string, input: RatingInput, now: Date): Promise<DealRatingsView> {
  const { deal, side } = await dealOf(caller, campaignId, creatorId);
  const deadline = ratingDeadline(deal.approvedAt);
  const ratedAt = now.toISOString();
  if (ratedAt >= deadline) throw new ConflictError('RATING_CLOSED');
  const author = side === 'company' ? deal.campaign.companyName : ((await getUserById(creatorId))?.fullName ?? deal.creatorName);
  const rating: RatingRecord = {
    campaignId,
    campaignTitle: deal.campaign.campaignTitle,
    creatorId,
    companyId: deal.campaign.companyId,
    side,
    authorName: author,
    overall: input.overall,
    criteria: input.criteria,
    ...(input.text ? { text: input.text } : {}),
    ratedAt,
    deadline,
    revealed: false,
  };
  const facts = { campaignId, campaignTitle: rating.campaignTitle, companyId: rating.companyId, creatorId, dueAt: deadline };
  const event = side === 'company' ? newEvent('creator.rated', { ...facts, companyName: author }, ratedAt) : newEvent('company.rated', { ...facts, creatorName: author }, ratedAt);
  const approvedSince = new Date(now.getTime() - RATING_WINDOW_DAYS * 86_400_000).toISOString();
  const ratings = await retrying(RATE_RETRY, async () => {
    const current = await getDealRatings(campaignId, creatorId);
    if (current[side]) throw new ConflictError('ALREADY_RATED');
    const otherRated = current[side === 'company' ? 'creator' : 'company'] !== undefined;
    const refusal = await putRating({ rating, otherRated, approvedSince, event });
    if (!refusal) return { ...current, [side]: { ...rating, revealed: otherRated } };
    if (refusal === 'rated') throw new ConflictError('ALREADY_RATED');
    if (refusal === 'not-rateable') throw new ConflictError('RATING_CLOSED');
    return tryAgain(new ConflictError());
  });
  const revealedNow = Object.values(ratings).length === 2;
  const shown = revealedNow ? Object.fromEntries(Object.entries(ratings).map(([key, value]) => [key, { ...value, revealed: true }])) : ratings;
  return dealView(side, otherNameOf(deal, side), deadline, shown, now);
}

/** The ratings about a user that show: revealed, and not hidden by an admin. */
function shownRatings(ratings: readonly RatingRecord[], now: Date): RatingRecord[] {
  return ratings.filter((rating) => isRevealed(rating, now) && !rating.hidden);
}

function reviewView(rating: RatingRecord): ReviewView {
  return {
    campaignId: rating.campaignId,
    campaignTitle: rating.campaignTitle,
    side: rating.side,
    creatorId: rating.creatorId,
    authorName: rating.authorName,
    overall: rating.overall,
    criteria: rating.criteria,
    // Checked like a chat message: contact details to deal off the platform are masked.
    ...(rating.text ? { text: maskOffPlatformContacts(rating.text) } : {}),
    ratedAt: rating.ratedAt,
  };
}

/**
 * `GET /company/creator/{id}/reviews` and `GET /creator/company/{id}/reviews`: the summary and a page of the reviews
 * about a user of `subjectRole`, to whom may view her profile (404 otherwise, as the profile is).
 */
export async function reviewsAbout(viewer: Role, subjectId: string, subjectRole: 'creator' | 'company', page: number, now: Date): Promise<ReviewList> {
  // The profile and its ratings are read side by side: the ratings are dropped unread if the profile refuses.
  const [user, ratings] = await Promise.all([getUserById(subjectId), listRatingsAbout(subjectId)]);
  if (!user || user.role !== subjectRole || !mayViewProfile(viewer, user)) throw new NotFoundError();
  const shown = shownRatings(ratings, now);
  return { ...namedPage('reviews', mapPage(pageOf(shown, page, REVIEWS_PAGE_SIZE), reviewView)), summary: ratingSummary(shown) };
}

/** The rating summaries of a page's creators (candidate cards, favourites), by id; one query each. */
export async function ratingSummaries(subjectIds: readonly string[], now: Date): Promise<Map<string, RatingSummary>> {
  const ratings = await Promise.all(subjectIds.map((id) => listRatingsAbout(id)));
  return new Map(subjectIds.map((id, index) => [id, ratingSummary(shownRatings(ratings[index] ?? [], now))]));
}

/** A summary as a card carries it: only when there is a rating to show. */
export function shownSummary(summary: RatingSummary | undefined): { rating?: RatingSummary } {
  return summary?.count ? { rating: summary } : {};
}

/**
 * `POST /admin/reviews/{campaignId}/{creatorId}/{side}/hide`: an admin hides a review that breaks the terms, with the
 * reason, recorded on it; its author is told why (`review.hidden`, in the same transaction).
 */
export async function hideReview(adminId: string, key: { campaignId: string; creatorId: string; side: RatingSide }, reason: string, now: Date): Promise<void> {
  const rating = (await getDealRatings(key.campaignId, key.creatorId))[key.side];
  if (!rating) throw new NotFoundError('REVIEW_NOT_FOUND');
  if (rating.hidden) throw new ConflictError('REVIEW_ALREADY_HIDDEN');
  const at = now.toISOString();
  const event = newEvent('review.hidden', { userId: authorOf(rating), campaignId: key.campaignId, campaignTitle: rating.campaignTitle, reason }, at);
  if (!(await hideRating(key, { at, by: adminId, reason }, event))) throw new ConflictError('REVIEW_ALREADY_HIDDEN');
}
