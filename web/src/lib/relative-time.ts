import { intlTag, type Locale } from '../i18n/locale';
import { formatDay } from './format-day';

/** Relative units from a minute up to a week, each with how many of it make the next. */
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** Latin digits in both languages, like the rest of the app's numbers. */
const latinDigits = (locale: Locale) => `${intlTag(locale)}-u-nu-latn`;

/**
 * When something happened (a notification, a chat's last message), for its reader: "now" within a minute, then
 * "5 minutes ago", "yesterday"… up to a week, then its day ("Mar 4, 2026").
 */
export function relativeTime(createdAt: string, now: number, locale: Locale): string {
  const moment = Date.parse(createdAt);
  if (Number.isNaN(moment)) return createdAt;
  const relative = new Intl.RelativeTimeFormat(latinDigits(locale), { numeric: 'auto' });
  const seconds = Math.trunc((moment - now) / 1000);
  if (Math.abs(seconds) < 60) return relative.format(0, 'second');
  let amount = Math.trunc(seconds / 60);
  for (const [unit, next] of RELATIVE_UNITS) {
    if (Math.abs(amount) < next) return relative.format(amount, unit);
    amount = Math.trunc(amount / next);
  }
  return formatDay(createdAt, locale);
}

/** The full moment, for a time's tooltip or an exact date. */
export function momentLabel(createdAt: string, locale: Locale): string {
  const moment = new Date(createdAt);
  if (Number.isNaN(moment.getTime())) return createdAt;
  return new Intl.DateTimeFormat(latinDigits(locale), { dateStyle: 'medium', timeStyle: 'short', calendar: 'gregory' }).format(moment);
}
