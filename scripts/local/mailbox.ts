import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Mailer } from '../../lambdas/adapters/mail';

/** The local stand-in for SES: each mail is a JSON file under `.data/mail/`, and a line on the console. */

export interface MailRecord {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go, when not to the sender (support mail: the visitor who wrote). */
  replyTo?: string;
  /** The verification or reset code a mail carries, if any. */
  code?: string;
  sentAt: string;
}

/** Orders mails written within the same millisecond (several handlers share this process), so no file replaces another. */
let sequence = 0;

export function writeMail(mailDir: string, mail: MailRecord, announce: (line: string) => void): void {
  fs.mkdirSync(mailDir, { recursive: true });
  sequence = (sequence + 1) % 1_000_000;
  const file = path.join(mailDir, `${Date.now()}-${String(sequence).padStart(6, '0')}-${mail.to.replace(/[^\w.@-]/g, '_')}.json`);
  // Written whole under a temporary name, then renamed: a reader (a test polling the mailbox) never sees half a mail.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2));
  fs.renameSync(`${file}.tmp`, file);
  announce(`mail to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}`);
}

/** The local stack's stand-in for SES: the same JSON files and console line as the mail cognito-local sends. */
export function mailboxMailer(mailDir: string, announce: (line: string) => void = (line) => console.log(line)): Mailer {
  return {
    async sendMail({ to, subject, text, html, replyTo }) {
      writeMail(mailDir, { to, subject, text, ...(html ? { html } : {}), ...(replyTo ? { replyTo } : {}), sentAt: new Date().toISOString() }, announce);
    },
  };
}

/** The newest mail sent to an address, for tests and for people reading their local mailbox. */
export function latestMailTo(mailDir: string, to: string): MailRecord | undefined {
  return mailsTo(mailDir, to).at(-1);
}

/** Every mail sent to an address, oldest first: a shared address (support) gets mail from parallel tests. */
export function mailsTo(mailDir: string, to: string): MailRecord[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(mailDir, name), 'utf8')) as MailRecord)
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}
