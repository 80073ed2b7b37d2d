import { CHAT_TYPING_TTL_MS, type ChatLiveMessage } from '../../shared/domain/chat';
import { NotFoundError, UnauthorizedError } from '../core/errors';
import { setViewedChannel } from '../data/connections';
import { channelMemberIds, isChannelMember, markChannelRead, sendMessage } from '../domain/chat';
import { pushTyping } from '../domain/chat-live';
import type { LiveCaller } from './callers';
import type { LiveRequestOf } from './requests';

/**
 * The chat's actions over the live channel (issue 14), the same use cases as the HTTP routes: each answers what goes
 * back down the sender's own socket, or throws the API's error for a refusal. Membership is checked by the chat's
 * domain for a send and a read, and here for a typing signal and a subscription: a non-member is told the channel is
 * not found, as over HTTP.
 */

type ChatRequest = Exclude<LiveRequestOf, { action: 'ping' }>;

/**
 * One typing signal per tab and channel this often at most: the app repeats it while the user types and shows it for
 * CHAT_TYPING_TTL_MS, so a third of that loses nothing, and a client that sends more costs no more pushes.
 */
export const TYPING_INTERVAL_MS = Math.floor(CHAT_TYPING_TTL_MS / 3);
const lastTyping = new Map<string, number>();

export async function runChatAction(request: ChatRequest, { caller, name }: LiveCaller, connectionId: string): Promise<ChatLiveMessage[]> {
  switch (request.action) {
    case 'send': {
      const { message } = await sendMessage(caller, request.channelId, request.input);
      return [{ type: 'chat.sent', clientId: message.clientId, message }];
    }
    case 'read': {
      // The reader's other tabs hear of it from the read's event; this one is answered at once.
      const counts = await markChannelRead(caller, request.channelId, request.upTo);
      return [{ type: 'chat.unread', channelId: request.channelId, ...counts }];
    }
    case 'typing':
      await signalTyping(request.channelId, { id: caller.userId, name }, connectionId);
      return [];
    case 'subscribe':
      if (request.channelId !== null) await assertMember(caller.userId, request.channelId);
      // The connection's item is gone (the socket closed, or the account was deleted in between).
      if (!(await setViewedChannel(caller.userId, connectionId, request.channelId))) throw new UnauthorizedError();
      return [];
  }
}

async function signalTyping(channelId: string, typist: { id: string; name: string }, connectionId: string, now = Date.now()): Promise<void> {
  const key = `${connectionId} ${channelId}`;
  // Only a signal that was pushed is remembered, so a non-member is refused every time, never silently dropped.
  if (now - (lastTyping.get(key) ?? Number.NEGATIVE_INFINITY) < TYPING_INTERVAL_MS) return;
  await assertMember(typist.id, channelId);
  forgetOldSignals(now);
  lastTyping.set(key, now);
  await pushTyping(channelId, typist, await channelMemberIds(channelId));
}

async function assertMember(userId: string, channelId: string): Promise<void> {
  if (!(await isChannelMember(userId, channelId))) throw new NotFoundError('CHANNEL_NOT_FOUND');
}

/** Keeps the throttle's memory to the signals that still matter. */
function forgetOldSignals(now: number): void {
  if (lastTyping.size < 1_000) return;
  for (const [key, at] of lastTyping) if (now - at >= TYPING_INTERVAL_MS) lastTyping.delete(key);
}
