import { CONFIRMATION_CODE_LENGTH } from '../../../../../shared/domain/constants';

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * What a code field keeps of what was typed or pasted: digits only (spaces, dashes and letters dropped),
 * Arabic-Indic digits from an Arabic keyboard read as their Latin twins, cut to the code's length.
 */
export function sanitizeCode(raw: string, length = CONFIRMATION_CODE_LENGTH): string {
  const latin = raw.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
  return latin.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(code: string, length = CONFIRMATION_CODE_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}
