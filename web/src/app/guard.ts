import { APP_ROUTES, appPath } from '../../../shared/app-paths';
import type { Role } from '../../../shared/domain/constants';
import type { User } from '../../../shared/domain/user';
import type { SessionStatus } from '../lib/session';

/** Who may open a web route: anyone without a check (`public`), or the signed-in roles listed. */
export type RouteAccess = 'public' | readonly Role[];

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  /** `remember`: the sign-in page gets the requested location, to return there afterwards. */
  | { kind: 'redirect'; to: string; remember: boolean };

/** Admin paths sign in through the admins' pool (spec §6: the /admin prefix). */
export function isAdminPath(pathname: string): boolean {
  return pathname === APP_ROUTES.adminHome || pathname.startsWith(`${APP_ROUTES.adminHome}/`);
}

function isCreationPath(pathname: string): boolean {
  return pathname === APP_ROUTES.creatorCreation || pathname === APP_ROUTES.companyCreation;
}

/** The route guard of spec §2, as a pure function of the session and the requested path. */
export function guardDecision(access: RouteAccess, session: { status: SessionStatus; user?: User }, requestedPath: string): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  // The router matches `/dashboard/` as `/dashboard`: so does the guard.
  const pathname = requestedPath.replace(/\/+$/, '') || '/';
  if (session.status === 'loading') return { kind: 'wait' };
  const { user } = session;
  if (session.status !== 'authenticated' || !user) {
    return { kind: 'redirect', to: appPath.signIn(isAdminPath(pathname)), remember: true };
  }
  if (!access.includes(user.role)) return { kind: 'redirect', to: APP_ROUTES.unauthorized, remember: false };
  if (user.role === 'admin') return { kind: 'render' };
  if (!user.profileCompleted && pathname !== appPath.creation(user.role)) {
    return { kind: 'redirect', to: appPath.creation(user.role), remember: false };
  }
  if (user.profileCompleted && isCreationPath(pathname)) return { kind: 'redirect', to: APP_ROUTES.dashboard, remember: false };
  return { kind: 'render' };
}
