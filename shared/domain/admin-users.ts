import type { PageInfo } from './page';
import type { User } from './user';

/**
 * The admins' Users screen (spec §2, §7 `GET /admin/{companies|creators}?search&sortBy&sortOrder&page`): one list per
 * user type, newest first by default, searched by the start of an e-mail address or of any word of a name.
 */

/** Rows per page (the spec gives no size for it; its other lists page by 10). */
export const ADMIN_USERS_PAGE_SIZE = 10;

/** The orders of the list without a search; the first is the default (spec §9: users createdAt DESC). */
export const ADMIN_USER_SORTS = ['createdAt', 'fullName', 'email'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** The longest search accepted: longer than any name (50) and most e-mail addresses people type. */
export const ADMIN_USER_SEARCH_MAX_LENGTH = 100;

/**
 * A search counts its matches up to about this many, then says "at least": its cost stays that of a page however
 * many users match a short prefix (docs/decisions/admin.md, Admin users).
 */
export const SEARCH_COUNT_LIMIT = 50;

/** A search pages through at most this many matches: past them, a narrower search is the way on. */
export const SEARCH_MAX_MATCHES = 500;

/** What the list shows of a user. */
export const ADMIN_USER_ROW_FIELDS = ['id', 'role', 'email', 'fullName', 'avatar', 'country', 'status', 'createdAt', 'profileCompleted'] as const satisfies readonly (keyof User)[];
export type AdminUserRow = Pick<User, (typeof ADMIN_USER_ROW_FIELDS)[number]>;

/**
 * One page of the list (`data`, spec §7), with a read URL for each avatar shown. Without a search the total is exact
 * (the role's counter); with one, `totalIsLowerBound` says that more users match than were counted, and
 * `totalPages` then includes one page more than those counted fill.
 */
export interface AdminUserList extends PageInfo {
  data: AdminUserRow[];
  totalIsLowerBound: boolean;
  readUrls: Record<string, string>;
}
