import type { OffPlatformContact, OffPlatformContactKind } from '../../../../shared/domain/off-platform-contact';

/**
 * How a message's plain text is shown (unit-tested in test/unit/web-chat-text.test.ts): never as HTML. Its
 * `http(s)` addresses become links, its direction is its own (an English message reads left to right in the Arabic
 * interface), and the off-platform contact found in it can be highlighted.
 */

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** `http://` or `https://` up to the next space or character that cannot end an address in running text. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/giu;
/** Punctuation that ends a sentence rather than the address it follows (Latin and Arabic). */
const TRAILING = /[.,;:!?'")\]}،؛؟»…]+$/u;

/** The address a link may open: http(s) only, parsed by the URL rules; anything else stays text. */
export function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A closing bracket stays part of the address when the address opened it (`…/Foo_(bar)`). */
function trimTrailing(address: string): string {
  let end = address.replace(TRAILING, '');
  const rest = address.slice(end.length);
  for (const char of rest) {
    const opened = char === ')' ? '(' : char === ']' ? '[' : undefined;
    if (!opened) break;
    const candidate = end + char;
    if (candidate.split(opened).length - 1 < candidate.split(char).length - 1) break;
    end = candidate;
  }
  return end;
}

/** The text as plain parts and links, in order; line breaks stay in the text parts (shown with `pre-wrap`). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    if (!href || address.length <= match[0].indexOf('//') + 2) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'link', text: address, href });
    from = match.index + address.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}

/** Letters of the scripts written right to left. */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction of a message, from its first letter outside addresses and @handles (the rule of `dir="auto"`, which
 * a message starting with a link would get wrong); undefined when it has no letter (digits, emoji), which then
 * follow the interface.
 */
export function textDirection(text: string): 'rtl' | 'ltr' | undefined {
  const words = text.replace(ADDRESS, ' ').replace(/@[\w.]+/gu, ' ');
  for (const char of words) if (LETTER.test(char)) return RTL_LETTER.test(char) ? 'rtl' : 'ltr';
  return undefined;
}

export type HighlightPart = { text: string; kind?: OffPlatformContactKind };

/** The text cut around the findings (spans of it), each finding marked with its kind. */
export function highlightParts(text: string, findings: readonly Pick<OffPlatformContact, 'kind' | 'start' | 'end'>[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let from = 0;
  for (const finding of [...findings].sort((a, b) => a.start - b.start)) {
    const start = Math.max(from, finding.start);
    if (finding.end <= start) continue;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: text.slice(start, finding.end), kind: finding.kind });
    from = finding.end;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** Initials for an avatar without a picture: the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}
