import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { sesClient } from '../core/clients';
import { mailConfig } from '../core/config';

/**
 * Mail from the product through SES: plain text, with an HTML alternative where it has one. The local stack puts its own mailer in at start-up (the mailbox of
 * scripts/local/mailbox.ts), so no local code is bundled into a function.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`, for mail with a layout (notices). */
  html?: string;
  /** Where answers go: the visitor, for support mail. */
  replyTo?: string;
}

export interface Mailer {
  sendMail(mail: Mail): Promise<void>;
}

/** SES v2 from the configured sender; the sender's identity is verified in SES and the function may use only it. */
export function sesMailer(client: Pick<SESv2Client, 'send'>, from: string): Mailer {
  return {
    async sendMail({ to, subject, text, html, replyTo }) {
      const body = { Text: { Data: text, Charset: 'UTF-8' }, ...(html ? { Html: { Data: html, Charset: 'UTF-8' } } : {}) };
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
          Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: body } },
        }),
      );
    },
  };
}

let mailer: Mailer | undefined;

/** Replaces SES for this process: only the local stack calls it, before any handler runs (scripts/local/stack.ts). */
export function useMailer(replacement: Mailer): void {
  mailer = replacement;
}

/** The mailer of this process: the one put in by useMailer, or SES from the configured sender. */
export function configuredMailer(): Mailer {
  mailer ??= sesMailer(sesClient(), mailConfig().from);
  return mailer;
}
