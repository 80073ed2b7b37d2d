/**
 * The one normal form the rules read (off-platform-contact.ts): digits of every script as 0–9, full-width and
 * compatibility forms, Arabic letter variants, dropped diacritics, tatweel and invisible characters, spelt-out
 * digits, with where each character came from.
 */

export interface Normalized {
  text: string;
  /** For each character of `text`, where the character it came from starts and ends in the original. */
  start: number[];
  end: number[];
}

/** Arabic letter variants read as one letter: alef forms, yeh forms, teh marbuta, the Persian kaf and gaf. */
const ARABIC_LETTERS = new Map<string, string>(Object.entries({
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0622': '\u0627', // آ
  '\u0671': '\u0627', // ٱ
  '\u0649': '\u064A', // ى
  '\u06CC': '\u064A', // ی
  '\u0629': '\u0647', // ة
  '\u06A9': '\u0643', // ک
  '\u06AF': '\u0643', // گ
}));

/** Punctuation read as its Latin equivalent; Arabic decimal and thousands separators join no phone digits. */
const PUNCTUATION = new Map<string, string>(Object.entries({
  '\u060C': ',', // ،
  '\u061B': ';', // ؛
  '\u061F': '?', // ؟
  '\u066B': ',', // ٫ decimal separator
  '\u066C': ',', // ٬ thousands separator
  '\u066A': '%', // ٪
  '\u06D4': '.', // ۔
  '\u2019': "'",
  '\u2018': "'",
  '\u02BC': "'",
  '\u00B4': "'",
  '`': "'",
  '\u2212': '-',
  '\u2E3A': '-',
}));

const IGNORED = /[\p{M}\p{Cf}\u0640]/u;
const DASH = /\p{Pd}/u;
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
const SPACE = /\s/;

/** Zero to nine, in English and (normal form: ة as ه, أ as ا) Arabic, as people spell a number out to hide it. */
const DIGIT_WORDS = new Map<string, string>(Object.entries({
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  صفر: '0',
  واحد: '1', واحده: '1',
  اثنين: '2', اثنان: '2', اتنين: '2', ثنين: '2',
  ثلاثه: '3', ثلاث: '3', تلاته: '3',
  اربعه: '4', اربع: '4',
  خمسه: '5', خمس: '5',
  سته: '6', ست: '6',
  سبعه: '7', سبع: '7',
  ثمانيه: '8', ثمان: '8', ثمنيه: '8', تمانيه: '8',
  تسعه: '9', تسع: '9',
}));

function foldSimple(char: string): string {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code < 0x80) {
    if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 0x20);
    if (char === '\r') return '\n';
    if (char === '\t') return ' ';
    return PUNCTUATION.get(char) ?? char;
  }
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  if (IGNORED.test(char)) return '';
  if (LINE_BREAK.test(char)) return '\n';
  if (SPACE.test(char)) return ' ';
  const mapped = ARABIC_LETTERS.get(char) ?? PUNCTUATION.get(char);
  if (mapped) return mapped;
  if (DASH.test(char)) return '-';
  return char;
}

/** One code point in normal form: compatibility forms (full-width, circled digits, ligatures) by NFKC first. */
function fold(char: string): string {
  const simple = foldSimple(char);
  if (simple !== char || char.charCodeAt(0) < 0x80) return simple;
  const compatible = char.normalize('NFKC');
  if (compatible === char) return char;
  let folded = '';
  for (const part of compatible) folded += foldSimple(part);
  return folded;
}

export function normalize(input: string): Normalized {
  const chars: string[] = [];
  const start: number[] = [];
  const end: number[] = [];
  let index = 0;
  for (const char of input) {
    const from = index;
    index += char.length;
    const folded = fold(char);
    for (let k = 0; k < folded.length; k++) {
      chars.push(folded.charAt(k));
      start.push(from);
      end.push(index);
    }
  }
  // Spelt-out digits become one digit each, covering the whole word.
  const text = chars.join('');
  const out: Normalized = { text: '', start: [], end: [] };
  const pieces: string[] = [];
  const copy = (from: number, to: number) => {
    pieces.push(text.slice(from, to));
    for (let k = from; k < to; k++) {
      out.start.push(start[k] ?? 0);
      out.end.push(end[k] ?? 0);
    }
  };
  let copied = 0;
  for (const word of text.matchAll(/[a-z]+|[\u0621-\u064A]+/g)) {
    const digit = DIGIT_WORDS.get(word[0]);
    if (digit === undefined) continue;
    copy(copied, word.index);
    pieces.push(digit);
    out.start.push(start[word.index] ?? 0);
    out.end.push(end[word.index + word[0].length - 1] ?? 0);
    copied = word.index + word[0].length;
  }
  copy(copied, text.length);
  out.text = pieces.join('');
  return out;
}
