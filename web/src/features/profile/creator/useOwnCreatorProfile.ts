import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { creatorProfileQueries, type OwnCreatorProfile } from './api';

/**
 * The signed-in creator's own profile from the shared cache, read again when the page opens and on `load()` (a
 * retry): `loadFailure` says why it could not be read. `onLoaded` runs once, with the first profile the page gets;
 * `setProfile` puts a profile the page saved into the cache.
 */
export function useOwnCreatorProfile(onLoaded?: (profile: OwnCreatorProfile) => void) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(creatorProfileQueries.own());
  const { data: profile, refetch } = query;

  const announced = useRef(false);
  useEffect(() => {
    if (!profile || announced.current) return;
    announced.current = true;
    onLoaded?.(profile);
  }, [profile, onLoaded]);

  const setProfile = useCallback((saved: OwnCreatorProfile) => queryClient.setQueryData(creatorProfileQueries.own().queryKey, saved), [queryClient]);
  const load = useCallback(() => void refetch(), [refetch]);
  const loadFailure = query.status === 'error' && !query.isFetching ? errorMessage(t, query.error) : undefined;

  return { profile, setProfile, loadFailure, load };
}
