import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json';
import en from 'i18n-iso-countries/langs/en.json';

/**
 * The country list of the sign-up form, bundled with the app (the spec's external countries service is
 * replaced: no call leaves the page). Only the two languages of the app are registered, so the bundle
 * carries no other locale.
 */
countries.registerLocale(en);
countries.registerLocale(ar);

export interface CountryOption {
  code: string;
  name: string;
  flag: string;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** A flag as the pair of regional-indicator letters of its ISO code (`SA` → 🇸🇦): drawn by the system's emoji font. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...Array.from(code.toUpperCase(), (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

const cache = new Map<string, CountryOption[]>();

/** Every country with its name in the language shown, sorted by that name. */
export function countryOptions(locale: 'en' | 'ar'): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = countries.getNames(locale, { select: 'official' });
  const collator = new Intl.Collator(locale);
  const options = Object.entries(names)
    .map(([code, name]) => ({ code, name, flag: flagEmoji(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, options);
  return options;
}
