import type { Role } from '../../shared/domain/constants';
import { redirectAfterSignIn, type RequestedLocation } from '../../web/src/features/auth/lib/redirect';

describe('where sign-in leads (spec §2)', () => {
  it.each<[string, RequestedLocation | undefined, Role, boolean, string]>([
    ['creator, complete profile, came from nowhere', undefined, 'creator', true, '/dashboard'],
    ['company, complete profile, came from nowhere', undefined, 'company', true, '/dashboard'],
    ['creator, incomplete profile', undefined, 'creator', false, '/creator/creation'],
    ['company, incomplete profile', undefined, 'company', false, '/company/creation'],
    ['admin', undefined, 'admin', true, '/admin'],
    ['admin whose record says incomplete', undefined, 'admin', false, '/admin'],
    ['sent away from the root', { pathname: '/' }, 'creator', true, '/dashboard'],
    ['sent away from a page', { pathname: '/notifications' }, 'creator', true, '/notifications'],
    ['with its query and hash', { pathname: '/campaigns', search: '?page=2', hash: '#top' }, 'creator', true, '/campaigns?page=2#top'],
    ['incomplete profile still returns to the page (the guard decides)', { pathname: '/payment' }, 'company', false, '/payment'],
    ['admin sent away from an admin page', { pathname: '/user-management' }, 'admin', true, '/user-management'],
    ['never back to a sign-in screen', { pathname: '/signin' }, 'creator', true, '/dashboard'],
    ['never back to the admin sign-in', { pathname: '/admin/signin' }, 'admin', true, '/admin'],
    ['never back to confirm', { pathname: '/confirm' }, 'company', false, '/company/creation'],
    ['never off the site', { pathname: '//evil.example/path' }, 'creator', true, '/dashboard'],
    ['never a relative path', { pathname: 'dashboard' }, 'creator', false, '/creator/creation'],
  ])('%s', (_case, from, role, profileCompleted, expected) => {
    expect(redirectAfterSignIn({ from, role, profileCompleted })).toBe(expected);
  });
});
