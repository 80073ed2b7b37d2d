/**
 * The catalogue of domain events (issue 11): what happened, what it carries, and who is told. An event is written in
 * the same DynamoDB transaction as the change it describes (its outbox item, lambdas/data/events.ts); consumers
 * (notifications, mail, the live channel) act on it once it is stored, never inline after a write. Later issues add
 * their events here (result submitted, revision requested, result approved, campaign completed, delivery overdue,
 * payout paid, message sent).
 */

import type { CompensationDecision } from './compensation';
import type { Carrier, ProductHandover } from './shipping';

/** Why a payment was refunded: its campaign was paid already, deleted, or priced differently. */
export const PAYMENT_REFUND_REASONS = ['campaign-not-found', 'campaign-not-unpaid', 'amount-mismatch'] as const;
export type PaymentRefundReason = (typeof PAYMENT_REFUND_REASONS)[number];

interface CampaignFacts {
  campaignId: string;
  campaignTitle: string;
  companyId: string;
}

/** Each event's payload: the ids of whom it concerns and the placeholders its messages need. */
export interface DomainEventPayloads {
  /**
   * The upfront payment went through and published the campaign: the company is told, and mailed its receipt with
   * what it paid (`amount`, halalas, VAT included) and the VAT in it (issue 27); absent on events stored before.
   */
  'campaign.published': CampaignFacts & { amount?: number; vat?: number };
  'payment.failed': CampaignFacts;
  /** A payment that could not publish its campaign, given back in full (halalas); `reason` says why. */
  'payment.refunded': CampaignFacts & { amount: number; reason: PaymentRefundReason };
  'application.created': CampaignFacts & { creatorId: string; creatorName: string };
  /** `product`: how she gets the campaign's product (issue 28), when it needs one: her next step is about it. */
  'application.accepted': CampaignFacts & { companyName: string; creatorId: string; product?: ProductHandover };
  'application.rejected': CampaignFacts & { companyName: string; creatorId: string };
  /**
   * The company rated the creator's work (issue 28): she is asked to rate it back before `dueAt`, when both ratings
   * show whatever she does.
   */
  'creator.rated': CampaignFacts & { companyName: string; creatorId: string; dueAt: string };
  /** The creator rated the company: it is asked to rate her back before `dueAt`. */
  'company.rated': CampaignFacts & { creatorName: string; creatorId: string; dueAt: string };
  /** An admin hid the author's review for breaking the terms (issue 28): the author is told why. */
  'review.hidden': { userId: string; campaignId: string; campaignTitle: string; reason: string };
  /** Issue 28, product shipping: the creator confirmed where to ship the product (the company is told to ship it). */
  'shipment.address.confirmed': CampaignFacts & { creatorId: string; creatorName: string };
  /** The company shipped the product: the creator is told the carrier and the tracking number. */
  'product.shipped': CampaignFacts & { companyName: string; creatorId: string; carrier: Carrier; carrierName?: string; trackingNumber: string };
  /**
   * The creator received the product (or uploaded the receipt of her purchase, `amount` halalas): her delivery window
   * started, to end at `dueAt` (absent when her set was submitted already); the company is told.
   */
  'product.received': CampaignFacts & { creatorId: string; creatorName: string; product: ProductHandover; dueAt?: string; amount?: number };
  /**
   * The completed campaign's unused product budget (`amount` halalas: each approved creator's limit less what her
   * purchase cost) was refunded to the company's card.
   */
  'product.budget.returned': CampaignFacts & { amount: number };
  /** The creator reported a problem with the product: the company is told, and the admins see it in their list. */
  'shipment.problem': CampaignFacts & { creatorId: string; creatorName: string; problem: string };
  /** The company invited one of its favourite creators to its open campaign (issue 28): she may apply from the invitation. */
  'invitation.sent': CampaignFacts & { companyName: string; creatorId: string };
  /** The invited creator declined: the company may invite another favourite to the free place. */
  'invitation.declined': CampaignFacts & { creatorId: string; creatorName: string };
  'licence.approved': { creatorId: string; licenceId: string; expiresOn: string };
  'licence.rejected': { creatorId: string; licenceId: string; reason: string };
  /** A creator submitted a whole set of results (round 1, or a new version after a revision): the company reviews it. */
  'result.submitted': CampaignFacts & { creatorId: string; creatorName: string; round: number };
  /** The company sent the set back with what to change: the creator sees Recreate. */
  'revision.requested': CampaignFacts & { companyName: string; creatorId: string; comment: string };
  /** The company approved the set: the creator's work ends, and the money issue pays them `creatorEarning` (halalas). */
  'result.approved': CampaignFacts & { companyName: string; creatorId: string; creatorEarning: number };
  /** Every accepted creator's results are approved: the company is told to download them. */
  'campaign.completed': CampaignFacts;
  /** The daily deadline run: the creator has `daysLeft` days (3, then 1) to submit before `dueAt`. */
  'delivery.reminder': CampaignFacts & { creatorId: string; daysLeft: number; dueAt: string };
  /** The delivery window ended with nothing submitted: the company may request compensation. */
  'delivery.overdue': CampaignFacts & { creatorId: string; creatorName: string; dueAt: string };
  /** The company asked the admins to compensate an overdue delivery: the creator is told. */
  'compensation.requested': CampaignFacts & { companyName: string; creatorId: string; reason: string };
  /**
   * An admin decided the company's request: `refund` gave back `amount` (halalas) and ended the creator's delivery;
   * `extend` gave the creator until `dueAt`.
   */
  'compensation.decided': CampaignFacts & { creatorName: string; decision: CompensationDecision; amount?: number; dueAt?: string };
  /** The creator's overdue delivery was refunded to the company: their work on the campaign ends, unpaid. */
  'delivery.cancelled': CampaignFacts & { companyName: string; creatorId: string };
  /** An admin gave the creator more time for an overdue delivery: it is now due at `dueAt`. */
  'delivery.extended': CampaignFacts & { companyName: string; creatorId: string; dueAt: string };
  /** An admin transferred the creator's payout (halalas) to their default account, named by bank and last four. */
  'payout.paid': CampaignFacts & { creatorId: string; amount: number; bankName: string; ibanLast4: string; reference?: string; transferredOn?: string };
  /** An admin asked for a CSV of transactions (one type, a status or a search): the documents function makes it. */
  'ledger.export.requested': { userId: string; exportId: string };
  /** A company asked for a zip of files of its content library (issue 28): the documents function makes it. */
  'library.archive.requested': { userId: string; archiveId: string };
  /** The user read one of their notifications: their other tabs are told the new unread count. */
  'notification.read': { userId: string; notificationId: string };
  /** The user deleted their account: what was kept only for them (notifications, live connections) goes too. */
  'account.deleted': { userId: string };
  /** An admin deactivated the account: the user's open tabs are signed out, and they are mailed how to reach support. */
  'account.deactivated': { userId: string };
  /** An admin activated the account again: the user is told they can sign in. */
  'account.reactivated': { userId: string };
  /** An admin warned the sender of a flagged chat message (issue 27): deals are made on the platform. */
  'chat.warning': { userId: string; channelId: string; campaignId: string; campaignTitle: string };
  /**
   * A chat message was stored (issue 14): `recipientIds` are the channel's other members, whose unread counts rose in
   * the same transaction; `preview` is the start of its text.
   */
  'message.sent': {
    channelId: string;
    campaignId: string;
    campaignTitle: string;
    messageId: string;
    createdAt: string;
    senderId: string;
    senderName: string;
    preview: string;
    recipientIds: string[];
  };
  /** The user read a channel up to `lastReadAt`: the other members see the read mark, the user's other tabs the counts. */
  'channel.read': { channelId: string; userId: string; lastReadAt: string };
  /** A channel's messages stayed unread 10 minutes: the user is mailed once (at most one an hour per channel). */
  'chat.unread.reminder': { channelId: string; campaignId: string; campaignTitle: string; userId: string; unreadCount: number; senderName: string };
}

