import { CURRENCY } from '../../../shared/domain/constants';
import { intlTag, type Locale } from '../i18n/locale';

const HALALAS_PER_RIYAL = 100;

/**
 * An amount of money (integer halalas) as SAR with Latin digits in both languages (spec §9), e.g.
 * "SAR 350.00" in English and "350.00 SAR" in Arabic.
 */
export function formatSar(halalas: number, locale: Locale): string {
  if (!Number.isInteger(halalas)) throw new RangeError(`Amounts are whole halalas, got ${halalas}`);
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'code',
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(halalas / HALALAS_PER_RIYAL);
}
