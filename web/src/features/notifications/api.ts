import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/api/routes';
import type { SignUpRole } from '../../../../shared/domain/constants';
import { NOTIFICATION_PAGE_SIZE } from '../../../../shared/domain/notifications';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';
import type { NotificationListSort, NotificationPageSlice } from './notification-list';

/**
 * The notification calls (spec §7) and their cache. Every key sits under `notifications`: invalidating that root (the
 * live channel does when news arrive) reads the unread count and every loaded page of the lists again.
 */

/** What a list shows: its order, and whether only the unread ones. */
export interface NotificationListQuery extends NotificationListSort {
  unreadOnly: boolean;
}

export const notificationKeys = {
  all: [QUERY_ROOTS.notifications] as const,
  count: (role: SignUpRole) => [QUERY_ROOTS.notifications, 'count', role] as const,
  lists: (role: SignUpRole) => [QUERY_ROOTS.notifications, 'list', role] as const,
  list: (role: SignUpRole, query: NotificationListQuery) => [QUERY_ROOTS.notifications, 'list', role, query] as const,
};

export function loadUnreadCount(role: SignUpRole): Promise<{ unreadCount: number }> {
  return apiRequest(ROUTES.countUnreadNotifications, { pathParameters: { role } });
}

export async function loadNotificationPage(role: SignUpRole, query: NotificationListQuery, page: number): Promise<NotificationPageSlice> {
  const answer = await apiRequest(ROUTES.listNotifications, {
    pathParameters: { role },
    query: { page, sortBy: query.orderBy, sortOrder: query.order, unreadOnly: query.unreadOnly, limit: NOTIFICATION_PAGE_SIZE },
  });
  return answer.notifications;
}

export const notificationQueries = {
  /** The menu's badge: read again whenever the window regains focus, besides the live channel's news. */
  count: (role: SignUpRole) => queryOptions({ queryKey: notificationKeys.count(role), queryFn: () => loadUnreadCount(role), refetchOnWindowFocus: true }),
  /** A list, a page at a time: a refresh reads every page loaded so far again, in order. */
  list: (role: SignUpRole, query: NotificationListQuery) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(role, query),
      queryFn: ({ pageParam }) => loadNotificationPage(role, query, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: NotificationPageSlice) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    }),
};

/** `POST /notifications/read` of these ids (at most `MAX_NOTIFICATIONS_PER_READ`): answers the unread count after. */
export async function readNotifications(notificationIds: string[]): Promise<number> {
  return (await apiRequest(ROUTES.readNotifications, { body: { notificationIds, all: false } })).unreadCount;
}

/**
 * "Mark all read": each call marks a batch of the unread ones, so it asks again while some are left and the last call
 * still marked some. Answers the unread count after.
 */
export async function readAllNotifications(): Promise<number> {
  for (;;) {
    const answer = await apiRequest(ROUTES.readNotifications, { body: { notificationIds: [], all: true } });
    if (answer.unreadCount === 0 || answer.notificationIds.length === 0) return answer.unreadCount;
  }
}

/** Replaces the cached unread count by `next` of it (never below 0); nothing while the count has not loaded. */
export function setCachedUnreadCount(queryClient: QueryClient, role: SignUpRole, next: (count: number) => number): void {
  queryClient.setQueryData(notificationKeys.count(role), (cached: { unreadCount: number } | undefined) => cached && { unreadCount: Math.max(0, next(cached.unreadCount)) });
}

/**
 * After a read confirmed by the API: the cached pages show these (or, with `'all'`, every) notifications read, and the
 * lists of unread ones are read again, since those have left them (their later pages would skip as many).
 */
export function markReadInCache(queryClient: QueryClient, role: SignUpRole, read: ReadonlySet<string> | 'all'): void {
  const isNowRead = (id: string) => read === 'all' || read.has(id);
  queryClient.setQueriesData<InfiniteData<NotificationPageSlice>>({ queryKey: notificationKeys.lists(role) }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, notifications: page.notifications.map((notification) => (isNowRead(notification.id) ? { ...notification, isRead: true } : notification)) })),
    },
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(role), predicate: (query) => (query.queryKey[3] as NotificationListQuery | undefined)?.unreadOnly === true });
}
