import { randomBytes } from 'node:crypto';
import {
  CHAT_CHANNELS_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MAIL_AFTER_UNREAD_MINUTES,
  CHAT_MAIL_INTERVAL_MINUTES,
  type ChannelList,
  type ChannelMemberView,
  type ChannelView,
  type ChatUnreadView,
  type FlaggedMessagePage,
  type FlaggedMessageView,
  type MessageAttachmentView,
  type MessagePage,
  type MessageView,
} from '../../shared/domain/chat';
import { uuidV7 } from '../../shared/domain/ids';
import { findOffPlatformContacts, maskOffPlatformContacts, type OffPlatformContact, type OffPlatformContactKind } from '../../shared/domain/off-platform-contact';
import { totalPagesOf } from '../../shared/domain/page';
import { ownerOfKey } from '../../shared/domain/uploads';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import type { ChannelsQuery, MessagesQuery, SendMessageBody } from '../../shared/validation/chat';
import { keyOfObjectUrl, signedReadUrl } from '../adapters/storage';
import type { Caller } from '../core/caller';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import { errorDetails, logError, logInfo } from '../core/log';
import { getChannel, getChannels, getMembership, getMemberships, openMissingChannels, listCampaignMemberships, listMemberships, putChannelAudit, readTotalUnread } from '../data/chat-channels';
import { advanceDelivered, countFlaggedMessages, countMessagesOfOthersAfter, getMessageByClientId, listFlaggedMessages as listFlaggedRecords, listMessages as listMessageRecords, newestMessageAt, putMessage, recordRead } from '../data/chat-messages';
import { type ChannelRecord, type MembershipRecord, type MessageRecord, type StoredAttachment } from '../data/chat-records';
import { dropMailDue, listMailDue, postponeMail, recordMailReminder } from '../data/chat-reminders';
import { listCampaignApplications } from '../data/applications';
import { getCampaignForDecision } from '../data/campaigns';
import { getCompensation } from '../data/compensations';
import { newEvent } from '../data/events';
import { getUpload } from '../data/uploads';
import { getApplicantUsers, getUserById } from '../data/users';
import { pushMessage } from './chat-live';
import { decodeCursor, encodeCursor, messagePreview } from './chat-text';

/**
 * The chat (issue 14): the members of a channel — the company and its accepted creator in a direct channel, the
 * company and every accepted creator in the campaign's group — read and post; nobody else learns a channel exists
 * (404 CHANNEL_NOT_FOUND). The caller's membership item is the authorisation of everything here. The same use cases
 * serve HTTP (lambdas/http/chat.ts) and the live channel's actions (lambdas/live/*). The writes are those of
 * lambdas/data/chat-channels.ts, chat-messages.ts and chat-reminders.ts.
 */

/** A write that collided with another one in the same channel (members posting and reading at once) is tried again. */
const WRITE_RETRY: RetryPolicy = { attempts: 8, ...RACE_BACKOFF };
/** Mail reminders handled per run, in rounds of one index page: a run never loops on a mark it cannot settle. */
const REMINDER_PAGE = 100;
const REMINDER_ROUNDS = 5;
const MINUTE_MS = 60_000;

type Member = Pick<Caller, 'userId'>;

const channelNotFound = () => new NotFoundError('CHANNEL_NOT_FOUND');
const channelArchived = () => new ConflictError('CHANNEL_ARCHIVED');

/** The caller's membership, or 404 whether the channel is missing or only not theirs. */
async function membershipOf(userId: string, channelId: string, consistent = false): Promise<MembershipRecord> {
  const membership = await getMembership(userId, channelId, consistent);
  if (!membership) throw channelNotFound();
  return membership;
}

// Views.

async function attachmentViews(attachments: readonly StoredAttachment[]): Promise<MessageAttachmentView[]> {
  return Promise.all(attachments.map(async (attachment) => ({ ...attachment, url: await signedReadUrl(attachment.key) })));
}

/** Whether the other members read the message with its contact details masked: flagged, and no admin dismissed it. */
const masksContacts = (message: Pick<MessageRecord, 'flagged' | 'review'>): boolean => message.flagged && message.review?.action !== 'dismiss';

/**
 * A message as `viewerId` sees it: the flag is the admins' and the sender's, not the other members'; the other members
 * read a flagged message with its contact details masked until an admin dismisses the flag (issue 27).
 */
