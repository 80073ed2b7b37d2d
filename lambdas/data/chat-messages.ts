import type { DomainEvent } from '../../shared/domain/events';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageReview } from '../../shared/domain/chat';
import { timeOfUuidV7 } from '../../shared/domain/ids';
import { dynamoClient } from '../core/clients';
import { eventPut } from './events';
import type { Item } from './item';
import { channelKey, chatMailDueIndexKey, chatUnreadKey, clientMessageKey, counterKey, FLAGGED_MESSAGES, flaggedMessagesCounterName, INDEX, membershipKey, MESSAGE_PREFIX, messageKey, messagesAfter, PREFIX_END, uploadItemKey, userChannelsIndexKey, userKey } from './keys';
import { countChange, getItem, queryPage, readCount, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';
import { messageFromItem, messageToItem, type MembershipRecord, type MessageRecord, type MessagePreviewRecord } from './chat-records';

/**
 * The chat's messages (docs/data-model.md, patterns 14a, 14d-14f, 14g): reading a channel's history and the admins'
 * flagged list, storing a message with every count it moves, reading and delivery marks, and an admin's review.
 */

/** The message a sender's `clientId` stored in the channel, if any. */
export async function getMessageByClientId(channelId: string, senderId: string, clientId: string): Promise<MessageRecord | undefined> {
  const guard = await getItem(clientMessageKey(channelId, senderId, clientId), { consistent: true });
  if (typeof guard?.messageId !== 'string' || typeof guard.createdAt !== 'string') return undefined;
  const item = await getItem(messageKey(channelId, guard.createdAt, guard.messageId), { consistent: true });
  return item && messageFromItem(item);
}

/**
 * A page of the history, newest first (pattern 14): the `limit` messages before `before` (a message's position; the
 * newest when absent), and whether older ones remain.
 */
export async function listMessages(
  channelId: string,
  limit: number,
  before?: { createdAt: string; messageId: string },
  consistent = false,
): Promise<{ messages: MessageRecord[]; more: boolean }> {
  const { PK } = channelKey(channelId);
  const items: Item[] = [];
  let startKey: Item | undefined = before ? messageKey(channelId, before.createdAt, before.messageId) : undefined;
  // One more than the page, so a page that ends exactly at the first message says so.
  while (items.length <= limit) {
    const { Items = [], LastEvaluatedKey }: { Items?: Item[]; LastEvaluatedKey?: Item } = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': PK, ':prefix': MESSAGE_PREFIX },
        ScanIndexForward: false,
        ConsistentRead: consistent,
        Limit: limit + 1 - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...Items);
    if (!LastEvaluatedKey) break;
    startKey = LastEvaluatedKey;
  }
  return { messages: items.slice(0, limit).map(messageFromItem), more: items.length > limit };
}

/** The time of the channel's newest message (strongly consistent), or undefined before the first. */
export async function newestMessageAt(channelId: string): Promise<string | undefined> {
  const { messages } = await listMessages(channelId, 1, undefined, true);
  return messages[0]?.createdAt;
}

/** How many messages of others the channel holds after `after` (pattern 14f): a read's new unread count. */
export async function countMessagesOfOthersAfter(channelId: string, userId: string, after: string): Promise<number> {
  const { PK, SK } = messagesAfter(channelId, after);
  let total = 0;
  let startKey: Item | undefined;
  do {
    const { Count = 0, LastEvaluatedKey }: { Count?: number; LastEvaluatedKey?: Item } = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        FilterExpression: 'senderId <> :me',
        ExpressionAttributeValues: { ':pk': PK, ':from': SK, ':to': `${MESSAGE_PREFIX}${PREFIX_END}`, ':me': userId },
        Select: 'COUNT',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    total += Count;
    startKey = LastEvaluatedKey;
  } while (startKey);
  return total;
}

