import { lazy, type ComponentType } from 'react';
import { APP_ROUTES, type AppRoutePath } from '../../../shared/app-paths';
import type { Role } from '../../../shared/domain/constants';
import { PAGE_CATALOGUES, type CatalogueName } from '../i18n/catalogues';
import type { MessageId } from '../i18n/locale';
import { CampaignChatPanel } from '../lib/campaign-chat';
import type { RouteAccess } from './guard';

type PageModule = { default: ComponentType };

/** One route of the web app: the single source of the router, the route guard and the navigation menu. */
export interface WebRoute {
  path: AppRoutePath;
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

/** The campaign page's Chat tab: the chat feature's, fetched when the tab first opens. */
const CampaignChat = lazy(() => import('../features/chat/CampaignChat'));
const renderCampaignChat = (props: { campaignId: string; myId: string }) => <CampaignChat {...props} />;

// Spec §2, routes by access. The menu lists the `nav` routes in this order (spec §2, navigation menu).
export const WEB_ROUTES: readonly WebRoute[] = [
  { path: APP_ROUTES.dashboard, access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/dashboard/DashboardPage'), nav: { label: 'nav.dashboard' } },
  { path: APP_ROUTES.campaigns, access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/CampaignsPage'), nav: { label: 'nav.campaigns' } },
  { path: APP_ROUTES.payment, access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/payment/pages/PaymentPage'), nav: { label: 'nav.payment' } },
  { path: APP_ROUTES.earnings, access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/payment/pages/EarningsPage'), nav: { label: 'nav.earnings' } },
  { path: APP_ROUTES.notifications, access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/notifications/NotificationsPage'), nav: { label: 'nav.notifications' } },
  { path: APP_ROUTES.chat, access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/chat/ChatPage'), nav: { label: 'nav.chat' } },
  { path: APP_ROUTES.favouriteCreators, access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/favourites/FavouriteCreatorsPage'), nav: { label: 'nav.creators' } },
  { path: APP_ROUTES.library, access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/library/LibraryPage'), nav: { label: 'nav.library' } },
  { path: APP_ROUTES.users, access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/UsersPage'), nav: { label: 'nav.users' } },
  { path: APP_ROUTES.adminHome, access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/TransactionsPage'), nav: { label: 'nav.transactions' } },
  { path: APP_ROUTES.covering, access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/CoveringPage'), nav: { label: 'nav.covering' } },
  { path: APP_ROUTES.compensations, access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/CompensationsPage'), nav: { label: 'nav.compensations' } },
  { path: APP_ROUTES.flaggedMessages, access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/FlaggedMessagesPage'), nav: { label: 'nav.flaggedMessages' } },
  { path: APP_ROUTES.shippingProblems, access: ADMIN, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/admin/pages/ShippingProblemsPage'), nav: { label: 'nav.shippingProblems' } },

  { path: APP_ROUTES.home, access: 'public', catalogues: PAGE_CATALOGUES.landing, page: () => import('../features/landing/LandingPage') },
  { path: APP_ROUTES.privacy, access: 'public', catalogues: PAGE_CATALOGUES.landing, page: () => import('../features/landing/pages/PrivacyPage') },
  { path: APP_ROUTES.terms, access: 'public', catalogues: PAGE_CATALOGUES.landing, page: () => import('../features/landing/pages/TermsPage') },
  { path: APP_ROUTES.signIn, access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/SignInPage') },
  { path: APP_ROUTES.signUp, access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/SignUpPage') },
  { path: APP_ROUTES.confirm, access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/ConfirmPage') },
  { path: APP_ROUTES.forgot, access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/ForgotPasswordPage') },
  { path: APP_ROUTES.adminSignIn, access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/admin/AdminSignInPage') },
  { path: APP_ROUTES.adminForgot, access: 'public', layout: 'auth', catalogues: PAGE_CATALOGUES.auth, page: () => import('../features/auth/pages/ForgotPasswordPage').then(({ default: ForgotPasswordPage }) => ({ default: () => <ForgotPasswordPage admin /> })) },
  { path: APP_ROUTES.unauthorized, access: 'public', catalogues: PAGE_CATALOGUES.shell, page: () => import('../features/errors/UnauthorizedPage') },
  { path: APP_ROUTES.accountDeactivated, access: 'public', catalogues: PAGE_CATALOGUES.shell, page: () => import('../features/errors/AccountDeactivatedPage') },

  { path: APP_ROUTES.creatorCreation, access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/creator/CreatorCreationPage') },
  { path: APP_ROUTES.creatorProfile, access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/creator/CreatorProfilePage') },
  { path: APP_ROUTES.myApplies, access: CREATOR, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/MyAppliesPage') },
  { path: APP_ROUTES.companyCreation, access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/company/CompanyCreationPage') },
  { path: APP_ROUTES.companyProfile, access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/company/CompanyProfilePage') },
  { path: APP_ROUTES.createCampaign, access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/CreateCampaignPage') },
  { path: APP_ROUTES.editCampaign, access: COMPANY, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/campaigns/pages/EditCampaignPage') },
  { path: APP_ROUTES.creator, access: ['admin', 'company'], catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/public/CreatorPublicProfilePage') },
  { path: APP_ROUTES.company, access: ['admin', 'creator'], catalogues: PAGE_CATALOGUES.member, page: () => import('../features/profile/public/CompanyPublicProfilePage') },
  { path: APP_ROUTES.paymentSuccess, access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/payment/pages/PaymentSuccessPage') },
  { path: APP_ROUTES.paymentFailure, access: MEMBERS, catalogues: PAGE_CATALOGUES.member, page: () => import('../features/payment/pages/PaymentFailurePage') },
  {
    path: APP_ROUTES.campaign,
    access: ['creator', 'company', 'admin'],
    catalogues: PAGE_CATALOGUES.member,
    page: () =>
      import('../features/campaigns/pages/CampaignDetailsPage').then(({ default: CampaignDetailsPage }) => ({
        default: () => (
          <CampaignChatPanel value={renderCampaignChat}>
            <CampaignDetailsPage />
          </CampaignChatPanel>
        ),
      })),
  },
];

/** Any other path (spec §2: '404 Page not found!'). */
export const notFoundPage = (): Promise<PageModule> => import('../features/errors/NotFoundPage');

/** The menu of a signed-in role, in the table's order. */
export function navRoutes(role: Role): WebRoute[] {
  return WEB_ROUTES.filter((route) => route.nav && route.access !== 'public' && route.access.includes(role));
}
