import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/api/routes';
import type { ChannelList, ChannelView, ChatLiveMessage, MessagePage, MessageView } from '../../../../shared/domain/chat';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { withMessage, withUnread } from './channel-list';
import { addToPages, applyReceipt } from '../../lib/chat/message-list';
import type { PendingMessage } from '../../lib/chat/outbox-state';

/**
 * The chat's calls (issue 14) and their cache, every key under `chat`. A conversation's history is an infinite
 * query (newest page first) that is never refetched as a whole: the live pushes and the newest page read again after
 * a reconnect are merged into it by id (`addToPages`), so older pages loaded meanwhile keep their place.
 */

export const chatKeys = {
  all: [QUERY_ROOTS.chat] as const,
  unread: [QUERY_ROOTS.chat, 'unread'] as const,
  channelLists: [QUERY_ROOTS.chat, 'channels'] as const,
  channels: (campaignId: string | undefined) => [QUERY_ROOTS.chat, 'channels', campaignId ?? 'all'] as const,
  messages: (channelId: string) => [QUERY_ROOTS.chat, 'messages', channelId] as const,
};

export const chatQueries = {
  /** The menu's badge: read again when the window regains focus, besides the live pushes. */
  unread: () => queryOptions({ queryKey: chatKeys.unread, queryFn: () => apiRequest(ROUTES.countUnreadMessages), refetchOnWindowFocus: true }),
  channels: (campaignId: string | undefined) =>
    infiniteQueryOptions({
      queryKey: chatKeys.channels(campaignId),
      queryFn: ({ pageParam }) => apiRequest(ROUTES.listChannels, { query: { campaignId, cursor: pageParam } }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: ChannelList) => last.nextCursor,
    }),
  messages: (channelId: string) =>
    infiniteQueryOptions({
      queryKey: chatKeys.messages(channelId),
      queryFn: ({ pageParam }) => loadMessages(channelId, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: MessagePage) => last.nextBefore,
      // Kept current by pushes and merges (see above); a whole refetch would drop what was merged between pages.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

export function loadMessages(channelId: string, before?: string): Promise<MessagePage> {
  return apiRequest(ROUTES.listMessages, { pathParameters: { channelId }, query: { before } });
}

/** `POST …/messages` of a pending message, with its clientId (a resend answers the message stored the first time). */
export function postMessage(pending: PendingMessage): Promise<MessageView> {
  return apiRequest(ROUTES.sendMessage, {
    pathParameters: { channelId: pending.channelId },
    body: { clientId: pending.clientId, text: pending.text, attachments: pending.attachments.map(({ key }) => ({ key })) },
  });
}

export function postRead(channelId: string, upTo: string): Promise<{ unreadCount: number; totalUnread: number }> {
  return apiRequest(ROUTES.readChannel, { pathParameters: { channelId }, body: { upTo } });
}

/** Stored messages join their conversation's history and their channel's place in the lists. */
export function storeMessages(queryClient: QueryClient, channelId: string, messages: readonly MessageView[]): void {
  if (messages.length === 0) return;
  queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(channelId), (data) => data && addToPages(data, messages));
  const newest = messages.reduce((a, b) => (a.createdAt >= b.createdAt ? a : b));
  let missing = false;
  queryClient.setQueriesData<InfiniteData<ChannelList>>({ queryKey: chatKeys.channelLists }, (data) => {
    if (!data) return data;
    const next = withMessage(data, newest);
    missing ||= next === undefined;
    return next ?? data;
  });
  if (missing) void queryClient.invalidateQueries({ queryKey: chatKeys.channelLists });
}

/** The caller's counts after a push or a read: the badge, and the channel's count in every list. */
export function storeUnread(queryClient: QueryClient, channelId: string, unreadCount: number, totalUnread: number): void {
  queryClient.setQueryData(chatKeys.unread, { unreadCount: totalUnread });
  queryClient.setQueriesData<InfiniteData<ChannelList>>({ queryKey: chatKeys.channelLists }, (data) => data && withUnread(data, channelId, unreadCount, totalUnread));
  queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(channelId), (data) =>
    data && { ...data, pages: data.pages.map((page) => (page.channel.unreadCount === unreadCount ? page : { ...page, channel: { ...page.channel, unreadCount } })) },
  );
}

/** A member's read or delivered marks moved: the conversation's ticks follow. */
export function storeReceipt(queryClient: QueryClient, receipt: Extract<ChatLiveMessage, { type: 'chat.receipt' }>): void {
  const apply = (channel: ChannelView) => applyReceipt(channel, receipt);
  queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(receipt.channelId), (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, channel: apply(page.channel) })) });
  queryClient.setQueriesData<InfiniteData<ChannelList>>({ queryKey: chatKeys.channelLists }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, channels: page.channels.map(apply) })) },
  );
}

/** The channel as the conversation knows it: the newest page's copy, which receipts keep current. */
export function channelOf(data: InfiniteData<MessagePage> | undefined): ChannelView | undefined {
  return data?.pages[0]?.channel;
}

/**
 * The newest page read again (after a reconnect): merged by id, older pages untouched. When it does not reach the
 * messages loaded before (more came meanwhile than a page holds), it replaces them: a gap would look like a
 * conversation with nothing missing.
 */
export async function refreshNewest(queryClient: QueryClient, channelId: string): Promise<void> {
  if (!queryClient.getQueryData(chatKeys.messages(channelId))) return;
  const page = await loadMessages(channelId);
  queryClient.setQueryData<InfiniteData<MessagePage>>(chatKeys.messages(channelId), (data) => {
    if (!data) return data;
    if (!reaches(page, data)) return { pages: [page], pageParams: [undefined] };
    const merged = addToPages(data, page.messages);
    const [first, ...rest] = merged.pages;
    return first ? { ...merged, pages: [{ ...first, channel: page.channel }, ...rest] } : merged;
  });
}

/** Whether a fresh newest page meets the loaded history (shares a message with it, or holds the whole channel). */
function reaches(page: MessagePage, data: InfiniteData<MessagePage>): boolean {
  const loaded = new Set(data.pages.flatMap((cached) => cached.messages.map((message) => message.id)));
  return loaded.size === 0 || page.nextBefore === undefined || page.messages.some((message) => loaded.has(message.id));
}
