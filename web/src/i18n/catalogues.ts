import shellEn from './en.json';
import shellAr from './ar.json';
import termsEn from './terms.en.json';
import termsAr from './terms.ar.json';
import authEn from '../features/auth/i18n/en.json';
import authAr from '../features/auth/i18n/ar.json';
import profileEn from '../features/profile/i18n/en.json';
import profileAr from '../features/profile/i18n/ar.json';
import landingEn from '../features/landing/i18n/en.json';
import landingAr from '../features/landing/i18n/ar.json';
import adminEn from '../features/admin/i18n/en.json';
import adminAr from '../features/admin/i18n/ar.json';
import dashboardEn from '../features/dashboard/i18n/en.json';
import dashboardAr from '../features/dashboard/i18n/ar.json';
import paymentEn from '../features/payment/i18n/en.json';
import paymentAr from '../features/payment/i18n/ar.json';
import createEn from '../features/campaigns/create/i18n/en.json';
import createAr from '../features/campaigns/create/i18n/ar.json';
import exchangeEn from '../features/campaigns/exchange/i18n/en.json';
import exchangeAr from '../features/campaigns/exchange/i18n/ar.json';
import campaignEn from '../features/campaigns/details/i18n/en.json';
import campaignAr from '../features/campaigns/details/i18n/ar.json';

/**
 * Each feature keeps its messages beside its code; the app merges them. Keys are prefixed by feature
 * (`auth.`, `profile.`, `landing.`, `admin.`, `dashboard.`, `payment.`, `create.`, `exchange.` / `campaigns.` /
 * `applies.`, `campaign.`), `term.` holds the campaign vocabulary every campaign screen shares, and
 * test/unit/i18n.test.ts fails on a key that is missing in one language or defined by two catalogues.
 */
export const CATALOGUES = [
  { name: 'shell (web/src/i18n)', en: shellEn, ar: shellAr },
  { name: 'terms (web/src/i18n/terms)', en: termsEn, ar: termsAr },
  { name: 'auth (web/src/features/auth/i18n)', en: authEn, ar: authAr },
  { name: 'profile (web/src/features/profile/i18n)', en: profileEn, ar: profileAr },
  { name: 'landing (web/src/features/landing/i18n)', en: landingEn, ar: landingAr },
  { name: 'admin (web/src/features/admin/i18n)', en: adminEn, ar: adminAr },
  { name: 'dashboard (web/src/features/dashboard/i18n)', en: dashboardEn, ar: dashboardAr },
  { name: 'payment (web/src/features/payment/i18n)', en: paymentEn, ar: paymentAr },
  { name: 'create (web/src/features/campaigns/create/i18n)', en: createEn, ar: createAr },
  { name: 'exchange (web/src/features/campaigns/exchange/i18n)', en: exchangeEn, ar: exchangeAr },
  { name: 'campaign (web/src/features/campaigns/details/i18n)', en: campaignEn, ar: campaignAr },
] as const;

export type MessageId =
  | keyof typeof shellEn
  | keyof typeof termsEn
  | keyof typeof authEn
  | keyof typeof profileEn
  | keyof typeof landingEn
  | keyof typeof adminEn
  | keyof typeof dashboardEn
  | keyof typeof paymentEn
  | keyof typeof createEn
  | keyof typeof exchangeEn
  | keyof typeof campaignEn;
