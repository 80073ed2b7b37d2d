import { APP_ROUTES } from '../../shared/app-paths';
import type { Language } from '../../shared/domain/language';
import { carrierLabel } from '../../shared/domain/shipping';
import { ARABIC_MAIL_WORDS } from './notice-mail-ar';
import { ENGLISH_MAIL_WORDS } from './notice-mail-en';
import type { NoticeMailWords } from './notice-mail-words';
import { notificationPath, quotedComment, type NotificationFacts, type NotificationType } from '../../shared/domain/notifications';

/**
 * The mail of a notice, in the recipient's language: a subject, a few lines, and a link to where they act (the
 * notification's own path). Each mail has a plain-text part and an HTML part (right to left in Arabic); the user's
 * words (names, titles, reasons) are escaped in the HTML.
 */

/** The words of each mailed notice, per language. */
const NOTICE_MAIL_WORDS: Record<Language, NoticeMailWords> = { en: ENGLISH_MAIL_WORDS, ar: ARABIC_MAIL_WORDS };

export interface NoticeMail {
  subject: string;
  text: string;
  html: string;
}


const GREETING: Record<Language, (name: string) => string> = { en: (name) => `Hello ${name},`, ar: (name) => `مرحبًا ${name}،` };
const SIGNATURE: Record<Language, string> = { en: 'The UGC marketplace team', ar: 'فريق منصة المحتوى' };

/** Halalas as the product writes SAR: two decimals, Latin digits. */
function sar(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Whether an event of `type` has a mail at all (the preferences offer e-mail only for those). */
export function hasNoticeMail(type: NotificationType): boolean {
  return NOTICE_MAIL_WORDS.en[type] !== undefined;
}

/** The mail telling `recipientName` of an event, in `language`; undefined for an event that is never mailed. */
export function noticeMail(type: NotificationType, facts: NotificationFacts, recipientName: string, language: Language, appUrl: string): NoticeMail | undefined {
  const words = NOTICE_MAIL_WORDS[language][type]?.({
    campaignTitle: facts.campaignTitle ?? '',
    companyName: facts.companyName ?? '',
    creatorName: facts.creatorName ?? '',
    reason: facts.reason ?? '',
    expiresOn: facts.expiresOn ?? '',
    comment: quotedComment(facts.comment ?? ''),
    daysLeft: facts.daysLeft ?? 0,
    dueOn: (facts.dueAt ?? '').slice(0, 10),
    amount: sar(facts.amount ?? 0),
    vat: sar(facts.vat ?? 0),
    invoicesUrl: `${appUrl}${APP_ROUTES.payment}`,
    paid: facts.amount !== undefined,
    creatorEarning: sar(facts.creatorEarning ?? 0),
    bankName: facts.bankName ?? '',
    ibanLast4: facts.ibanLast4 ?? '',
    senderName: facts.senderName ?? '',
    unreadCount: facts.unreadCount ?? 0,
    refunded: facts.decision === 'refund',
    carrier: facts.carrier ? carrierLabel(language, facts.carrier, facts.carrierName) : '',
    trackingNumber: facts.trackingNumber ?? '',
    problem: facts.problem ?? '',
    windowEndsOn: (facts.dueAt ?? '').slice(0, 10),
    product: facts.product ?? '',
  });
  if (!words) return undefined;
  const link = `${appUrl}${notificationPath(type, facts)}`;
  const greeting = GREETING[language](recipientName);
  const text = [greeting, '', ...words.lines, '', `${words.action}: ${link}`, '', SIGNATURE[language], ''].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const paragraphs = [greeting, ...words.lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.5;direction:${dir};text-align:${dir === 'rtl' ? 'right' : 'left'}">` +
    `${paragraphs}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(words.action)}</a></p>` +
    `<p>${escapeHtml(SIGNATURE[language])}</p></body></html>`;
  return { subject: words.subject, text, html };
}
