import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { SignUpRole } from '../../../../shared/domain/constants';
import { MAX_NOTIFICATIONS_PER_READ, type NotificationView } from '../../../../shared/domain/notifications';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../i18n/errors';
import { useT } from '../../i18n/useT';
import { markReadInCache, notificationKeys, readAllNotifications, readNotifications, setCachedUnreadCount } from './api';
import { unreadCountAfterRead, type NotificationListAction } from './notification-list';

/** How long after the last "mark as read" the pending ones are sent together. */
export const READ_DEBOUNCE_MS = 1000;

export interface NotificationReads {
  /** Marks one read at once on screen and in the unread count; the API hears of it with the next bulk read. */
  markRead: (notification: NotificationView) => void;
  /** Marks every notification read through the API; resolves once done (or failed, with a toast). */
  markAllRead: () => Promise<void>;
  markingAll: boolean;
}

/**
 * The reads of the notifications page (spec §4): one marked read joins the pending-read list and lowers the unread
 * count once, here and in the menu's badge (the cached count); the pending ones are sent in one
 * `POST /notifications/read` a second after the last mark, or at once when the page is left or hidden. A failed
 * read makes them unread again and shows why (spec §8).
 */
export function useNotificationReads(role: SignUpRole, dispatch: Dispatch<NotificationListAction>): NotificationReads {
  const t = useT();
  const queryClient = useQueryClient();
  /** Marked read on this page and not confirmed yet (the pending-read list), and of those, the ones not sent yet. */
  const pending = useRef(new Set<string>());
  const unsent = useRef(new Set<string>());
  const sending = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [markingAll, setMarkingAll] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.count(role) });
    },
    [t, queryClient, role],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    while (unsent.current.size > 0) {
      const ids = [...unsent.current].slice(0, MAX_NOTIFICATIONS_PER_READ);
      ids.forEach((id) => unsent.current.delete(id));
      const sent = readNotifications(ids).then(
        (unreadCount) => {
          ids.forEach((id) => pending.current.delete(id));
          dispatch({ type: 'bulkReadSucceeded', ids, unreadCount });
          markReadInCache(queryClient, role, new Set(ids));
          setCachedUnreadCount(queryClient, role, () => unreadCountAfterRead(unreadCount, pending.current.size));
        },
        (error: unknown) => {
          ids.forEach((id) => pending.current.delete(id));
          dispatch({ type: 'bulkReadFailed', ids });
          fail(error);
        },
      );
      sending.current = sending.current.then(() => sent);
    }
  }, [dispatch, queryClient, role, fail]);

  const markRead = useCallback(
    (notification: NotificationView) => {
      if (notification.isRead || pending.current.has(notification.id)) return;
      pending.current.add(notification.id);
      unsent.current.add(notification.id);
      dispatch({ type: 'markedRead', id: notification.id });
      // A count being read now would overwrite the lower one with what the API does not know yet.
      void queryClient.cancelQueries({ queryKey: notificationKeys.count(role) });
      setCachedUnreadCount(queryClient, role, (count) => count - 1);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, READ_DEBOUNCE_MS);
    },
    [dispatch, queryClient, role, flush],
  );

  const markAllRead = useCallback(async () => {
    setMarkingAll(true);
    flush();
    try {
      // The pending ones go first: a bulk read answers the count of its time, which must not land after this one's.
      await sending.current;
      const unreadCount = await readAllNotifications();
      pending.current.clear();
      dispatch({ type: 'allRead', unreadCount });
      markReadInCache(queryClient, role, 'all');
      setCachedUnreadCount(queryClient, role, () => unreadCount);
    } catch (error) {
      fail(error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    } finally {
      setMarkingAll(false);
    }
  }, [dispatch, queryClient, role, fail, flush]);

  // Leaving the page, or the tab going out of sight (closed, switched away from), sends what is pending at once.
  useEffect(() => {
    const sendWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', sendWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', sendWhenHidden);
      flush();
    };
  }, [flush]);

  return { markRead, markAllRead, markingAll };
}
