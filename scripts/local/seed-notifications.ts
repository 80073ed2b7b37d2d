import { getNotificationCounts, listNotifications, markNotificationRead } from '../../lambdas/data/notifications';

/**
 * The demo's notifications are made by the events dispatcher from the seed's own events (campaigns published,
 * applications made and decided, a licence approved). Once they are all there, a member who has read none of them
 * gets the older half marked read, so the page shows both kinds and the badge a count.
 */
export async function seedReadNotifications(userIds: readonly string[]): Promise<void> {
  for (const userId of userIds) {
    const { unread, total } = await getNotificationCounts(userId);
    if (total < 2 || unread !== total) continue;
    const { notifications } = await listNotifications(userId, { page: 1, pageSize: total, newestFirst: false, unreadOnly: false });
    for (const notification of notifications.slice(0, Math.floor(total / 2))) await markNotificationRead(userId, notification.id);
  }
}
