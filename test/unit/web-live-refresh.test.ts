import type { QueryKey } from '@tanstack/react-query';
import { NOTIFICATION_TYPES, type NotificationType } from '../../shared/domain/notifications';
import type { NotificationView } from '../../shared/domain/notifications';
import { queriesAffectedBy } from '../../web/src/lib/live-refresh';
import { QUERY_ROOTS } from '../../web/src/lib/query-keys';

/** Issue 27: every list follows the events its user receives, through one mapping from a notice to the reads it changes. */

const notice = (type: NotificationType, campaignId?: string) =>
  ({ type: 'notification', unreadCount: 1, notification: { id: 'n', type, isRead: false, createdAt: '2026-11-29T10:00:00.000Z', ...(campaignId ? { campaignId } : {}) } as unknown as NotificationView }) as const;

/** Whether a read of `key` is made stale by invalidating `prefix` (TanStack Query matches keys by prefix). */
const covers = (prefixes: QueryKey[], key: QueryKey) => prefixes.some((prefix) => prefix.every((part, index) => key[index] === part));

describe('what a live message makes stale', () => {
  it('refreshes the notifications for every notice, and something on screen for every notice the app shows', () => {
    for (const type of NOTIFICATION_TYPES) {
      const keys = queriesAffectedBy(notice(type, 'c1'));
      expect(covers(keys, [QUERY_ROOTS.notifications, 'page', 1])).toBe(true);
      // Mail only, a notice its reader never sees in the app (a deactivated account signs out: the next test), or a
      // warning that changes nothing on screen but itself.
      if (!['chat.unread.reminder', 'account.deactivated', 'chat.warning'].includes(type)) expect(keys.length).toBeGreaterThan(1);
    }
  });

  it("brings an acceptance to the creator's lists, an approval and a payout to her earnings", () => {
    const accepted = queriesAffectedBy(notice('application.accepted', 'c1'));
    expect(covers(accepted, [QUERY_ROOTS.campaigns, 'own', 'creator', { status: 'in-progress' }])).toBe(true);
    expect(covers(accepted, [QUERY_ROOTS.dashboard])).toBe(true);
    expect(covers(accepted, [QUERY_ROOTS.campaigns, 'detail', 'c1', 'progress', 'k'])).toBe(true);
    expect(covers(accepted, [QUERY_ROOTS.campaigns, 'detail', 'c2'])).toBe(false);
    expect(covers(queriesAffectedBy(notice('result.approved', 'c1')), [QUERY_ROOTS.earnings])).toBe(true);
    expect(covers(queriesAffectedBy(notice('payout.paid')), [QUERY_ROOTS.earnings])).toBe(true);
    expect(covers(queriesAffectedBy(notice('licence.approved')), [QUERY_ROOTS.profiles, 'creator', 'own'])).toBe(true);
  });

  it('brings a decision to the chat: the accept opens channels, the decline closes the one opened with the applicant', () => {
    for (const type of ['application.accepted', 'application.rejected'] as const) {
      expect(covers(queriesAffectedBy(notice(type, 'c1')), [QUERY_ROOTS.chat, 'messages', 'ch1'])).toBe(true);
    }
    expect(covers(queriesAffectedBy(notice('result.submitted', 'c1')), [QUERY_ROOTS.chat])).toBe(false);
  });

  it('reads everything again after a reconnect, nothing for the chat or a pong, the badge for a count', () => {
    const all = queriesAffectedBy('reconnected');
    for (const key of [[QUERY_ROOTS.dashboard], [QUERY_ROOTS.campaigns, 'detail', 'any'], [QUERY_ROOTS.earnings], [QUERY_ROOTS.campaigns, 'open', {}]]) expect(covers(all, key)).toBe(true);
    expect(queriesAffectedBy({ type: 'pong' })).toEqual([]);
    // The tab signs out instead (lib/deactivation.ts): nothing to read again.
    expect(queriesAffectedBy({ type: 'account-deactivated' })).toEqual([]);
    expect(queriesAffectedBy({ type: 'unread-count', unreadCount: 0 })).toEqual([[QUERY_ROOTS.notifications]]);
  });
});
