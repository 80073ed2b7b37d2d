import { PRODUCT_HANDOVERS, SAUDI_CARRIERS } from '../../shared/domain/shipping';
import { COMPENSATION_DECISIONS } from '../../shared/domain/compensation';
import { isNotificationType, NOTIFICATION_TYPES, type NotificationFacts, type NotificationType } from '../../shared/domain/notifications';
import { logWarn } from '../core/log';
import { eventPut, newEvent } from './events';
import { count, flag, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { INDEX, NOTIFICATION_PREFIX, notificationKey, unreadNotificationIndexKey, userKey } from './keys';
import { beginsWith, getItem, queryUpTo, tableName, type Query } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of notifications (docs/data-model.md, pattern 15). A notification is made once per event and user: its
 * id is the event's (time-ordered), so its key sorts the user's partition newest first and a redelivered event finds
 * it taken. It is created unread, in the sparse unread index, and counted on the user's profile (`unreadCount`,
 * `notificationCount`) in the same transaction; marking it read leaves the index and lowers the count in one
 * transaction too, on condition that it was unread, so the counts always equal the items.
 */

export interface NotificationRecord extends NotificationFacts {
  id: string;
  userId: string;
  type: NotificationType;
  isRead: boolean;
  createdAt: string;
}

const NOTIFICATION_SHAPE: Shape<NotificationRecord> = {
  id: text,
  userId: text,
  type: oneOf(NOTIFICATION_TYPES),
  isRead: flag,
  createdAt: text,
  campaignId: optional(text),
  campaignTitle: optional(text),
  companyName: optional(text),
  creatorName: optional(text),
  amount: optional(count),
  vat: optional(count),
  reason: optional(text),
  expiresOn: optional(text),
  round: optional(count),
  comment: optional(text),
  creatorEarning: optional(count),
  daysLeft: optional(count),
  dueAt: optional(text),
  bankName: optional(text),
  ibanLast4: optional(text),
  decision: optional(oneOf(COMPENSATION_DECISIONS)),
  channelId: optional(text),
  unreadCount: optional(count),
  senderName: optional(text),
  carrier: optional(oneOf(SAUDI_CARRIERS)),
  product: optional(oneOf(PRODUCT_HANDOVERS)),
  carrierName: optional(text),
  trackingNumber: optional(text),
  problem: optional(text),
};

/** A notification's item: in its user's partition and, while unread, in the sparse unread index. */
export function notificationToItem(record: NotificationRecord): Item {
  const unread = record.isRead ? {} : unreadNotificationIndexKey(record.userId, record.id);
  return { ...notificationKey(record.userId, record.id), ...unread, ...record };
}

export type NotificationPut = 'created' | 'duplicate' | 'no-recipient';

/**
 * Stores `record` unread and counts it, once: `duplicate` when its id is taken (the event was told already),
 * `no-recipient` when the user's profile is gone (nothing is written; the ADD would otherwise create a profile item).
 */
export async function putNotificationOnce(record: NotificationRecord): Promise<NotificationPut> {
  const table = tableName();
  try {
    await transactWrite([
      { Put: { TableName: table, Item: notificationToItem(record), ConditionExpression: 'attribute_not_exists(SK)' } },
      {
        Update: {
          TableName: table,
          Key: userKey(record.userId),
          UpdateExpression: 'ADD unreadCount :one, notificationCount :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    return 'created';
  } catch (error) {
    const [notification, profile] = cancellationCodes(error);
    if (notification === 'ConditionalCheckFailed') return 'duplicate';
    if (profile === 'ConditionalCheckFailed') return 'no-recipient';
    throw error;
  }
}

export interface NotificationCounts {
  unread: number;
  total: number;
}

/** The counts kept on the user's profile (0 before the first notification). */
export async function getNotificationCounts(userId: string): Promise<NotificationCounts> {
  const item = await getItem(userKey(userId), { attributes: ['unreadCount', 'notificationCount'] });
  const read = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  return { unread: read(item?.unreadCount), total: read(item?.notificationCount) };
}

export interface NotificationListQuery {
  page: number;
  pageSize: number;
  newestFirst: boolean;
  unreadOnly: boolean;
}

export interface NotificationSlice {
  notifications: NotificationRecord[];
  /** Whether any notification follows this page. */
  hasMore: boolean;
}

/**
 * One page of the user's notifications (all of them, or the unread index), newest or oldest first. It reads the
 * first `page × pageSize + 1` keys of the partition, so the cost of a page does not grow with how many the user has.
 */
export async function listNotifications(userId: string, { page, pageSize, newestFirst, unreadOnly }: NotificationListQuery): Promise<NotificationSlice> {
  const query: Query = unreadOnly ? unreadQuery(userId) : beginsWith(['PK', userKey(userId).PK], ['SK', NOTIFICATION_PREFIX]);
  const items = await queryUpTo({ ...query, ScanIndexForward: !newestFirst }, page * pageSize + 1);
  const onPage = items.slice((page - 1) * pageSize, page * pageSize);
  return { notifications: onPage.flatMap((item) => readNotification(item)), hasMore: items.length > page * pageSize };
}

/**
 * An item this version cannot read (a notification type no longer made) is left out of the list, with a warning,
 * rather than failing the whole page.
 */
function readNotification(item: Item): NotificationRecord[] {
  if (!isNotificationType(item.type)) {
    logWarn('Notification of an unknown type left out', { type: String(item.type), sk: String(item.SK) });
    return [];
  }
  return [readItem('notification', NOTIFICATION_SHAPE, item)];
}

/**
 * Marks one of the user's notifications read and lowers their unread count, in one transaction; false when it is
 * not theirs, does not exist or was read already (by another tab or call), so racing calls lower the count once.
 */
export async function markNotificationRead(userId: string, notificationId: string): Promise<boolean> {
  const table = tableName();
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: notificationKey(userId, notificationId),
          UpdateExpression: 'SET isRead = :read REMOVE GSI1PK, GSI1SK',
          ConditionExpression: 'isRead = :unread',
          ExpressionAttributeValues: { ':read': true, ':unread': false },
        },
      },
      { Update: { TableName: table, Key: userKey(userId), UpdateExpression: 'ADD unreadCount :less', ExpressionAttributeValues: { ':less': -1 } } },
      // The user's other tabs are told the new count (the live channel), through the event stored with the change.
      eventPut(newEvent('notification.read', { userId, notificationId })),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** One of the user's notifications, if it exists. */
export async function getNotification(userId: string, notificationId: string): Promise<NotificationRecord | undefined> {
  const item = await getItem(notificationKey(userId, notificationId), { consistent: true });
  return item && readItem('notification', NOTIFICATION_SHAPE, item);
}

/** The ids of up to `limit` of the user's unread notifications, newest first. */
export async function unreadNotificationIds(userId: string, limit: number): Promise<string[]> {
  const items = await queryUpTo(
    { ...unreadQuery(userId), ScanIndexForward: false, ProjectionExpression: 'id' },
    limit,
  );
  return items.map((item) => String(item.id));
}

/** The user's partition of the sparse unread index: only their unread notifications. */
function unreadQuery(userId: string): Query {
  return { IndexName: INDEX.unreadNotifications, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': unreadNotificationIndexKey(userId, '').GSI1PK } };
}
