import type { CatalogueName } from '../../web/src/i18n/catalogues';
import type { Locale, MessageId } from '../../web/src/i18n/locale';
import shellEn from '../../web/src/i18n/en.json';
import shellAr from '../../web/src/i18n/ar.json';
import termsEn from '../../web/src/i18n/terms.en.json';
import termsAr from '../../web/src/i18n/terms.ar.json';
import errorsEn from '../../web/src/i18n/errors.en.json';
import errorsAr from '../../web/src/i18n/errors.ar.json';
import authEn from '../../web/src/features/auth/i18n/en.json';
import authAr from '../../web/src/features/auth/i18n/ar.json';
import profileEn from '../../web/src/features/profile/i18n/en.json';
import profileAr from '../../web/src/features/profile/i18n/ar.json';
import landingEn from '../../web/src/features/landing/i18n/en.json';
import landingAr from '../../web/src/features/landing/i18n/ar.json';
import adminEn from '../../web/src/features/admin/i18n/en.json';
import adminAr from '../../web/src/features/admin/i18n/ar.json';
import dashboardEn from '../../web/src/features/dashboard/i18n/en.json';
import dashboardAr from '../../web/src/features/dashboard/i18n/ar.json';
import paymentEn from '../../web/src/features/payment/i18n/en.json';
import paymentAr from '../../web/src/features/payment/i18n/ar.json';
import createEn from '../../web/src/features/campaigns/create/i18n/en.json';
import createAr from '../../web/src/features/campaigns/create/i18n/ar.json';
import exchangeEn from '../../web/src/features/campaigns/exchange/i18n/en.json';
import exchangeAr from '../../web/src/features/campaigns/exchange/i18n/ar.json';
import campaignEn from '../../web/src/features/campaigns/details/i18n/en.json';
import campaignAr from '../../web/src/features/campaigns/details/i18n/ar.json';
import deliveryEn from '../../web/src/features/campaigns/delivery/i18n/en.json';
import deliveryAr from '../../web/src/features/campaigns/delivery/i18n/ar.json';
import chatEn from '../../web/src/features/chat/i18n/en.json';
import chatAr from '../../web/src/features/chat/i18n/ar.json';
import notificationsEn from '../../web/src/features/notifications/i18n/en.json';
import notificationsAr from '../../web/src/features/notifications/i18n/ar.json';
import favouritesEn from '../../web/src/features/favourites/i18n/en.json';
import favouritesAr from '../../web/src/features/favourites/i18n/ar.json';
import libraryEn from '../../web/src/features/library/i18n/en.json';
import libraryAr from '../../web/src/features/library/i18n/ar.json';

type Catalogue = Record<string, string>;

/**
 * Every catalogue at hand at once, for tests that look for texts on screen. The app fetches them per page and
 * language (web/src/i18n/catalogues.ts); test/unit/i18n.test.ts checks this list holds the same files.
 */
export const CATALOGUE_FILES: Record<CatalogueName, Record<Locale, Catalogue>> = {
  shell: { en: shellEn, ar: shellAr },
  terms: { en: termsEn, ar: termsAr },
  errors: { en: errorsEn, ar: errorsAr },
  auth: { en: authEn, ar: authAr },
  profile: { en: profileEn, ar: profileAr },
  landing: { en: landingEn, ar: landingAr },
  admin: { en: adminEn, ar: adminAr },
  dashboard: { en: dashboardEn, ar: dashboardAr },
  payment: { en: paymentEn, ar: paymentAr },
  create: { en: createEn, ar: createAr },
  exchange: { en: exchangeEn, ar: exchangeAr },
  campaign: { en: campaignEn, ar: campaignAr },
  delivery: { en: deliveryEn, ar: deliveryAr },
  chat: { en: chatEn, ar: chatAr },
  notifications: { en: notificationsEn, ar: notificationsAr },
  favourites: { en: favouritesEn, ar: favouritesAr },
  library: { en: libraryEn, ar: libraryAr },
};

const merged = (locale: Locale) => Object.assign({}, ...Object.values(CATALOGUE_FILES).map((catalogue) => catalogue[locale])) as Record<MessageId, string>;

/** Every message of the app, by language. */
export const MESSAGES: Record<Locale, Record<MessageId, string>> = { en: merged('en'), ar: merged('ar') };
