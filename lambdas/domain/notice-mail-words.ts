import type { NotificationFacts, NotificationType } from '../../shared/domain/notifications';

/** The shape of a notice's mail words (notice-mail-en.ts, notice-mail-ar.ts; notice-mail.ts puts them in a mail). */

export interface MailWords {
  subject: string;
  /** The body's paragraphs, before the link. */
  lines: string[];
  action: string;
}

export type MailFacts = Required<Pick<NotificationFacts, 'campaignTitle' | 'companyName' | 'creatorName' | 'reason' | 'expiresOn' | 'comment' | 'daysLeft' | 'bankName' | 'ibanLast4' | 'senderName' | 'unreadCount'>> & {
  amount: string;
  /** The VAT in a paid amount, and where the company downloads its tax invoice (the Payment page's invoices). */
  vat: string;
  invoicesUrl: string;
  /** Whether the event carries a payment's figures (a publication stored before receipts did not: it is not mailed). */
  paid: boolean;
  creatorEarning: string;
  dueOn: string;
  /** A compensation's decision: a refund, or an extension. */
  refunded: boolean;
  /** A shipment's carrier as the recipient reads it, its tracking number, a reported problem. */
  carrier: string;
  trackingNumber: string;
  problem: string;
  /** A received product: the delivery window's end ('' when the set is in already). */
  windowEndsOn: string;
  /** An acceptance's: how she gets the product ('' when the campaign needs none). */
  product: string;
};

/** Each notice's mail words in one language; an event without words (or whose words are none) is never mailed. */
export type NoticeMailWords = Partial<Record<NotificationType, (facts: MailFacts) => MailWords | undefined>>;

