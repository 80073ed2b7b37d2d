import type { InfiniteData } from '@tanstack/react-query';
import type { ChannelView, MessagePage, MessageView } from '../../shared/domain/chat';
import { addToPages, applyReceipt, conversationOf, mergeMessages, newestFromOthers, receiptMark } from '../../web/src/lib/chat/message-list';

const channel: ChannelView = {
  id: 'ch1',
  kind: 'direct',
  campaignId: 'c1',
  campaignTitle: 'Dates',
  members: [{ id: 'creator', role: 'creator', name: 'Reem' }],
  unreadCount: 0,
  createdAt: '2026-03-01T09:00:00.000Z',
};

const message = (id: string, minute: number, senderId = 'company', text = id): MessageView => ({
  id,
  channelId: 'ch1',
  clientId: `client-${id}`,
  senderId,
  senderName: senderId,
  text,
  attachments: [],
  createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  flagged: false,
});

/** The API's pages: newest first, each newest first. */
const pages = (...lists: MessageView[][]): InfiniteData<MessagePage> => ({
  pages: lists.map((messages, index) => ({ messages, channel, nextBefore: index < lists.length - 1 ? `b${index}` : undefined })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : `b${index - 1}`)),
});

const ids = (messages: readonly MessageView[]) => messages.map((listed) => listed.id);

describe('a conversation from its pages and pushes', () => {
  it('reads oldest first across pages, each message once', () => {
    const data = pages([message('m4', 4), message('m3', 3)], [message('m3', 3), message('m2', 2), message('m1', 1)]);
    expect(ids(conversationOf(data))).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(conversationOf(undefined)).toEqual([]);
  });

  it('orders messages of the same instant by id, and a later copy of a message wins', () => {
    const flagged = { ...message('b', 1), flagged: true };
    const merged = mergeMessages([message('b', 1), message('a', 1)], [flagged]);
    expect(ids(merged)).toEqual(['a', 'b']);
    expect(merged[1]?.flagged).toBe(true);
  });

  it('puts a pushed message on the newest page, and nothing twice', () => {
    const data = pages([message('m2', 2), message('m1', 1)]);
    const pushed = addToPages(data, [message('m3', 3)]);
    expect(ids(pushed.pages[0]?.messages ?? [])).toEqual(['m3', 'm2', 'm1']);
    expect(addToPages(pushed, [message('m3', 3)]).pages[0]?.messages).toHaveLength(3);
  });

  it('keeps the same data when everything pushed is there already as it is', () => {
    const m1 = message('m1', 1);
    const data = pages([m1]);
    expect(addToPages(data, [m1])).toBe(data);
  });

  it('replaces a loaded message in its own page (a later page keeps its place)', () => {
    const data = pages([message('m3', 3)], [message('m2', 2), message('m1', 1)]);
    const updated = addToPages(data, [{ ...message('m1', 1), flagged: true }, message('m4', 4)]);
    expect(ids(updated.pages[0]?.messages ?? [])).toEqual(['m4', 'm3']);
    expect(updated.pages[1]?.messages.find((listed) => listed.id === 'm1')?.flagged).toBe(true);
    expect(updated.pageParams).toBe(data.pageParams);
  });

  it("merges the newest page read after a reconnect with what the pushes brought, by id", () => {
    const data = addToPages(pages([message('m2', 2), message('m1', 1)]), [message('m3', 3)]);
    const refreshed = addToPages(data, [message('m5', 5), message('m4', 4), message('m3', 3), message('m2', 2)]);
    expect(ids(conversationOf(refreshed))).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('finds the newest message from the others', () => {
    const conversation = [message('m1', 1, 'creator'), message('m2', 2, 'company'), message('m3', 3, 'me')];
    expect(newestFromOthers(conversation, 'me')?.id).toBe('m2');
    expect(newestFromOthers([message('m1', 1, 'me')], 'me')).toBeUndefined();
  });
});

describe('the marks of own messages', () => {
  const sent = message('m2', 2, 'me');

  it('reads sent, delivered once it reached the other member, read once they read up to it', () => {
    expect(receiptMark(sent, channel.members)).toBe('sent');
    expect(receiptMark(sent, [{ lastDeliveredAt: '2026-03-01T10:02:00.000Z' }])).toBe('delivered');
    expect(receiptMark(sent, [{ lastDeliveredAt: '2026-03-01T10:01:00.000Z' }])).toBe('sent');
    expect(receiptMark(sent, [{ lastReadAt: '2026-03-01T10:05:00.000Z' }])).toBe('read');
  });

  it('in a group, waits for every other member', () => {
    const members = [{ lastReadAt: '2026-03-01T10:05:00.000Z' }, { lastDeliveredAt: '2026-03-01T10:05:00.000Z' }];
    expect(receiptMark(sent, members)).toBe('delivered');
    expect(receiptMark(sent, [...members, {}])).toBe('sent');
  });

  it('moves marks forward only, and only for a member of the channel', () => {
    const read = applyReceipt(channel, { type: 'chat.receipt', channelId: 'ch1', userId: 'creator', lastReadAt: '2026-03-01T10:05:00.000Z' });
    expect(read.members[0]).toMatchObject({ lastReadAt: '2026-03-01T10:05:00.000Z', lastDeliveredAt: '2026-03-01T10:05:00.000Z' });
    const late = applyReceipt(read, { type: 'chat.receipt', channelId: 'ch1', userId: 'creator', lastDeliveredAt: '2026-03-01T10:03:00.000Z' });
    expect(late.members[0]?.lastDeliveredAt).toBe('2026-03-01T10:05:00.000Z');
    expect(applyReceipt(channel, { type: 'chat.receipt', channelId: 'ch1', userId: 'stranger', lastReadAt: '2026-03-01T10:05:00.000Z' })).toBe(channel);
    expect(applyReceipt(channel, { type: 'chat.receipt', channelId: 'other', userId: 'creator', lastReadAt: '2026-03-01T10:05:00.000Z' })).toBe(channel);
  });
});
