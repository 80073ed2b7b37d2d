import { lazy } from 'react';

/**
 * The unread counts of the notifications and the chat, for the menu's links and the phone header's icons: loaded
 * apart, with the query library they read the counts through (see there), once someone signed in sees them.
 */
export const UnreadCount = lazy(() => import('../../features/notifications/UnreadCount'));
export const ChatUnreadCount = lazy(() => import('../../features/chat/ChatUnreadCount'));
