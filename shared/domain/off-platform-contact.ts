/**
 * Off-platform contact in a chat message (issue 14): a phone number, an e-mail address, or a WhatsApp, Telegram or
 * Snapchat handle or link. Before a message is sent the web app warns that deals made elsewhere lose the platform's
 * protection (the sender may edit or send anyway); the API flags the message for the admin by the same rules. Plain
 * data in, plain data out, no dependency: shared by the web app and the lambdas.
 *
 * The text is first read in one normal form (digits of every script as 0–9, full-width and compatibility forms,
 * Arabic letter variants, dropped diacritics, tatweel and invisible characters, spelt-out digits), keeping where each
 * character came from, so every finding is reported as a span of the original text. Every step is linear in the
 * length of the message: rules are scans or regular expressions without nested unbounded repetition, anchored at
 * token starts. docs/decisions.md ("Chat (issue 14): off-platform contact") lists what counts and what does not.
 */

export const OFF_PLATFORM_CONTACT_KINDS = ['phone', 'email', 'whatsapp', 'telegram', 'snapchat', 'instagram', 'tiktok'] as const;
export type OffPlatformContactKind = (typeof OFF_PLATFORM_CONTACT_KINDS)[number];

export interface OffPlatformContact {
  kind: OffPlatformContactKind;
  /** UTF-16 offsets in the text given, `end` excluded: `text.slice(start, end)` is `text`. */
  start: number;
  end: number;
  text: string;
}

/** Every finding, in the order of the text; findings never overlap. */
export function findOffPlatformContacts(text: string): OffPlatformContact[] {
  const normal = normalize(text);
  const found = new Findings(normal.text.length);
  findLinks(normal.text, found);
  maskOtherLinksAndIdentifiers(normal.text, found);
  findEmails(normal.text, found);
  findPhones(normal.text, found);
  findAppNames(normal.text, found);
  return found.sorted().map(({ kind, start, end }) => {
    const from = normal.start[start] ?? 0;
    const to = normal.end[end - 1] ?? from;
    return { kind, start: from, end: to, text: text.slice(from, to) };
  });
}

export function hasOffPlatformContact(text: string): boolean {
  return findOffPlatformContacts(text).length > 0;
}

/** What masks a finding where a message is shown to others than its sender and the admins (issue 27). */
export const CONTACT_MASK = '•••';

/** The text with each finding replaced by the mask: what the other members of a flagged message's channel read. */
export function maskOffPlatformContacts(text: string, findings: readonly OffPlatformContact[] = findOffPlatformContacts(text)): string {
  let masked = '';
  let from = 0;
  for (const finding of findings) {
    masked += text.slice(from, finding.start) + CONTACT_MASK;
    from = finding.end;
  }
  return masked + text.slice(from);
}

// ---------------------------------------------------------------------------------------------------------------
// Normal form

