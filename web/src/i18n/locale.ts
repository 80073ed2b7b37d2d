import en from './en.json';
import ar from './ar.json';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export type MessageId = keyof typeof en;

export const MESSAGES: Record<Locale, Record<MessageId, string>> = { en, ar };

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
