import type { ChatLiveMessage } from '../../shared/domain/chat';
import type { DomainEvent } from '../../shared/domain/events';
import { HttpError } from '../core/errors';
import { connectionsOf } from '../data/connections';
import { channelMemberIds, channelUnread, markDelivered } from '../domain/chat';
import { pushReceipts } from '../domain/chat-live';
import { pushToConnections, pushToUser } from '../domain/live';

/**
 * What the chat's events tell over the live channel (issue 14). The message itself reached the members' tabs with the
 * send (lambdas/domain/chat-live.ts); its event tells the rest: the recipients' unread counts, and the delivery mark
 * once a recipient's tab had it. A redelivered event pushes again (pushes are hints, the app takes counts as given)
 * and marks nothing twice: a mark only moves forward, and only a mark that moved is pushed.
 */

type Receipt = Extract<ChatLiveMessage, { type: 'chat.receipt' }>;

/**
 * `message.sent`: each recipient's tabs that do not show the channel get its unread counts (the in-app notice; a tab
 * showing it has the message and reads it). A recipient with any tab open received the message with the send, so it
 * is marked delivered, and the other members see the mark.
 */
export async function tellMessageSent({ payload }: DomainEvent<'message.sent'>): Promise<void> {
  const { channelId, createdAt, recipientIds } = payload;
  const delivered = await Promise.all(recipientIds.map((recipientId) => tellRecipient(recipientId, channelId, createdAt)));
  const receipts = recipientIds.filter((_, index) => delivered[index]).map((userId): Receipt => ({ type: 'chat.receipt', channelId, userId, lastDeliveredAt: createdAt }));
  if (receipts.length) await pushReceipts(receipts, await channelMemberIds(channelId));
}

/** Answers whether the recipient's delivery mark moved to the message. */
async function tellRecipient(recipientId: string, channelId: string, createdAt: string): Promise<boolean> {
  const connections = await connectionsOf(recipientId);
  if (!connections.length) return false;
  const elsewhere = connections.filter(({ viewedChannelId }) => viewedChannelId !== channelId).map(({ connectionId }) => connectionId);
  // A tab showing the channel was pushed the message itself with the send: it counts as reached without a push here.
  let reached = elsewhere.length < connections.length;
  if (elsewhere.length) {
    const counts = await unreadOf(recipientId, channelId);
    if (!counts) return false;
    reached = (await pushToConnections(recipientId, elsewhere, [{ type: 'chat.unread', channelId, ...counts }])) > 0 || reached;
  }
  return reached && (await markDelivered(recipientId, channelId, createdAt));
}

/** `channel.read`: the other members see the read mark; the reader's tabs (all of them) get the counts after it. */
export async function tellChannelRead({ payload }: DomainEvent<'channel.read'>): Promise<void> {
  const { channelId, userId, lastReadAt } = payload;
  const members = await channelMemberIds(channelId);
  await Promise.all([
    pushReceipts([{ type: 'chat.receipt', channelId, userId, lastReadAt }], members),
    pushToUser(userId, async () => {
      const counts = await unreadOf(userId, channelId);
      return counts && { type: 'chat.unread', channelId, ...counts };
    }),
  ]);
}

/**
 * The member's counts, or undefined once they are no longer a member (their account was deleted since the event):
 * such an event has no one left to tell, and must not fail every retry.
 */
async function unreadOf(userId: string, channelId: string): Promise<{ unreadCount: number; totalUnread: number } | undefined> {
  try {
    return await channelUnread(userId, channelId);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'CHANNEL_NOT_FOUND') return undefined;
    throw error;
  }
}
