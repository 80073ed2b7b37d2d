import { MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '../../../../../shared/domain/compensation';
import type { ValidationMessageKey } from '../../../../../shared/validation/messages';

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits as the Latin ones the app writes and the API reads. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** The whole number of days typed, or undefined for anything else (a fraction, a sign, letters). */
export function parseExtensionDays(text: string): number | undefined {
  const digits = latinDigits(text.trim());
  return /^\d{1,3}$/.test(digits) ? Number(digits) : undefined;
}

/** Why the days typed cannot be sent (the shared rule's message keys), or undefined when they can. */
export function extensionDaysError(text: string): ValidationMessageKey | undefined {
  if (text.trim() === '') return 'required';
  const days = parseExtensionDays(text);
  return days === undefined || days < MIN_EXTENSION_DAYS || days > MAX_EXTENSION_DAYS ? 'extensionDaysOutOfRange' : undefined;
}
