import { cookieLocale, LOCALE_COOKIE } from '../../../shared/prerendered-pages';
import { LOCALES, type Locale } from './locales';

export { LOCALES, type Locale };
export type { MessageId } from './catalogues';

const STORAGE_KEY = 'locale';

/**
 * The visitor's language: the one chosen in this browser; else the one of the locale cookie; else the one the server
 * served this document in (a prebuilt page is picked by the cookie as the request carried it, which a page's script
 * may not see); else English. A visitor with the cookie but empty storage thus keeps the Arabic prebuilt page, which
 * an English first render would have replaced, twice the work and the wrong language.
 */
export function storedLocale(): Locale {
  const value = localStorage.getItem(STORAGE_KEY) ?? cookieLocale(document.cookie) ?? document.documentElement.lang;
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
