import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { guardDecision, type RouteAccess } from './guard';
import { useSession } from '../lib/session';

/** Renders the route's page, a spinner while the user loads, or sends the visitor where spec §2 says. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(access, session, location.pathname);
  if (decision.kind === 'render') return children;
  if (decision.kind === 'wait') return <PageSpinner page />;
  return <Navigate to={decision.to} replace state={decision.remember ? { from: location } : undefined} />;
}
