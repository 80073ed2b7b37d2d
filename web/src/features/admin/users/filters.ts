import type { AdminUserSort } from '../../../../../shared/domain/admin-users';
import { USER_TYPES, type UserType } from '../../../../../shared/domain/user-types';
import type { MessageId } from '../../../i18n/locale';

/** What the URL keeps of the Users tab besides the page: the type shown, the search and the order. */
export const USER_LIST_FILTERS = ['type', 'search', 'sortBy', 'sortOrder'] as const;

/** Companies first, as the spec names them (`/admin/{companies|creators}`); the URL leaves the first out. */
export const USER_TYPE_CHOICES: readonly [UserType, ...UserType[]] = ['companies', 'creators'];

export function userTypeOf(value: string): UserType {
  return Object.hasOwn(USER_TYPES, value) ? (value as UserType) : USER_TYPE_CHOICES[0];
}

export interface UserSortChoice {
  sortBy: AdminUserSort;
  sortOrder: 'ASC' | 'DESC';
  label: MessageId;
}

/** The first is the API's default (spec §9: users createdAt DESC), which the URL leaves out. */
export const USER_SORT_CHOICES: readonly [UserSortChoice, ...UserSortChoice[]] = [
  { sortBy: 'createdAt', sortOrder: 'DESC', label: 'admin.users.sort.newest' },
  { sortBy: 'createdAt', sortOrder: 'ASC', label: 'admin.users.sort.oldest' },
  { sortBy: 'fullName', sortOrder: 'ASC', label: 'admin.users.sort.nameAsc' },
  { sortBy: 'fullName', sortOrder: 'DESC', label: 'admin.users.sort.nameDesc' },
  { sortBy: 'email', sortOrder: 'ASC', label: 'admin.users.sort.emailAsc' },
  { sortBy: 'email', sortOrder: 'DESC', label: 'admin.users.sort.emailDesc' },
];

export const sortValue = ({ sortBy, sortOrder }: Pick<UserSortChoice, 'sortBy' | 'sortOrder'>): string => `${sortBy}:${sortOrder}`;

/** The choice the URL's values name; the default for anything else. */
export function currentSort(sortBy: string, sortOrder: string): UserSortChoice {
  return USER_SORT_CHOICES.find((choice) => choice.sortBy === sortBy && choice.sortOrder === (sortOrder.toUpperCase() || 'DESC')) ?? USER_SORT_CHOICES[0];
}
