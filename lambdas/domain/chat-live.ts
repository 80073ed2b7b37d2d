import type { ChatLiveMessage, MessageView } from '../../shared/domain/chat';
import { connectionsOf } from '../data/connections';
import { pushToConnections, pushToUser } from './live';

/**
 * The chat's pushes over the live channel (issue 14). A stored message goes at once to every open tab of the
 * channel's members (the sender's other tabs too): the send's own delivery, as a chat server answers a send. What
 * must not be missed (unread counts, read marks, mail) follows from the `message.sent` and `channel.read` events.
 * Nothing here reads a channel: callers pass its members (this module is imported by the chat's domain).
 */
export async function pushMessage(message: MessageView, memberIds: readonly string[]): Promise<void> {
  await Promise.all(memberIds.map((memberId) => pushToUser(memberId, async () => ({ type: 'chat.message', message }))));
}

/** A member is typing: the other members' tabs show it for a few seconds. Never stored. */
export async function pushTyping(channelId: string, typist: { id: string; name: string }, memberIds: readonly string[]): Promise<void> {
  const signal: ChatLiveMessage = { type: 'chat.typing', channelId, userId: typist.id, name: typist.name };
  await Promise.all(memberIds.filter((memberId) => memberId !== typist.id).map((memberId) => pushToUser(memberId, async () => signal)));
}

/**
 * Read or delivery marks to the channel's members: each member's tabs get every receipt but their own, with one query
 * of their connections whatever the number of receipts.
 */
export async function pushReceipts(receipts: readonly Extract<ChatLiveMessage, { type: 'chat.receipt' }>[], memberIds: readonly string[]): Promise<void> {
  await Promise.all(
    memberIds.map(async (memberId) => {
      const theirs = receipts.filter((receipt) => receipt.userId !== memberId);
      if (!theirs.length) return;
      const connections = await connectionsOf(memberId);
      await pushToConnections(
        memberId,
        connections.map(({ connectionId }) => connectionId),
        theirs,
      );
    }),
  );
}
