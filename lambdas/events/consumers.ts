import { recipientOf, type AnyDomainEvent } from '../../shared/domain/events';
import { isNotificationType } from '../../shared/domain/notifications';
import { getNotification, getNotificationCounts } from '../data/notifications';
import { pushToUser } from '../domain/live';
import { tellRecipient } from '../domain/notices';
import { deleteAccountLeftovers } from '../data/users';
import { tellChannelRead, tellMessageSent } from './chat-consumers';
import type { EventHandlerName } from './event-routes';

/** One effect of domain events; idempotent on the event's id (a redelivered event changes nothing twice). */
export type EventHandler = (event: AnyDomainEvent) => Promise<void>;

/**
 * The live channel: the recipient's open tabs get the event's notification (once it is stored) with the unread count,
 * or after a read the count alone. A redelivery pushes again, which changes nothing: the app keys notifications by id
 * and takes the count as given.
 */
async function pushLive(event: AnyDomainEvent): Promise<void> {
  const userId = recipientOf(event);
  const unreadCount = async () => (await getNotificationCounts(userId)).unread;
  if (event.type === 'notification.read') {
    await pushToUser(userId, async () => ({ type: 'unread-count', unreadCount: await unreadCount() }));
    return;
  }
  // Every open tab of a deactivated user signs out (the API and the channel refuse them from now on).
  if (event.type === 'account.deactivated') {
    await pushToUser(userId, async () => ({ type: 'account-deactivated' }));
    return;
  }
  if (!isNotificationType(event.type)) return;
  await pushToUser(userId, async () => {
    const notification = await getNotification(userId, event.id);
    if (!notification) return undefined;
    const { userId: _userId, ...view } = notification;
    return { type: 'notification', notification: view, unreadCount: await unreadCount() };
  });
}

/** A deleted account's notifications and connections go after it. */
async function clearDeletedAccount(event: AnyDomainEvent): Promise<void> {
  if (event.type === 'account.deleted') await deleteAccountLeftovers(event.payload.userId);
}

/** The chat's live side: unread counts, delivery and read marks (a message's own push went with the send). */
async function pushChat(event: AnyDomainEvent): Promise<void> {
  if (event.type === 'message.sent') await tellMessageSent(event);
  else if (event.type === 'channel.read') await tellChannelRead(event);
}

/** The events dispatcher's handlers, by the names event-routes.ts gives each event type. */
export const EVENT_HANDLERS: { readonly [Name in EventHandlerName]: EventHandler } = {
  notices: tellRecipient,
  live: pushLive,
  chat: pushChat,
  'account cleanup': clearDeletedAccount,
  // The payment provider's module loads only for a completed campaign: every notice's cold start stays without it.
  'budget return': async (event) => {
    if (event.type === 'campaign.completed') await (await import('../domain/budget-returns')).returnUnusedBudget(event);
  },
};
