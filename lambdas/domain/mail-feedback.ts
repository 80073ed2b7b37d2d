import type { MailBlock } from '../../shared/domain/user';
import { normalizeEmail } from '../../shared/validation/email';
import { logInfo } from '../core/log';
import { blockMailTo } from '../data/users';

/**
 * SES's word on mail it could not deliver (its event publishing to the stage's feedback topic, lib/constructs/mail.ts):
 * a permanent bounce (no such mailbox, a domain that takes no mail) or a complaint (the recipient marked it as spam)
 * means the address is not mailed again, which keeps the account's sending reputation (SES pauses an account whose
 * bounce rate passes 10 % or complaint rate 0.5 %). A transient bounce (a full mailbox, a greylisting server) is SES's
 * to retry, and changes nothing here.
 */

interface Recipient {
  emailAddress?: unknown;
}

interface SesFeedback {
  /** Event publishing names it `eventType`; identity notifications `notificationType`. */
  eventType?: unknown;
  notificationType?: unknown;
  bounce?: { bounceType?: unknown; bouncedRecipients?: Recipient[]; timestamp?: unknown };
  complaint?: { complainedRecipients?: Recipient[]; timestamp?: unknown };
}

export interface MailStop {
  email: string;
  block: MailBlock;
}

const addresses = (recipients: Recipient[] | undefined) =>
  (recipients ?? []).flatMap(({ emailAddress }) => (typeof emailAddress === 'string' && emailAddress.includes('@') ? [normalizeEmail(emailAddress)] : []));

/** The addresses one SES notification says to stop mailing, and why; none for anything else (a delivery, a transient bounce). */
export function mailStopsOf(message: string): MailStop[] {
  let feedback: SesFeedback;
  try {
    feedback = JSON.parse(message) as SesFeedback;
  } catch {
    return [];
  }
  if (typeof feedback !== 'object' || feedback === null) return [];
  const type = feedback.eventType ?? feedback.notificationType;
  if (type === 'Bounce' && feedback.bounce?.bounceType === 'Permanent') {
    const since = typeof feedback.bounce.timestamp === 'string' ? feedback.bounce.timestamp : '';
    return addresses(feedback.bounce.bouncedRecipients).map((email) => ({ email, block: { reason: 'bounce', since } }));
  }
  if (type === 'Complaint' && feedback.complaint) {
    const since = typeof feedback.complaint.timestamp === 'string' ? feedback.complaint.timestamp : '';
    return addresses(feedback.complaint.complainedRecipients).map((email) => ({ email, block: { reason: 'complaint', since } }));
  }
  return [];
}

/** Stops mail to each address a notification names that belongs to a user. */
export async function recordMailFeedback(message: string): Promise<void> {
  for (const { email, block } of mailStopsOf(message)) {
    const held = await blockMailTo(email, block);
    logInfo('Mail stopped after SES feedback', { reason: block.reason, user: held });
  }
}
