import { randomUUID } from 'node:crypto';
import type { Item } from './item';
import { notificationKey, unreadNotificationIndexKey, userKey } from './keys';
import { tableName } from './table';
import { transactWrite } from './transactions';

/**
 * Repository of notifications (docs/data-model.md, pattern 15). This module only creates them; each is created
 * unread, in the sparse unread index, and counted in `unreadCount` on the user's profile in the same transaction,
 * so the count the menu shows is always the number of unread items.
 */

/** What happened; the web app words each type with the placeholders the notification carries. */
export const NOTIFICATION_TYPES = ['new-applicant', 'application-accepted', 'application-rejected', 'payment-refunded'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationInput {
  type: NotificationType;
  campaignId: string;
  campaignTitle: string;
  /** The placeholders of the message (spec §3): who applied, or which company decided. */
  creatorName?: string;
  companyName?: string;
  /** Halalas: the money a `payment-refunded` notification says was given back. */
  amount?: number;
}

export interface NotificationRecord extends NotificationInput {
  id: string;
  userId: string;
  isRead: boolean;
  createdAt: string;
}

/** A notification's item: in its user's partition and, while unread, in the sparse unread index. */
export function notificationToItem(record: NotificationRecord): Item {
  const unread = record.isRead ? {} : unreadNotificationIndexKey(record.userId, record.createdAt, record.id);
  return { ...notificationKey(record.userId, record.createdAt, record.id), ...unread, ...record };
}

/** Creates an unread notification for `userId`; nothing is written for a user whose profile is gone. */
export async function createNotification(userId: string, input: NotificationInput, createdAt = new Date().toISOString()): Promise<NotificationRecord> {
  const table = tableName();
  const record: NotificationRecord = { ...input, id: randomUUID(), userId, isRead: false, createdAt };
  await transactWrite([
    {
      Put: {
        TableName: table,
        Item: notificationToItem(record),
        ConditionExpression: 'attribute_not_exists(SK)',
      },
    },
    {
      Update: {
        TableName: table,
        Key: userKey(userId),
        UpdateExpression: 'ADD unreadCount :one',
        // Without it, the ADD would create a profile item for a deleted account.
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
  return record;
}
