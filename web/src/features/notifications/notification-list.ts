import type { NotificationPage, NotificationSort, NotificationView } from '../../../../shared/domain/notifications';

/**
 * The notifications page's list state (spec §3, §4), as a pure reducer: the notifications shown, the unread count,
 * the pending-read list (marked read here, not yet confirmed by a bulk read), the page reached and the page count,
 * the order, and whether only the unread ones are listed.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface NotificationListSort {
  orderBy: NotificationSort;
  order: SortOrder;
}

/** One page of `GET /notifications/{role}`. */
export type NotificationPageSlice = NotificationPage['notifications'];

export interface NotificationListState {
  notifications: NotificationView[];
  unreadCount: number;
  /** The pending-read list: ids marked read on this page and not yet confirmed by `POST /notifications/read`. */
  readNotifications: string[];
  currentPage: number;
  totalPages: number;
  sort: NotificationListSort;
  isUnreadOnly: boolean;
}

export type NotificationListAction =
  /** A page arrived: appended without the ids already listed, or, with `reset`, in place of the list. */
  | { type: 'pageFetched'; page: NotificationPageSlice; reset: boolean }
  /** Another order: sorting by `isRead` lists the unread only; the list starts again from page 1. */
  | { type: 'sortChanged'; sort: NotificationListSort }
  | { type: 'unreadCountFetched'; unreadCount: number }
  /** Marked read here: pending until a bulk read confirms it; the unread count goes down once. */
  | { type: 'markedRead'; id: string }
  /** A bulk read of `ids` succeeded; `unreadCount` is the API's count after it. */
  | { type: 'bulkReadSucceeded'; ids: string[]; unreadCount: number }
  /** A bulk read of `ids` failed: they are unread again. */
  | { type: 'bulkReadFailed'; ids: string[] }
  /** Every notification was marked read; `unreadCount` is the API's count after it. */
  | { type: 'allRead'; unreadCount: number };

export const DEFAULT_SORT: NotificationListSort = { orderBy: 'createdAt', order: 'DESC' };

/** The reset state (spec §4): newest first, page 1, nothing listed, zero unread. */
export function initialNotificationList(): NotificationListState {
  return { notifications: [], unreadCount: 0, readNotifications: [], currentPage: 1, totalPages: 0, sort: DEFAULT_SORT, isUnreadOnly: false };
}

/** Whether a notification shows as read: read by the API, or marked read here and waiting for the bulk read. */
export function isShownRead(state: NotificationListState, notification: NotificationView): boolean {
  return notification.isRead || state.readNotifications.includes(notification.id);
}

/**
 * The unread count after a bulk read: the API's count then, less the notifications still pending (marked here
 * meanwhile, which the API does not know of yet).
 */
export function unreadCountAfterRead(apiCount: number, stillPending: number): number {
  return Math.max(0, apiCount - stillPending);
}

export function notificationListReducer(state: NotificationListState, action: NotificationListAction): NotificationListState {
  switch (action.type) {
    case 'pageFetched': {
      const { notifications, currentPage, totalPages } = action.page;
      if (action.reset) return { ...state, notifications, currentPage, totalPages };
      const listed = new Set(state.notifications.map((notification) => notification.id));
      return { ...state, notifications: [...state.notifications, ...notifications.filter((notification) => !listed.has(notification.id))], currentPage, totalPages };
    }
    case 'sortChanged':
      return { ...state, sort: action.sort, isUnreadOnly: action.sort.orderBy === 'isRead', notifications: [], currentPage: 1, totalPages: 0 };
    case 'unreadCountFetched':
      return state.unreadCount === action.unreadCount ? state : { ...state, unreadCount: action.unreadCount };
    case 'markedRead': {
      const notification = state.notifications.find((listed) => listed.id === action.id);
      if (!notification || isShownRead(state, notification)) return state;
      return { ...state, readNotifications: [...state.readNotifications, action.id], unreadCount: Math.max(0, state.unreadCount - 1) };
    }
    case 'bulkReadSucceeded': {
      const read = new Set(action.ids);
      const readNotifications = state.readNotifications.filter((id) => !read.has(id));
      return {
        ...state,
        notifications: state.notifications.map((notification) => (read.has(notification.id) ? { ...notification, isRead: true } : notification)),
        readNotifications,
        unreadCount: unreadCountAfterRead(action.unreadCount, readNotifications.length),
      };
    }
    case 'bulkReadFailed': {
      const failed = new Set(action.ids);
      const readNotifications = state.readNotifications.filter((id) => !failed.has(id));
      return { ...state, readNotifications, unreadCount: state.unreadCount + state.readNotifications.length - readNotifications.length };
    }
    case 'allRead':
      return { ...state, notifications: state.notifications.map((notification) => (notification.isRead ? notification : { ...notification, isRead: true })), readNotifications: [], unreadCount: action.unreadCount };
  }
}
