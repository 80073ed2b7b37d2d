import type { InfiniteData } from '@tanstack/react-query';
import { CHAT_PREVIEW_LENGTH, type ChannelList, type ChannelView, type MessageView } from '../../../../shared/domain/chat';

/**
 * The pure rules of the cached channel lists (unit-tested in test/unit/web-chat-channels.test.ts): a new message
 * becomes its channel's last one and brings the channel to the top; an unread push sets its count and the total.
 */

/** The channels of every loaded page, in order, each once (a channel that moved up between two pages is not listed twice). */
export function channelsOf(data: InfiniteData<ChannelList> | undefined): ChannelView[] {
  const seen = new Set<string>();
  const channels: ChannelView[] = [];
  for (const page of data?.pages ?? []) {
    for (const channel of page.channels) {
      if (seen.has(channel.id)) continue;
      seen.add(channel.id);
      channels.push(channel);
    }
  }
  return channels;
}

/** The list preview of a message: its text on one line, cut to the preview's length. */
export function previewOf(message: Pick<MessageView, 'text'>): string {
  const line = message.text.replace(/\s+/g, ' ').trim();
  return line.length > CHAT_PREVIEW_LENGTH ? `${line.slice(0, CHAT_PREVIEW_LENGTH - 1)}…` : line;
}

/**
 * The lists after a message: its channel shows it as the last one and moves to the top. Undefined when the channel
 * is not among the loaded ones (a new channel, or one on a later page): the list is read again instead.
 */
export function withMessage(data: InfiniteData<ChannelList>, message: MessageView): InfiniteData<ChannelList> | undefined {
  const channel = data.pages.flatMap((page) => page.channels).find((listed) => listed.id === message.channelId);
  if (!channel) return undefined;
  if (channel.lastMessage && channel.lastMessage.createdAt > message.createdAt) return data;
  const moved: ChannelView = {
    ...channel,
    lastMessage: { senderId: message.senderId, senderName: message.senderName, preview: previewOf(message), createdAt: message.createdAt, hasAttachments: message.attachments.length > 0 },
  };
  const pages = data.pages.map((page) => ({ ...page, channels: page.channels.filter((listed) => listed.id !== message.channelId) }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, channels: [moved, ...first.channels] }, ...rest] };
}

/** The lists after the caller's counts changed: the channel's own count, and every page's total. */
export function withUnread(data: InfiniteData<ChannelList>, channelId: string, unreadCount: number, totalUnread: number): InfiniteData<ChannelList> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      totalUnread,
      channels: page.channels.map((channel) => (channel.id === channelId && channel.unreadCount !== unreadCount ? { ...channel, unreadCount } : channel)),
    })),
  };
}
