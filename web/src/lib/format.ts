import { CURRENCY } from '../../../shared/domain/constants';
import { intlTag, type Locale } from '../i18n/locale';

const HALALAS_PER_RIYAL = 100;

/**
 * An amount of money (integer halalas) as SAR with Latin digits in both languages (spec §9), e.g.
 * "SAR 350.00" in English and "350.00 SAR" in Arabic; `signed` writes a plus sign for an amount that is added
 * ("+SAR 115.00"), inside the amount, so it stays with it in right-to-left text. On screen, amounts go through
 * `<Amount>` (components/Amount.tsx), which isolates them from the text around.
 */
export function formatSar(halalas: number, locale: Locale, { signed = false }: { signed?: boolean } = {}): string {
  if (!Number.isInteger(halalas)) throw new RangeError(`Amounts are whole halalas, got ${halalas}`);
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'code',
    numberingSystem: 'latn',
    signDisplay: signed ? 'exceptZero' : 'auto',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(halalas / HALALAS_PER_RIYAL);
}
