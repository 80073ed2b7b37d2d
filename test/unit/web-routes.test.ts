import { matchPath, matchRoutes } from 'react-router';
import type { Role } from '../../shared/domain/constants';
import { navRoutes, WEB_ROUTES } from '../../web/src/app/routes';
import { MESSAGES } from '../support/messages';

/** Spec §2, routes by access, written out once more so the table cannot drift from it unnoticed. */
const SPEC: Record<string, 'public' | Role[]> = {
  '/': 'public',
  '/signin': 'public',
  '/signup': 'public',
  '/confirm': 'public',
  '/forgot': 'public',
  '/admin/signin': 'public',
  '/admin/forgot': 'public',
  '/unauthorized': 'public',
  // Issue 27: where a user deactivated while signed in lands, and the deactivation mail links.
  '/account-deactivated': 'public',
  // Spec §2, screens: the landing page's footer links a privacy policy and terms.
  '/privacy': 'public',
  '/terms': 'public',
  '/creator/creation': ['creator'],
  '/creator/profile': ['creator'],
  '/campaigns': ['creator'],
  '/campaigns/applies': ['creator'],
  '/company/creation': ['company'],
  '/company/profile': ['company'],
  '/campaigns/create': ['company'],
  '/user-management': ['admin'],
  '/admin': ['admin'],
  '/covering': ['admin'],
  // Beyond the spec (issue 13): the companies' compensation requests, decided by an admin.
  '/compensations': ['admin'],
  // Issue 14: the chat (spec §2 names it among the creator's and the company's screens), and the admins' flagged messages.
  '/chat': ['creator', 'company'],
  '/flagged-messages': ['admin'],
  // Issue 28: the problems creators report with a product.
  '/shipping-problems': ['admin'],
  '/creator/:id': ['admin', 'company'],
  '/company/:id': ['admin', 'creator'],
  '/dashboard': ['creator', 'company'],
  '/payment': ['creator', 'company'],
  // Issue 26: a creator's payouts and totals.
  '/earnings': ['creator'],
  '/payment/success': ['creator', 'company'],
  '/payment/failure': ['creator', 'company'],
  '/notifications': ['creator', 'company'],
  '/campaigns/:id': ['creator', 'company', 'admin'],
  // Issue 27: an unpaid campaign's edit, in the create flow's steps.
  '/campaigns/:id/edit': ['company'],
  // Issue 28: a company's favourite creators, and its content library.
  '/creators': ['company'],
  '/library': ['company'],
};

describe('the web route table', () => {
  it('has exactly the routes of the specification, each with its roles', () => {
    const table = Object.fromEntries(WEB_ROUTES.map((route) => [route.path, route.access === 'public' ? 'public' : [...route.access].sort()]));
    const spec = Object.fromEntries(Object.entries(SPEC).map(([path, access]) => [path, access === 'public' ? 'public' : [...access].sort()]));
    expect(table).toEqual(spec);
    expect(WEB_ROUTES).toHaveLength(Object.keys(SPEC).length);
  });

  it('gives each role the menu of the specification, in its order', () => {
    const menu = (role: Role) => navRoutes(role).map((route) => route.nav && MESSAGES.en[route.nav.label]);
    // Beyond the spec: the creator's earnings (issue 26), the company's favourite creators and library (issue 28).
    expect(menu('creator')).toEqual(['Dashboard', 'Campaigns', 'Payment', 'Earnings', 'Notifications', 'Chat']);
    expect(menu('company')).toEqual(['Dashboard', 'Payment', 'Notifications', 'Chat', 'Creators', 'Library']);
    expect(menu('admin')).toEqual(['Users', 'Transactions', 'Covering', 'Compensations', 'Flagged messages', 'Shipping problems']);
    expect(navRoutes('admin').map((route) => route.path)).toEqual(['/user-management', '/admin', '/covering', '/compensations', '/flagged-messages', '/shipping-problems']);
  });

  it('shows the sign-in screens in their own frame and every other page in the app layout', () => {
    const auth = WEB_ROUTES.filter((route) => route.layout === 'auth').map((route) => route.path);
    expect(auth.sort()).toEqual(['/admin/forgot', '/admin/signin', '/confirm', '/forgot', '/signin', '/signup']);
  });

  /** The page React Router picks for `pathname` from the table, as app/router.tsx hands it over. */
  const routed = (pathname: string) => matchRoutes(WEB_ROUTES.map(({ path }) => ({ path })), pathname)?.at(-1);

  it('resolves literal paths before parameters (/campaigns/create is not a campaign id)', () => {
    expect(matchPath('/campaigns/:id', '/campaigns/create')).not.toBeNull();
    // React Router ranks a static segment above a dynamic one, so both entries coexist in any order.
    for (const literal of ['/campaigns/create', '/campaigns/applies', '/creator/creation', '/company/profile']) {
      expect(routed(literal)?.route.path).toBe(literal);
    }
    expect(routed('/campaigns/c%201')).toMatchObject({ route: { path: '/campaigns/:id' }, params: { id: 'c 1' } });
    expect(routed('/campaigns/c1/edit')).toMatchObject({ route: { path: '/campaigns/:id/edit' }, params: { id: 'c1' } });
  });

  it('matches without regard to case or a trailing slash, and nothing for an unknown path', () => {
    expect(routed('/Dashboard/')?.route.path).toBe('/dashboard');
    expect(routed('/nowhere/at/all')).toBeUndefined();
  });
});
