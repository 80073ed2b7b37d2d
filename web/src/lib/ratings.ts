import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../shared/api/routes';
import type { DealRatingsView, RatingInput, RatingSide, ReviewList } from '../../../shared/domain/ratings';
import { apiRequest } from './api';
import { QUERY_ROOTS } from './query-keys';

/** Whose reviews: a creator's (read by companies and admins) or a company's (read by creators and admins). */
export type ReviewSubject = 'creator' | 'company';

/**
 * Ratings and reviews (issue 28): a deal's ratings sit under its campaign's key (a live notice of a rating refreshes
 * the campaign and them), a profile's reviews under `profiles`.
 */
export const ratingQueries = {
  deal: (campaignId: string, creatorId: string) =>
    queryOptions({
      queryKey: [QUERY_ROOTS.campaigns, 'detail', campaignId, 'ratings', creatorId],
      queryFn: (): Promise<DealRatingsView> => apiRequest(ROUTES.getDealRatings, { pathParameters: { id: campaignId, creatorId } }),
    }),
  reviews: (subject: ReviewSubject, id: string, page: number) =>
    queryOptions({
      queryKey: [QUERY_ROOTS.profiles, 'reviews', id, page],
      queryFn: (): Promise<ReviewList> => apiRequest(subject === 'creator' ? ROUTES.listCreatorReviews : ROUTES.listCompanyReviews, { pathParameters: { id }, query: { page } }),
    }),
};

/** The caller's side rates the other on one deal, once. */
export function rateDeal(campaignId: string, creatorId: string, input: RatingInput): Promise<DealRatingsView> {
  return apiRequest(ROUTES.rateDeal, { pathParameters: { id: campaignId, creatorId }, body: input });
}

/** An admin hides one review, with the reason its author is told. */
export async function hideReview(review: { campaignId: string; creatorId: string; side: RatingSide }, reason: string): Promise<void> {
  await apiRequest(ROUTES.hideReview, { pathParameters: review, body: { reason } });
}
