import { ADMIN_USERS_PAGE_SIZE, SEARCH_MAX_MATCHES, type AdminUserList, type AdminUserRow } from '../../shared/domain/admin-users';
import type { SignUpRole } from '../../shared/domain/constants';
import { totalPagesOf } from '../../shared/domain/page';
import type { AdminUsersQuery } from '../../shared/validation/admin-users';
import { countUsers, findUserSearchEntries, getUserRows, listUsersByCreation, listUsersByEmail, listUsersByName } from '../data/user-lists';
import { readUrlsFor } from './profile-media';
import { entriesToRead, mergeEntries, searchLists, type MergedMatches } from './user-search';

/**
 * The admins' Users screen (spec §7 `GET /admin/{companies|creators}`): a role's users a page at a time, newest first
 * by default or by name or e-mail, or the users a search finds. Every page is read from an index, up to its end, so
 * its cost does not grow with the number of users (docs/data-model.md, patterns 4-4c).
 */

const PAGE_SIZE = ADMIN_USERS_PAGE_SIZE;

interface ListedPage {
  rows: AdminUserRow[];
  totalEntries: number;
  totalPages: number;
  totalIsLowerBound: boolean;
}

export async function listUsers(role: SignUpRole, query: AdminUsersQuery): Promise<AdminUserList> {
  const { rows, ...totals } = query.search ? await searchPage(role, query.search, query.page) : await sortedPage(role, query);
  const readUrls = await readUrlsFor(rows.flatMap((row) => (row.avatar ? [row.avatar] : [])));
  return { data: rows, page: query.page, ...totals, readUrls };
}

/**
 * Without a search: the total from the role's counter; the page from the index of the order asked for, read up to
 * the page's end (pattern 26's way: the first pages are what people read). A page past the end reads no rows, so
 * an old link or a typed page number costs a counter read.
 */
async function sortedPage(role: SignUpRole, { page, sortBy, sortOrder }: AdminUsersQuery): Promise<ListedPage> {
  const list = sortBy === 'fullName' ? listUsersByName : sortBy === 'email' ? listUsersByEmail : listUsersByCreation;
  const read = () => list(role, sortOrder, page, PAGE_SIZE);
  const [totalEntries, rows] = page === 1 ? await Promise.all([countUsers(role), read()]) : await countThenRead(role, page, read);
  return { rows, totalEntries, totalPages: totalPagesOf(totalEntries, PAGE_SIZE), totalIsLowerBound: false };
}

async function countThenRead(role: SignUpRole, page: number, read: () => Promise<AdminUserRow[]>): Promise<[number, AdminUserRow[]]> {
  const totalEntries = await countUsers(role);
  return [totalEntries, page <= totalPagesOf(totalEntries, PAGE_SIZE) ? await read() : []];
}

/** Reading more when users matched twice in one list left the page unsettled: at most this many rounds. */
const SEARCH_ROUNDS = 3;
/** The pages a search offers at most. */
const SEARCH_MAX_PAGES = Math.ceil(SEARCH_MAX_MATCHES / PAGE_SIZE);

/**
 * With a search: each list of `searchLists` read as a prefix's key range up to `entriesToRead`, merged in the order
 * of the matched text. The count is what was read, "at least" while a list has more; a page past
 * `SEARCH_MAX_MATCHES` matches is empty (a narrower search is the way on).
 */
async function searchPage(role: SignUpRole, search: string, page: number): Promise<ListedPage> {
  const lists = searchLists(search);
  if (!lists.length) return { rows: [], totalEntries: 0, totalPages: 0, totalIsLowerBound: false };
  if (page > SEARCH_MAX_PAGES) return { rows: [], totalEntries: SEARCH_MAX_MATCHES, totalPages: SEARCH_MAX_PAGES, totalIsLowerBound: true };
  let limit = entriesToRead(page, PAGE_SIZE);
  let merged: MergedMatches;
  for (let round = 1; ; round++) {
    const read = await Promise.all(lists.map(({ field, prefix }) => findUserSearchEntries(role, field, prefix, limit)));
    merged = mergeEntries(read.map((entries) => ({ entries, complete: entries.length < limit })));
    if (merged.complete || merged.settled >= page * PAGE_SIZE || round === SEARCH_ROUNDS) break;
    limit *= 2;
  }
  const rows = await getUserRows(merged.userIds.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
  if (merged.complete) {
    const totalEntries = merged.userIds.length;
    return { rows, totalEntries, totalPages: totalPagesOf(totalEntries, PAGE_SIZE), totalIsLowerBound: false };
  }
  // More match than were read: the settled ones are counted, and the page after them is offered.
  return { rows, totalEntries: merged.settled, totalPages: Math.min(totalPagesOf(merged.settled, PAGE_SIZE) + 1, SEARCH_MAX_PAGES), totalIsLowerBound: true };
}
