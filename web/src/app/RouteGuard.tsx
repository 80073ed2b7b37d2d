import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { guardDecision, type RouteAccess } from './guard';
import { useSession } from '../lib/session';

/** Renders the route's page, a spinner while the user loads, or sends the visitor where spec §2 says. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const decision = guardDecision(access, session, location.pathname);
  if (decision.kind === 'render') return children;
  if (decision.kind === 'wait') return <PageSpinner page />;
  // Signing out ends the session and then navigates to the sign-in page; while that navigation is under
  // way, this page must not send the visitor to sign in a second time (with a `from` to come back to).
  if (decision.remember && navigation.state !== 'idle') return <PageSpinner page />;
  return <Navigate to={decision.to} replace state={decision.remember ? { from: location } : undefined} />;
}