/** Page `page` of the flagged messages, newest first (pattern 14g), and how many there are. */
export async function listFlaggedMessages(page: number, pageSize: number): Promise<MessageRecord[]> {
  const items = await queryPage(
    { IndexName: INDEX.flaggedMessages, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': FLAGGED_MESSAGES }, ScanIndexForward: false },
    page,
    pageSize,
  );
  return items.map(messageFromItem);
}

export async function countFlaggedMessages(): Promise<number> {
  return Math.max(0, await readCount(counterKey(flaggedMessagesCounterName)));
}


/**
 * The condition that no write of a membership's count came since it was read: its version, not `unread` itself. A
 * message (+1) and a read (a recount down to the same number) in between leave `unread` as it was read, while what
 * the writer counted or cleared no longer holds.
 */
function countUnchanged(read: Pick<MembershipRecord, 'countVersion'>): { condition: string; values: Record<string, number> } {
  return read.countVersion ? { condition: 'countVersion = :version', values: { ':version': read.countVersion } } : { condition: 'attribute_not_exists(countVersion)', values: {} };
}


// A message (pattern 14a).

export interface MessageWrite {
  message: MessageRecord;
  /** The sender's membership as read: the post marks the channel read for them, on condition no write of its count came since. */
  sender: Pick<MembershipRecord, 'unread' | 'countVersion'>;
  /** The other members whose memberships and counts rise. */
  recipientIds: readonly string[];
  /** The sender's preview, and the recipients' (the same, but with contact details masked when flagged). */
  preview: MessagePreviewRecord;
  recipientPreview: MessagePreviewRecord;
  /** When the recipients are mailed if the message stays unread (kept when an earlier message set it). */
  mailDueAt: string;
  events: DomainEvent[];
}

/** Why a message was not stored: its client id was used, or an item changed or is gone since it was read. */
export type MessageRefusal =
  | { reason: 'duplicate' | 'channel' | 'sender' | 'senderGone' | 'attachment' | 'conflict' }
  | { reason: 'recipientGone'; recipientId: string };

/**
 * Stores a message in one transaction: the guard of the sender's client id (a resend stores nothing), the message
 * (and its place in the flagged index), the channel's last activity, the sender's membership read up to it and the
 * recipients' one more unread, each user's total, the recipients' mail-due marks, the attachments checked still the
 * sender's verified uploads, and the events.
 */
export async function putMessage(write: MessageWrite): Promise<MessageRefusal | undefined> {
  const table = tableName();
  const { message, preview } = write;
  const { channelId, createdAt, senderId } = message;
  const guard = { messageId: message.id, createdAt, senderId, clientId: message.clientId };
  const clearsCount = write.sender.unread > 0;
  const senderUnchanged = countUnchanged(write.sender);
  const reasons: MessageRefusal[] = [];
  const items: TransactItem[] = [];
  const add = (item: TransactItem, refusal: MessageRefusal) => {
    items.push(item);
    reasons.push(refusal);
  };
  add({ Put: { TableName: table, Item: { ...clientMessageKey(channelId, senderId, message.clientId), ...guard }, ConditionExpression: 'attribute_not_exists(PK)' } }, { reason: 'duplicate' });
  add({ Put: { TableName: table, Item: messageToItem(message), ConditionExpression: 'attribute_not_exists(PK)' } }, { reason: 'conflict' });
  add(
    {
      Update: {
        TableName: table,
        Key: channelKey(channelId),
        UpdateExpression: `SET lastMessageAt = :at${message.flagged ? ' ADD flaggedCount :one' : ''}`,
        // A closed channel (an applicant declined) takes no more messages.
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(archivedAt)',
        ExpressionAttributeValues: { ':at': createdAt, ...(message.flagged ? { ':one': 1 } : {}) },
      },
    },
    { reason: 'channel' },
  );
  add({ ConditionCheck: { TableName: table, Key: userKey(senderId), ConditionExpression: 'attribute_exists(PK)' } }, { reason: 'senderGone' });
  const activity = (userId: string) => userChannelsIndexKey(userId, createdAt, channelId).GSI1SK;
  add(
    {
      Update: {
        TableName: table,
        Key: membershipKey(senderId, channelId),
        // Posting reads everything: the count goes to 0, and the total down by the count read. A count read as 0 need
        // only still be 0 (nothing to clear, no version to raise), so a sender's quick posts never refuse each other.
        UpdateExpression: `SET unread = :zero, lastReadAt = :at, lastMessageAt = :at, lastMessage = :preview, GSI1SK = :activity REMOVE mailDueAt, GSI4PK, GSI4SK${clearsCount ? ' ADD countVersion :one' : ''}`,
        ConditionExpression: `attribute_exists(PK) AND ${clearsCount ? senderUnchanged.condition : 'unread = :zero'}`,
        ExpressionAttributeValues: { ':zero': 0, ':at': createdAt, ':preview': preview, ':activity': activity(senderId), ...(clearsCount ? { ':one': 1, ...senderUnchanged.values } : {}) },
      },
    },
    { reason: 'sender' },
  );
  if (clearsCount) add(countChange(chatUnreadKey(senderId), -write.sender.unread), { reason: 'conflict' });
  for (const recipientId of write.recipientIds) {
    const due = chatMailDueIndexKey(write.mailDueAt, recipientId, channelId);
    add(
      {
        Update: {
          TableName: table,
          Key: membershipKey(recipientId, channelId),
          UpdateExpression:
            'SET lastMessageAt = :at, lastMessage = :preview, GSI1SK = :activity, mailDueAt = if_not_exists(mailDueAt, :due), ' +
            'GSI4PK = if_not_exists(GSI4PK, :duePK), GSI4SK = if_not_exists(GSI4SK, :dueSK) ADD unread :one, countVersion :one',
          // A deleted account's membership is gone: it must not come back as a stray item.
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':at': createdAt,
            ':preview': write.recipientPreview,
            ':activity': activity(recipientId),
            ':due': write.mailDueAt,
            ':duePK': due.GSI4PK,
            ':dueSK': due.GSI4SK,
            ':one': 1,
          },
        },
      },
      { reason: 'recipientGone', recipientId },
    );
    add(countChange(chatUnreadKey(recipientId), 1), { reason: 'conflict' });
  }
  if (message.flagged) add(countChange(counterKey(flaggedMessagesCounterName), 1), { reason: 'conflict' });
  for (const attachment of message.attachments) {
    add(
      {
        ConditionCheck: {
          TableName: table,
          Key: uploadItemKey(attachment.key),
          ConditionExpression: 'ownerId = :sender AND purpose = :purpose AND #status = :verified',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':sender': senderId, ':purpose': 'chatAttachment', ':verified': 'verified' },
        },
      },
      { reason: 'attachment' },
    );
  }
  for (const event of write.events) add(eventPut(event), { reason: 'conflict' });
  try {
    await transactWrite(items);
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes.length) throw error;
    const failed = codes.findIndex((code) => code === 'ConditionalCheckFailed');
    return failed >= 0 ? (reasons[failed] ?? { reason: 'conflict' }) : { reason: 'conflict' };
  }
}


