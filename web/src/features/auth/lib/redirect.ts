import { APP_ROUTES, appPath } from '../../../../../shared/app-paths';
import type { Role } from '../../../../../shared/domain/constants';

/** The screens of the sign-in flows: never a place to return to after signing in. */
export const AUTH_PATHS: readonly string[] = [APP_ROUTES.signIn, APP_ROUTES.signUp, APP_ROUTES.confirm, APP_ROUTES.forgot, APP_ROUTES.adminSignIn, APP_ROUTES.adminForgot];

/** The part of a router location the rule reads: where the visitor was sent away from. */
export interface RequestedLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where a user goes after signing in (spec §2): back to the page they asked for, if it was not `/`;
 * otherwise an admin to /admin, and a creator or company to /dashboard once their profile is complete,
 * else to their profile creation.
 */
export function redirectAfterSignIn({ from, role, profileCompleted }: { from?: RequestedLocation; role: Role; profileCompleted: boolean }): string {
  const pathname = from?.pathname;
  // Only paths of this app: `//host` would leave it.
  const returnable = pathname && pathname.startsWith('/') && !pathname.startsWith('//') && pathname !== APP_ROUTES.home && !AUTH_PATHS.includes(pathname);
  if (from && returnable) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (role === 'admin') return appPath.home(role);
  return profileCompleted ? appPath.home(role) : appPath.creation(role);
}
