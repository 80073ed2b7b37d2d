import { SEARCH_COUNT_LIMIT } from '../../shared/domain/admin-users';
import { codePointOrder, normalizeSearchText } from '../../shared/domain/search-text';
import { normalizeEmail } from '../../shared/validation/email';
import type { UserSearchField } from '../data/keys';

/**
 * The pure part of the admins' users search (docs/data-model.md, pattern 4c): which entry lists of the users search
 * index a search reads, how many entries of each, and how the lists merge into one list of users, ordered by the
 * text that matched. No read here: lambdas/domain/admin-users.ts reads the lists.
 */

export interface SearchList {
  field: UserSearchField;
  /** The start of the entries' text, normalised as they are. */
  prefix: string;
}

/**
 * The lists a search reads: e-mail entries by the start of the address (unless the search holds a space, which no
 * address does), and, unless it holds an `@`, the whole-name and later-word entries by the start of its normalised
 * text. None when nothing is left to search by.
 */
export function searchLists(search: string): SearchList[] {
  const email = normalizeEmail(search);
  const name = email.includes('@') ? '' : normalizeSearchText(search);
  return [
    ...(email && !/\s/.test(email) ? [{ field: 'email' as const, prefix: email }] : []),
    ...(name ? [{ field: 'name' as const, prefix: name }, { field: 'word' as const, prefix: name }] : []),
  ];
}

/**
 * How many entries each list reads for page `page`: enough for the page and for the count (`SEARCH_COUNT_LIMIT`). A
 * list that fills them is taken to have more (exactly that many then reads as "at least", which is still true).
 */
export function entriesToRead(page: number, pageSize: number): number {
  return Math.max(SEARCH_COUNT_LIMIT, page * pageSize);
}

/** An entry read: its sort key after `<field>:` (the text, `#`, the user's id) and the user it belongs to. */
export interface Entry {
  key: string;
  userId: string;
}

export interface EntryList {
  entries: readonly Entry[];
  /** The list was read to its end (fewer entries came back than were asked for). */
  complete: boolean;
}

export interface MergedMatches {
  /** Each matching user once, at the first key that matched it, in key order. */
  userIds: string[];
  /**
   * How many of `userIds`, from the start, are certainly in their place: up to the smallest last key of the lists
   * not read to their end, nothing unread can come before them. All of them when every list is complete.
   */
  settled: number;
  /** Every list was read to its end: `userIds` are all the matches. */
  complete: boolean;
}

/**
 * Merges the lists read, in the index's own order (code points of the key), keeping each user once. A user matched
 * by an unread entry of a list can only be placed after that list's last key read, so the settled part is exact.
 */
export function mergeEntries(lists: readonly EntryList[]): MergedMatches {
  const firstKey = new Map<string, string>();
  for (const { entries } of lists) {
    for (const { key, userId } of entries) {
      const known = firstKey.get(userId);
      if (known === undefined || codePointOrder(key, known) < 0) firstKey.set(userId, key);
    }
  }
  const ordered = [...firstKey].sort(([, a], [, b]) => codePointOrder(a, b));
  const frontiers = lists.filter((list) => !list.complete).map((list) => list.entries.at(-1)?.key ?? '');
  const frontier = frontiers.length ? frontiers.reduce((least, key) => (codePointOrder(key, least) < 0 ? key : least)) : undefined;
  const settled = frontier === undefined ? ordered.length : ordered.filter(([, key]) => codePointOrder(key, frontier) <= 0).length;
  return { userIds: ordered.map(([userId]) => userId), settled, complete: frontier === undefined };
}
