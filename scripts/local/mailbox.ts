import * as fs from 'node:fs';
import * as path from 'node:path';

/** The local stand-in for SES: each mail is a JSON file under `.data/mail/`, and a line on the console. */

export interface MailRecord {
  to: string;
  subject: string;
  text: string;
  /** The verification or reset code a mail carries, if any. */
  code?: string;
  sentAt: string;
}

export function writeMail(mailDir: string, mail: MailRecord, announce: (line: string) => void): void {
  fs.mkdirSync(mailDir, { recursive: true });
  const file = path.join(mailDir, `${Date.now()}-${mail.to.replace(/[^\w.@-]/g, '_')}.json`);
  fs.writeFileSync(file, JSON.stringify(mail, null, 2));
  announce(`mail to ${mail.to}: ${mail.subject}${mail.code ? ` (code ${mail.code})` : ''}`);
}

/** The newest mail sent to an address, for tests and for people reading their local mailbox. */
export function latestMailTo(mailDir: string, to: string): MailRecord | undefined {
  if (!fs.existsSync(mailDir)) return undefined;
  const mails = fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(mailDir, name), 'utf8')) as MailRecord)
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
  return mails.at(-1);
}
