import { randomBytes } from 'node:crypto';
import { CHAT_CHANNELS_PAGE_SIZE, CHAT_HISTORY_PAGE_SIZE, CHAT_MAIL_AFTER_UNREAD_MINUTES, type ChannelList, type ChatUnreadView, type MessagePage, type MessageView } from '../../shared/domain/chat';
import { uuidV7 } from '../../shared/domain/ids';
import { findOffPlatformContacts, maskOffPlatformContacts, type OffPlatformContact, type OffPlatformContactKind } from '../../shared/domain/off-platform-contact';
import { ownerOfKey } from '../../shared/domain/uploads';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import type { ChannelsQuery, MessagesQuery, SendMessageBody } from '../../shared/validation/chat';
import { ConflictError, ValidationError } from '../core/errors';
import { errorDetails, logError } from '../core/log';
import { getChannel, getMembership, listCampaignMemberships, listMemberships, readTotalUnread } from '../data/chat-channels';
import { advanceDelivered, countMessagesOfOthersAfter, getMessageByClientId, listMessages as listMessageRecords, newestMessageAt, putMessage, recordRead } from '../data/chat-messages';
import type { MembershipRecord, MessageRecord, StoredAttachment } from '../data/chat-records';
import { newEvent } from '../data/events';
import { getUpload } from '../data/uploads';
import { getUserById } from '../data/users';
import { pushMessage } from './chat-live';
import { decodeCursor, encodeCursor, messagePreview } from './chat-text';
import { type Member, channelNotFound, channelArchived, membershipOf, messageView, channelViews, membershipViews, activityOf, masksContacts } from './chat-views';

/**
 * The chat (issue 14): the members of a channel — the company and its accepted creator in a direct channel, the
 * company and every accepted creator in the campaign's group — read and post; nobody else learns a channel exists
 * (404 CHANNEL_NOT_FOUND). The caller's membership item is the authorisation of everything here. The same use cases
 * serve HTTP (lambdas/http/chat.ts) and the live channel's actions (lambdas/live/*). The writes are those of
 * lambdas/data/chat-channels.ts, chat-messages.ts and chat-reminders.ts. The views are chat-views.ts's; the
 * admins' reads chat-admin-reads.ts's, the unread-mail reminders chat-unread-mail.ts's, the back-fill chat-backfill.ts's.
 */

/** A write that collided with another one in the same channel (members posting and reading at once) is tried again. */
const WRITE_RETRY: RetryPolicy = { attempts: 8, ...RACE_BACKOFF };
const MINUTE_MS = 60_000;

// Channels and counts.

/** `GET /chat/channels?campaignId&cursor`: the caller's channels, the latest activity first, with the total unread. */
export async function listChannels(caller: Member, query: ChannelsQuery): Promise<ChannelList> {
  const totalUnread = readTotalUnread(caller.userId);
  if (query.campaignId) {
    const memberships = (await listCampaignMemberships(caller.userId, query.campaignId)).sort((a, b) => activityOf(b).localeCompare(activityOf(a)));
    return { channels: await membershipViews(caller.userId, memberships), totalUnread: await totalUnread };
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) throw new ValidationError({ cursor: 'valueInvalid' });
  const { memberships, more } = await listMemberships(caller.userId, CHAT_CHANNELS_PAGE_SIZE, after && { activityAt: after.at, channelId: after.id });
  const last = memberships.at(-1);
  return {
    channels: await membershipViews(caller.userId, memberships),
    ...(more && last ? { nextCursor: encodeCursor({ at: activityOf(last), id: last.channelId }) } : {}),
    totalUnread: await totalUnread,
  };
}

/** `GET /chat/unread`: the menu's badge. */
export async function countUnreadMessages(caller: Member): Promise<ChatUnreadView> {
  return { unreadCount: await readTotalUnread(caller.userId) };
}

/** The user's unread messages in one channel and in all; 404 for a channel that is not theirs. */
export async function channelUnread(userId: string, channelId: string): Promise<{ unreadCount: number; totalUnread: number }> {
  const [membership, totalUnread] = await Promise.all([membershipOf(userId, channelId, true), readTotalUnread(userId, true)]);
  return { unreadCount: membership.unread, totalUnread };
}

/** Everyone who may read and post in the channel (none for a channel that does not exist). */
export async function channelMemberIds(channelId: string): Promise<string[]> {
  return (await getChannel(channelId))?.memberIds ?? [];
}

export async function isChannelMember(userId: string, channelId: string): Promise<boolean> {
  return (await getMembership(userId, channelId)) !== undefined;
}

// History.

function historyCursor(before: string | undefined): { createdAt: string; messageId: string } | undefined {
  if (before === undefined) return undefined;
  const position = decodeCursor(before);
  if (!position) throw new ValidationError({ before: 'valueInvalid' });
  return { createdAt: position.at, messageId: position.id };
}

