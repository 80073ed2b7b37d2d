import type { Role } from '../../../shared/domain/constants';
import type { User } from '../../../shared/domain/user';
import type { SessionStatus } from './session';

/** Who may open a web route: anyone without a check (`public`), or the signed-in roles listed. */
export type RouteAccess = 'public' | readonly Role[];

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  /** `remember`: the sign-in page gets the requested location, to return there afterwards. */
  | { kind: 'redirect'; to: string; remember: boolean };

export const SIGN_IN_PATH = '/signin';
export const ADMIN_SIGN_IN_PATH = '/admin/signin';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const DASHBOARD_PATH = '/dashboard';
export const ADMIN_HOME_PATH = '/admin';

export function creationPath(role: Exclude<Role, 'admin'>): string {
  return `/${role}/creation`;
}

export function profilePath(role: Exclude<Role, 'admin'>): string {
  return `/${role}/profile`;
}

/** Admin paths sign in through the admins' pool (spec §6: the /admin prefix). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_HOME_PATH || pathname.startsWith(`${ADMIN_HOME_PATH}/`);
}

function isCreationPath(pathname: string): boolean {
  return pathname === creationPath('creator') || pathname === creationPath('company');
}

/** The route guard of spec §2, as a pure function of the session and the requested path. */
export function guardDecision(access: RouteAccess, session: { status: SessionStatus; user?: User }, requestedPath: string): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  // The router matches `/dashboard/` as `/dashboard`: so does the guard.
  const pathname = requestedPath.replace(/\/+$/, '') || '/';
  if (session.status === 'loading') return { kind: 'wait' };
  const { user } = session;
  if (session.status !== 'authenticated' || !user) {
    return { kind: 'redirect', to: isAdminPath(pathname) ? ADMIN_SIGN_IN_PATH : SIGN_IN_PATH, remember: true };
  }
  if (!access.includes(user.role)) return { kind: 'redirect', to: UNAUTHORIZED_PATH, remember: false };
  if (user.role === 'admin') return { kind: 'render' };
  if (!user.profileCompleted && pathname !== creationPath(user.role)) {
    return { kind: 'redirect', to: creationPath(user.role), remember: false };
  }
  if (user.profileCompleted && isCreationPath(pathname)) return { kind: 'redirect', to: DASHBOARD_PATH, remember: false };
  return { kind: 'render' };
}

/** Where `/` sends a signed-in user (spec §2); undefined for a visitor, who sees the landing page. */
export function homeRedirect(user: User | undefined): string | undefined {
  if (!user) return undefined;
  return user.role === 'admin' ? ADMIN_HOME_PATH : DASHBOARD_PATH;
}
