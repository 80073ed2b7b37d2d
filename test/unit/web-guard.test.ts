import type { Role } from '../../shared/domain/constants';
import type { User } from '../../shared/domain/user';
import { homeRedirect } from '../../shared/app-paths';
import { guardDecision, type RouteAccess } from '../../web/src/app/guard';

function user(role: Role, profileCompleted = true): User {
  return { id: 'u1', role, email: `${role}@example.com`, fullName: 'Test', profileCompleted, activeCampaignsCount: 0, status: 'Active', createdAt: '2026-01-01T00:00:00.000Z' };
}

const signedIn = (role: Role, profileCompleted = true) => ({ status: 'authenticated' as const, user: user(role, profileCompleted) });
const MEMBERS: RouteAccess = ['creator', 'company'];

describe('the route guard (spec §2)', () => {
  it('lets anyone through a public route, even while the user loads', () => {
    expect(guardDecision('public', { status: 'loading' }, '/')).toEqual({ kind: 'render' });
    expect(guardDecision('public', { status: 'anonymous' }, '/unauthorized')).toEqual({ kind: 'render' });
  });

  it('waits while the user loads', () => {
    expect(guardDecision(MEMBERS, { status: 'loading' }, '/dashboard')).toEqual({ kind: 'wait' });
  });

  it('sends a visitor to sign in, remembering the requested path; the admin prefix to the admin sign-in', () => {
    expect(guardDecision(MEMBERS, { status: 'anonymous' }, '/dashboard')).toEqual({ kind: 'redirect', to: '/signin', remember: true });
    expect(guardDecision(['admin'], { status: 'anonymous' }, '/admin')).toEqual({ kind: 'redirect', to: '/admin/signin', remember: true });
    expect(guardDecision(['admin'], { status: 'anonymous' }, '/user-management')).toEqual({ kind: 'redirect', to: '/signin', remember: true });
  });

  it('treats a failed user load as not signed in', () => {
    expect(guardDecision(MEMBERS, { status: 'error' }, '/dashboard')).toEqual({ kind: 'redirect', to: '/signin', remember: true });
  });

  it('sends a role that is not allowed to /unauthorized', () => {
    expect(guardDecision(['admin'], signedIn('creator'), '/user-management')).toEqual({ kind: 'redirect', to: '/unauthorized', remember: false });
    expect(guardDecision(MEMBERS, signedIn('admin'), '/dashboard')).toEqual({ kind: 'redirect', to: '/unauthorized', remember: false });
    expect(guardDecision(['company'], signedIn('creator', false), '/company/creation')).toEqual({ kind: 'redirect', to: '/unauthorized', remember: false });
  });

  it('lets an admin through an allowed route', () => {
    expect(guardDecision(['admin', 'company'], signedIn('admin'), '/creator/abc')).toEqual({ kind: 'render' });
  });

  it('keeps a member with an incomplete profile on their creation page', () => {
    expect(guardDecision(MEMBERS, signedIn('creator', false), '/dashboard')).toEqual({ kind: 'redirect', to: '/creator/creation', remember: false });
    expect(guardDecision(MEMBERS, signedIn('company', false), '/payment')).toEqual({ kind: 'redirect', to: '/company/creation', remember: false });
    expect(guardDecision(['creator'], signedIn('creator', false), '/creator/creation')).toEqual({ kind: 'render' });
    expect(guardDecision(['creator'], signedIn('creator', false), '/creator/creation/')).toEqual({ kind: 'render' });
  });

  it('sends a completed profile from a creation page to the dashboard', () => {
    expect(guardDecision(['creator'], signedIn('creator'), '/creator/creation')).toEqual({ kind: 'redirect', to: '/dashboard', remember: false });
    expect(guardDecision(['company'], signedIn('company'), '/company/creation')).toEqual({ kind: 'redirect', to: '/dashboard', remember: false });
    expect(guardDecision(MEMBERS, signedIn('company'), '/dashboard')).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user from the landing page to their home', () => {
    expect(homeRedirect(undefined)).toBeUndefined();
    expect(homeRedirect(user('admin'))).toBe('/admin');
    expect(homeRedirect(user('creator'))).toBe('/dashboard');
    expect(homeRedirect(user('company'))).toBe('/dashboard');
  });
});
