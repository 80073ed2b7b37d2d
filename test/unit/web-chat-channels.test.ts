import type { InfiniteData } from '@tanstack/react-query';
import { CHAT_PREVIEW_LENGTH, type ChannelList, type ChannelView, type MessageView } from '../../shared/domain/chat';
import { channelsOf, previewOf, withMessage, withUnread } from '../../web/src/features/chat/channel-list';

const channel = (id: string, minute: number, unreadCount = 0): ChannelView => ({
  id,
  kind: 'direct',
  campaignId: 'c1',
  campaignTitle: 'Dates',
  members: [{ id: `other-${id}`, role: 'creator', name: 'Reem' }],
  unreadCount,
  lastMessage: { senderId: 'x', senderName: 'X', preview: 'old', createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`, hasAttachments: false },
  createdAt: '2026-03-01T09:00:00.000Z',
});

const list = (...pages: ChannelView[][]): InfiniteData<ChannelList> => ({
  pages: pages.map((channels) => ({ channels, totalUnread: 3 })),
  pageParams: pages.map((_, index) => (index === 0 ? undefined : `cursor${index}`)),
});

const message = (channelId: string, minute: number, text = 'new  line\nthere'): MessageView => ({
  id: `m${minute}`,
  channelId,
  clientId: `c${minute}`,
  senderId: 'company',
  senderName: 'Tabuk Roses',
  text,
  attachments: [],
  createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  flagged: false,
});

describe('the channel lists', () => {
  it('lists each channel once across pages', () => {
    expect(channelsOf(list([channel('a', 5), channel('b', 4)], [channel('b', 4), channel('c', 1)])).map((listed) => listed.id)).toEqual(['a', 'b', 'c']);
  });

  it('moves the channel of a new message to the top with it as the last message', () => {
    const next = withMessage(list([channel('a', 5), channel('b', 4)], [channel('c', 1)]), message('c', 9));
    expect(next && channelsOf(next).map((listed) => listed.id)).toEqual(['c', 'a', 'b']);
    expect(next?.pages[0]?.channels[0]?.lastMessage).toMatchObject({ preview: 'new line there', senderName: 'Tabuk Roses', hasAttachments: false });
  });

  it('keeps the list for an older message, and asks for a reload for an unknown channel', () => {
    const data = list([channel('a', 5)]);
    expect(withMessage(data, message('a', 1))).toBe(data);
    expect(withMessage(data, message('z', 9))).toBeUndefined();
  });

  it("sets a channel's unread count and the total on every page", () => {
    const next = withUnread(list([channel('a', 5, 2)], [channel('b', 1, 1)]), 'a', 0, 1);
    expect(next.pages.map((page) => page.totalUnread)).toEqual([1, 1]);
    expect(channelsOf(next).map((listed) => listed.unreadCount)).toEqual([0, 1]);
  });

  it('cuts a long preview', () => {
    const preview = previewOf({ text: 'x'.repeat(500) });
    expect(preview).toHaveLength(CHAT_PREVIEW_LENGTH);
    expect(preview.endsWith('…')).toBe(true);
  });
});