export async function historyPage(channelId: string, before: string | undefined): Promise<{ messages: MessageRecord[]; nextBefore?: string }> {
  const { messages, more } = await listMessageRecords(channelId, CHAT_HISTORY_PAGE_SIZE, historyCursor(before));
  const oldest = messages.at(-1);
  return { messages, ...(more && oldest ? { nextBefore: encodeCursor({ at: oldest.createdAt, id: oldest.id }) } : {}) };
}

/**
 * `GET /chat/channels/{channelId}/messages?before`: a page of the history, newest first, with the channel. The first
 * page reached the caller, so their delivery mark moves up to its newest message.
 */
export async function listMessages(caller: Member, channelId: string, query: MessagesQuery): Promise<MessagePage> {
  const membership = await membershipOf(caller.userId, channelId);
  const [channel, page] = await Promise.all([getChannel(channelId), historyPage(channelId, query.before)]);
  if (!channel) throw channelNotFound();
  const newest = page.messages[0];
  // Reading the newest page delivers it; a mark already there costs no write (a history read is the hot path).
  const delivers = !query.before && newest && (membership.lastDeliveredAt ?? '') < newest.createdAt;
  const [messages, [view]] = await Promise.all([
    Promise.all(page.messages.map((message) => messageView(message, caller.userId))),
    channelViews(caller.userId, [{ channel, membership }]),
    delivers ? advanceDelivered(caller.userId, channelId, newest.createdAt) : false,
  ]);
  if (!view) throw channelNotFound();
  return { messages, ...(page.nextBefore ? { nextBefore: page.nextBefore } : {}), channel: view };
}

/** Moves the user's delivery mark of the channel forwards to `upTo`; true when it moved (a receipt is worth pushing). */
export async function markDelivered(userId: string, channelId: string, upTo: string): Promise<boolean> {
  return advanceDelivered(userId, channelId, upTo);
}

// Posting.

/** The attachments, each the sender's own chat upload whose check passed; otherwise 409 ATTACHMENT_NOT_READY. */
async function checkedAttachments(senderId: string, keys: readonly string[]): Promise<StoredAttachment[]> {
  const uploads = await Promise.all([...new Set(keys)].map(async (key) => (ownerOfKey(key) === senderId ? getUpload(key) : undefined)));
  return uploads.map((upload) => {
    if (!upload || upload.ownerId !== senderId || upload.purpose !== 'chatAttachment' || upload.status !== 'verified' || !upload.detectedType) {
      throw new ConflictError('ATTACHMENT_NOT_READY');
    }
    return { key: upload.key, fileName: upload.fileName, contentType: upload.detectedType, size: upload.size ?? upload.declaredSize };
  });
}

function contactKinds(findings: readonly OffPlatformContact[]): OffPlatformContactKind[] {
  return [...new Set(findings.map((contact) => contact.kind))];
}

/** The stored message of a resend, answered as the first send was. */
async function resent(channelId: string, senderId: string, clientId: string): Promise<{ message: MessageView; created: false }> {
  const stored = await getMessageByClientId(channelId, senderId, clientId);
  if (!stored) throw new ConflictError();
  return { message: await messageView(stored, senderId), created: false };
}

/**
 * `POST /chat/channels/{channelId}/messages` and the live `send`: stores the message once per `clientId` (a resend
 * answers the stored one, `created: false`), raises the other members' unread counts, marks the channel read for the
 * sender, flags off-platform contact for the admins, and pushes the message to the members' open tabs. `now` is the
 * message's time (the demo seed dates its conversations in the past).
 */
