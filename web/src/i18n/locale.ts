import { CATALOGUES, type MessageId } from './catalogues';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export type { MessageId };

/** Every feature's catalogue merged; test/unit/i18n.test.ts checks both languages have the same keys. */
export const MESSAGES = {
  en: Object.assign({}, ...CATALOGUES.map((catalogue) => catalogue.en)),
  ar: Object.assign({}, ...CATALOGUES.map((catalogue) => catalogue.ar)),
} as Record<Locale, Record<MessageId, string>>;

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
