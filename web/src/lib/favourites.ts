import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../shared/api/routes';
import type { FavouriteIds, FavouriteList } from '../../../shared/domain/favourites';
import { apiRequest } from './api';
import { QUERY_ROOTS } from './query-keys';

/** A company's favourite creators (issue 28): their ids for the stars, and `/creators`' pages. */
export const favouriteQueries = {
  all: [QUERY_ROOTS.favourites] as const,
  ids: () => queryOptions({ queryKey: [QUERY_ROOTS.favourites, 'ids'], queryFn: (): Promise<FavouriteIds> => apiRequest(ROUTES.favouriteIds, {}) }),
  list: (page: number) =>
    queryOptions({ queryKey: [QUERY_ROOTS.favourites, 'list', page], queryFn: (): Promise<FavouriteList> => apiRequest(ROUTES.listFavourites, { query: { page } }) }),
};

/** Stars or unstars a creator; both are the same answer when repeated. */
export async function setFavourite(creatorId: string, starred: boolean): Promise<void> {
  await apiRequest(starred ? ROUTES.starFavourite : ROUTES.unstarFavourite, { pathParameters: { creatorId } });
}
