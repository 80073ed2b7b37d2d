import { recipientOf, type AnyDomainEvent } from '../../shared/domain/events';
import { DEFAULT_NOTICE_CHANNELS, isNotificationType, noticeChannels, notificationFacts } from '../../shared/domain/notifications';
import { configuredMailer } from '../adapters/mail';
import { appUrl } from '../core/config';
import { logInfo } from '../core/log';
import { claimNoticeMail, releaseNoticeMail } from '../data/idempotency';
import { putNotificationOnce, type NotificationRecord } from '../data/notifications';
import { getUserById } from '../data/users';
import { noticeMail } from './notice-mail';

/**
 * The notices consumer of the events dispatcher: tells an event's recipient in the app and by mail, as their
 * preferences allow, in their language. Each effect is keyed on the event's id, so a redelivered event changes
 * nothing twice: the notification's key is the event's id, and the mail claims the event's mail key before sending
 * (given back if the send fails, so the retry sends it). An event whose recipient's account is gone tells no one. A
 * notice that is never in the app by default is mail-only (the chat's unread reminder: the chat's own counts tell of
 * the messages in the app): a preference cannot put it there. An address SES stopped (mailBlocked) gets no mail.
 */
export async function tellRecipient(event: AnyDomainEvent): Promise<void> {
  if (!isNotificationType(event.type)) return;
  const recipient = await getUserById(recipientOf(event));
  if (!recipient) {
    logInfo('Event recipient has no profile: not told', { eventId: event.id, type: event.type });
    return;
  }
  const channels = noticeChannels(event.type, recipient.noticePreferences);
  const facts = notificationFacts(event.payload);
  if (channels.inApp && DEFAULT_NOTICE_CHANNELS[event.type].inApp) {
    const record: NotificationRecord = { ...facts, id: event.id, userId: recipient.id, type: event.type, isRead: false, createdAt: event.occurredAt };
    await putNotificationOnce(record);
  }
  // An address SES reported as bouncing for good, or whose owner marked our mail as spam, is not mailed (mail-feedback.ts).
  const mailable = channels.mail && !recipient.mailBlocked;
  const mail = mailable ? noticeMail(event.type, facts, recipient.fullName, recipient.language ?? 'en', appUrl()) : undefined;
  if (mail && (await claimNoticeMail(event.id))) {
    try {
      await configuredMailer().sendMail({ to: recipient.email, ...mail });
    } catch (error) {
      await releaseNoticeMail(event.id);
      throw error;
    }
  }
}
