import type { Role, SignUpRole } from '../../shared/domain/constants';
import { type NotificationPage, type NotificationView } from '../../shared/domain/notifications';
import type { NotificationsQuery, ReadNotificationsInput } from '../../shared/validation/notifications';
import { ForbiddenError } from '../core/errors';
import { getNotificationCounts, listNotifications, markNotificationRead, unreadNotificationIds, type NotificationRecord } from '../data/notifications';

/**
 * The notification calls (spec §7, §4): a member's own notifications, by the role in the path, which must be theirs.
 */

/** How many unread notifications one "mark all read" marks; the page asks again while some are left. */
export const MARK_ALL_BATCH = 500;
/** Marks run this many at a time: each is a small transaction of its own. */
const MARK_CONCURRENCY = 10;

function assertOwnRole(callerRole: Role | undefined, role: SignUpRole): void {
  if (callerRole !== role) throw new ForbiddenError();
}

export async function unreadCount(callerId: string, callerRole: Role | undefined, role: SignUpRole): Promise<{ unreadCount: number }> {
  assertOwnRole(callerRole, role);
  return { unreadCount: (await getNotificationCounts(callerId)).unread };
}

/**
 * A page of the caller's notifications. Sorting by `isRead` lists the unread ones (spec §4: it turns unread-only on),
 * newest first unless `sortOrder=ASC`. The page count comes from the counts on the profile, and is never less than
 * what the pages read so far show.
 */
export async function notificationPage(callerId: string, callerRole: Role | undefined, role: SignUpRole, query: NotificationsQuery): Promise<NotificationPage> {
  assertOwnRole(callerRole, role);
  const unreadOnly = query.unreadOnly === 'true' || query.sortBy === 'isRead';
  const [slice, counts] = await Promise.all([
    listNotifications(callerId, { page: query.page, pageSize: query.limit, newestFirst: query.sortOrder === 'DESC', unreadOnly }),
    getNotificationCounts(callerId),
  ]);
  // A page past the end shows nothing of the pages before it.
  const seen = slice.notifications.length ? (query.page - 1) * query.limit + slice.notifications.length + (slice.hasMore ? 1 : 0) : 0;
  const total = Math.max(unreadOnly ? counts.unread : counts.total, seen);
  return {
    notifications: {
      notifications: slice.notifications.map(notificationView),
      currentPage: query.page,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/**
 * Marks the caller's listed notifications read (ids of others' notifications name nothing in the caller's partition,
 * so they mark nothing), or with `all` up to `MARK_ALL_BATCH` unread ones; answers the ids it marked now and the
 * unread count after.
 */
export async function readNotifications(callerId: string, { notificationIds, all }: ReadNotificationsInput): Promise<{ notificationIds: string[]; unreadCount: number }> {
  const ids = all ? await unreadNotificationIds(callerId, MARK_ALL_BATCH) : [...new Set(notificationIds)];
  const marked: string[] = [];
  for (let start = 0; start < ids.length; start += MARK_CONCURRENCY) {
    const batch = ids.slice(start, start + MARK_CONCURRENCY);
    const results = await Promise.all(batch.map((id) => markNotificationRead(callerId, id)));
    marked.push(...batch.filter((_, index) => results[index]));
  }
  return { notificationIds: marked, unreadCount: (await getNotificationCounts(callerId)).unread };
}

function notificationView({ userId: _userId, ...view }: NotificationRecord): NotificationView {
  return view;
}
