import type { ChatLiveMessage, ChatLiveRequest } from './chat';
import type { NotificationView } from './notifications';

/**
 * The live channel (issue 11): a WebSocket per open tab, on which the server pushes what changed for its user. The
 * web app connects to the runtime configuration's `liveUrl` with its access token as `?token=`.
 */

/** The local gateway's path of the live channel (on AWS it is the WebSocket API's own address). */
export const LIVE_PATH = '/live';

/** What the server pushes: a new notification with the count after it, or the count alone after reads elsewhere. */
export type LiveMessage =
  | { type: 'notification'; notification: NotificationView; unreadCount: number }
  | { type: 'unread-count'; unreadCount: number }
  | { type: 'pong' }
  /** An admin deactivated the account: the tab signs out and says so. */
  | { type: 'account-deactivated' }
  | ChatLiveMessage;

/** What the client may send: a ping keeps idle proxies from closing the socket; the chat's actions. */
export type LiveRequest = { action: 'ping' } | ChatLiveRequest;