async function messageView(message: MessageRecord, viewerId: string | 'admin'): Promise<MessageView> {
  const showsFlag = message.flagged && (viewerId === 'admin' || viewerId === message.senderId);
  const masked = !showsFlag && masksContacts(message);
  return {
    id: message.id,
    channelId: message.channelId,
    clientId: message.clientId,
    senderId: message.senderId,
    senderName: message.senderName,
    text: masked ? maskOffPlatformContacts(message.text) : message.text,
    attachments: await attachmentViews(message.attachments),
    createdAt: message.createdAt,
    flagged: showsFlag,
    ...(showsFlag && message.flaggedKinds ? { flaggedKinds: message.flaggedKinds } : {}),
    ...(masked ? { masked: true } : {}),
  };
}

/**
 * The views of channels as `viewerId` sees them (an admin: every member): the other members with their names, avatars
 * and read and delivery marks, the viewer's unread count and the last message.
 */
async function channelViews(viewerId: string | 'admin', entries: readonly { channel: ChannelRecord; membership?: MembershipRecord }[]): Promise<ChannelView[]> {
  const others = entries.flatMap(({ channel }) => channel.memberIds.filter((id) => id !== viewerId).map((userId) => ({ userId, channelId: channel.channelId })));
  const [memberships, users] = await Promise.all([getMemberships(others), getApplicantUsers([...new Set(others.map(({ userId }) => userId))])]);
  const avatarUrls = new Map(
    await Promise.all(
      [...users.values()].flatMap((user) => {
        const key = user.avatar ? keyOfObjectUrl(user.avatar) : undefined;
        return key ? [signedReadUrl(key).then((url) => [user.id, url] as const)] : [];
      }),
    ),
  );
  return entries.map(({ channel, membership }) => {
    const members = channel.memberIds.flatMap((userId): ChannelMemberView[] => {
      const user = users.get(userId);
      if (userId === viewerId || !user) return [];
      const marks = memberships.get(`${userId}#${channel.channelId}`);
      const avatarUrl = avatarUrls.get(userId);
      return [
        {
          id: userId,
          role: userId === channel.companyId ? 'company' : 'creator',
          name: user.fullName,
          ...(avatarUrl ? { avatarUrl } : {}),
          ...(marks?.lastReadAt ? { lastReadAt: marks.lastReadAt } : {}),
          ...(marks?.lastDeliveredAt ? { lastDeliveredAt: marks.lastDeliveredAt } : {}),
        },
      ];
    });
    return {
      id: channel.channelId,
      kind: channel.kind,
      campaignId: channel.campaignId,
      campaignTitle: channel.campaignTitle,
      members,
      unreadCount: membership?.unread ?? 0,
      ...(membership?.lastMessage ? { lastMessage: membership.lastMessage } : {}),
      createdAt: channel.createdAt,
      ...(channel.archivedAt ? { archivedAt: channel.archivedAt } : {}),
    };
  });
}

/** The views of the caller's memberships, in their order (a membership whose channel is gone is left out). */
async function membershipViews(userId: string, memberships: readonly MembershipRecord[]): Promise<ChannelView[]> {
  const channels = await getChannels(memberships.map(({ channelId }) => channelId));
  const entries = memberships.flatMap((membership) => {
    const channel = channels.get(membership.channelId);
    return channel ? [{ channel, membership }] : [];
  });
  return channelViews(userId, entries);
}

/** When a membership was last active: its sort key in the user's channel list. */
function activityOf(membership: MembershipRecord): string {
  return membership.lastMessageAt ?? membership.createdAt;
}

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

