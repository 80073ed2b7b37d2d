import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ROUTES } from '../../../shared/api/routes';
import type { UserView } from '../../../shared/domain/user';
import { toaster } from '../components/toaster';
import { errorMessage } from '../i18n/errors';
import { useT } from '../i18n/useT';
import { APP_ROUTES } from '../../../shared/app-paths';
import { ApiError, apiRequest } from './api';
import { onAccountDeactivated } from './deactivation';
import { loadAuth, mayHaveSession } from './identity';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

export interface Session {
  status: SessionStatus;
  user?: UserView;
  /** Loads the signed-in user's record again; undefined when nobody is signed in or the load failed. */
  refresh(): Promise<UserView | undefined>;
  /** Ends the identity session, clears session storage and forgets the user. */
  signOut(): Promise<void>;
}

interface SessionState {
  status: SessionStatus;
  user?: UserView;
}

const SessionContext = createContext<Session | undefined>(undefined);

/**
 * Who is signed in (spec §4): authenticated when an access token exists in session storage and the user
 * record loads by e-mail; a failed load is not authenticated and shows why in a toast.
 * `onSessionFound` runs as soon as a token is found, before the user's record loads (the app shell preloads
 * the signed-in header there).
 */
export function SessionProvider({ children, onSessionFound }: { children: ReactNode; onSessionFound?: () => void }) {
  const t = useT();
  // A visitor with nothing stored is known to be signed out before anything loads: their first render is the page
  // itself, not a spinner the page then replaces (which shifted the landing page's layout).
  const [state, setState] = useState<SessionState>(() => (mayHaveSession() ? { status: 'loading' } : { status: 'anonymous' }));
  // Only the newest load may set the state: a sign-out or sign-in can overtake a slow one.
  const generation = useRef(0);

  const refresh = useCallback(async (): Promise<UserView | undefined> => {
    const current = ++generation.current;
    try {
      const auth = mayHaveSession() ? await loadAuth() : undefined;
      const token = await auth?.getAccessToken();
      const email = auth?.getSessionEmail();
      if (current !== generation.current) return undefined;
      if (!auth || !token || !email) {
        // Unchanged for a visitor known to be signed out from the start: a new value would re-render every reader,
        // and React would drop a prebuilt page still waiting for its code (then show its spinner).
        setState((previous) => (previous.status === 'anonymous' ? previous : { status: 'anonymous' }));
        return undefined;
      }
      onSessionFound?.();
      // A reload keeps the user on screen; only the first load shows the spinner.
      setState((previous) => (previous.user ? previous : { status: 'loading' }));
      const user = await apiRequest(ROUTES.getUser, { query: { email } });
      if (current === generation.current) setState({ status: 'authenticated', user });
      return user;
    } catch (error) {
      if (current !== generation.current) return undefined;
      // A deactivated account: the announcement (deactivation.ts) signs the tab out and says what happened.
      if (error instanceof ApiError && error.code === 'ACCOUNT_INACTIVE') return undefined;
      setState({ status: 'error' });
      // A signed-in user without a profile record (a sign-up that stopped half-way) is not an error to
      // announce: signing in again offers to create it.
      if (!(error instanceof ApiError && error.status === 404)) toaster.create({ type: 'error', title: errorMessage(t, error) });
      return undefined;
    }
  }, [t, onSessionFound]);

  const signOut = useCallback(async () => {
    generation.current++;
    try {
      await signOutOfIdentity();
    } finally {
      // The next person on this browser must not see the last one's campaigns, cards or profile from the cache, nor
      // get their live news (both loaded with the first signed-in page, so already here).
      const { forgetSignedInUser } = await import('./query-scope');
      forgetSignedInUser();
      setState({ status: 'anonymous' });
    }
  }, []);

  const deactivated = useRef(false);
  // Deactivated meanwhile: signed out at once (the API and the live channel refuse the session from now on), then the
  // page that says what happened, loaded afresh so that nothing of the session stays in memory.
  useEffect(
    () =>
      onAccountDeactivated(() => {
        if (deactivated.current) return;
        deactivated.current = true;
        void signOut().finally(() => window.location.replace(APP_ROUTES.accountDeactivated));
      }),
    [signOut],
  );

  const started = useRef(false);
  useEffect(() => {
    // Once per page load, also under StrictMode's double effects in development.
    if (started.current) return;
    started.current = true;
    void refresh();
  }, [refresh]);

  const value = useMemo<Session>(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

async function signOutOfIdentity(): Promise<void> {
  await (await loadAuth()).signOut();
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
