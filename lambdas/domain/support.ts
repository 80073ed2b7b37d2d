import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES_PER_WINDOW, CONTACT_WINDOW_SECONDS, fixedWindow, supportMail, type ContactMessage } from '../../shared/domain/contact';
import { normalizeEmail } from '../../shared/validation/email';
import { configuredMailer } from '../adapters/mail';
import { mailConfig } from '../core/config';
import { TooManyRequestsError } from '../core/errors';
import { errorDetails, logError } from '../core/log';
import { createContactMessage, takeAllowance } from '../data/support';

export type ContactInput = Omit<ContactMessage, 'id' | 'createdAt'>;

/**
 * `POST /support`: a visitor's message is kept, then mailed to support. The allowance of the sender's address is
 * taken first, so a burst is refused before it writes anything. The stored message is the record: if the mail
 * fails, the visitor is still told it arrived (it did), and the failure is logged with the message's id for support.
 */
export async function sendContactMessage(input: ContactInput, address: string): Promise<{ id: string }> {
  const now = Date.now();
  const allowed = await takeAllowance(
    { action: 'contact', subject: address, limit: CONTACT_MESSAGES_PER_WINDOW },
    fixedWindow(now, CONTACT_WINDOW_SECONDS),
  );
  if (!allowed) throw new TooManyRequestsError();
  const contact: ContactMessage = {
    id: randomUUID(),
    name: input.name,
    email: normalizeEmail(input.email),
    ...(input.phone ? { phone: input.phone } : {}),
    message: input.message,
    createdAt: new Date(now).toISOString(),
  };
  await createContactMessage(contact);
  try {
    await configuredMailer().sendMail({ to: mailConfig().support, replyTo: contact.email, ...supportMail(contact) });
  } catch (error) {
    logError('Support mail failed; the message is stored', { contactId: contact.id, ...errorDetails(error) });
  }
  return { id: contact.id };
}
