import { useLocale } from '../i18n/LocaleProvider';
import { formatSar } from '../lib/format';

/**
 * An amount of money (integer halalas) as the reader's language writes it, isolated from the text around it: in an
 * Arabic sentence, brackets, a sign or the next words cannot be reordered into the amount ("(SAR 115.00+"). Every
 * amount on screen is shown through this component (test/unit/web-amounts.test.ts).
 */
export function Amount({ halalas, signed = false }: { halalas: number; signed?: boolean }) {
  const { locale } = useLocale();
  return <bdi>{formatSar(halalas, locale, { signed })}</bdi>;
}
