import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ProfileFailure, ProfileSkeleton } from './ProfileStates';
import { useApiQuery } from '../../../hooks/useApiQuery';

/**
 * The frame of a public profile page (`/creator/{id}`, `/company/{id}`): loads the profile of the id in the URL and
 * shows a skeleton meanwhile, why it cannot be shown, or the profile; the page title is the profile's name once loaded.
 */
export function PublicProfilePage<T, K extends QueryKey>({
  query,
  nameOf,
  title,
  children,
}: {
  query: (id: string) => UseQueryOptions<T, Error, T, K>;
  nameOf: (profile: T) => string;
  /** The title while the profile loads or when it cannot be shown. */
  title: string;
  children: (profile: T) => ReactNode;
}) {
  const id = useParams().id ?? '';
  const { resource, reload } = useApiQuery(query(id));
  return (
    <Page title={resource.status === 'ready' ? nameOf(resource.data) : title}>
      {resource.status === 'loading' && <ProfileSkeleton />}
      {resource.status === 'failed' && <ProfileFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && children(resource.data)}
    </Page>
  );
}
