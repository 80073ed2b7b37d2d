import { useSyncExternalStore } from 'react';
import type { ChatLiveMessage, MessageView } from '../../../../shared/domain/chat';
import type { LiveMessage } from '../../../../shared/domain/live';
import { ApiError } from '../../lib/api';
import type { LiveNews } from '../../lib/live-refresh';
import { listenToLive, liveConnection, queryClient, sendLive } from '../../lib/query-scope';
import { chatKeys, postMessage, postRead, refreshNewest, storeMessages, storeReceipt, storeUnread } from './api';
import { outboxReducer, toResend, type Outbox, type OutboxAction, type PendingAttachment, type PendingMessage } from '../../lib/chat/outbox-state';
import { noteTyping, stopTyping } from './typing-store';

/**
 * The chat over the live channel, for the tab's life (loaded with the menu's badge or the chat): the pushes update
 * the cached conversations, lists and counts; the outbox sends messages through the socket when it is open, else by
 * HTTP, and sends the waiting ones again after a reconnect, each with its own clientId (stored once, whatever the
 * number of tries); the open channel is subscribed to, so its messages are not notified while it is on screen.
 */

/** How long a `send` over the socket may go unanswered before the same message goes by HTTP (same clientId). */
const SOCKET_ANSWER_MS = 8000;
/** A `typing` signal at most this often while the member types. */
const TYPING_EVERY_MS = 3000;
/** After the browser is back online, the socket gets this long to reopen before waiting messages go by HTTP. */
const ONLINE_GRACE_MS = 2000;

let outbox: Outbox = [];
const outboxListeners = new Set<() => void>();
const answerTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: OutboxAction): void {
  const next = outboxReducer(outbox, action);
  if (next === outbox) return;
  outbox = next;
  outboxListeners.forEach((listener) => listener());
}

/** The tab's pending messages, as a React store. */
export function useOutbox(): Outbox {
  return useSyncExternalStore(
    (listener) => {
      outboxListeners.add(listener);
      return () => outboxListeners.delete(listener);
    },
    () => outbox,
  );
}

/** Whether the live socket is open (the conversation says when messages wait for the connection). */
export function useLiveOpen(): boolean {
  return useSyncExternalStore(liveConnection.subscribe, liveConnection.isOpen, () => false);
}

function pendingOf(clientId: string): PendingMessage | undefined {
  return outbox.find((pending) => pending.clientId === clientId);
}

function clearAnswerTimer(clientId: string): void {
  clearTimeout(answerTimers.get(clientId));
  answerTimers.delete(clientId);
}

/** The server has it: into the history first, then out of the outbox (no frame without it). */
function stored(message: MessageView): void {
  clearAnswerTimer(message.clientId);
  storeMessages(queryClient, message.channelId, [message]);
  if (pendingOf(message.clientId)?.senderId === message.senderId) dispatch({ type: 'stored', clientId: message.clientId });
}

/** Not reached by HTTP: a network failure waits for the connection; the API's refusal is the sender's to see. */
async function postOverHttp(pending: PendingMessage): Promise<void> {
  if (!navigator.onLine) return dispatch({ type: 'disconnected', clientId: pending.clientId });
  try {
    stored(await postMessage(pending));
  } catch (error) {
    if (!pendingOf(pending.clientId)) return;
    if (error instanceof ApiError && error.code !== 'NETWORK_ERROR') dispatch({ type: 'refused', clientId: pending.clientId, code: error.code });
    else dispatch({ type: 'disconnected', clientId: pending.clientId });
  }
}

/** One try: over the socket when open (by HTTP if it stays unanswered), else by HTTP. */
function attempt(clientId: string): void {
  const pending = pendingOf(clientId);
  if (!pending) return;
  dispatch({ type: 'trying', clientId });
  clearAnswerTimer(clientId);
  const sent = sendLive({ action: 'send', channelId: pending.channelId, clientId, text: pending.text, attachments: pending.attachments.map(({ key }) => ({ key })) });
  if (!sent) return void postOverHttp(pending);
  answerTimers.set(
    clientId,
    setTimeout(() => {
      answerTimers.delete(clientId);
      const waiting = pendingOf(clientId);
      if (waiting?.state === 'sending') void postOverHttp(waiting);
    }, SOCKET_ANSWER_MS),
  );
}

