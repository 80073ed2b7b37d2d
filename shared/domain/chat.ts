import type { OffPlatformContactKind } from './off-platform-contact';

/**
 * Chat (issue 14): a one-to-one channel between the company and each accepted creator of a campaign, and the
 * campaign's group channel (the company and every accepted creator). Channels come into being with the accept
 * (`oneOnOneChannelId`, `groupChannelId` of the campaign and application); a company may open the one-to-one channel
 * with an applicant before deciding (issue 27), which the accept keeps and the decline closes (`archivedAt`); messages are stored in the channel's
 * partition (docs/data-model.md, pattern 14) and reach the members' open tabs over the live channel.
 */

export const CHANNEL_KINDS = ['direct', 'group'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Messages per history page, newest first. */
export const CHAT_HISTORY_PAGE_SIZE = 30;
/** Channels per page of the chat list, most recent activity first. */
export const CHAT_CHANNELS_PAGE_SIZE = 30;
/** The longest message text, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Files one message may carry (each through the upload path and its check). */
export const CHAT_MAX_ATTACHMENTS = 4;
/** The channel list's preview of the last message, in characters. */
export const CHAT_PREVIEW_LENGTH = 120;
/** A member with unread messages is mailed once they stay unread this long… */
export const CHAT_MAIL_AFTER_UNREAD_MINUTES = 10;
/** …and at most once in this long per channel. */
export const CHAT_MAIL_INTERVAL_MINUTES = 60;
/** A typing indicator disappears this long after the last `typing` signal. */
export const CHAT_TYPING_TTL_MS = 5000;

export interface ChannelMemberView {
  id: string;
  role: 'company' | 'creator';
  name: string;
  avatarUrl?: string;
  /** Everything up to this instant was read by the member (ISO); none yet when absent. */
  lastReadAt?: string;
  /** Everything up to this instant reached one of the member's open tabs or was fetched by them (ISO). */
  lastDeliveredAt?: string;
}

export interface ChannelView {
  id: string;
  kind: ChannelKind;
  campaignId: string;
  campaignTitle: string;
  /** The other members, as the caller sees them (one for a direct channel). */
  members: ChannelMemberView[];
  /** The caller's unread messages in this channel. */
  unreadCount: number;
  lastMessage?: { senderId: string; senderName: string; preview: string; createdAt: string; hasAttachments: boolean };
  /** When the channel was opened (the accept, or the company's first word to an applicant). */
  createdAt: string;
  /** A chat with an applicant the company then declined is closed (issue 27): read-only from this instant. */
  archivedAt?: string;
}

/** `GET /chat/channels?campaignId&cursor`: the caller's channels, most recent activity first. */
export interface ChannelList {
  channels: ChannelView[];
  /** Pass as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
  /** The caller's unread messages across every channel (the menu's badge). */
  totalUnread: number;
}

export interface MessageAttachmentView {
  /** The upload's key, as `POST /s3` (purpose `chatAttachment`) handed it out. */
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  /** A short-lived read URL. */
  url: string;
}

export interface MessageView {
  id: string;
  channelId: string;
  /** The sender's own id for the message (a resend with the same one stores nothing twice). */
  clientId: string;
  senderId: string;
  senderName: string;
  /** As typed: plain text; clients render links and line breaks, never HTML. */
  text: string;
  attachments: MessageAttachmentView[];
  createdAt: string;
  /** Off-platform contact was found in it (shown to the admin, and to the sender as a mark). */
  flagged: boolean;
  flaggedKinds?: OffPlatformContactKind[];
  /**
   * For the other members of a flagged message's channel, until an admin dismisses the flag: the contact details in
   * `text` are masked (•••), and the app links nothing in it (issue 27).
   */
  masked?: true;
}

/**
 * What an admin did about a flagged message (issue 27): dismissed the flag (the other members then read it whole),
 * warned the sender (a notice and a mail), or deactivated the sender's account.
 */
export const MESSAGE_REVIEW_ACTIONS = ['dismiss', 'warn', 'deactivate'] as const;
export type MessageReviewAction = (typeof MESSAGE_REVIEW_ACTIONS)[number];

/** An admin's review of a flagged message: what, by whom (their e-mail address), when. */
export interface MessageReview {
  action: MessageReviewAction;
  by: string;
  at: string;
}

/** `GET /chat/channels/{channelId}/messages?before`: newest first. */
export interface MessagePage {
  messages: MessageView[];
  /** Pass as `before` for the older page; absent when this page reaches the first message. */
  nextBefore?: string;
  channel: ChannelView;
}

/** `POST /chat/channels/{channelId}/messages` and the live `send` action. */
export interface SendMessageInput {
  clientId: string;
  text: string;
  attachments?: { key: string }[];
}

/** `GET /chat/unread`: the menu's badge. */
export interface ChatUnreadView {
  unreadCount: number;
}

/** A flagged message as the admin's list shows it. */
export interface FlaggedMessageView extends MessageView {
  campaignId: string;
  campaignTitle: string;
  channelKind: ChannelKind;
  /** Absent while no admin has acted on it. */
  review?: MessageReview;
}

export interface FlaggedMessagePage {
  messages: FlaggedMessageView[];
  page: number;
  totalEntries: number;
  totalPages: number;
}

/** What the chat adds to the live channel's requests (the client sends) … */
export type ChatLiveRequest =
  | ({ action: 'send'; channelId: string } & SendMessageInput)
  | { action: 'read'; channelId: string; upTo: string }
  | { action: 'typing'; channelId: string }
  /** The channel this tab shows (null: none): members viewing a channel are not notified of its messages. */
  | { action: 'subscribe'; channelId: string | null };

/** … and to its pushes (the server sends). */
export type ChatLiveMessage =
  /** A new message of a channel the user is in (the sender's other tabs get it too). */
  | { type: 'chat.message'; message: MessageView }
  /** The answer to this tab's `send`: stored (or already stored, for a resend). */
  | { type: 'chat.sent'; clientId: string; message: MessageView }
  /** The answer to this tab's `send`, `read`, `typing` or `subscribe` when it was refused (an API error code). */
  | { type: 'chat.refused'; action: ChatLiveRequest['action']; channelId: string; clientId?: string; code: string; message: string }
  | { type: 'chat.typing'; channelId: string; userId: string; name: string }
  /** A member read or received messages up to an instant. */
  | { type: 'chat.receipt'; channelId: string; userId: string; lastReadAt?: string; lastDeliveredAt?: string }
  /** The user's unread counts changed (a message arrived, or they read elsewhere). */
  | { type: 'chat.unread'; channelId: string; unreadCount: number; totalUnread: number };

export function isChannelKind(value: unknown): value is ChannelKind {
  return typeof value === 'string' && (CHANNEL_KINDS as readonly string[]).includes(value);
}
