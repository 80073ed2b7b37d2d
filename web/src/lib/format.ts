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

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic and Eastern Arabic-Indic digits, as Arabic keyboards type them, written as Latin ones. */
export function latinDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * What an amount field holds (riyals, as "250", "250.5" or "٢٥٠", a comma as the thousands' or the decimal separator)
 * as whole halalas; undefined when it is not an amount with at most two decimals.
 */
export function halalasOfSar(text: string): number | undefined {
  const plain = latinDigits(text.trim()).replace(/[٬,](?=\d{3}(\D|$))/g, '').replace(/[٫,]/, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return Math.round(Number(plain) * HALALAS_PER_RIYAL);
}

/** Whole halalas as an amount field shows them: riyals, with decimals only when there are some ("250", "249.5"). */
export function sarOfHalalas(halalas: number): string {
  return String(halalas / HALALAS_PER_RIYAL);
}
