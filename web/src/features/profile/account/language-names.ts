import type { Language } from '../../../../../shared/domain/language';

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: { readonly [Code in Language]: string } = { en: 'English', ar: 'العربية' };
