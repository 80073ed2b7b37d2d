import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/**
 * Dates and times for people, through react-intl: the IntlProvider's locale (i18n/locale.ts, `formattingTag`) sets the
 * Gregorian calendar and Latin digits once for both languages (ar-SA alone would pick the Hijri calendar and
 * Arabic-Indic digits). Pure over an `IntlShape` (unit-tested with `createIntl`); components take them bound by
 * `useDates`.
 */

/** Relative units from a minute up to a week, each with how many of it make the next. */
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

const DAY_MS = 86_400_000;

/** The day of a moment (an ISO timestamp) in the reader's time zone: "Mar 4, 2026". */
export function formatDay(intl: IntlShape, timestamp: string): string {
  const parsed = new Date(timestamp);
  return Number.isNaN(parsed.getTime()) ? timestamp : intl.formatDate(parsed, { dateStyle: 'medium' });
}

/** A calendar date (`YYYY-MM-DD`: a licence's, a birthdate), medium ("Mar 4, 2026") or long ("March 4, 2026"). */
export function formatCalendarDate(intl: IntlShape, date: string, dateStyle: 'medium' | 'long' = 'medium'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : intl.formatDate(parsed, { dateStyle, timeZone: 'UTC' });
}

/** A month (`YYYY-MM`), short, with its year or not: "Mar", "Mar 2026". */
export function formatMonth(intl: IntlShape, month: string, withYear = false): string {
  return intl.formatDate(new Date(`${month}-01T00:00:00Z`), { month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
}

/**
 * When something happened (a notification, a chat's last message), for its reader: "now" within a minute, then
 * "5 minutes ago", "yesterday"… up to a week, then its day.
 */
export function relativeTime(intl: IntlShape, createdAt: string, now: number): string {
  const moment = Date.parse(createdAt);
  if (Number.isNaN(moment)) return createdAt;
  const seconds = Math.trunc((moment - now) / 1000);
  if (Math.abs(seconds) < 60) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
  let amount = Math.trunc(seconds / 60);
  for (const [unit, next] of RELATIVE_UNITS) {
    if (Math.abs(amount) < next) return intl.formatRelativeTime(amount, unit, { numeric: 'auto' });
    amount = Math.trunc(amount / next);
  }
  return formatDay(intl, createdAt);
}

/** The full moment, for a time's tooltip or an exact date: "Mar 4, 2026, 3:07 PM". */
export function formatMoment(intl: IntlShape, createdAt: string): string {
  const moment = new Date(createdAt);
  return Number.isNaN(moment.getTime()) ? createdAt : intl.formatDate(moment, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A message's time of day: "3:07 PM", "٣:٠٧ م" with Latin digits. */
export function formatClockTime(intl: IntlShape, instant: string): string {
  return intl.formatTime(new Date(instant), { hour: 'numeric', minute: '2-digit' });
}

/** A date separator: "Today", "Yesterday", else the weekday within a week, else the date. */
export function dayLabel(intl: IntlShape, instant: string, now: number): string {
  const days = Math.round((startOfDay(new Date(now)) - startOfDay(new Date(instant))) / DAY_MS);
  if (days === 0 || days === 1) {
    // "today" as a label of its own: capitalised (Arabic has no case).
    const label = intl.formatRelativeTime(-days, 'day', { numeric: 'auto' });
    return label.charAt(0).toLocaleUpperCase(intl.locale) + label.slice(1);
  }
  return intl.formatDate(new Date(instant), days > 1 && days < 7 ? { weekday: 'long' } : { dateStyle: 'medium' });
}

/** A country's name in the page's language, from its ISO code. */
export function countryName(intl: IntlShape, code: string): string {
  return intl.formatDisplayName(code, { type: 'region' }) ?? code;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** The formatters above, bound to the page's IntlProvider. */
export function useDates() {
  const intl = useIntl();
  return useMemo(
    () => ({
      day: (timestamp: string) => formatDay(intl, timestamp),
      calendarDate: (date: string, dateStyle?: 'medium' | 'long') => formatCalendarDate(intl, date, dateStyle),
      month: (month: string, withYear?: boolean) => formatMonth(intl, month, withYear),
      relative: (createdAt: string, now: number) => relativeTime(intl, createdAt, now),
      moment: (createdAt: string) => formatMoment(intl, createdAt),
      clockTime: (instant: string) => formatClockTime(intl, instant),
      dayLabel: (instant: string, now: number) => dayLabel(intl, instant, now),
      country: (code: string) => countryName(intl, code),
    }),
    [intl],
  );
}

export type Dates = ReturnType<typeof useDates>;
