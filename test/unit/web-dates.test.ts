import { countryName, dayLabel, formatCalendarDate, formatClockTime, formatDay, formatMoment, formatMonth, relativeTime } from '../../web/src/lib/dates';
import { intlFor } from '../support/intl';

/** The web app's dates through react-intl (web/src/lib/dates.ts): Gregorian with Latin digits in both languages. */
describe('dates for people', () => {
  const en = intlFor('en');
  const ar = intlFor('ar');
  const arabicIndicDigit = /[\u0660-\u0669]/;

  it('a calendar date is the same day everywhere, medium or long, Gregorian with Latin digits in Arabic', () => {
    expect(formatCalendarDate(en, '2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate(en, '2026-03-04', 'long')).toBe('March 4, 2026');
    const arabic = formatCalendarDate(ar, '2026-03-04', 'long');
    expect(arabic).toContain('2026');
    expect(arabic).toContain('مارس');
    expect(arabic).not.toMatch(arabicIndicDigit);
    expect(formatCalendarDate(en, 'not a date')).toBe('not a date');
  });

  it('a moment shows its day, its full time, its clock time; months are short', () => {
    expect(formatDay(en, '2026-03-04T12:00:00.000Z')).toMatch(/^Mar [345], 2026$/);
    expect(formatMoment(en, '2026-03-04T12:00:00.000Z')).toMatch(/^Mar [345], 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatClockTime(ar, '2026-03-04T12:07:00.000Z')).toMatch(/\d{1,2}:07/);
    expect(formatMonth(en, '2026-03')).toBe('Mar');
    expect(formatMonth(en, '2026-03', true)).toBe('Mar 2026');
    expect(formatMonth(ar, '2026-03', true)).not.toMatch(arabicIndicDigit);
  });

  it('a day separator says today and yesterday, the weekday within a week, else the date', () => {
    const now = new Date(2026, 2, 10, 15, 0).getTime();
    const at = (day: number) => new Date(2026, 2, day, 9, 30).toISOString();
    expect(dayLabel(en, at(10), now)).toBe('Today');
    expect(dayLabel(en, at(9), now)).toBe('Yesterday');
    expect(dayLabel(en, at(6), now)).toBe('Friday');
    expect(dayLabel(en, at(1), now)).toBe('Mar 1, 2026');
    expect(dayLabel(ar, at(10), now)).toBe('اليوم');
  });

  it('how long ago: now, minutes, hours, days, then the day', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(relativeTime(en, '2026-03-10T11:59:30.000Z', now)).toBe('now');
    expect(relativeTime(ar, '2026-03-10T10:00:00.000Z', now)).not.toMatch(arabicIndicDigit);
    expect(relativeTime(en, '2026-03-08T12:00:00.000Z', now)).toBe('2 days ago');
    expect(relativeTime(en, 'never', now)).toBe('never');
  });

  it('a country by its code, in the page language', () => {
    expect(countryName(en, 'SA')).toBe('Saudi Arabia');
    expect(countryName(ar, 'SA')).toBe('المملكة العربية السعودية');
  });
});
