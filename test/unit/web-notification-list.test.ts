import type { NotificationView } from '../../shared/domain/notifications';
import {
  initialNotificationList,
  isShownRead,
  notificationListReducer as reduce,
  unreadCountAfterRead,
  type NotificationListAction,
  type NotificationListState,
  type NotificationPageSlice,
} from '../../web/src/features/notifications/notification-list';
import { unreadBadgeText } from '../../web/src/lib/badge-text';
import { relativeTime } from '../../web/src/lib/dates';
import { intlFor } from '../support/intl';

/** The notifications page's list state (spec §3, §4): web/src/features/notifications/notification-list.ts. */

function notification(id: string, isRead = false): NotificationView {
  return { id, type: 'campaign.published', isRead, createdAt: '2026-03-01T10:00:00.000Z', campaignId: `campaign-${id}`, campaignTitle: `Campaign ${id}` };
}

function page(ids: string[], currentPage: number, totalPages: number, read: string[] = []): NotificationPageSlice {
  return { notifications: ids.map((id) => notification(id, read.includes(id))), currentPage, totalPages };
}

const run = (state: NotificationListState, ...actions: NotificationListAction[]) => actions.reduce(reduce, state);
const ids = (state: NotificationListState) => state.notifications.map((listed) => listed.id);

/** Three unread listed, five unread in all. */
const listed = () => run(initialNotificationList(), { type: 'pageFetched', page: page(['a', 'b', 'c'], 1, 2), reset: true }, { type: 'unreadCountFetched', unreadCount: 5 });

describe('the reset state', () => {
  it('is newest first, page 1, nothing listed, nothing pending, zero unread, all notifications', () => {
    expect(initialNotificationList()).toEqual({
      notifications: [],
      unreadCount: 0,
      readNotifications: [],
      currentPage: 1,
      totalPages: 0,
      sort: { orderBy: 'createdAt', order: 'DESC' },
      isUnreadOnly: false,
    });
  });
});

describe('fetching a page', () => {
  it('appends it, leaving out the ones already listed, and keeps its page and page count', () => {
    const state = run(listed(), { type: 'pageFetched', page: page(['c', 'd', 'e'], 2, 3), reset: false });
    expect(ids(state)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state).toMatchObject({ currentPage: 2, totalPages: 3 });
  });

  it('with reset, replaces the list', () => {
    const state = run(listed(), { type: 'pageFetched', page: page(['x', 'a'], 1, 1), reset: true });
    expect(ids(state)).toEqual(['x', 'a']);
    expect(state).toMatchObject({ currentPage: 1, totalPages: 1 });
  });

  it('keeps the pending-read list and the unread count', () => {
    const marked = run(listed(), { type: 'markedRead', id: 'b' });
    const state = run(marked, { type: 'pageFetched', page: page(['a', 'b', 'c'], 1, 2), reset: true });
    expect(state).toMatchObject({ readNotifications: ['b'], unreadCount: 4 });
    expect(isShownRead(state, state.notifications[1] as NotificationView)).toBe(true);
  });
});

describe('sorting', () => {
  it('by unread turns unread-only on, and starts the list again from page 1', () => {
    const state = run(listed(), { type: 'pageFetched', page: page(['d'], 2, 2), reset: false }, { type: 'sortChanged', sort: { orderBy: 'isRead', order: 'DESC' } });
    expect(state).toMatchObject({ sort: { orderBy: 'isRead', order: 'DESC' }, isUnreadOnly: true, notifications: [], currentPage: 1, totalPages: 0, unreadCount: 5 });
  });

  it('by date turns unread-only off again', () => {
    const state = run(listed(), { type: 'sortChanged', sort: { orderBy: 'isRead', order: 'DESC' } }, { type: 'sortChanged', sort: { orderBy: 'createdAt', order: 'ASC' } });
    expect(state).toMatchObject({ sort: { orderBy: 'createdAt', order: 'ASC' }, isUnreadOnly: false });
  });
});

