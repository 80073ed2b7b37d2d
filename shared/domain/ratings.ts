import type { NamedPage } from './page';

/**
 * Ratings and reviews (issue 28), both ways, once a creator's set is approved: the company rates the creator and the
 * creator rates the company, each once per campaign, within 30 days of the approval. A rating is revealed when both
 * have rated or when the 30 days end, so neither answers the other; revealed ratings that an admin did not hide make
 * the averages and the reviews on the public profiles and candidate cards.
 */

/** Who wrote a rating: the company (rating the creator) or the creator (rating the company). */
export const RATING_SIDES = ['company', 'creator'] as const;
export type RatingSide = (typeof RATING_SIDES)[number];
export const isRatingSide = (value: string): value is RatingSide => (RATING_SIDES as readonly string[]).includes(value);

/** What the company rates a creator on, beside the overall score. */
export const CREATOR_CRITERIA = ['quality', 'communication', 'timeliness'] as const;
/** What a creator rates a company on, beside the overall score. */
export const COMPANY_CRITERIA = ['briefClarity', 'feedbackFairness', 'paymentSpeed'] as const;
export type RatingCriterion = (typeof CREATOR_CRITERIA)[number] | (typeof COMPANY_CRITERIA)[number];

/** The criteria a side rates the other on. */
export const CRITERIA_OF: { readonly [Side in RatingSide]: readonly RatingCriterion[] } = { company: CREATOR_CRITERIA, creator: COMPANY_CRITERIA };

export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
/** Days after the approval of the set during which each side may rate, and after which every rating shows. */
export const RATING_WINDOW_DAYS = 30;
export const REVIEW_TEXT_MAX_LENGTH = 1_000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;

/** What one side gives: an overall score, one per criterion of its side, and optional words. */
export interface RatingInput {
  overall: number;
  criteria: Partial<Record<RatingCriterion, number>>;
  text?: string;
}

export interface GivenRating extends RatingInput {
  ratedAt: string;
  /** Set on the author's own rating that an admin hid for breaking the terms: why. */
  hiddenReason?: string;
}

/**
 * `GET` / `POST /campaigns/{id}/ratings/{creatorId}`: the rating of one deal as one of its two sides sees it: its own
 * rating, whether the other side rated (what it said only once revealed), until when a rating may be given, and
 * whether the caller may still rate.
 */
export interface DealRatingsView {
  side: RatingSide;
  /** The name of whom the caller rates: the creator, or the company. */
  otherName: string;
  /** The last moment to rate; every rating of the deal shows from then on. */
  deadline: string;
  canRate: boolean;
  own?: GivenRating;
  otherRated: boolean;
  /** The other side's rating, once revealed (both rated, or the deadline passed), unless an admin hid it. */
  other?: GivenRating;
}

/** Averages over a user's revealed, shown ratings (one decimal), and how many there are. */
export interface RatingSummary {
  count: number;
  overall: number;
  criteria: Partial<Record<RatingCriterion, number>>;
}

/** A review on a public profile: who wrote it for which campaign and when, the scores and the words. */
export interface ReviewView {
  campaignId: string;
  campaignTitle: string;
  side: RatingSide;
  creatorId: string;
  authorName: string;
  overall: number;
  criteria: Partial<Record<RatingCriterion, number>>;
  text?: string;
  ratedAt: string;
}

/** `GET /company/creator/{id}/reviews` and `GET /creator/company/{id}/reviews`: the summary and a page of reviews, newest first. */
export type ReviewList = NamedPage<'reviews', ReviewView> & { summary: RatingSummary };

/** A rating's criteria with their scores, in the order the forms ask them (a stored map keeps no order). */
export function orderedCriteria(criteria: Partial<Record<RatingCriterion, number>>): [RatingCriterion, number][] {
  return [...CREATOR_CRITERIA, ...COMPANY_CRITERIA].flatMap((criterion) => (criteria[criterion] === undefined ? [] : [[criterion, criteria[criterion]] as [RatingCriterion, number]]));
}

/** The end of the rating window of a set approved at `approvedAt`. */
export function ratingDeadline(approvedAt: string): string {
  return new Date(Date.parse(approvedAt) + RATING_WINDOW_DAYS * 86_400_000).toISOString();
}

/** A rating shows when both sides rated (`revealed`, set by the second rating) or its deal's window ended. */
export function isRevealed(rating: { revealed: boolean; deadline: string }, now: Date): boolean {
  return rating.revealed || now.toISOString() >= rating.deadline;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The averages of the given ratings (one decimal); a criterion counts only the ratings that scored it. */
export function ratingSummary(ratings: readonly Pick<RatingInput, 'overall' | 'criteria'>[]): RatingSummary {
  const count = ratings.length;
  const overall = count ? oneDecimal(ratings.reduce((sum, rating) => sum + rating.overall, 0) / count) : 0;
  const criteria: Partial<Record<RatingCriterion, number>> = {};
  const criterionNames = new Set(ratings.flatMap((rating) => Object.keys(rating.criteria) as RatingCriterion[]));
  for (const criterion of criterionNames) {
    const scores = ratings.flatMap((rating) => (rating.criteria[criterion] === undefined ? [] : [rating.criteria[criterion]]));
    criteria[criterion] = oneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length);
  }
  return { count, overall, criteria };
}