export async function sendMessage(caller: Member, channelId: string, input: SendMessageBody, now = new Date()): Promise<{ message: MessageView; created: boolean }> {
  const senderId = caller.userId;
  const [firstMembership, sender, channel] = await Promise.all([getMembership(senderId, channelId, true), getUserById(senderId, true), getChannel(channelId, true)]);
  // A deleted account has left its channels: its membership and profile are gone (or going).
  if (!firstMembership || !sender || !channel) throw channelNotFound();
  if (channel.archivedAt) throw channelArchived();
  const attachments = await checkedAttachments(senderId, input.attachments.map(({ key }) => key));
  const createdAt = now.toISOString();
  // Read once: the flag's kinds, and the masked preview the other members get.
  const findings = findOffPlatformContacts(input.text);
  const kinds = contactKinds(findings);
  const message: MessageRecord = {
    id: uuidV7(now.getTime(), randomBytes(10)),
    channelId,
    clientId: input.clientId,
    senderId,
    senderName: sender.fullName,
    text: input.text,
    attachments,
    createdAt,
    flagged: kinds.length > 0,
    ...(kinds.length ? { flaggedKinds: kinds } : {}),
    campaignId: channel.campaignId,
    campaignTitle: channel.campaignTitle,
    channelKind: channel.kind,
  };
  const preview = { senderId, senderName: sender.fullName, preview: messagePreview(input.text), createdAt, hasAttachments: attachments.length > 0 };
  // The other members' list and notices never show what the flag masks.
  const recipientPreview = masksContacts(message) ? { ...preview, preview: messagePreview(maskOffPlatformContacts(input.text, findings)) } : preview;
  const mailDueAt = new Date(now.getTime() + CHAT_MAIL_AFTER_UNREAD_MINUTES * MINUTE_MS).toISOString();
  const gone = new Set<string>();
  let membership: MembershipRecord | undefined = firstMembership;
  let memberIds = channel.memberIds;
  return retrying(WRITE_RETRY, async (attempt) => {
    if (attempt > 1) [membership, memberIds] = await Promise.all([getMembership(senderId, channelId, true), channelMemberIds(channelId)]);
    if (!membership) throw channelNotFound();
    const recipientIds = memberIds.filter((id) => id !== senderId && !gone.has(id));
    const events = [
      newEvent(
        'message.sent',
        {
          channelId,
          campaignId: channel.campaignId,
          campaignTitle: channel.campaignTitle,
          messageId: message.id,
          createdAt,
          senderId,
          senderName: sender.fullName,
          preview: recipientPreview.preview,
          recipientIds,
        },
        createdAt,
      ),
      // Posting reads the channel: the sender's other tabs learn their counts fell.
      ...(membership.unread > 0 ? [newEvent('channel.read', { channelId, userId: senderId, lastReadAt: createdAt }, createdAt)] : []),
    ];
    const refusal = await putMessage({ message, sender: membership, recipientIds, preview, recipientPreview, mailDueAt, events });
    if (!refusal) {
      await pushStored(message, senderId, recipientIds);
      return { message: await messageView(message, senderId), created: true };
    }
    switch (refusal.reason) {
      case 'duplicate':
        return resent(channelId, senderId, input.clientId);
      case 'attachment':
        throw new ConflictError('ATTACHMENT_NOT_READY');
      case 'senderGone':
        throw channelNotFound();
      case 'channel':
        // Closed meanwhile (the applicant declined), or gone.
        throw (await getChannel(channelId, true))?.archivedAt ? channelArchived() : channelNotFound();
      case 'recipientGone':
        // Their account was deleted meanwhile: the message goes to the others.
        gone.add(refusal.recipientId);
        break;
      case 'sender':
      case 'conflict':
        break;
    }
    return tryAgain(new ConflictError());
  });
}

/** The stored message to every open tab of the members (the flag only to the sender's); a failed push loses nothing. */
async function pushStored(message: MessageRecord, senderId: string, recipientIds: readonly string[]): Promise<void> {
  try {
    const [own, others] = await Promise.all([messageView(message, senderId), messageView(message, '')]);
    await Promise.all([pushMessage(own, [senderId]), pushMessage(others, recipientIds)]);
  } catch (error) {
    logError('Chat message stored but not pushed', { channelId: message.channelId, messageId: message.id, ...errorDetails(error) });
  }
}

// Reading.

/**
 * `POST /chat/channels/{channelId}/read` and the live `read`: everything up to `upTo` (clamped to the newest message)
 * is read. The mark never moves back; the channel's unread count is recounted (messages of others after the mark,
 * and after the caller joined) and the total changed by the difference, on condition no write of the count came
 * between (its version) — a message or a read meanwhile makes it count again, so racing reads and posts keep both exact.
 */
export async function markChannelRead(caller: Member, channelId: string, upTo: string): Promise<{ unreadCount: number; totalUnread: number }> {
  const userId = caller.userId;
  // Stored instants all have milliseconds: `…:00Z` must compare as `…:00.000Z`.
  const until = new Date(upTo).toISOString();
  return retrying(WRITE_RETRY, async () => {
    const [membership, newest] = await Promise.all([membershipOf(userId, channelId, true), newestMessageAt(channelId)]);
    const readAt = newest && newest < until ? newest : until;
    if (!newest || (membership.lastReadAt !== undefined && readAt <= membership.lastReadAt)) {
      return { unreadCount: membership.unread, totalUnread: await readTotalUnread(userId, true) };
    }
    const from = readAt > membership.createdAt ? readAt : membership.createdAt;
    const unread = await countMessagesOfOthersAfter(channelId, userId, from);
    const event = newEvent('channel.read', { channelId, userId, lastReadAt: readAt });
    if (await recordRead({ membership, lastReadAt: readAt, unread, event })) {
      return { unreadCount: unread, totalUnread: await readTotalUnread(userId, true) };
    }
    return tryAgain(new ConflictError());
  });
}
