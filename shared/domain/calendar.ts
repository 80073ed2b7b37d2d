/**
 * Calendar dates (`YYYY-MM-DD`) for birthdates and licence dates: days, not moments, so they are compared as
 * text and never shifted by a time zone. "Today" is the product's day, in Saudi Arabia (UTC+3, no daylight saving),
 * the same for the form and the API wherever either runs.
 */

export const PRODUCT_TIME_ZONE = 'Asia/Riyadh';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date written `YYYY-MM-DD` (so `2023-02-29` is not one). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The product's calendar day at `now`. */
export function calendarDate(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole years between a birthdate and `today`; someone born on 29 February has their birthday on 1 March in other years. */
export function ageOn(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
