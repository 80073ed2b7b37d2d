import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { writeMail } from '../../scripts/local/mailbox';
import { sesClient } from '../core/clients';
import { mailConfig } from '../core/config';

/** Plain-text mail from the product. One interface, two implementations: SES on AWS, the local mailbox on one machine. */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where answers go: the visitor, for support mail. */
  replyTo?: string;
}

export interface Mailer {
  sendMail(mail: Mail): Promise<void>;
}

/** SES v2 from the configured sender; the sender's identity is verified in SES and the function may use only it. */
export function sesMailer(client: Pick<SESv2Client, 'send'>, from: string): Mailer {
  return {
    async sendMail({ to, subject, text, replyTo }) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
          Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } } },
        }),
      );
    },
  };
}

/** The local stack's stand-in for SES: the same JSON files and console line as the mail cognito-local sends. */
export function mailboxMailer(mailDir: string, announce: (line: string) => void = (line) => console.log(line)): Mailer {
  return {
    async sendMail({ to, subject, text, replyTo }) {
      writeMail(mailDir, { to, subject, text, ...(replyTo ? { replyTo } : {}), sentAt: new Date().toISOString() }, announce);
    },
  };
}

let mailer: Mailer | undefined;

/** The mailer of this world, chosen once from the configuration. */
export function configuredMailer(): Mailer {
  if (!mailer) {
    const { from, localMailDir } = mailConfig();
    mailer = localMailDir ? mailboxMailer(localMailDir) : sesMailer(sesClient(), from);
  }
  return mailer;
}