interface Normalized {
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

function normalize(input: string): Normalized {
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

// ---------------------------------------------------------------------------------------------------------------
// Findings over the normal form

interface Finding {
  kind: OffPlatformContactKind;
  start: number;
  end: number;
}

class Findings {
  private readonly list: Finding[] = [];
  /** Characters already part of a finding, or of a link or identifier no later rule may read. */
  readonly taken: Uint8Array;

  constructor(length: number) {
    this.taken = new Uint8Array(length);
  }

  isFree(start: number, end: number): boolean {
    for (let k = start; k < end; k++) if (this.taken[k]) return false;
    return true;
  }

  mask(start: number, end: number): void {
    this.taken.fill(1, start, end);
  }

  add(kind: OffPlatformContactKind, start: number, end: number): void {
    this.list.push({ kind, start, end });
    this.mask(start, end);
  }

  sorted(): Finding[] {
    return [...this.list].sort((a, b) => a.start - b.start);
  }
}

/** Printable ASCII, the characters of a link as people paste it. */
const URL_TAIL = '[\\x21-\\x7e]*';
/** Closing punctuation after a link belongs to the sentence. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;
const LINK_START = '(?<![\\w.@/-])(?:https?://)?(?:www\\.)?';

/** Links that open a conversation or a profile in one of the apps. Other links of the apps' sites are not contact. */
const APP_LINKS: readonly (readonly [OffPlatformContactKind, RegExp])[] = [
  ['whatsapp', new RegExp(`${LINK_START}(?:(?:wa\\.me|wa\\.link)/${URL_TAIL}|(?:[a-z]+\\.)?whatsapp\\.com(?:/${URL_TAIL})?)|whatsapp://${URL_TAIL}`, 'g')],
  ['telegram', new RegExp(`${LINK_START}(?:t\\.me|telegram\\.me|telegram\\.dog)/${URL_TAIL}|tg://${URL_TAIL}`, 'g')],
  ['snapchat', new RegExp(`${LINK_START}(?:snapchat\\.com/(?:add/|@|t/)|t\\.snapchat\\.com/)${URL_TAIL}|snapchat://${URL_TAIL}`, 'g')],
];

function findLinks(text: string, found: Findings): void {
  for (const [kind, pattern] of APP_LINKS) {
    for (const match of text.matchAll(pattern)) {
      const link = match[0].replace(TRAILING_PUNCTUATION, '');
      if (link.length > 0 && found.isFree(match.index, match.index + link.length)) found.add(kind, match.index, match.index + link.length);
    }
  }
}

/**
 * Read by no later rule: any other link (the marketplace's own, a shared drive, Instagram…), whose digits are ids and
 * whose words are paths; an IBAN (bank details are no way to reach someone); a UUID.
 */
const OTHER_LINKS_AND_IDENTIFIERS = [
  new RegExp(`(?<![\\w.@/-])(?:https?://[\\x21-\\x7e]+|www\\.[\\x21-\\x7e]+|[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,24}/${URL_TAIL})`, 'g'),
  /(?<![a-z0-9])[a-z]{2}\d{2}(?:[ -]?[a-z0-9]{4}){3,7}(?:[ -]?[a-z0-9]{1,3})?(?![a-z0-9])/g,
  /(?<![a-z0-9-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![a-z0-9-])/g,
];

function maskOtherLinksAndIdentifiers(text: string, found: Findings): void {
  for (const pattern of OTHER_LINKS_AND_IDENTIFIERS) {
    for (const match of text.matchAll(pattern)) {
      if (found.isFree(match.index, match.index + 1)) found.mask(match.index, match.index + match[0].length);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// E-mail addresses

const LOCAL_PART = /[a-z0-9._%+-]/;
const LOCAL_PART_MAX = 64;
const LABEL = /[a-z0-9-]/;
const LABEL_MAX = 63;
const LABELS_MAX = 8;
/** `@`, `(at)` `[at]` `{at}` `<at>`, or the word `at` between spaces. */
const AT_SIGN = /@|[([{<] ?at ?[)\]}>]|(?<![a-z0-9'])at(?![a-z0-9'])/g;
/** `.`, ` . `, ` dot `, `(dot)` `[dot]` `{dot}` with or without spaces, read from a position. */
const DOT = / ?[([{<] ?dot ?[)\]}>] ?| dot | \. |\./y;
/** Mail services an address may be spelt without its top-level domain with (`noura@gmail`). */
const MAIL_PROVIDERS = new Set(['gmail', 'googlemail', 'hotmail', 'outlook', 'live', 'msn', 'yahoo', 'icloud', 'me', 'aol', 'proton', 'protonmail', 'yandex', 'zoho', 'gmx']);
/** Top-level domains an address written with spaces or words must end in, so ordinary sentences are not read as one. */
const COMMON_TLDS = new Set(['com', 'net', 'org', 'sa', 'ae', 'kw', 'qa', 'bh', 'om', 'eg', 'io', 'co', 'me', 'edu', 'gov', 'info', 'biz', 'uk', 'us', 'app', 'dev']);
/** File extensions: `logo@2x.png` is a file name. */
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'heic', 'svg', 'psd', 'ai', 'pdf', 'zip', 'mp4', 'mov', 'm4v', 'avi', 'mkv', 'webm', 'mp3', 'wav', 'm4a', 'srt', 'txt', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'key']);

function findEmails(text: string, found: Findings): void {
  for (const marker of text.matchAll(AT_SIGN)) {
    const isWord = marker[0] === 'at';
    let spaced = isWord || marker[0] !== '@';
    // The local part, left of the marker.
    let localEnd = marker.index;
    if (text[localEnd - 1] === ' ') {
      localEnd -= 1;
      spaced = true;
    } else if (isWord) continue;
    let localStart = localEnd;
    while (localStart > 0 && localEnd - localStart < LOCAL_PART_MAX && LOCAL_PART.test(text.charAt(localStart - 1))) localStart -= 1;
    while (text[localStart] === '.') localStart += 1;
    if (localStart >= localEnd || text[localEnd - 1] === '.') continue;
    // The domain, right of it.
    let position = marker.index + marker[0].length;
    if (text[position] === ' ') {
      position += 1;
      spaced = true;
    } else if (isWord) continue;
    const labels: string[] = [];
    let end = position;
    while (labels.length < LABELS_MAX) {
      let labelEnd = position;
      while (labelEnd < text.length && labelEnd - position < LABEL_MAX && LABEL.test(text.charAt(labelEnd))) labelEnd += 1;
      if (labelEnd === position) break;
      labels.push(text.slice(position, labelEnd));
      end = labelEnd;
      DOT.lastIndex = labelEnd;
      const dot = DOT.exec(text);
      if (!dot || !LABEL.test(text.charAt(labelEnd + dot[0].length))) break;
      if (dot[0] !== '.') spaced = true;
      position = labelEnd + dot[0].length;
    }
    if (isEmailDomain(labels, spaced, isWord) && found.isFree(localStart, end)) found.add('email', localStart, end);
  }
}

function isEmailDomain(labels: string[], spaced: boolean, isWord: boolean): boolean {
  const last = labels.at(-1);
  if (last === undefined) return false;
  if (labels.length === 1) return !isWord && MAIL_PROVIDERS.has(last);
  if (!/^[a-z]{2,24}$/.test(last) || FILE_EXTENSIONS.has(last)) return false;
  return !spaced || COMMON_TLDS.has(last);
}

// ---------------------------------------------------------------------------------------------------------------
// Phone numbers

/** Characters that may stand between the digit groups of one number, at most `GAP_MAX` of them. */
const GAP_CHARACTERS = new Set([' ', '-', '.', '(', ')', '_', '\n']);
const GAP_MAX = 3;
/** The longest number read: 00, a country code and 15 digits is 17. */
const DIGITS_MAX = 17;
/** A Saudi number after the country code (a mobile, a landline, a unified 9200 or a toll-free 800 number). */
const SAUDI_AFTER_CODE = /^0?(?:5\d{8}|1[1-7]\d{7}|920\d{6}|800\d{7})$/;
const SAUDI_NATIONAL = /^(?:0(?:5\d{8}|1[1-7]\d{7})|920\d{6}|800\d{7})$/;
/** Gulf and Egyptian numbers written with their country code but no + or 00. */
const NEIGHBOUR_WITHOUT_PREFIX = /^(?:(?:965|968|973|974)\d{8}|971(?:5\d{8}|[2-9]\d{7})|201[0125]\d{8})$/;
/** Any number written with + or 00: E.164, 8 to 15 digits. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
/** A number right after or before a currency or a unit is an amount. */
const AMOUNT_AFTER = /^ ?(?:sar|sr|riyals?|rials?|ريال|ر\.? ?س|usd|\$|%|k(?![a-z]))/;
const AMOUNT_BEFORE = /(?:(?<![a-z])(?:sar|sr|usd)|\$) ?$/;

interface Group {
  start: number;
  end: number;
}

function findPhones(text: string, found: Findings): void {
  const groups: Group[] = [];
  for (let k = 0; k < text.length; ) {
    if (!isDigit(text, k) || found.taken[k]) {
      k += 1;
      continue;
    }
    const start = k;
    while (k < text.length && isDigit(text, k) && !found.taken[k]) k += 1;
    groups.push({ start, end: k });
  }
  const joined = (left: Group, right: Group) => {
    if (right.start - left.end > GAP_MAX) return false;
    for (let k = left.end; k < right.start; k++) if (found.taken[k] || !GAP_CHARACTERS.has(text.charAt(k))) return false;
    return true;
  };
  let first = 0;
  while (first < groups.length) {
    const head = groups[first] as Group;
    const plus = plusBefore(text, head.start);
    let digits = '';
    const layout: Layout = { amountLike: false, laterGroups: 0 };
    let last = -1;
    for (let k = first; k < groups.length; k++) {
      const group = groups[k] as Group;
      if (k > first) {
        const previous = groups[k - 1] as Group;
        if (!joined(previous, group)) break;
        const size = group.end - group.start;
        layout.laterGroups += 1;
        layout.amountLike ||= size >= 5 || text.slice(previous.end, group.start) === ' - ';
        layout.threesOnly = (layout.threesOnly ?? true) && size === 3;
      }
      digits += text.slice(group.start, group.end);
      if (digits.length > DIGITS_MAX) break;
      if (isPhoneNumber(digits, plus >= 0, layout) && fitsItsPlace(text, found, plus >= 0 ? plus : head.start, head.start, group.end)) last = k;
    }
    if (last < 0 || !opensCleanly(text, found, head.start)) {
      first += 1;
      continue;
    }
    found.add('phone', plus >= 0 ? plus : head.start, (groups[last] as Group).end);
    first = last + 1;
  }
}

function isDigit(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0x30 && code <= 0x39;
}

/** Where the `+` of `+966 …`, `+ 966`, `(+966)` is, or -1. */
function plusBefore(text: string, start: number): number {
  let k = start - 1;
  for (let skipped = 0; skipped < 2 && (text[k] === ' ' || text[k] === '('); skipped++) k -= 1;
  return text[k] === '+' && !/[a-z0-9]/.test(text.charAt(k - 1)) ? k : -1;
}

/** Not the digits of a word or a path (`sa03…`, `x1080`, `/123`). */
function opensCleanly(text: string, found: Findings, start: number): boolean {
  const before = text.charAt(start - 1);
  return !(start > 0 && found.taken[start - 1] && !GAP_CHARACTERS.has(before)) && !/[a-z/\\]/.test(before);
}

function fitsItsPlace(text: string, found: Findings, start: number, digitsStart: number, end: number): boolean {
  const after = text.charAt(end);
  if (/[a-z/\\%]/.test(after) || (end < text.length && found.taken[end] && !GAP_CHARACTERS.has(after))) return false;
  return !AMOUNT_AFTER.test(text.slice(end, end + 8)) && !AMOUNT_BEFORE.test(text.slice(Math.max(0, Math.min(start, digitsStart) - 6), Math.min(start, digitsStart)));
}

/** How the digit groups after the first are laid out. */
interface Layout {
  laterGroups: number;
  /** A later group of five digits or more, or a spaced dash between groups: a range of amounts ("5000-10000", "5 - 10"). */
  amountLike: boolean;
  /** Every later group has three digits: thousands written with spaces ("500 000 000"). */
  threesOnly?: boolean;
}

/** Whether the digits, as written (with a + or not), are a number someone can be called on. */
function isPhoneNumber(digits: string, plus: boolean, layout: Layout): boolean {
  if (plus || digits.startsWith('00')) {
    const number = plus ? digits : digits.slice(2);
    return number.startsWith('966') ? SAUDI_AFTER_CODE.test(number.slice(3)) : INTERNATIONAL.test(number);
  }
  if (digits.startsWith('966')) return SAUDI_AFTER_CODE.test(digits.slice(3));
  if (SAUDI_NATIONAL.test(digits)) return true;
  // 5X XXX XXXX without its 0, unless the groups read as amounts: "5000-10000", "5 000 - 10 000", "500 000 000".
  if (/^5\d{8}$/.test(digits)) return !layout.amountLike && !(layout.laterGroups >= 2 && layout.threesOnly === true);
  return NEIGHBOUR_WITHOUT_PREFIX.test(digits);
}

// ---------------------------------------------------------------------------------------------------------------
// The apps by name

/** Arabic clitics before a name (و ف ب ل ك ع, the article): بالواتس, عالواتس, للسناب, والتلقرام. */
const AR_PREFIX = '(?:[وف]?(?:[بلكع]?ال|لل|[بلكع])?)';
/** Possessive endings: واتسابي (my WhatsApp), سنابك (your Snapchat). */
const AR_SUFFIX = '(?:ي|ك|نا|كم|ه)?';
type AppKind = 'whatsapp' | 'telegram' | 'snapchat' | 'instagram' | 'tiktok';
const APP_NAME_PATTERNS: Record<AppKind, { ar: string; en: string }> = {
  whatsapp: { ar: 'وا?ت ?سا?ب|وا?تس(?: ?اب)?', en: "wh?a?t'?s[ -]?app?" },
  telegram: { ar: 'تي?لي?[جغقك]را?م', en: 'tele?gram' },
  snapchat: { ar: 'سناب(?: ?شات| ?تشات)?', en: 'snap(?: ?chat)?' },
  instagram: { ar: 'ا?نست(?:ا|[جغقك]را?م)', en: 'insta(?:gram)?|ig' },
  tiktok: { ar: 'تي?ك ?تو?ك', en: 'tik ?tok' },
};
/**
 * Apps a brief names all the time (post on Instagram, a TikTok video): only a handle after the name is contact
 * (`insta @reem.eats`, `تيك توك: reem_eats`), never the name alone nor an invitation to it.
 */
const HANDLE_ONLY: ReadonlySet<AppKind> = new Set(['instagram', 'tiktok']);
const APP_NAMES = (Object.entries(APP_NAME_PATTERNS) as [AppKind, { ar: string; en: string }][]).map(
  ([kind, { ar, en }]) => [kind, new RegExp(`(?<![\\p{L}\\p{N}])(?:${AR_PREFIX}(?:${ar})${AR_SUFFIX}|${en})(?![\\p{L}\\p{N}])`, 'gu')] as const,
);

/** A handle after a name: `snap: noura`, `telegram @noura`, `my snapchat is noura.q`, `سناب noura_22`. */
const HANDLE_AFTER = /^(?: ?(:) ?| (is|id|username|user|handle|account|يوزر|يوزري|معرف|معرفي|حسابي|اسمي|هو) ?:? ?| ?- ?| ?)(@?)([a-z][a-z0-9._-]{1,29})(?![a-z0-9_-])/;
/** Words that follow an app's name in a brief, not handles (`Snapchat: story ads`). */
const NOT_HANDLES = new Set([
  'ad', 'ads', 'story', 'stories', 'video', 'videos', 'spotlight', 'content', 'reel', 'reels', 'post', 'posts', 'campaign',
  'campaigns', 'filter', 'filters', 'lens', 'lenses', 'stats', 'insights', 'followers', 'views', 'audience', 'reach',
  'format', 'version', 'size', 'only', 'and', 'or', 'the', 'a', 'an', 'for', 'too', 'also', 'tiktok', 'instagram',
  'youtube', 'twitter', 'link', 'status', 'group', 'channel', 'business', 'web', 'app', 'is', 'me', 'us', 'please',
]);
/** Clause boundaries: a negation or an invitation before a name counts only within its clause. */
const CLAUSE_END = /[.!?,;:\n]/;
const WINDOW = 48;
const NEGATIONS = new Set([
  'no', 'not', 'never', 'without', 'avoid', 'instead', 'rather', 'nor', 'off', 'cannot', "can't", 'cant', "don't", 'dont',
  "doesn't", 'doesnt', "didn't", 'didnt', "won't", 'wont', "isn't", 'isnt', "aren't", 'arent', "shouldn't", 'shouldnt',
  "wouldn't", 'wouldnt',
  'لا', 'ما', 'مو', 'مب', 'مش', 'بدون', 'بلاش', 'ممنوع', 'ماعندي', 'ماعندنا', 'مافي', 'مافيه', 'بدل', 'بدال', 'غير',
]);
const NEGATIONS_AFTER = new Set(['not', "isn't", 'isnt', 'never', 'prohibited', 'forbidden', 'banned', 'ممنوع', 'ممنوعه', 'مو', 'مش', 'لا', 'غير']);
const WHY = new Set(['why', 'ليش', 'ليه', 'لماذا', 'لم']);
const INVITATION_EN = /(?:^| )(?:(?:add|follow|message|msg|dm|text|contact|reach|find|ping|call|hit)(?: me| us)|let'?s (?:talk|chat|continue|move|switch))(?= |$)/;
const INVITATION_AR = new Set([
  'ضيفني', 'ضيفيني', 'ضيفوني', 'ضيفنا', 'اضفني', 'اضيفني', 'ضفني', 'تابعني', 'تابعيني', 'تابعنا', 'كلمني', 'كلميني', 'كلمنا',
  'راسلني', 'راسليني', 'راسلنا', 'تواصل', 'تواصلي', 'تواصلوا',
]);

/**
 * WhatsApp and Telegram are only ever a way to talk: named, they warn, unless the clause says not to use them
 * ("no WhatsApp please"). Snapchat is also where brands publish: it warns with a handle, a link or an invitation
 * ("add me on snap", "ضيفني سناب") only.
 */
function findAppNames(text: string, found: Findings): void {
  for (const [kind, pattern] of APP_NAMES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!found.isFree(start, end)) continue;
      const handleEnd = handleAfter(text, end);
      if (handleEnd < 0) {
        if (HANDLE_ONLY.has(kind)) continue;
        if (kind === 'snapchat' ? !invitedTo(text, start, end) : negated(text, start, end)) continue;
      }
      if (found.isFree(start, Math.max(end, handleEnd))) found.add(kind, start, Math.max(end, handleEnd));
    }
  }
}

function handleAfter(text: string, end: number): number {
  const match = HANDLE_AFTER.exec(text.slice(end, end + WINDOW));
  if (!match) return -1;
  const [whole, colon, keyword, at, raw = ''] = match;
  const handle = raw.replace(/[.-]+$/, '');
  if (NOT_HANDLES.has(handle)) return -1;
  const marked = Boolean(colon || keyword || at);
  if (!marked && !/[0-9._]/.test(handle)) return -1;
  return end + whole.length - (raw.length - handle.length);
}

/** The last few words of the clause before a position, and the first few after one, letters and apostrophes only. */
function wordsBefore(text: string, start: number, count: number): string[] {
  const window = text.slice(Math.max(0, start - WINDOW), start);
  let clauseStart = window.length;
  while (clauseStart > 0 && !CLAUSE_END.test(window.charAt(clauseStart - 1))) clauseStart -= 1;
  return words(window.slice(clauseStart)).slice(-count);
}

function wordsAfter(text: string, end: number, count: number): string[] {
  const window = text.slice(end, end + WINDOW);
  let clauseEnd = 0;
  while (clauseEnd < window.length && !CLAUSE_END.test(window.charAt(clauseEnd))) clauseEnd += 1;
  return words(window.slice(0, clauseEnd)).slice(0, count);
}

function words(clause: string): string[] {
  return clause
    .split(' ')
    .map((word) => word.replace(/[^\p{L}']/gu, ''))
    .filter(Boolean);
}

/** A word, or the same word after a conjunction و or ف (وبدون, فضيفني); never ولا, which is "or" as often as "nor". */
function inSet(set: Set<string>, word: string): boolean {
  return set.has(word) || (word !== 'ولا' && /^[وف]/.test(word) && set.has(word.slice(1)));
}

function negated(text: string, start: number, end: number): boolean {
  const before = wordsBefore(text, start, 4);
  if (before.some((word) => WHY.has(word))) return false;
  return before.some((word) => inSet(NEGATIONS, word)) || wordsAfter(text, end, 2).some((word) => inSet(NEGATIONS_AFTER, word));
}

function invitedTo(text: string, start: number, end: number): boolean {
  if (/^ (?:me|us)(?![a-z])/.test(text.slice(end, end + 4))) return true;
  const before = wordsBefore(text, start, 4);
  return INVITATION_EN.test(before.join(' ')) || before.some((word) => inSet(INVITATION_AR, word));
}
