import type { MessageAttachmentView } from '../../../../shared/domain/chat';

/**
 * The messages this tab is sending (unit-tested in test/unit/web-chat-outbox.test.ts). Each gets its `clientId` (a
 * uuid) before the first try and keeps it for every resend, so the server stores it once however often it is sent.
 * `sending`: a try is under way; `waiting`: no connection, resent after the next reconnect; `failed`: refused (the
 * code says why), resent only when the sender asks.
 */

export type PendingAttachment = Omit<MessageAttachmentView, 'url'>;

export interface PendingMessage {
  clientId: string;
  channelId: string;
  senderId: string;
  text: string;
  attachments: PendingAttachment[];
  /** When it was written here (it sorts after the channel's stored messages until the server answers). */
  createdAt: string;
  state: 'sending' | 'waiting' | 'failed';
  /** The API's refusal code, when failed. */
  code?: string;
}

export type OutboxAction =
  | { type: 'queued'; message: Omit<PendingMessage, 'state' | 'code'> }
  | { type: 'trying'; clientId: string }
  | { type: 'disconnected'; clientId: string }
  | { type: 'refused'; clientId: string; code: string }
  /** Stored by the server (its answer, or the message came back in a push or a page): no longer pending. */
  | { type: 'stored'; clientId: string }
  | { type: 'discarded'; clientId: string };

export type Outbox = readonly PendingMessage[];

export function outboxReducer(outbox: Outbox, action: OutboxAction): Outbox {
  switch (action.type) {
    case 'queued':
      return outbox.some((pending) => pending.clientId === action.message.clientId) ? outbox : [...outbox, { ...action.message, state: 'sending' }];
    case 'trying':
      return update(outbox, action.clientId, (pending) => (pending.state === 'sending' ? pending : { ...pending, state: 'sending', code: undefined }));
    case 'disconnected':
      return update(outbox, action.clientId, (pending) => (pending.state === 'sending' ? { ...pending, state: 'waiting' } : pending));
    case 'refused':
      return update(outbox, action.clientId, (pending) => ({ ...pending, state: 'failed', code: action.code }));
    case 'stored':
    case 'discarded':
      return outbox.some((pending) => pending.clientId === action.clientId) ? outbox.filter((pending) => pending.clientId !== action.clientId) : outbox;
  }
}

function update(outbox: Outbox, clientId: string, change: (pending: PendingMessage) => PendingMessage): Outbox {
  let changed = false;
  const next = outbox.map((pending) => {
    if (pending.clientId !== clientId) return pending;
    const updated = change(pending);
    changed ||= updated !== pending;
    return updated;
  });
  return changed ? next : outbox;
}

/** The ones a reconnect sends again: every one not refused (a `sending` one may have been lost with the socket). */
export function toResend(outbox: Outbox, senderId: string): PendingMessage[] {
  return outbox.filter((pending) => pending.senderId === senderId && pending.state !== 'failed');
}

/** One channel's pending messages of the signed-in sender, in the order they were written. */
export function pendingIn(outbox: Outbox, channelId: string, senderId: string): PendingMessage[] {
  return outbox.filter((pending) => pending.channelId === channelId && pending.senderId === senderId);
}
