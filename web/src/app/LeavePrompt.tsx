import { lazy, Suspense, useCallback, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { APP_ROUTES } from '../../../shared/app-paths';
import { UnsavedChangesContext } from '../hooks/useUnsavedChanges';

/** The question, fetched the first time it is asked: no first load carries a dialog that only forms need. */
const LeaveDialog = lazy(() => import('./LeaveDialog'));

/** Signing out (confirmed already) and an ended session both lead there: never held. */
const SIGN_IN_PATHS = new Set<string>([APP_ROUTES.signIn, APP_ROUTES.adminSignIn]);

/**
 * Asks before the user leaves a page with unsaved work for another page of the app: React Router's `useBlocker`, one
 * for the whole app (a router takes one), asking every part of the page that registered with `useUnsavedChanges`. A
 * query changed in place (a tab, a chat channel) stays on the page and is never held. Closing the tab or typing
 * another address is the browser's, not asked here.
 */
export function LeavePrompt({ children }: { children: ReactNode }) {
  const parts = useRef(new Set<() => boolean>());
  const register = useCallback((unsaved: () => boolean) => {
    parts.current.add(unsaved);
    return () => void parts.current.delete(unsaved);
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !SIGN_IN_PATHS.has(nextLocation.pathname) && [...parts.current].some((unsaved) => unsaved()),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <UnsavedChangesContext value={register}>
      {children}
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <LeaveDialog stay={() => blocker.reset()} leave={() => blocker.proceed()} />
        </Suspense>
      )}
    </UnsavedChangesContext>
  );
}