/** Writes a message: pending at once (with its clientId), then sent. */
export function sendMessage(message: { channelId: string; senderId: string; text: string; attachments: PendingAttachment[] }): void {
  const clientId = crypto.randomUUID();
  dispatch({ type: 'queued', message: { ...message, clientId, createdAt: new Date().toISOString() } });
  attempt(clientId);
}

/** Tries a refused message again, with the same clientId. */
export function retryMessage(clientId: string): void {
  attempt(clientId);
}

export function discardMessage(clientId: string): void {
  clearAnswerTimer(clientId);
  dispatch({ type: 'discarded', clientId });
}

let signedIn: string | undefined;

/** Whose outbox this is: a sign-in of someone else empties it (their pending messages are not this person's). */
export function setChatSender(userId: string): void {
  if (signedIn === userId) return;
  signedIn = userId;
  for (const pending of outbox) if (pending.senderId !== userId) discardMessage(pending.clientId);
}

function resendWaiting(): void {
  if (!signedIn) return;
  for (const pending of toResend(outbox, signedIn)) attempt(pending.clientId);
}

/** The channel on screen (null: none or the tab hidden): subscribed to over the socket, again after each reconnect. */
let viewed: string | null = null;

export function viewChannel(channelId: string | null): void {
  if (viewed === channelId) return;
  viewed = channelId;
  sendLive({ action: 'subscribe', channelId });
}

const typingSent = new Map<string, number>();

/** The member types in a channel: the others see it (over the socket only; a signal lost is no loss). */
export function signalTyping(channelId: string): void {
  const now = Date.now();
  if (now - (typingSent.get(channelId) ?? 0) < TYPING_EVERY_MS) return;
  if (sendLive({ action: 'typing', channelId })) typingSent.set(channelId, now);
}

/**
 * Marks the channel read up to a message: at once in the counts here (its unread ones leave the badge), then over
 * the socket or by HTTP; the server's counts follow (a push, or the HTTP answer).
 */
export function readChannel(channelId: string, upTo: string, unreadCount: number): void {
  const total = queryClient.getQueryData<{ unreadCount: number }>(chatKeys.unread)?.unreadCount ?? unreadCount;
  storeUnread(queryClient, channelId, 0, Math.max(0, total - unreadCount));
  if (sendLive({ action: 'read', channelId, upTo })) return;
  postRead(channelId, upTo).then(
    (counts) => storeUnread(queryClient, channelId, counts.unreadCount, counts.totalUnread),
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread }),
  );
}

function onPush(push: ChatLiveMessage): void {
  switch (push.type) {
    case 'chat.message':
      stopTyping(push.message.channelId, push.message.senderId);
      stored(push.message);
      return;
    case 'chat.sent':
      typingSent.delete(push.message.channelId);
      stored(push.message);
      return;
    case 'chat.refused':
      if (push.action === 'send' && push.clientId && pendingOf(push.clientId)) {
        clearAnswerTimer(push.clientId);
        dispatch({ type: 'refused', clientId: push.clientId, code: push.code });
      }
      return;
    case 'chat.typing':
      noteTyping(push.channelId, push.userId, push.name);
      return;
    case 'chat.receipt':
      storeReceipt(queryClient, push);
      return;
    case 'chat.unread':
      storeUnread(queryClient, push.channelId, push.unreadCount, push.totalUnread);
  }
}

function onNews(news: LiveNews): void {
  if (news === 'reconnected') {
    // Missed meanwhile: the counts, the lists' order, the open conversation's newest messages.
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists });
    if (viewed) void refreshNewest(queryClient, viewed).catch(() => undefined);
    return;
  }
  if (isChatPush(news)) onPush(news);
}

function isChatPush(message: LiveMessage): message is ChatLiveMessage {
  return message.type.startsWith('chat.');
}

/** The socket (re)opened: the open channel is subscribed to again and the waiting messages go through it. */
function onConnection(): void {
  if (!liveConnection.isOpen()) return;
  if (viewed) sendLive({ action: 'subscribe', channelId: viewed });
  resendWaiting();
}

let onlineTimer: ReturnType<typeof setTimeout> | undefined;

/** Back online: waiting messages go as soon as the socket is back, or by HTTP if it is slow to come. */
function onOnline(): void {
  clearTimeout(onlineTimer);
  onlineTimer = setTimeout(() => {
    if (!liveConnection.isOpen()) resendWaiting();
  }, ONLINE_GRACE_MS);
}

listenToLive(onNews);
liveConnection.subscribe(onConnection);
window.addEventListener('online', onOnline);
