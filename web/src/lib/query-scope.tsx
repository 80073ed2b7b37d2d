import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { LiveRequest } from '../../../shared/domain/live';
import { announceAccountDeactivated } from './deactivation';
import { openLiveChannel, type LiveChannel } from './live-channel';
import { queriesAffectedBy, type LiveNews } from './live-refresh';
import { createQueryClient } from './query-client';
import { useSession } from './session';

/**
 * The app's one cache of API reads, made when the first page that reads the API loads (app/router.tsx wraps every
 * signed-in page in `QueryScope`): a visitor's first load carries no query library. With it comes the live channel
 * of a signed-in creator or company, which keeps the cached notifications (the badge, the page) current.
 */
export const queryClient = createQueryClient();

let live: { userId: string; channel: LiveChannel } | undefined;


/** Features that follow the live channel themselves (the chat), besides the refresh below. */
const newsListeners = new Set<(news: LiveNews) => void>();
const openListeners = new Set<() => void>();
let liveOpen = false;

/** Hears every message and reconnect of the live channel, whoever is signed in; answers the way to stop. */
export function listenToLive(listener: (news: LiveNews) => void): () => void {
  newsListeners.add(listener);
  return () => newsListeners.delete(listener);
}

/** Sends through the live channel when its socket is open; false otherwise (nothing was sent). */
export function sendLive(request: LiveRequest): boolean {
  return live?.channel.send(request) ?? false;
}

/** Whether the live channel's socket is open now, and its changes (for `useSyncExternalStore`). */
export const liveConnection = {
  isOpen: (): boolean => liveOpen,
  subscribe(listener: () => void): () => void {
    openListeners.add(listener);
    return () => openListeners.delete(listener);
  },
};

function setLiveOpen(open: boolean): void {
  if (liveOpen === open) return;
  liveOpen = open;
  openListeners.forEach((listener) => listener());
}

function dispatchNews(news: LiveNews): void {
  if (news !== 'reconnected' && news.type === 'account-deactivated') return announceAccountDeactivated();
  refreshOnNews(news);
  newsListeners.forEach((listener) => listener(news));
}

/** News from the live channel: what it makes stale is read again if shown, and marked stale otherwise (live-refresh.ts). */
function refreshOnNews(news: LiveNews): void {
  for (const queryKey of queriesAffectedBy(news)) void queryClient.invalidateQueries({ queryKey });
}

/** One channel per signed-in member for the tab's life, whatever pages come and go; a new user gets a new one. */
function useLiveNews(): void {
  const { user } = useSession();
  const member = user && user.role !== 'admin' ? user.id : undefined;
  useEffect(() => {
    if (!member || live?.userId === member) return;
    live?.channel.stop();
    setLiveOpen(false);
    live = { userId: member, channel: openLiveChannel(dispatchNews, setLiveOpen) };
  }, [member]);
}

/** At sign-out: the next person on this browser must not see the last one's data, nor get their news. */
export function forgetSignedInUser(): void {
  live?.channel.stop();
  live = undefined;
  setLiveOpen(false);
  queryClient.clear();
}

function LiveNews() {
  useLiveNews();
  return null;
}

export function QueryScope({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveNews />
      {children}
    </QueryClientProvider>
  );
}
