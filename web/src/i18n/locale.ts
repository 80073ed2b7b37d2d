import { LOCALE_COOKIE } from '../../../shared/prerendered-pages';
import { LOCALES, type Locale } from './locales';

export { LOCALES, type Locale };
export type { MessageId } from './catalogues';

const STORAGE_KEY = 'locale';

export function storedLocale(): Locale {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'ar' ? 'ar' : 'en';
}

/** Stored for this browser, and sent to the server as a cookie so it serves the prebuilt pages in this language. */
export function storeLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}

/** Arabic reads right to left: the whole document mirrors. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

/** The BCP 47 tag Chakra's locale provider and Intl formatters get: Saudi region for Arabic. */
export function intlTag(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA' : 'en-US';
}

/**
 * The tag react-intl formats with (the IntlProvider's locale): the Gregorian calendar and Latin digits in both
 * languages, as the spec asks, set here once (ar-SA alone would pick the Hijri calendar and Arabic-Indic digits).
 */
export function formattingTag(locale: Locale): string {
  return `${intlTag(locale)}-u-ca-gregory-nu-latn`;
}