describe('marking one read', () => {
  it('adds it to the pending-read list and lowers the unread count once', () => {
    const once = run(listed(), { type: 'markedRead', id: 'b' });
    expect(once).toMatchObject({ readNotifications: ['b'], unreadCount: 4 });
    expect(run(once, { type: 'markedRead', id: 'b' })).toBe(once);
    expect(isShownRead(once, once.notifications[1] as NotificationView)).toBe(true);
    expect(isShownRead(once, once.notifications[0] as NotificationView)).toBe(false);
  });

  it('does nothing for one read already, or not listed', () => {
    const state = run(initialNotificationList(), { type: 'pageFetched', page: page(['a', 'b'], 1, 1, ['a']), reset: true }, { type: 'unreadCountFetched', unreadCount: 1 });
    expect(run(state, { type: 'markedRead', id: 'a' })).toBe(state);
    expect(run(state, { type: 'markedRead', id: 'z' })).toBe(state);
  });

  it('never takes the count below zero', () => {
    expect(run(run(initialNotificationList(), { type: 'pageFetched', page: page(['a'], 1, 1), reset: true }), { type: 'markedRead', id: 'a' }).unreadCount).toBe(0);
  });
});

describe('a bulk read', () => {
  it('that succeeded makes the listed ones read and clears them from the pending list', () => {
    const marked = run(listed(), { type: 'markedRead', id: 'a' }, { type: 'markedRead', id: 'b' });
    const state = run(marked, { type: 'bulkReadSucceeded', ids: ['a', 'b'], unreadCount: 3 });
    expect(state.notifications.map((listedOne) => [listedOne.id, listedOne.isRead])).toEqual([['a', true], ['b', true], ['c', false]]);
    expect(state).toMatchObject({ readNotifications: [], unreadCount: 3 });
  });

  it('keeps pending the ones marked while it was on its way, and counts them out of the API\'s count', () => {
    const marked = run(listed(), { type: 'markedRead', id: 'a' }, { type: 'markedRead', id: 'c' });
    const state = run(marked, { type: 'bulkReadSucceeded', ids: ['a'], unreadCount: 4 });
    expect(state).toMatchObject({ readNotifications: ['c'], unreadCount: 3 });
    expect(isShownRead(state, state.notifications[2] as NotificationView)).toBe(true);
    expect(unreadCountAfterRead(4, 1)).toBe(3);
    expect(unreadCountAfterRead(0, 2)).toBe(0);
  });

  it('that failed makes them unread again and gives the count back', () => {
    const marked = run(listed(), { type: 'markedRead', id: 'a' }, { type: 'markedRead', id: 'b' });
    const state = run(marked, { type: 'bulkReadFailed', ids: ['a', 'b'] });
    expect(state).toMatchObject({ readNotifications: [], unreadCount: 5 });
    expect(state.notifications.every((listedOne) => !isShownRead(state, listedOne))).toBe(true);
  });
});

describe('marking all read', () => {
  it('makes every listed one read, clears the pending list and takes the API\'s count', () => {
    const state = run(listed(), { type: 'markedRead', id: 'a' }, { type: 'allRead', unreadCount: 0 });
    expect(state.notifications.every((listedOne) => listedOne.isRead)).toBe(true);
    expect(state).toMatchObject({ readNotifications: [], unreadCount: 0 });
  });
});

describe('the unread count', () => {
  it('takes what the API counts', () => {
    expect(run(listed(), { type: 'unreadCountFetched', unreadCount: 9 }).unreadCount).toBe(9);
  });

  it('shows up to 99 on the badge, then 99+', () => {
    expect([1, 99, 100, 2500].map(unreadBadgeText)).toEqual(['1', '99', '99+', '99+']);
  });
});

describe('when a notification came', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('is relative up to a week, in the reader\'s language with Latin digits', () => {
    expect(relativeTime(intlFor('en'), ago(20), now)).toBe('now');
    expect(relativeTime(intlFor('en'), ago(5 * 60 + 30), now)).toBe('5 minutes ago');
    expect(relativeTime(intlFor('en'), ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(intlFor('en'), ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(intlFor('ar'), ago(5 * 60), now)).toMatch(/5/);
  });

  it('is its day after a week', () => {
    expect(relativeTime(intlFor('en'), '2026-02-01T09:00:00.000Z', now)).toBe('Feb 1, 2026');
  });
});
