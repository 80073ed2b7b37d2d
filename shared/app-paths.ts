import type { Role } from './domain/constants';

/**
 * Every path of the web app, written once: the router's table (web/src/app/routes.tsx), every link and redirect of
 * the web app, and every link the back end hands out (the payment provider's return pages) take them from here.
 * `APP_ROUTES` holds the router's patterns; the builders below fill in their parameters and queries.
 */
export const APP_ROUTES = {
  home: '/',
  privacy: '/privacy',
  terms: '/terms',
  signIn: '/signin',
  signUp: '/signup',
  confirm: '/confirm',
  forgot: '/forgot',
  adminSignIn: '/admin/signin',
  adminForgot: '/admin/forgot',
  unauthorized: '/unauthorized',
  accountDeactivated: '/account-deactivated',

  dashboard: '/dashboard',
  notifications: '/notifications',
  chat: '/chat',
  payment: '/payment',
  earnings: '/earnings',
  paymentSuccess: '/payment/success',
  paymentFailure: '/payment/failure',

  campaigns: '/campaigns',
  myApplies: '/campaigns/applies',
  createCampaign: '/campaigns/create',
  campaign: '/campaigns/:id',
  editCampaign: '/campaigns/:id/edit',

  creatorCreation: '/creator/creation',
  creatorProfile: '/creator/profile',
  creator: '/creator/:id',
  companyCreation: '/company/creation',
  companyProfile: '/company/profile',
  favouriteCreators: '/creators',
  library: '/library',
  company: '/company/:id',

  adminHome: '/admin',
  users: '/user-management',
  covering: '/covering',
  compensations: '/compensations',
  flaggedMessages: '/flagged-messages',
  shippingProblems: '/shipping-problems',
} as const;

export type AppRouteName = keyof typeof APP_ROUTES;
export type AppRoutePath = (typeof APP_ROUTES)[AppRouteName];

/** The query string of a path: only the parameters with a value, in the order given. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function withId(pattern: string, id: string): string {
  return pattern.replace(':id', encodeURIComponent(id));
}

/** The campaign page's tabs (spec §2 posting workspace: Workspace, Chat, Requests, Results): `?tab=` opens one. */
export const CAMPAIGN_TABS = ['workspace', 'chat', 'requests', 'results'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** The builders of the paths with parameters or a query; a plain path is `APP_ROUTES.<name>` itself. */
export const appPath = {
  campaign: (campaignId: string) => withId(APP_ROUTES.campaign, campaignId),
  /** The create flow's steps again, for a campaign not paid yet. */
  editCampaign: (campaignId: string) => withId(APP_ROUTES.editCampaign, campaignId),
  /** The campaign page on one of its tabs: a delivery's notice opens the tab where one acts on it. */
  campaignTab: (campaignId: string, tab: CampaignTab) => withQuery(withId(APP_ROUTES.campaign, campaignId), { tab }),
  /** The chat page, with one channel open when given. */
  chat: (channelId?: string) => withQuery(APP_ROUTES.chat, { channel: channelId }),
  creator: (creatorId: string) => withId(APP_ROUTES.creator, creatorId),
  company: (companyId: string) => withId(APP_ROUTES.company, companyId),
  /** The sign-up form with a role chosen (the landing page's "Join as…"). */
  signUp: (role?: Exclude<Role, 'admin'>) => withQuery(APP_ROUTES.signUp, { role }),
  /** The provider's return pages read the campaign's id from `campaignId`. */
  paymentSuccess: (campaignId: string) => withQuery(APP_ROUTES.paymentSuccess, { campaignId }),
  paymentFailure: (campaignId: string) => withQuery(APP_ROUTES.paymentFailure, { campaignId }),
  /** The exchange's Requests history tab. */
  applicationsHistory: () => withQuery(APP_ROUTES.myApplies, { view: 'history' }),
  /** The creator's profile, on one of its tabs. */
  creatorProfile: (tab?: 'licence') => withQuery(APP_ROUTES.creatorProfile, { tab }),
  creation: (role: Exclude<Role, 'admin'>) => (role === 'creator' ? APP_ROUTES.creatorCreation : APP_ROUTES.companyCreation),
  profile: (role: Exclude<Role, 'admin'>) => (role === 'creator' ? APP_ROUTES.creatorProfile : APP_ROUTES.companyProfile),
  /** The admins' licence review queue: a tab of the Users screen. */
  licenceQueue: () => withQuery(APP_ROUTES.users, { tab: 'licences' }),
  /** The admin's transactions of one type, and of one status when given. */
  transactions: (transactionType: 'payment' | 'payout' | 'refund', status?: 'pending' | 'completed' | 'failed') =>
    withQuery(APP_ROUTES.adminHome, { transactionType: transactionType === 'payout' ? undefined : transactionType, status }),
  signIn: (admin: boolean) => (admin ? APP_ROUTES.adminSignIn : APP_ROUTES.signIn),
  forgot: (admin: boolean) => (admin ? APP_ROUTES.adminForgot : APP_ROUTES.forgot),
  /** Where a signed-in user's home is (spec §2): admins the transactions, creators and companies their dashboard. */
  home: (role: Role) => (role === 'admin' ? APP_ROUTES.adminHome : APP_ROUTES.dashboard),
} as const;

/** Where `/` sends a signed-in user (spec §2); undefined for a visitor, who sees the landing page. */
export function homeRedirect(user: { role: Role } | undefined): string | undefined {
  return user && appPath.home(user.role);
}
