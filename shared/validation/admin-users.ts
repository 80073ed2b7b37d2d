import type * as yup from 'yup';
import { ADMIN_USER_SEARCH_MAX_LENGTH, ADMIN_USER_SORTS } from '../domain/admin-users';
import { sortedListQuerySchema } from './list-query';
import type { ValidationMessageKey } from './messages';
import { text } from './typed';

const key = (name: ValidationMessageKey) => name;

/**
 * `GET /admin/{companies|creators}?search&sortBy&sortOrder&page` (spec §7): newest first by default; `search` is the
 * start of an e-mail address or of any word of a name, trimmed, empty for none.
 */
export const adminUsersQuerySchema = sortedListQuerySchema(ADMIN_USER_SORTS, {
  search: text().trim().max(ADMIN_USER_SEARCH_MAX_LENGTH, key('titleTooLong')).default(''),
});

export type AdminUsersQuery = yup.InferType<typeof adminUsersQuerySchema>;
