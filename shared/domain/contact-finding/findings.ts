import type { OffPlatformContactKind } from '../off-platform-contact';

/** The findings of one text over its normal form, and the links read before every other rule. */

interface Finding {
  kind: OffPlatformContactKind;
  start: number;
  end: number;
}

export class Findings {
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
export const URL_TAIL = '[\\x21-\\x7e]*';
/** Closing punctuation after a link belongs to the sentence. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;
const LINK_START = '(?<![\\w.@/-])(?:https?://)?(?:www\\.)?';

/** Links that open a conversation or a profile in one of the apps. Other links of the apps' sites are not contact. */
const APP_LINKS: readonly (readonly [OffPlatformContactKind, RegExp])[] = [
  ['whatsapp', new RegExp(`${LINK_START}(?:(?:wa\\.me|wa\\.link)/${URL_TAIL}|(?:[a-z]+\\.)?whatsapp\\.com(?:/${URL_TAIL})?)|whatsapp://${URL_TAIL}`, 'g')],
  ['telegram', new RegExp(`${LINK_START}(?:t\\.me|telegram\\.me|telegram\\.dog)/${URL_TAIL}|tg://${URL_TAIL}`, 'g')],
  ['snapchat', new RegExp(`${LINK_START}(?:snapchat\\.com/(?:add/|@|t/)|t\\.snapchat\\.com/)${URL_TAIL}|snapchat://${URL_TAIL}`, 'g')],
];

export function findLinks(text: string, found: Findings): void {
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

export function maskOtherLinksAndIdentifiers(text: string, found: Findings): void {
  for (const pattern of OTHER_LINKS_AND_IDENTIFIERS) {
    for (const match of text.matchAll(pattern)) {
      if (found.isFree(match.index, match.index + 1)) found.mask(match.index, match.index + match[0].length);
    }
  }
}