// Reads and deliveries (patterns 14e, 14f).

export interface ReadWrite {
  membership: MembershipRecord;
  lastReadAt: string;
  unread: number;
  event?: DomainEvent;
}

/**
 * Records a read: the membership's `lastReadAt` and recounted `unread` (on condition the unread count is still the
 * one the recount started from, so a message arriving meanwhile makes the caller count again), the user's total by
 * the difference, the mail-due mark gone once nothing is unread, and the `channel.read` event. False on a collision.
 */
export async function recordRead(write: ReadWrite): Promise<boolean> {
  const { membership } = write;
  const unchanged = countUnchanged(membership);
  const clearsMail = write.unread === 0;
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: membershipKey(membership.userId, membership.channelId),
          UpdateExpression: `SET unread = :unread, lastReadAt = :readAt${clearsMail ? ' REMOVE mailDueAt, GSI4PK, GSI4SK' : ''} ADD countVersion :one`,
          ConditionExpression: `attribute_exists(PK) AND ${unchanged.condition}`,
          ExpressionAttributeValues: { ':readAt': write.lastReadAt, ':unread': write.unread, ':one': 1, ...unchanged.values },
        },
      },
      ...(write.unread !== membership.unread ? [countChange(chatUnreadKey(membership.userId), write.unread - membership.unread)] : []),
      ...(write.event ? [eventPut(write.event)] : []),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

/** Moves the membership's delivery mark forwards to `upTo`; false when it was there already (or the membership is gone). */
export async function advanceDelivered(userId: string, channelId: string, upTo: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: membershipKey(userId, channelId),
        UpdateExpression: 'SET lastDeliveredAt = :upTo',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastDeliveredAt) OR lastDeliveredAt < :upTo)',
        ExpressionAttributeValues: { ':upTo': upTo },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}


/**
 * Records an admin's review of a flagged message, once (issue 27), with its event when it has one (a warning's notice
 * and mail to the sender). A message not flagged, or reviewed already, is refused: false.
 */
export async function putMessageReview(message: Pick<MessageRecord, 'channelId' | 'createdAt' | 'id'>, review: MessageReview, events: readonly DomainEvent[]): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: messageKey(message.channelId, message.createdAt, message.id),
          UpdateExpression: 'SET review = :review',
          ConditionExpression: 'attribute_exists(PK) AND flagged = :flagged AND attribute_not_exists(review)',
          ExpressionAttributeValues: { ':review': review, ':flagged': true },
        },
      },
      ...events.map(eventPut),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** A message by its channel and id: its time is the id's own (a UUID v7 made from it, `sendMessage`). */
export async function getMessage(channelId: string, messageId: string): Promise<MessageRecord | undefined> {
  const at = timeOfUuidV7(messageId);
  if (at === undefined) return undefined;
  const item = await getItem(messageKey(channelId, new Date(at).toISOString(), messageId), { consistent: true });
  return item && messageFromItem(item);
}
