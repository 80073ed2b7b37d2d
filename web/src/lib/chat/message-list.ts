import type { InfiniteData } from '@tanstack/react-query';
import type { ChannelMemberView, ChannelView, ChatLiveMessage, MessagePage, MessageView } from '../../../../shared/domain/chat';

/**
 * The pure rules of a conversation's messages (unit-tested in test/unit/web-chat-messages.test.ts): the history's
 * pages (newest first, as the API pages them) and the live pushes merge by id, the conversation reads oldest first,
 * and an own message is marked sent, delivered or read from the other members' receipts.
 */

/** Older first; two messages of the same instant by id (UUID v7 ids grow with time). */
export function compareMessages(a: Pick<MessageView, 'createdAt' | 'id'>, b: Pick<MessageView, 'createdAt' | 'id'>): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Every message of the lists once (by id; a later list's copy wins, it is the newer word), oldest first. */
export function mergeMessages(...lists: readonly (readonly MessageView[])[]): MessageView[] {
  const byId = new Map<string, MessageView>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort(compareMessages);
}

/** The conversation as loaded: every page's messages, oldest first, each once. */
export function conversationOf(data: InfiniteData<MessagePage> | undefined): MessageView[] {
  if (!data) return [];
  return mergeMessages(...[...data.pages].reverse().map((page) => page.messages));
}

/**
 * The history with new messages in it (a push, a sent message's answer, the newest page read again after a
 * reconnect): the ones already loaded are replaced in place, the others join the newest page. Nothing changes (the
 * same object) when every one is already there as it is.
 */
export function addToPages(data: InfiniteData<MessagePage>, messages: readonly MessageView[]): InfiniteData<MessagePage> {
  const incoming = new Map(messages.map((message) => [message.id, message]));
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((message) => incoming.has(message.id))) return page;
    const replaced = page.messages.map((message) => {
      const next = incoming.get(message.id);
      incoming.delete(message.id);
      if (!next || next === message) return message;
      changed = true;
      return next;
    });
    return { ...page, messages: replaced };
  });
  const [first, ...rest] = pages;
  if (!first || (incoming.size === 0 && !changed)) return data;
  if (incoming.size === 0) return { ...data, pages };
  const newest = mergeMessages(first.messages, [...incoming.values()]).reverse();
  return { ...data, pages: [{ ...first, messages: newest }, ...rest] };
}

/** The later of two instants, either possibly absent. */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

type Receipt = Extract<ChatLiveMessage, { type: 'chat.receipt' }>;

/** A member's read and delivered marks after a receipt (marks only move forward: pushes may arrive out of order). */
export function applyReceipt(channel: ChannelView, receipt: Receipt): ChannelView {
  if (channel.id !== receipt.channelId || !channel.members.some((member) => member.id === receipt.userId)) return channel;
  return {
    ...channel,
    members: channel.members.map((member) =>
      member.id === receipt.userId
        ? { ...member, lastReadAt: later(member.lastReadAt, receipt.lastReadAt), lastDeliveredAt: later(member.lastDeliveredAt, receipt.lastDeliveredAt ?? receipt.lastReadAt) }
        : member,
    ),
  };
}

export type ReceiptMark = 'sent' | 'delivered' | 'read';

/**
 * How far an own message got: read once every other member read up to it, delivered once it reached every other
 * member (a read message was delivered too), else sent.
 */
export function receiptMark(message: Pick<MessageView, 'createdAt'>, members: readonly Pick<ChannelMemberView, 'lastReadAt' | 'lastDeliveredAt'>[]): ReceiptMark {
  if (members.length === 0) return 'sent';
  const reached = (instant: string | undefined) => instant !== undefined && instant >= message.createdAt;
  if (members.every((member) => reached(member.lastReadAt))) return 'read';
  if (members.every((member) => reached(member.lastDeliveredAt) || reached(member.lastReadAt))) return 'delivered';
  return 'sent';
}

/** The newest message another member wrote: what reading the channel marks read up to. */
export function newestFromOthers(messages: readonly MessageView[], myId: string): MessageView | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message && message.senderId !== myId) return message;
  }
  return undefined;
}

/** The calendar day of an instant in the reader's time zone (`YYYY-MM-DD`), for the date separators. */
export function localDay(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory' }).format(new Date(instant));
}