export type DomainEventType = keyof DomainEventPayloads;

export interface DomainEvent<Type extends DomainEventType = DomainEventType> {
  /** Unique; consumers are idempotent on it (a redelivered event never makes a second notification or mail). */
  id: string;
  type: Type;
  occurredAt: string;
  payload: DomainEventPayloads[Type];
}

/** Any event of the catalogue, narrowed by its `type`. */
export type AnyDomainEvent = { [Type in DomainEventType]: DomainEvent<Type> }[DomainEventType];

/**
 * The campaign's company, the creator concerned, the user who acted (their own other tabs), or a chat channel's other
 * members (`recipientIds`).
 */
type Audience = 'company' | 'creator' | 'self' | 'members';

/** Who each event is told to. */
export const EVENT_AUDIENCE: { readonly [Type in DomainEventType]: Audience } = {
  'campaign.published': 'company',
  'payment.failed': 'company',
  'payment.refunded': 'company',
  'application.created': 'company',
  'application.accepted': 'creator',
  'application.rejected': 'creator',
  'invitation.sent': 'creator',
  'invitation.declined': 'company',
  'shipment.address.confirmed': 'company',
  'product.shipped': 'creator',
  'product.received': 'company',
  'shipment.problem': 'company',
  'product.budget.returned': 'company',
  'creator.rated': 'creator',
  'company.rated': 'company',
  'review.hidden': 'self',
  'licence.approved': 'creator',
  'licence.rejected': 'creator',
  'result.submitted': 'company',
  'revision.requested': 'creator',
  'result.approved': 'creator',
  'campaign.completed': 'company',
  'delivery.reminder': 'creator',
  'delivery.overdue': 'company',
  'compensation.requested': 'creator',
  'compensation.decided': 'company',
  'delivery.cancelled': 'creator',
  'delivery.extended': 'creator',
  'payout.paid': 'creator',
  'ledger.export.requested': 'self',
  'library.archive.requested': 'self',
  'notification.read': 'self',
  'account.deleted': 'self',
  'account.deactivated': 'self',
  'account.reactivated': 'self',
  'chat.warning': 'self',
  'message.sent': 'members',
  'channel.read': 'self',
  'chat.unread.reminder': 'self',
};

/**
 * Events that only refresh what a user sees: of several of them for one user in one batch of the stream, only the
 * last is handed on (a "mark all read" of 500 notifications pushes one count, not 500).
 */
export const COALESCED_EVENTS: readonly DomainEventType[] = ['notification.read'];

export const DOMAIN_EVENT_TYPES = Object.keys(EVENT_AUDIENCE) as DomainEventType[];

/**
 * The user an event is about: whom it is told to, or for a chat message its sender (each user's events are handled
 * in order, and a sender's messages keep theirs).
 */
export function recipientOf(event: AnyDomainEvent): string {
  switch (EVENT_AUDIENCE[event.type]) {
    case 'creator':
      return (event.payload as { creatorId: string }).creatorId;
    case 'self':
      return (event.payload as { userId: string }).userId;
    case 'company':
      return (event.payload as { companyId: string }).companyId;
    case 'members':
      return (event.payload as { senderId: string }).senderId;
  }
}

/** Everyone an event is told to: the chat channel's other members for a message, else its one recipient. */
export function recipientsOf(event: AnyDomainEvent): string[] {
  return event.type === 'message.sent' ? event.payload.recipientIds : [recipientOf(event)];
}
