import { intlTag, type Locale } from '../../i18n/locale';

/** Latin digits in both languages, like the rest of the app's numbers. */
const latinDigits = (locale: Locale) => `${intlTag(locale)}-u-nu-latn`;

/** A message's time of day in the reader's language ("3:07 PM", "٣:٠٧ م" with Latin digits). */
export function clockTime(instant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(latinDigits(locale), { hour: 'numeric', minute: '2-digit', calendar: 'gregory' }).format(new Date(instant));
}

/** A date separator: "Today", "Yesterday", else the weekday within a week, else the date. */
export function dayLabel(instant: string, now: number, locale: Locale): string {
  const day = startOfDay(new Date(instant));
  const days = Math.round((startOfDay(new Date(now)) - day) / 86_400_000);
  if (days === 0 || days === 1) {
    // "today" as a label of its own: capitalised (Arabic has no case).
    const label = new Intl.RelativeTimeFormat(latinDigits(locale), { numeric: 'auto' }).format(-days, 'day');
    return label.charAt(0).toLocaleUpperCase(intlTag(locale)) + label.slice(1);
  }
  const options: Intl.DateTimeFormatOptions = days > 1 && days < 7 ? { weekday: 'long' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(latinDigits(locale), { ...options, calendar: 'gregory' }).format(new Date(instant));
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}
