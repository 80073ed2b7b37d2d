import { CHANNEL_KINDS, MESSAGE_REVIEW_ACTIONS, type ChannelKind, type MessageReview } from '../../shared/domain/chat';
import { OFF_PLATFORM_CONTACT_KINDS, type OffPlatformContactKind } from '../../shared/domain/off-platform-contact';
import { UPLOAD_TYPES, type UploadType } from '../../shared/domain/uploads';
import { absentAs, count, flag, listOf, oneOf, optional, readItem, shaped, text, type Check, type Item, type Shape } from './item';
import { flaggedMessageIndexKey, messageKey } from './keys';

/**
 * The chat's records (issue 14; docs/data-model.md, patterns 14-14h). A channel's partition `CHANNEL#<id>` holds
 * its facts (`META`: kind, campaign, members), its messages (`MSG#<createdAt>#<id>`, newest last), the guards of the
 * senders' message ids (`CLIENT#<sender>#<clientId>`) and the admins' reads (`AUDIT#`). Each member has a membership
 * item in their own partition (`USER#<sub> / CHANNEL#<id>`): it is the authorisation of every read and post, and
 * holds their unread count, read and delivery marks and the last message's preview; the user's `CHAT#UNREAD` item
 * adds up their unread counts in the same transactions that change them.
 *
 * This module holds the records and their item shapes; the channels and memberships are chat-channels.ts's, the
 * messages, reads and reviews chat-messages.ts's, the unread-mail reminders chat-reminders.ts's.
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

export type ChannelItem = Omit<ChannelRecord, 'memberIds'> & { memberIds?: Set<string> };
export const CHANNEL_SHAPE: Shape<ChannelItem> = {
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

export function channelFromItem(item: Item): ChannelRecord {
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

export const MEMBERSHIP_SHAPE: Shape<MembershipRecord> = {
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

export function membershipFromItem(item: Item): MembershipRecord {
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

export function messageFromItem(item: Item): MessageRecord {
  return readItem('message', MESSAGE_SHAPE, item);
}

/** A message's item: in its channel's partition and, when flagged, in the admins' index. */
export function messageToItem(message: MessageRecord): Item {
  return {
    ...messageKey(message.channelId, message.createdAt, message.id),
    ...(message.flagged ? flaggedMessageIndexKey(message.createdAt, message.id) : {}),
    ...message,
  };
}
