import { intlTag, type Locale } from '../i18n/locale';

const KB = 1024;
const MB = KB * 1024;

/** A file's size for people ("12.3 MB", "512 kB"), with Latin digits in both languages like the app's other numbers. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [bytes / KB, 'kilobyte'];
  // Arabic's short units mix an abbreviation (م.ب) with a word (كيلوبايت): its long ones are words alike (issue 27).
  const unitDisplay = locale === 'ar' ? 'long' : 'short';
  return new Intl.NumberFormat(intlTag(locale), { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1, numberingSystem: 'latn' }).format(value);
}
