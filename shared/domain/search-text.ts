/**
 * The text a name is searched by (the admin's users search, docs/data-model.md patterns 4b and 4c): what a person
 * types and what is stored are both reduced to this form, so case, accents and the ways Arabic is spelt or typed do
 * not matter. Plain data in, plain data out: the keys of the users search index are built from it.
 */

/** A name is findable by at most this many entries of the users search index (its first word starts, see below). */
export const NAME_SEARCH_ENTRIES = 8;

/** Arabic alef forms NFKD does not take apart: alef wasla and the Quranic alefs. */
const ALEF_FORMS = /[\u0671\u0672\u0673\u0675]/g;
/** Arabic-Indic and extended (Persian) digits, read as the digits 0–9. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Apostrophes vanish, so O'Brien is found as obrien; other punctuation separates words. */
const APOSTROPHES = /['\u2019\u02BC\u0060\u00B4]/g;

function latinDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * Lower case, without accents or Arabic diacritics (harakat, shadda, the hamza and madda that NFKD takes off
 * أ إ آ ؤ ئ), without tatweel or invisible formatting characters; alef forms are plain alef, alef maqsura ى and the
 * Persian yeh ی are yeh ي, teh marbuta ة is heh ه (spelt either way in names), digits are 0–9; anything that is not
 * a letter or a digit separates words, by one space. An empty result means there is nothing to search by.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\p{Cf}\u0640]/gu, '')
    .replace(APOSTROPHES, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(/[\u0649\u06CC]/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(ARABIC_DIGITS, latinDigit)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The Arabic definite article, which people leave out when they search a family name (القحطاني, قحطاني). */
const ARABIC_ARTICLE = '\u0627\u0644';

/**
 * The texts a name is found by: the whole normalised name first (its sort key too), then what follows each later
 * word start, so "Noura Al-Qahtani" is found by "nou", "al q" and "qah"; a word that starts with the Arabic article
 * is found without it too (نورة القحطاني by قحط). At most `NAME_SEARCH_ENTRIES`; none for a name with no letter or digit.
 */
export function nameSearchTexts(fullName: string): string[] {
  const normalized = normalizeSearchText(fullName);
  if (!normalized) return [];
  const words = normalized.split(' ');
  const texts = words.flatMap((word, start) => {
    const rest = words.slice(start + 1);
    const withArticle = [word, ...rest].join(' ');
    const bare = word.startsWith(ARABIC_ARTICLE) && word.length > ARABIC_ARTICLE.length + 1 ? [[word.slice(ARABIC_ARTICLE.length), ...rest].join(' ')] : [];
    return [withArticle, ...bare];
  });
  return texts.slice(0, NAME_SEARCH_ENTRIES);
}

/**
 * Code point order, which is the UTF-8 byte order DynamoDB sorts string keys in (UTF-16 code units differ from it
 * past U+D7FF): lists merged in memory must agree with the index about which key comes first.
 */
export function codePointOrder(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const difference = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
}
