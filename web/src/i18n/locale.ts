import { LOCALES, type Locale } from './locales';

export { LOCALES, type Locale };
export type { MessageId } from './catalogues';

const STORAGE_KEY = 'locale';

export function storedLocale(): Locale {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'ar' ? 'ar' : 'en';
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEY, locale);
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
