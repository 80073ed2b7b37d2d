/**
 * Off-platform contact in a chat message (issue 14): a phone number, an e-mail address, or a WhatsApp, Telegram or
 * Snapchat handle or link. Before a message is sent the web app warns that deals made elsewhere lose the platform's
 * protection (the sender may edit or send anyway); the API flags the message for the admin by the same rules. Plain
 * data in, plain data out, no dependency: shared by the web app and the lambdas.
 *
 * The text is first read in one normal form (digits of every script as 0–9, full-width and compatibility forms,
 * Arabic letter variants, dropped diacritics, tatweel and invisible characters, spelt-out digits), keeping where each
 * character came from, so every finding is reported as a span of the original text. Every step is linear in the
 * length of the message: rules are scans or regular expressions without nested unbounded repetition, anchored at
 * token starts. docs/decisions/chat.md ("Chat (issue 14): off-platform contact") lists what counts and what does not.
 *
 * The rules live in contact-finding/: the normal form, the findings and links, e-mail addresses, phone numbers and
 * the apps named in words.
 */

import { findAppNames } from './contact-finding/app-names';
import { findEmails } from './contact-finding/emails';
import { Findings, findLinks, maskOtherLinksAndIdentifiers } from './contact-finding/findings';
import { normalize } from './contact-finding/normal-form';
import { findPhones } from './contact-finding/phones';

export const OFF_PLATFORM_CONTACT_KINDS = ['phone', 'email', 'whatsapp', 'telegram', 'snapchat', 'instagram', 'tiktok'] as const;
export type OffPlatformContactKind = (typeof OFF_PLATFORM_CONTACT_KINDS)[number];

export interface OffPlatformContact {
  kind: OffPlatformContactKind;
  /** UTF-16 offsets in the text given, `end` excluded: `text.slice(start, end)` is `text`. */
  start: number;
  end: number;
  text: string;
}

/** Every finding, in the order of the text; findings never overlap. */
export function findOffPlatformContacts(text: string): OffPlatformContact[] {
  const normal = normalize(text);
  const found = new Findings(normal.text.length);
  findLinks(normal.text, found);
  maskOtherLinksAndIdentifiers(normal.text, found);
  findEmails(normal.text, found);
  findPhones(normal.text, found);
  findAppNames(normal.text, found);
  return found.sorted().map(({ kind, start, end }) => {
    const from = normal.start[start] ?? 0;
    const to = normal.end[end - 1] ?? from;
    return { kind, start: from, end: to, text: text.slice(from, to) };
  });
}

export function hasOffPlatformContact(text: string): boolean {
  return findOffPlatformContacts(text).length > 0;
}

/** What masks a finding where a message is shown to others than its sender and the admins (issue 27). */
export const CONTACT_MASK = '•••';

/** The text with each finding replaced by the mask: what the other members of a flagged message's channel read. */
export function maskOffPlatformContacts(text: string, findings: readonly OffPlatformContact[] = findOffPlatformContacts(text)): string {
  let masked = '';
  let from = 0;
  for (const finding of findings) {
    masked += text.slice(from, finding.start) + CONTACT_MASK;
    from = finding.end;
  }
  return masked + text.slice(from);
}
