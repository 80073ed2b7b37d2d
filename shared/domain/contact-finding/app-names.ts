import type { Findings } from './findings';

/** The apps named in words (both scripts), with a handle after the name or an invitation to move there. */

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
export function findAppNames(text: string, found: Findings): void {
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
