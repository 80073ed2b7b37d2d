import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../shared/api/routes';
import type { AdminUserList, AdminUserRow } from '../../../../../shared/domain/admin-users';
import type { UserStatus } from '../../../../../shared/domain/constants';
import type { User } from '../../../../../shared/domain/user';
import type { UserType } from '../../../../../shared/domain/user-types';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type { AdminUserList, AdminUserRow };

/** The list as the URL keeps it: empty values are left out, so the API applies its defaults. */
export interface UserListQuery {
  page: number;
  search: string;
  sortBy: string;
  sortOrder: string;
}

/** `GET /admin/{companies|creators}?search&sortBy&sortOrder&page` (spec §7). */
export function loadUsers(userType: UserType, query: UserListQuery): Promise<AdminUserList> {
  return apiRequest(ROUTES.listUsers, {
    pathParameters: { userType },
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
  });
}

/** `PUT /admin/{userType}/{id}/status`: also allows or refuses the user's next sign-in. */
export function setUserStatus(userType: UserType, userId: string, status: UserStatus): Promise<User> {
  return apiRequest(ROUTES.setUserStatus, { pathParameters: { userType, id: userId }, body: { status } });
}

/** Under the profiles root: a status change shows on the user's profile page too. */
export const userQueries = {
  all: [QUERY_ROOTS.profiles, 'admin-users'] as const,
  list: (userType: UserType, query: UserListQuery) => queryOptions({ queryKey: [...userQueries.all, userType, query], queryFn: () => loadUsers(userType, query) }),
};
