import { intlTag, type Locale } from '../i18n/locale';

/**
 * The day of a moment (an ISO timestamp) in the reader's time zone: Gregorian with Latin digits in both languages,
 * like the rest of the app's numbers (ar-SA alone would pick the Hijri calendar).
 */
export function formatDay(timestamp: string, locale: Locale): string {
  const parsed = new Date(timestamp);
  if (Number.isNaN(parsed.getTime())) return timestamp;
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', calendar: 'gregory', numberingSystem: 'latn' }).format(parsed);
}
