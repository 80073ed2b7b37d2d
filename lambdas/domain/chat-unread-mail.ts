import { CHAT_MAIL_INTERVAL_MINUTES } from '../../shared/domain/chat';
import { logInfo } from '../core/log';
import { getMembership } from '../data/chat-channels';
import { dropMailDue, listMailDue, postponeMail, recordMailReminder } from '../data/chat-reminders';
import { newEvent } from '../data/events';

/** Mail about unread chat messages: who is due one, once per channel and interval. */

/** Mail reminders handled per run, in rounds of one index page: a run never loops on a mark it cannot settle. */
const REMINDER_PAGE = 100;
const REMINDER_ROUNDS = 5;
const MINUTE_MS = 60_000;

// Mail about unread messages.

/**
 * The scheduled check (every 5 minutes): each member whose messages stayed unread CHAT_MAIL_AFTER_UNREAD_MINUTES is
 * mailed once — the `chat.unread.reminder` event, stored with the membership's `mailedAt` in one transaction — and at
 * most once per CHAT_MAIL_INTERVAL_MINUTES per channel (a mark due sooner is moved to the end of the interval).
 * Answers how many reminders were stored.
 */
export async function remindUnreadChats(now: Date): Promise<number> {
  const at = now.toISOString();
  let reminded = 0;
  for (let round = 0; round < REMINDER_ROUNDS; round++) {
    const dues = await listMailDue(at, REMINDER_PAGE);
    let settled = 0;
    for (const due of dues) {
      const membership = await getMembership(due.userId, due.channelId, true);
      if (!membership || membership.mailDueAt !== due.dueAt) continue;
      settled++;
      if (membership.unread === 0) {
        await dropMailDue(due);
        continue;
      }
      const nextAllowed = membership.mailedAt ? new Date(Date.parse(membership.mailedAt) + CHAT_MAIL_INTERVAL_MINUTES * MINUTE_MS).toISOString() : undefined;
      if (nextAllowed && nextAllowed > at) {
        await postponeMail(due, nextAllowed);
        continue;
      }
      const event = newEvent(
        'chat.unread.reminder',
        {
          channelId: due.channelId,
          campaignId: membership.campaignId,
          campaignTitle: membership.campaignTitle,
          userId: due.userId,
          unreadCount: membership.unread,
          senderName: membership.lastMessage?.senderName ?? '',
        },
        at,
      );
      if (await recordMailReminder(due, at, event)) reminded++;
    }
    if (dues.length < REMINDER_PAGE || settled === 0) break;
  }
  if (reminded) logInfo('Chat reminders stored', { reminded });
  return reminded;
}
