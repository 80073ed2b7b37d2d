import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/api/routes';
import type { LibraryArchiveView, LibraryPage } from '../../../../shared/domain/library';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';

/** What the library is narrowed to: the URL's filters, each empty when not set. */
export interface LibraryFilters {
  campaignId: string;
  creatorId: string;
  kind: string;
  ratio: string;
  from: string;
  to: string;
  search: string;
}

const given = (value: string) => value || undefined;

/** `GET /library`: the pages of one view, each from the cursor the page before gave. */
export const libraryQueries = {
  pages: (filters: LibraryFilters) =>
    infiniteQueryOptions({
      queryKey: [QUERY_ROOTS.library, filters],
      queryFn: ({ pageParam }): Promise<LibraryPage> =>
        apiRequest(ROUTES.listLibrary, {
          query: {
            cursor: pageParam,
            campaignId: given(filters.campaignId),
            creatorId: given(filters.creatorId),
            kind: given(filters.kind) as 'video' | 'picture' | undefined,
            ratio: given(filters.ratio) as LibraryPage['files'][number]['aspectRatio'] | undefined,
            from: given(filters.from),
            to: given(filters.to),
            search: given(filters.search.trim()),
          },
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: LibraryPage) => last.nextCursor,
      // A new filter shows the files found so far until its own arrive, rather than an empty grid.
      placeholderData: keepPreviousData,
    }),
};

export function requestLibraryArchive(files: readonly string[]): Promise<LibraryArchiveView> {
  return apiRequest(ROUTES.requestLibraryArchive, { body: { files: [...files] } });
}

export function loadLibraryArchive(id: string): Promise<LibraryArchiveView> {
  return apiRequest(ROUTES.getLibraryArchive, { pathParameters: { id } });
}

export function loadOriginal(campaignId: string, resultId: string): Promise<{ url: string }> {
  return apiRequest(ROUTES.getResultOriginal, { pathParameters: { id: campaignId, resultId } });
}

export function loadCertificate(campaignId: string, creatorId: string) {
  return apiRequest(ROUTES.getResultCertificate, { pathParameters: { id: campaignId, creatorId } });
}
