import type { ChannelMemberView, ChannelView, MessageAttachmentView, MessageView } from '../../shared/domain/chat';
import { maskOffPlatformContacts } from '../../shared/domain/off-platform-contact';
import { keyOfObjectUrl, signedReadUrl } from '../adapters/storage';
import type { Caller } from '../core/caller';
import { ConflictError, NotFoundError } from '../core/errors';
import { getChannels, getMembership, getMemberships } from '../data/chat-channels';
import type { ChannelRecord, MembershipRecord, MessageRecord, StoredAttachment } from '../data/chat-records';
import { getApplicantUsers } from '../data/users';

/** The chat as each viewer sees it (chat.ts): channels, members, messages with what a flag masks; and who may see a channel. */

export type Member = Pick<Caller, 'userId'>;

export const channelNotFound = () => new NotFoundError('CHANNEL_NOT_FOUND');
export const channelArchived = () => new ConflictError('CHANNEL_ARCHIVED');

/** The caller's membership, or 404 whether the channel is missing or only not theirs. */
export async function membershipOf(userId: string, channelId: string, consistent = false): Promise<MembershipRecord> {
  const membership = await getMembership(userId, channelId, consistent);
  if (!membership) throw channelNotFound();
  return membership;
}


// Views.

export async function attachmentViews(attachments: readonly StoredAttachment[]): Promise<MessageAttachmentView[]> {
  return Promise.all(attachments.map(async (attachment) => ({ ...attachment, url: await signedReadUrl(attachment.key) })));
}

/** Whether the other members read the message with its contact details masked: flagged, and no admin dismissed it. */
export const masksContacts = (message: Pick<MessageRecord, 'flagged' | 'review'>): boolean => message.flagged && message.review?.action !== 'dismiss';

/**
 * A message as `viewerId` sees it: the flag is the admins' and the sender's, not the other members'; the other members
 * read a flagged message with its contact details masked until an admin dismisses the flag (issue 27).
 */
export async function messageView(message: MessageRecord, viewerId: string | 'admin'): Promise<MessageView> {
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
export async function channelViews(viewerId: string | 'admin', entries: readonly { channel: ChannelRecord; membership?: MembershipRecord }[]): Promise<ChannelView[]> {
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
export async function membershipViews(userId: string, memberships: readonly MembershipRecord[]): Promise<ChannelView[]> {
  const channels = await getChannels(memberships.map(({ channelId }) => channelId));
  const entries = memberships.flatMap((membership) => {
    const channel = channels.get(membership.channelId);
    return channel ? [{ channel, membership }] : [];
  });
  return channelViews(userId, entries);
}

/** When a membership was last active: its sort key in the user's channel list. */
export function activityOf(membership: MembershipRecord): string {
  return membership.lastMessageAt ?? membership.createdAt;
}
