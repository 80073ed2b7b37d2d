import { intlTag, type Locale } from '../i18n/locale';

/**
 * A calendar date (`YYYY-MM-DD`) for people: Gregorian with Latin digits in both languages, like the rest of the
 * app's numbers (ar-SA alone would pick the Hijri calendar, and licences and birthdates are Gregorian dates).
 */
export function formatCalendarDate(date: string, locale: Locale): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeZone: 'UTC', calendar: 'gregory', numberingSystem: 'latn' }).format(parsed);
}

/** A country's name in the page's language, from its ISO code. */
export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlTag(locale)], { type: 'region' }).of(code) ?? code;
}
