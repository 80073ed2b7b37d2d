import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/** What a page shows of one API read: a spinner or skeleton, the data, or why it failed. */
export type QueryView<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * The page's view of a query: loading until the first answer, and again while a retry after a failure runs (the
 * retry button gives feedback); a failed refresh of data on screen shows the failure, as a failed first read does.
 */
export function queryView<T>(query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'isFetching'>): QueryView<T> {
  if (query.status === 'pending' || (query.status === 'error' && query.isFetching)) return { status: 'loading' };
  if (query.status === 'error') return { status: 'failed', error: query.error };
  return { status: 'ready', data: query.data as T };
}

/** One cached read (a feature's `queryOptions`) as a page shows it, with `reload` for its retry button. */
export function useApiQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): { resource: QueryView<T>; reload: () => void } {
  const query = useQuery(options);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { resource: queryView(query), reload };
}
