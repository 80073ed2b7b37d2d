/** The landing page's contact messages (spec §3): what is kept, what support receives, and how often one address may write. */

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  createdAt: string;
}

/** Per source address and hour: enough for a person who retries, too few to flood the support inbox. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_SECONDS = 60 * 60;

/**
 * The fixed window a moment falls in: its start names the counter, and the counter expires one window after its end
 * (TTL deletes lazily, so expiry only cleans up; the start already keeps windows apart).
 */
export function fixedWindow(nowMs: number, windowSeconds: number): { start: string; expiresAt: number } {
  const startSeconds = Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds;
  return { start: new Date(startSeconds * 1000).toISOString(), expiresAt: startSeconds + 2 * windowSeconds };
}

/** The mail support receives; the visitor's own text is quoted as it came, their name kept on one line. */
export function supportMail(contact: ContactMessage): { subject: string; text: string } {
  const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ');
  return {
    subject: `Contact message from ${oneLine(contact.name)}`,
    text: [
      `Name: ${oneLine(contact.name)}`,
      `E-mail: ${contact.email}`,
      `Phone: ${contact.phone ? oneLine(contact.phone) : '-'}`,
      `Received: ${contact.createdAt}`,
      `Reference: ${contact.id}`,
      '',
      contact.message,
    ].join('\n'),
  };
}
