import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CHANNEL_KINDS, MESSAGE_REVIEW_ACTIONS, type ChannelKind, type MessageReview } from '../../shared/domain/chat';
import { timeOfUuidV7 } from '../../shared/domain/ids';
import type { DomainEvent } from '../../shared/domain/events';
import { OFF_PLATFORM_CONTACT_KINDS, type OffPlatformContactKind } from '../../shared/domain/off-platform-contact';
import { UPLOAD_TYPES, type UploadType } from '../../shared/domain/uploads';
import { dynamoClient } from '../core/clients';
import { eventPut } from './events';
import { absentAs, count, flag, listOf, oneOf, optional, readItem, shaped, text, type Check, type Item, type Shape } from './item';
import {
  CHANNEL_PREFIX,
  CHAT_MAIL_DUE,
  channelAuditKey,
  channelKey,
  chatMailDueIndexKey,
  chatUnreadKey,
  clientMessageKey,
  counterKey,
  FLAGGED_MESSAGES,
  flaggedMessageIndexKey,
  flaggedMessagesCounterName,
  INDEX,
  membershipKey,
  MESSAGE_PREFIX,
  messageKey,
  messagesAfter,
  PREFIX_END,
  campaignChannelsIndexKey,
  uploadItemKey,
  userChannelsIndexKey,
  userKey,
} from './keys';
import { batchGet, countChange, getItem, queryAll, queryPage, readCount, tableName, type TableKey, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of the chat (issue 14; docs/data-model.md, patterns 14-14h). A channel's partition `CHANNEL#<id>` holds
 * its facts (`META`: kind, campaign, members), its messages (`MSG#<createdAt>#<id>`, newest last), the guards of the
 * senders' message ids (`CLIENT#<sender>#<clientId>`) and the admins' reads (`AUDIT#`). Each member has a membership
 * item in their own partition (`USER#<sub> / CHANNEL#<id>`): it is the authorisation of every read and post, and
 * holds their unread count, read and delivery marks and the last message's preview; the user's `CHAT#UNREAD` item
 * adds up their unread counts in the same transactions that change them.
 */

export interface ChannelRecord {
  channelId: string;
  kind: ChannelKind;
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  /** A direct channel's creator. */
  creatorId?: string;
  /** Everyone who may read and post: the company and the creator(s); a deleted account leaves it. */
  memberIds: string[];
  createdAt: string;
  lastMessageAt?: string;
  /** Messages of the channel flagged for off-platform contact (an admin may read it while any is). */
  flaggedCount: number;
  /**
   * A direct channel opened with an applicant before the company decided (issue 27) is closed when the company
   * declines them: its members still read it, nobody posts any more.
   */
  archivedAt?: string;
}

/** A DynamoDB string set, as the document client reads it. */
const stringSet: Check<Set<string>> & { readonly optional: false } = {
  expected: 'a set of strings',
  optional: false,
  test: (value): value is Set<string> => value instanceof Set && [...(value as Set<unknown>)].every((entry) => typeof entry === 'string'),
};

type ChannelItem = Omit<ChannelRecord, 'memberIds'> & { memberIds?: Set<string> };
const CHANNEL_SHAPE: Shape<ChannelItem> = {
  channelId: text,
  kind: oneOf(CHANNEL_KINDS),
  campaignId: text,
  campaignTitle: text,
  companyId: text,
  creatorId: optional(text),
  // A set is never empty in DynamoDB: the last member leaving removes the attribute.
  memberIds: optional(stringSet),
  createdAt: text,
  lastMessageAt: optional(text),
  flaggedCount: absentAs(count, 0),
  archivedAt: optional(text),
};

function channelFromItem(item: Item): ChannelRecord {
  const { memberIds, ...channel } = readItem('channel', CHANNEL_SHAPE, item);
  return { ...channel, memberIds: [...(memberIds ?? [])].sort() };
}

export interface MessagePreviewRecord {
  senderId: string;
  senderName: string;
  preview: string;
  createdAt: string;
  hasAttachments: boolean;
}

const PREVIEW_SHAPE: Shape<MessagePreviewRecord> = { senderId: text, senderName: text, preview: text, createdAt: text, hasAttachments: flag };

export interface MembershipRecord {
  userId: string;
  channelId: string;
  kind: ChannelKind;
  campaignId: string;
  campaignTitle: string;
  /** When the user joined (the accept): messages before it never counted as unread for them. */
  createdAt: string;
  unread: number;
  /**
   * Raised by every write of `unread` (a message in, a post, a read): a read's recount holds only if no write came
   * between its read and its write. `unread` itself cannot tell: a message and another read can bring it back.
   */
  countVersion: number;
  lastReadAt?: string;
  lastDeliveredAt?: string;
  lastMessageAt?: string;
  lastMessage?: MessagePreviewRecord;
  /** When the user is mailed about unread messages (set by the first unread one, removed by a read or the mail). */
  mailDueAt?: string;
  /** The last mail about this channel: at most one an hour. */
  mailedAt?: string;
}

const MEMBERSHIP_SHAPE: Shape<MembershipRecord> = {
  userId: text,
  channelId: text,
  kind: oneOf(CHANNEL_KINDS),
  campaignId: text,
  campaignTitle: text,
  createdAt: text,
  unread: absentAs(count, 0),
  countVersion: absentAs(count, 0),
  lastReadAt: optional(text),
  lastDeliveredAt: optional(text),
  lastMessageAt: optional(text),
  lastMessage: optional(shaped('message preview', PREVIEW_SHAPE)),
  mailDueAt: optional(text),
  mailedAt: optional(text),
};

function membershipFromItem(item: Item): MembershipRecord {
  return readItem('channel membership', MEMBERSHIP_SHAPE, item);
}

export interface StoredAttachment {
  key: string;
  fileName: string;
  contentType: UploadType;
  size: number;
}

const ATTACHMENT_SHAPE: Shape<StoredAttachment> = { key: text, fileName: text, contentType: oneOf(Object.keys(UPLOAD_TYPES) as UploadType[]), size: count };

export interface MessageRecord {
  id: string;
  channelId: string;
  clientId: string;
  senderId: string;
  senderName: string;
  text: string;
  attachments: StoredAttachment[];
  createdAt: string;
  flagged: boolean;
  flaggedKinds?: OffPlatformContactKind[];
  /** An admin's review of the flag (issue 27); absent until one acts. */
  review?: MessageReview;
  /** The channel's facts, for the admins' list of flagged messages. */
  campaignId: string;
  campaignTitle: string;
  channelKind: ChannelKind;
}

const REVIEW_SHAPE: Shape<MessageReview> = { action: oneOf(MESSAGE_REVIEW_ACTIONS), by: text, at: text };

const MESSAGE_SHAPE: Shape<MessageRecord> = {
  id: text,
  channelId: text,
  clientId: text,
  senderId: text,
  senderName: text,
  text: text,
  attachments: listOf(shaped('attachment', ATTACHMENT_SHAPE)),
  createdAt: text,
  flagged: flag,
  flaggedKinds: optional(listOf(oneOf(OFF_PLATFORM_CONTACT_KINDS))),
  review: optional(shaped('message review', REVIEW_SHAPE)),
  campaignId: text,
  campaignTitle: text,
  channelKind: oneOf(CHANNEL_KINDS),
};

function messageFromItem(item: Item): MessageRecord {
  return readItem('message', MESSAGE_SHAPE, item);
}

/** A message's item: in its channel's partition and, when flagged, in the admins' index. */
function messageToItem(message: MessageRecord): Item {
  return {
    ...messageKey(message.channelId, message.createdAt, message.id),
    ...(message.flagged ? flaggedMessageIndexKey(message.createdAt, message.id) : {}),
    ...message,
  };
}

// Reads.

export async function getChannel(channelId: string, consistent = false): Promise<ChannelRecord | undefined> {
  const item = await getItem(channelKey(channelId), { consistent });
  return item && channelFromItem(item);
}

export async function getChannels(channelIds: readonly string[]): Promise<Map<string, ChannelRecord>> {
  const items = await batchGet(channelIds.map(channelKey), Object.keys(CHANNEL_SHAPE));
  return new Map(items.map(channelFromItem).map((channel) => [channel.channelId, channel]));
}

export async function getMembership(userId: string, channelId: string, consistent = false): Promise<MembershipRecord | undefined> {
  const item = await getItem(membershipKey(userId, channelId), { consistent });
  return item && membershipFromItem(item);
}

/** The memberships of the given users in their channels, by `<userId>#<channelId>`; a missing one is left out. */
export async function getMemberships(pairs: readonly { userId: string; channelId: string }[]): Promise<Map<string, MembershipRecord>> {
  const items = await batchGet(
    pairs.map(({ userId, channelId }) => membershipKey(userId, channelId)),
    Object.keys(MEMBERSHIP_SHAPE),
  );
  return new Map(items.map(membershipFromItem).map((membership) => [`${membership.userId}#${membership.channelId}`, membership]));
}

/** A page of the user's memberships, the latest activity first, after the one at `after` (pattern 14c). */
export async function listMemberships(userId: string, limit: number, after?: { activityAt: string; channelId: string }): Promise<{ memberships: MembershipRecord[]; more: boolean }> {
  const { GSI1PK } = userChannelsIndexKey(userId, '', '');
  const startKey = after ? { ...membershipKey(userId, after.channelId), ...userChannelsIndexKey(userId, after.activityAt, after.channelId) } : undefined;
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.userChannels,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': GSI1PK },
      ScanIndexForward: false,
      // One more than the page tells whether another page follows (a page of exactly `limit` would otherwise end on an empty one).
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const memberships = Items.map(membershipFromItem);
  return { memberships: memberships.slice(0, limit), more: memberships.length > limit };
}

/** The user's memberships of one campaign's channels (pattern 14d): at most the group and ten direct ones. */
export async function listCampaignMemberships(userId: string, campaignId: string): Promise<MembershipRecord[]> {
  const { GSI2PK } = campaignChannelsIndexKey(userId, campaignId, '');
  const items = await queryAll({ IndexName: INDEX.campaignChannels, KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': GSI2PK } });
  return items.map(membershipFromItem);
}

/** The user's unread messages across every channel. */
export async function readTotalUnread(userId: string, consistent = false): Promise<number> {
  const item = await getItem(chatUnreadKey(userId), { consistent, attributes: ['count'] });
  return Math.max(0, typeof item?.count === 'number' ? item.count : 0);
}

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

// Channels come into being with the accept (pattern 12) and with the back-fill of older accepts; a direct channel may
// open earlier, when the company writes to an applicant before deciding (issue 27).

export interface ChannelOpening {
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  creatorId: string;
  directChannelId: string;
  /** The direct channel was opened before the decision (with the applicant): the accept adds only the group. */
  directChannelOpened?: boolean;
  groupChannelId: string;
  openedAt: string;
}

function membershipItem(userId: string, channel: { channelId: string; kind: ChannelKind; campaignId: string; campaignTitle: string }, at: string): Item {
  const membership: Omit<MembershipRecord, 'countVersion'> = { userId, ...channel, createdAt: at, unread: 0 };
  return {
    ...membershipKey(userId, channel.channelId),
    ...userChannelsIndexKey(userId, at, channel.channelId),
    ...campaignChannelsIndexKey(userId, channel.campaignId, channel.channelId),
    ...membership,
  };
}

/** The direct channel of a company and a creator about a campaign: its facts and both memberships, each only if new. */
export function directChannelItems(opening: Omit<ChannelOpening, 'groupChannelId' | 'directChannelOpened'>): TransactItem[] {
  const table = tableName();
  const { campaignId, campaignTitle, companyId, creatorId, directChannelId, openedAt } = opening;
  const direct = { channelId: directChannelId, kind: 'direct' as const, campaignId, campaignTitle };
  const directChannel: ChannelItem = { ...direct, companyId, creatorId, memberIds: new Set([companyId, creatorId]), createdAt: openedAt, flaggedCount: 0 };
  return [
    { Put: { TableName: table, Item: { ...channelKey(directChannelId), ...directChannel }, ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: table, Item: membershipItem(companyId, direct, openedAt), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: table, Item: membershipItem(creatorId, direct, openedAt), ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
}

/** Closes a channel for posting (its members still read it): what a decline adds for a channel opened before it. */
export function archiveChannelItem(channelId: string, at: string): TransactItem {
  return { Update: { TableName: tableName(), Key: channelKey(channelId), UpdateExpression: 'SET archivedAt = :at', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':at': at } } };
}

/**
 * What an accept adds to its transaction: the creator's direct channel with the company (unless it was opened
 * before the decision), and the campaign's group channel — made by the first accept, each later one adding its
 * creator to the members — with the creator's membership and the company's (made once, never reset).
 */
export function channelOpeningItems(opening: ChannelOpening): TransactItem[] {
  const table = tableName();
  const { campaignId, campaignTitle, companyId, creatorId, groupChannelId, openedAt } = opening;
  const group = { channelId: groupChannelId, kind: 'group' as const, campaignId, campaignTitle };
  const { PK: _pk, SK: _sk, ...companyGroupMembership } = membershipItem(companyId, group, openedAt);
  const companyGroupNames = Object.keys(companyGroupMembership);
  return [
    ...(opening.directChannelOpened ? [] : directChannelItems(opening)),
    {
      Update: {
        TableName: table,
        Key: channelKey(groupChannelId),
        UpdateExpression:
          'SET channelId = :channel, #kind = :group, campaignId = :campaign, campaignTitle = if_not_exists(campaignTitle, :title), companyId = :company, ' +
          'createdAt = if_not_exists(createdAt, :at), flaggedCount = if_not_exists(flaggedCount, :zero) ADD memberIds :members',
        // The group is the campaign's: an id that names another campaign's channel is never joined.
        ConditionExpression: 'attribute_not_exists(PK) OR (campaignId = :campaign AND #kind = :group)',
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: {
          ':channel': groupChannelId,
          ':group': 'group',
          ':campaign': campaignId,
          ':title': campaignTitle,
          ':company': companyId,
          ':at': openedAt,
          ':zero': 0,
          ':members': new Set([companyId, creatorId]),
        },
      },
    },
    { Put: { TableName: table, Item: membershipItem(creatorId, group, openedAt), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: table,
        Key: membershipKey(companyId, groupChannelId),
        UpdateExpression: `SET ${companyGroupNames.map((name, i) => `#m${i} = if_not_exists(#m${i}, :m${i})`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(companyGroupNames.map((name, i) => [`#m${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(companyGroupNames.map((name, i) => [`:m${i}`, companyGroupMembership[name]])),
      },
    },
  ];
}

/**
 * Opens the channels of an accept made before the chat existed (the back-fill), item by item and each only if it is
 * missing, so running it again changes nothing. Answers whether anything was written.
 */
export async function openMissingChannels(opening: ChannelOpening): Promise<boolean> {
  let opened = false;
  for (const item of channelOpeningItems(opening)) {
    try {
      if (item.Put) {
        await dynamoClient().send(new PutCommand(item.Put));
        opened = true;
      } else if (item.Update) {
        // Adding to the group's members and filling the company's membership only where it is missing: repeatable.
        await dynamoClient().send(new UpdateCommand(item.Update));
      }
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return opened;
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

// The admins (pattern 14g).

export interface ChannelAudit {
  channelId: string;
  adminId: string;
  readAt: string;
  /** Why the read was allowed. */
  grounds: 'flagged' | 'compensation';
}

/** Keeps an admin's read of a channel in its partition, never overwritten. */
export async function putChannelAudit(audit: ChannelAudit): Promise<void> {
  await dynamoClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...channelAuditKey(audit.channelId, audit.readAt, audit.adminId), ...audit }, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

// Mail about unread messages (pattern 14h).

export interface MailDue {
  userId: string;
  channelId: string;
  dueAt: string;
}

/** The memberships whose mail is due by `now`, the longest waiting first (the keys only: the index copies no more). */
export async function listMailDue(now: string, limit: number): Promise<MailDue[]> {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.chatMailDue,
      KeyConditionExpression: 'GSI4PK = :pk AND GSI4SK <= :until',
      ExpressionAttributeValues: { ':pk': CHAT_MAIL_DUE, ':until': `${now}#${PREFIX_END}` },
      Limit: limit,
    }),
  );
  return Items.flatMap((item) => {
    const [dueAt, userId, channelId] = String(item.GSI4SK).split('#');
    return dueAt && userId && channelId ? [{ dueAt, userId, channelId }] : [];
  });
}

/** Moves a mail-due mark later (the last mail was too recent), on condition it is still the one read. */
export async function postponeMail(due: MailDue, until: string): Promise<boolean> {
  const next = chatMailDueIndexKey(until, due.userId, due.channelId);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: membershipKey(due.userId, due.channelId),
        UpdateExpression: 'SET mailDueAt = :until, GSI4SK = :sk',
        ConditionExpression: 'mailDueAt = :seen',
        ExpressionAttributeValues: { ':until': until, ':sk': next.GSI4SK, ':seen': due.dueAt },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Drops a mail-due mark whose messages were read meanwhile (nothing unread), on condition it is still the one read. */
export async function dropMailDue(due: MailDue): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: membershipKey(due.userId, due.channelId),
        UpdateExpression: 'REMOVE mailDueAt, GSI4PK, GSI4SK',
        ConditionExpression: 'mailDueAt = :seen',
        ExpressionAttributeValues: { ':seen': due.dueAt },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Records a reminder once: the membership mailed now and out of the index (still unread, mark unchanged), with its event. */
export async function recordMailReminder(due: MailDue, mailedAt: string, event: DomainEvent): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: membershipKey(due.userId, due.channelId),
          UpdateExpression: 'SET mailedAt = :now REMOVE mailDueAt, GSI4PK, GSI4SK',
          ConditionExpression: 'mailDueAt = :seen AND unread > :zero',
          ExpressionAttributeValues: { ':now': mailedAt, ':seen': due.dueAt, ':zero': 0 },
        },
      },
      eventPut(event),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

// Account deletion.

/**
 * Takes a deleted account out of its channels: each membership goes (with its marks), the user leaves each channel's
 * members, then their total goes — after the memberships, so no message (which needs the recipient's membership) can
 * bring the total back.
 */
export async function leaveAllChannels(userId: string): Promise<void> {
  const { PK } = userKey(userId);
  const memberships = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': PK, ':prefix': CHANNEL_PREFIX },
    ProjectionExpression: 'PK, SK, channelId',
  });
  for (const membership of memberships) {
    const channelId = String(membership.channelId);
    await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: { PK: String(membership.PK), SK: String(membership.SK) } as TableKey }));
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: channelKey(channelId),
          UpdateExpression: 'DELETE memberIds :user',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':user': new Set([userId]) },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: chatUnreadKey(userId) }));
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
