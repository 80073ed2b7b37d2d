import type { Carrier, ProductHandover } from './shipping';
import { APP_ROUTES, appPath } from '../app-paths';
import type { CompensationDecision } from './compensation';
import type { DomainEventPayloads, DomainEventType, PaymentRefundReason } from './events';

/**
 * Notifications (spec §3, §4, §9): what a user is told in the app, made from a domain event by the notifications
 * consumer. The web app words each type in the reader's language with the placeholders it carries, and links it to
 * where to act (web/src/features/notifications).
 */

/** The id of the campaign page's candidates section: a new applicant's notification opens the page there. */
export const CANDIDATES_ANCHOR = 'candidates';

/** Spec §9: ten per page. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** At most this many ids in one `POST /notifications/read`: a page's worth, many times over. */
export const MAX_NOTIFICATIONS_PER_READ = 100;

/** `createdAt` (newest first by default) or `isRead`, which lists the unread ones only (spec §4). */
export const NOTIFICATION_SORTS = ['createdAt', 'isRead'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

/**
 * The events a notification is made of: every event of the catalogue but the ones that only tidy up or refresh a
 * screen, and chat messages (the chat's own unread counts tell of them; a notice per message would bury the rest).
 */
export type NotificationType = Exclude<DomainEventType, 'notification.read' | 'account.deleted' | 'ledger.export.requested' | 'library.archive.requested' | 'message.sent' | 'channel.read'>;

export function isNotificationType(type: unknown): type is NotificationType {
  return typeof type === 'string' && Object.hasOwn(DEFAULT_NOTICE_CHANNELS, type);
}

/** The placeholders a notification carries (spec §3: company name, creator name, ...), by its event. */
export interface NotificationFacts {
  campaignId?: string;
  campaignTitle?: string;
  companyName?: string;
  creatorName?: string;
  /** Halalas: a refund's, or a payment's (VAT included) on its receipt. */
  amount?: number;
  /** Halalas: the VAT in a payment, on its receipt. */
  vat?: number;
  /** A refund's or a licence rejection's reason. */
  reason?: PaymentRefundReason | string;
  /** A licence's last day. */
  expiresOn?: string;
  /** A submission's round (2 and more: a new version after a revision). */
  round?: number;
  /** The company's words on a revision it asked for. */
  comment?: string;
  /** What an approved creator earns, in halalas. */
  creatorEarning?: number;
  /** Days left until a delivery is due, and when. */
  daysLeft?: number;
  dueAt?: string;
  /** An admin's compensation decision: a refund of `amount`, or an extension until `dueAt`. */
  decision?: CompensationDecision;
  /** Where a payout went: the bank and the IBAN's last four. */
  bankName?: string;
  ibanLast4?: string;
  /** A product's shipment (issue 28): the carrier (its name when `other`) and the tracking number; a reported problem. */
  carrier?: Carrier;
  /** An acceptance's: how she gets the campaign's product. */
  product?: ProductHandover;
  carrierName?: string;
  trackingNumber?: string;
  problem?: string;
  /** The chat channel whose messages wait unread, how many, and who wrote the last. */
  channelId?: string;
  unreadCount?: number;
  senderName?: string;
}

export interface NotificationView extends NotificationFacts {
  id: string;
  type: NotificationType;
  isRead: boolean;
  createdAt: string;
}

/** `GET /notifications/{role}`: the spec's nesting. */
export interface NotificationPage {
  notifications: { notifications: NotificationView[]; currentPage: number; totalPages: number };
}

/** The placeholders of an event's notification: what its payload says, without the ids of whom it concerns. */
export function notificationFacts<Type extends DomainEventType>(payload: DomainEventPayloads[Type]): NotificationFacts {
  const facts: Record<string, unknown> = { ...payload };
  delete facts.companyId;
  delete facts.creatorId;
  delete facts.licenceId;
  return facts as NotificationFacts;
}

/** How much of a company's revision comment a notice quotes: the notice links to the whole of it. */
export const QUOTED_COMMENT_LENGTH = 200;

/** The revision comment as a notice and its mail quote it: its first 200 characters, then an ellipsis. */
export function quotedComment(comment: string): string {
  const characters = Array.from(comment.trim());
  return characters.length > QUOTED_COMMENT_LENGTH ? `${characters.slice(0, QUOTED_COMMENT_LENGTH).join('').trimEnd()}…` : characters.join('');
}

/** Where each channel may tell a user of an event: in the app, by e-mail. */
export interface NoticeChannels {
  inApp: boolean;
  mail: boolean;
}

/**
 * What each event tells by default (a user's preferences override it per event): every event in the app, and by mail
 * the ones a user must not miss (issue 11: accepted, rejected, licence decided, payment failed; a refund moves money).
 */
export const DEFAULT_NOTICE_CHANNELS: { readonly [Type in NotificationType]: NoticeChannels } = {
  // Mailed as the payment's receipt (issue 27).
  'campaign.published': { inApp: true, mail: true },
  'payment.failed': { inApp: true, mail: true },
  'payment.refunded': { inApp: true, mail: true },
  'application.created': { inApp: true, mail: false },
  'application.accepted': { inApp: true, mail: true },
  'application.rejected': { inApp: true, mail: true },
  'invitation.sent': { inApp: true, mail: true },
  // In the app only, as a new applicant is: the company acts on it when it next looks for a creator.
  'invitation.declined': { inApp: true, mail: false },
  'shipment.address.confirmed': { inApp: true, mail: true },
  'product.shipped': { inApp: true, mail: true },
  'product.received': { inApp: true, mail: true },
  'shipment.problem': { inApp: true, mail: true },
  'product.budget.returned': { inApp: true, mail: true },
  'creator.rated': { inApp: true, mail: true },
  'company.rated': { inApp: true, mail: true },
  'review.hidden': { inApp: true, mail: true },
  'licence.approved': { inApp: true, mail: true },
  'licence.rejected': { inApp: true, mail: true },
  'result.submitted': { inApp: true, mail: true },
  'revision.requested': { inApp: true, mail: true },
  'result.approved': { inApp: true, mail: true },
  'campaign.completed': { inApp: true, mail: true },
  'delivery.reminder': { inApp: true, mail: true },
  'delivery.overdue': { inApp: true, mail: true },
  'compensation.requested': { inApp: true, mail: true },
  'compensation.decided': { inApp: true, mail: true },
  'delivery.cancelled': { inApp: true, mail: true },
  'delivery.extended': { inApp: true, mail: true },
  'payout.paid': { inApp: true, mail: true },
  // By mail only: a deactivated user can no longer open the app.
  'account.deactivated': { inApp: false, mail: true },
  'account.reactivated': { inApp: true, mail: true },
  'chat.warning': { inApp: true, mail: true },
  // By mail only: the chat's unread counts already tell of the messages in the app.
  'chat.unread.reminder': { inApp: false, mail: true },
};

export const NOTIFICATION_TYPES = Object.keys(DEFAULT_NOTICE_CHANNELS) as NotificationType[];

/** What an admin does to the account itself, or warns it of, is always told as by default: no preference turns it off. */
const ACCOUNT_NOTICES = ['account.deactivated', 'account.reactivated', 'chat.warning', 'review.hidden'] as const satisfies readonly NotificationType[];

/** A notice a user may choose the channels of (the account's own are always told). */
export type ChoosableNotificationType = Exclude<NotificationType, (typeof ACCOUNT_NOTICES)[number]>;

const isAccountNotice = (type: NotificationType): type is (typeof ACCOUNT_NOTICES)[number] => (ACCOUNT_NOTICES as readonly NotificationType[]).includes(type);

export const CHOOSABLE_NOTIFICATION_TYPES = NOTIFICATION_TYPES.filter((type): type is ChoosableNotificationType => !isAccountNotice(type));

/** A user's choices: per event, the channels they changed from the default. */
export type NoticePreferences = Partial<Record<ChoosableNotificationType, Partial<NoticeChannels>>>;

/** The channels an event reaches a user by, given their preferences. */
export function noticeChannels(type: NotificationType, preferences: NoticePreferences | undefined): NoticeChannels {
  if (isAccountNotice(type)) return DEFAULT_NOTICE_CHANNELS[type];
  return { ...DEFAULT_NOTICE_CHANNELS[type], ...preferences?.[type] };
}

/** Where a notification takes its reader: the page where they act on it (also the link of its mail). */
export function notificationPath(type: NotificationType, { campaignId = '', channelId }: NotificationFacts): string {
  switch (type) {
    case 'chat.unread.reminder':
      return appPath.chat(channelId);
    case 'account.deactivated':
      return APP_ROUTES.accountDeactivated;
    case 'account.reactivated':
      return APP_ROUTES.signIn;
    case 'chat.warning':
      return appPath.chat(channelId);
    case 'application.created':
      return `${appPath.campaign(campaignId)}#${CANDIDATES_ANCHOR}`;
    case 'application.rejected':
      return appPath.applicationsHistory();
    case 'payment.refunded':
    case 'payout.paid':
      return APP_ROUTES.payment;
    case 'licence.approved':
    case 'invitation.sent':
      return APP_ROUTES.campaigns;
    case 'licence.rejected':
      return appPath.creatorProfile('licence');
    case 'result.submitted':
    case 'campaign.completed':
      return appPath.campaignTab(campaignId, 'results');
    case 'revision.requested':
    case 'result.approved':
    case 'creator.rated':
    case 'delivery.reminder':
    case 'compensation.requested':
    case 'delivery.extended':
      return appPath.campaignTab(campaignId, 'workspace');
    case 'delivery.cancelled':
      return appPath.applicationsHistory();
    case 'delivery.overdue':
    case 'compensation.decided':
    case 'company.rated':
    case 'shipment.address.confirmed':
    case 'product.received':
    case 'shipment.problem':
      return appPath.campaignTab(campaignId, 'results');
    case 'campaign.published':
    case 'payment.failed':
    case 'application.accepted':
    case 'review.hidden':
    case 'product.shipped':
    case 'product.budget.returned':
    case 'invitation.declined':
      return appPath.campaign(campaignId);
  }
}
