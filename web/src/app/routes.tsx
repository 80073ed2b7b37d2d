import type { ComponentType } from 'react';
import type { Role } from '../../../shared/domain/constants';
import { PAGE_CATALOGUES, type CatalogueName } from '../i18n/catalogues';
import type { MessageId } from '../i18n/locale';
import type { RouteAccess } from './guard';

type PageModule = { default: ComponentType };

/** One route of the web app: the single source of the router, the route guard and the navigation menu. */
export interface WebRoute {
  path: string;
  access: RouteAccess;
  /** The page's code, loaded when the route is first visited (route-level code splitting). */
  page: () => Promise<PageModule>;
  /** The catalogues the page speaks from besides the shell's, fetched with it in the visitor's language. */
  catalogues: readonly CatalogueName[];
  /** Present for the routes the navigation menu lists, to the roles of `access`. */
  nav?: { label: MessageId };
  /** The sign-in screens bring their own full-page frame (hero panel, language switch) instead of the app's header and footer. */
  layout?: 'app' | 'auth';
}

const CREATOR = ['creator'] as const;
const COMPANY = ['company'] as const;
const ADMIN = ['admin'] as const;
const MEMBERS = ['creator', 'company'] as const;

// Spec §2, routes by access. The menu lists the `nav` routes in this order (spec §2, navigation menu).
export const WEB_ROUTES: readonly WebRoute[] = [
  { path: '/dashboard', access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/dashboard/DashboardPage'), nav: { label: 'nav.dashboard' } },
  { path: '/campaigns', access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/CampaignsPage'), nav: { label: 'nav.campaigns' } },
  { path: '/payment', access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/payment/pages/PaymentPage'), nav: { label: 'nav.payment' } },
  { path: '/notifications', access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/notifications/NotificationsPage'), nav: { label: 'nav.notifications' } },
  { path: '/user-management', access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/UsersPage'), nav: { label: 'nav.users' } },
  { path: '/admin', access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/TransactionsPage'), nav: { label: 'nav.transactions' } },
  { path: '/covering', access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/CoveringPage'), nav: { label: 'nav.covering' } },

  { path: '/', access: 'public', catalogues: PAGE_CATALOGUES.landing, page: () => import('../features/landing/LandingPage') },
  { path: '/privacy', access: 'public', catalogues: PAGE_CATALOGUES.landing, page: () => import('../features/landing/pages/PrivacyPage') },
  { path: '/terms', access: 'public', catalogues: PAGE_CATALOGUES.landing, page: () => import('../features/landing/pages/TermsPage') },
  { path: '/signin', access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/SignInPage') },
  { path: '/signup', access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/SignUpPage') },
  { path: '/confirm', access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/ConfirmPage') },
  { path: '/forgot', access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/ForgotPasswordPage') },
  { path: '/admin/signin', access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/SignInPage').then(({ default: SignInPage }) => ({ default: () => <SignInPage admin /> })) },
  { path: '/admin/forgot', access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/ForgotPasswordPage').then(({ default: ForgotPasswordPage }) => ({ default: () => <ForgotPasswordPage admin /> })) },
  { path: '/unauthorized', access: 'public', catalogues: PAGE_CATALOGUES.shell, page: () => import('../features/errors/UnauthorizedPage') },

  { path: '/creator/creation', access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/creator/CreatorCreationPage') },
  { path: '/creator/profile', access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/creator/CreatorProfilePage') },
  { path: '/campaigns/applies', access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/MyAppliesPage') },
  { path: '/company/creation', access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/company/CompanyCreationPage') },
  { path: '/company/profile', access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/company/CompanyProfilePage') },
  { path: '/campaigns/create', access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/CreateCampaignPage') },
  { path: '/creator/:id', access: ['admin', 'company'], catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/public/CreatorPublicProfilePage') },
  { path: '/company/:id', access: ['admin', 'creator'], catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/public/CompanyPublicProfilePage') },
  { path: '/payment/success', access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/payment/pages/PaymentSuccessPage') },
  { path: '/payment/failure', access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/payment/pages/PaymentFailurePage') },
  { path: '/campaigns/:id', access: ['creator', 'company', 'admin'], catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/CampaignDetailsPage') },
];

/** Any other path (spec §2: '404 Page not found!'). */
export const notFoundPage = (): Promise<PageModule> => import('../features/errors/NotFoundPage');

/** The menu of a signed-in role, in the table's order. */
export function navRoutes(role: Role): WebRoute[] {
  return WEB_ROUTES.filter((route) => route.nav && route.access !== 'public' && route.access.includes(role));
}
