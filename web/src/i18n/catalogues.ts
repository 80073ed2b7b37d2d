import type { Locale } from './locales';

type CatalogueModule = Promise<{ default: Record<string, string> }>;

/**
 * Each feature keeps its messages beside its code, one file per language, and each is fetched only when a page
 * that needs it is shown, in the visitor's language only. Keys are prefixed by feature (`auth.`, `profile.`,
 * `landing.`, `admin.`, `dashboard.`, `payment.`, `create.`, `exchange.` / `campaigns.` / `applies.`, `campaign.`,
 * `delivery.`, `chat.`, `notifications.`, `favourites.`, `library.`); `term.` holds the campaign vocabulary every campaign screen shares; the shell's file holds what the
 * frame and the shared components say (navigation, footer, uploads, and the API errors a public page can meet),
 * loaded before the first render; `errors` the API errors only signed-in pages meet (campaigns, results, chat, money).
 * test/unit/i18n.test.ts fails on a key missing in one language or defined twice, and on a page using a key that
 * none of its catalogues holds.
 */
export const CATALOGUES = {
  shell: { en: () => import('./en.json'), ar: () => import('./ar.json') },
  terms: { en: () => import('./terms.en.json'), ar: () => import('./terms.ar.json') },
  errors: { en: () => import('./errors.en.json'), ar: () => import('./errors.ar.json') },
  auth: { en: () => import('../features/auth/i18n/en.json'), ar: () => import('../features/auth/i18n/ar.json') },
  profile: { en: () => import('../features/profile/i18n/en.json'), ar: () => import('../features/profile/i18n/ar.json') },
  landing: { en: () => import('../features/landing/i18n/en.json'), ar: () => import('../features/landing/i18n/ar.json') },
  admin: { en: () => import('../features/admin/i18n/en.json'), ar: () => import('../features/admin/i18n/ar.json') },
  dashboard: { en: () => import('../features/dashboard/i18n/en.json'), ar: () => import('../features/dashboard/i18n/ar.json') },
  payment: { en: () => import('../features/payment/i18n/en.json'), ar: () => import('../features/payment/i18n/ar.json') },
  create: { en: () => import('../features/campaigns/create/i18n/en.json'), ar: () => import('../features/campaigns/create/i18n/ar.json') },
  exchange: { en: () => import('../features/campaigns/exchange/i18n/en.json'), ar: () => import('../features/campaigns/exchange/i18n/ar.json') },
  campaign: { en: () => import('../features/campaigns/details/i18n/en.json'), ar: () => import('../features/campaigns/details/i18n/ar.json') },
  delivery: { en: () => import('../features/campaigns/delivery/i18n/en.json'), ar: () => import('../features/campaigns/delivery/i18n/ar.json') },
  chat: { en: () => import('../features/chat/i18n/en.json'), ar: () => import('../features/chat/i18n/ar.json') },
  notifications: { en: () => import('../features/notifications/i18n/en.json'), ar: () => import('../features/notifications/i18n/ar.json') },
  favourites: { en: () => import('../features/favourites/i18n/en.json'), ar: () => import('../features/favourites/i18n/ar.json') },
  library: { en: () => import('../features/library/i18n/en.json'), ar: () => import('../features/library/i18n/ar.json') },
} satisfies Record<string, Record<Locale, () => CatalogueModule>>;

export type CatalogueName = keyof typeof CATALOGUES;

/** Every message id of every catalogue: a typo in an id fails the type check wherever the page is. */
export type MessageId = {
  [Name in CatalogueName]: keyof Awaited<ReturnType<(typeof CATALOGUES)[Name]['en']>>['default'];
}[CatalogueName];

/** The catalogues of a page besides the shell's, by the kind of page. */
export const PAGE_CATALOGUES = {
  /** The landing page and the legal pages (the contact form's checks speak through the auth catalogue). */
  landing: ['landing', 'auth'],
  /** Sign in, sign up, confirm, forgot. */
  auth: ['auth'],
  /** Not found, unauthorized: the shell's own words. */
  shell: [],
  /** Every signed-in page: their screens share forms, campaign vocabulary and profiles across features. */
  member: ['auth', 'terms', 'errors', 'profile', 'admin', 'dashboard', 'payment', 'create', 'exchange', 'campaign', 'delivery', 'chat', 'notifications', 'favourites', 'library'],
} as const satisfies Record<string, readonly Exclude<CatalogueName, 'shell'>[]>;
