import { historyPage } from './chat';
import { CHAT_HISTORY_PAGE_SIZE, type FlaggedMessagePage, type FlaggedMessageView, type MessagePage } from '../../shared/domain/chat';
import { totalPagesOf } from '../../shared/domain/page';
import type { MessagesQuery } from '../../shared/validation/chat';
import { ForbiddenError } from '../core/errors';
import { logInfo } from '../core/log';
import { getChannel, putChannelAudit } from '../data/chat-channels';
import { countFlaggedMessages, listFlaggedMessages as listFlaggedRecords } from '../data/chat-messages';
import type { ChannelRecord } from '../data/chat-records';
import { getCompensation } from '../data/compensations';
import { type Member, channelNotFound, messageView, channelViews } from './chat-views';

/** The admins' reads of the chat: the flagged messages, and a channel while a flag or a compensation request concerns it. */

// The admins.

/** Why an admin may read the channel now: a flagged message in it, or a compensation request of its pair. */
async function reviewGrounds(channel: ChannelRecord): Promise<'flagged' | 'compensation' | undefined> {
  if (channel.flaggedCount > 0) return 'flagged';
  if (channel.kind === 'direct' && channel.creatorId && (await getCompensation(channel.campaignId, channel.creatorId))) return 'compensation';
  return undefined;
}

/**
 * `GET /admin/chat/channels/{channelId}/messages?before`: an admin reads a channel only while it is under review (a
 * flagged message, or a compensation request, open or decided, between its company and creator); otherwise 403
 * CHANNEL_NOT_UNDER_REVIEW. Every read is kept in the channel's partition and logged.
 */
export async function adminListMessages(admin: Member, channelId: string, query: MessagesQuery): Promise<MessagePage> {
  const channel = await getChannel(channelId, true);
  if (!channel) throw channelNotFound();
  const grounds = await reviewGrounds(channel);
  if (!grounds) throw new ForbiddenError('CHANNEL_NOT_UNDER_REVIEW');
  const page = await historyPage(channelId, query.before);
  const readAt = new Date().toISOString();
  await putChannelAudit({ channelId, adminId: admin.userId, readAt, grounds });
  logInfo('Admin read a chat channel', { channelId, adminId: admin.userId, grounds, campaignId: channel.campaignId, before: query.before ?? null });
  const [messages, [view]] = await Promise.all([Promise.all(page.messages.map((message) => messageView(message, 'admin'))), channelViews('admin', [{ channel }])]);
  if (!view) throw channelNotFound();
  return { messages, ...(page.nextBefore ? { nextBefore: page.nextBefore } : {}), channel: view };
}

/** `GET /admin/chat/flagged?page`: messages flagged for off-platform contact, newest first, with totals. */
export async function listFlaggedMessages(page: number): Promise<FlaggedMessagePage> {
  const [records, totalEntries] = await Promise.all([listFlaggedRecords(page, CHAT_HISTORY_PAGE_SIZE), countFlaggedMessages()]);
  const messages = await Promise.all(
    records.map(
      async (record): Promise<FlaggedMessageView> => ({
        ...(await messageView(record, 'admin')),
        campaignId: record.campaignId,
        campaignTitle: record.campaignTitle,
        channelKind: record.channelKind,
        ...(record.review ? { review: record.review } : {}),
      }),
    ),
  );
  return { messages, page, totalEntries, totalPages: totalPagesOf(totalEntries, CHAT_HISTORY_PAGE_SIZE) };
}