async function historyPage(channelId: string, before: string | undefined): Promise<{ messages: MessageRecord[]; nextBefore?: string }> {
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

// The admins.

/** Why an admin may read the channel now: a flagged message in it, or a compensation request of its pair. */
async function reviewGrounds(channel: ChannelRecord): Promise<'flagged' | 'compensation' | undefined> {
  if (channel.flaggedCount > 0) return 'flagged';
  if (channel.kind === 'direct' && channel.creatorId && (await getCompensation(channel.campaignId, channel.creatorId))) return 'compensation';
  return undefined;
}

/**
 * `GET /admin/chat/channels/{channelId}/messages?before`: an admin reads a channel only while it is under review (a
 * flagged message, or a compensation request, open or decided, between its company and creator); otherwise 403
 * CHANNEL_NOT_UNDER_REVIEW. Every read is kept in the channel's partition and logged.
 */
export async function adminListMessages(admin: Member, channelId: string, query: MessagesQuery): Promise<MessagePage> {
  const channel = await getChannel(channelId, true);
  if (!channel) throw channelNotFound();
  const grounds = await reviewGrounds(channel);
  if (!grounds) throw new ForbiddenError('CHANNEL_NOT_UNDER_REVIEW');
  const page = await historyPage(channelId, query.before);
  const readAt = new Date().toISOString();
  await putChannelAudit({ channelId, adminId: admin.userId, readAt, grounds });
  logInfo('Admin read a chat channel', { channelId, adminId: admin.userId, grounds, campaignId: channel.campaignId, before: query.before ?? null });
  const [messages, [view]] = await Promise.all([Promise.all(page.messages.map((message) => messageView(message, 'admin'))), channelViews('admin', [{ channel }])]);
  if (!view) throw channelNotFound();
  return { messages, ...(page.nextBefore ? { nextBefore: page.nextBefore } : {}), channel: view };
}

/** `GET /admin/chat/flagged?page`: messages flagged for off-platform contact, newest first, with totals. */
export async function listFlaggedMessages(page: number): Promise<FlaggedMessagePage> {
  const [records, totalEntries] = await Promise.all([listFlaggedRecords(page, CHAT_HISTORY_PAGE_SIZE), countFlaggedMessages()]);
  const messages = await Promise.all(
    records.map(
      async (record): Promise<FlaggedMessageView> => ({
        ...(await messageView(record, 'admin')),
        campaignId: record.campaignId,
        campaignTitle: record.campaignTitle,
        channelKind: record.channelKind,
        ...(record.review ? { review: record.review } : {}),
      }),
    ),
  );
  return { messages, page, totalEntries, totalPages: totalPagesOf(totalEntries, CHAT_HISTORY_PAGE_SIZE) };
}

// Mail about unread messages.

/**
 * The scheduled check (every 5 minutes): each member whose messages stayed unread CHAT_MAIL_AFTER_UNREAD_MINUTES is
 * mailed once — the `chat.unread.reminder` event, stored with the membership's `mailedAt` in one transaction — and at
 * most once per CHAT_MAIL_INTERVAL_MINUTES per channel (a mark due sooner is moved to the end of the interval).
 * Answers how many reminders were stored.
 */
export async function remindUnreadChats(now: Date): Promise<number> {
  const at = now.toISOString();
  let reminded = 0;
  for (let round = 0; round < REMINDER_ROUNDS; round++) {
    const dues = await listMailDue(at, REMINDER_PAGE);
    let settled = 0;
    for (const due of dues) {
      const membership = await getMembership(due.userId, due.channelId, true);
      if (!membership || membership.mailDueAt !== due.dueAt) continue;
      settled++;
      if (membership.unread === 0) {
        await dropMailDue(due);
        continue;
      }
      const nextAllowed = membership.mailedAt ? new Date(Date.parse(membership.mailedAt) + CHAT_MAIL_INTERVAL_MINUTES * MINUTE_MS).toISOString() : undefined;
      if (nextAllowed && nextAllowed > at) {
        await postponeMail(due, nextAllowed);
        continue;
      }
      const event = newEvent(
        'chat.unread.reminder',
        {
          channelId: due.channelId,
          campaignId: membership.campaignId,
          campaignTitle: membership.campaignTitle,
          userId: due.userId,
          unreadCount: membership.unread,
          senderName: membership.lastMessage?.senderName ?? '',
        },
        at,
      );
      if (await recordMailReminder(due, at, event)) reminded++;
    }
    if (dues.length < REMINDER_PAGE || settled === 0) break;
  }
  if (reminded) logInfo('Chat reminders stored', { reminded });
  return reminded;
}

// Channels of accepts made before the chat.

/** An application that was accepted (whatever became of its delivery since): its creator has channels. */
const NEVER_ACCEPTED = new Set(['pending', 'rejected']);

/**
 * The back-fill: opens the channels of a campaign's accepted creators that were accepted before channels were made
 * with the accept (their ids were named then, on the application and the campaign). Only missing items are written,
 * so it may run on every start; answers how many creators got a channel.
 */
export async function openChannelsOfAcceptedApplications(campaignId: string): Promise<number> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign?.groupChannelId) return 0;
  let opened = 0;
  for (const application of await listCampaignApplications(campaignId)) {
    if (NEVER_ACCEPTED.has(application.status) || !application.oneOnOneChannelId) continue;
    const wrote = await openMissingChannels({
      campaignId,
      campaignTitle: campaign.campaignTitle,
      companyId: campaign.companyId,
      creatorId: application.creatorId,
      directChannelId: application.oneOnOneChannelId,
      groupChannelId: campaign.groupChannelId,
      openedAt: application.decidedAt ?? application.appliedAt,
    });
    if (wrote) opened++;
  }
  return opened;
}
