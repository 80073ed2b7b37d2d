import { DOMAIN_EVENT_TYPES, type DomainEventType } from '../../shared/domain/events';

/**
 * What happens when a domain event is written (issue 29): for each type of the catalogue (shared/domain/events.ts),
 * one line naming the handlers each dispatcher calls for it, in order. The events dispatcher (dispatcher.ts, handlers
 * in consumers.ts) tells people and tidies up; the documents dispatcher (documents.ts, document-consumers.ts) makes
 * the delivery's documents, in a bundle of its own. An empty list is on purpose: nothing happens for that type there.
 * Handlers are named here, not imported, so the documents' libraries stay out of the events dispatcher's bundle.
 */

export const EVENT_HANDLER_NAMES = ['notices', 'live', 'chat', 'account cleanup', 'budget return'] as const;
export type EventHandlerName = (typeof EVENT_HANDLER_NAMES)[number];

export const DOCUMENT_HANDLER_NAMES = ['licence certificate', 'results archive', 'library archive', 'transactions export', 'invoice'] as const;
export type DocumentHandlerName = (typeof DOCUMENT_HANDLER_NAMES)[number];

export interface EventRoute {
  events: readonly EventHandlerName[];
  documents: readonly DocumentHandlerName[];
}

/** A notice: stored and mailed as the recipient's preferences say, then pushed to their open tabs. */
const TOLD: readonly EventHandlerName[] = ['notices', 'live'];
const NONE = [] as const;

export const EVENT_ROUTES: { readonly [Type in DomainEventType]: EventRoute } = {
  'campaign.published': { events: TOLD, documents: ['invoice'] },
  'payment.failed': { events: TOLD, documents: NONE },
  'payment.refunded': { events: TOLD, documents: NONE },
  'application.created': { events: TOLD, documents: NONE },
  'application.accepted': { events: TOLD, documents: NONE },
  'application.rejected': { events: TOLD, documents: NONE },
  'invitation.sent': { events: TOLD, documents: NONE },
  'invitation.declined': { events: TOLD, documents: NONE },
  'shipment.address.confirmed': { events: TOLD, documents: NONE },
  'product.shipped': { events: TOLD, documents: NONE },
  'product.received': { events: TOLD, documents: NONE },
  'shipment.problem': { events: TOLD, documents: NONE },
  'product.budget.returned': { events: TOLD, documents: NONE },
  'creator.rated': { events: TOLD, documents: NONE },
  'company.rated': { events: TOLD, documents: NONE },
  'review.hidden': { events: TOLD, documents: NONE },
  'licence.approved': { events: TOLD, documents: NONE },
  'licence.rejected': { events: TOLD, documents: NONE },
  'result.submitted': { events: TOLD, documents: NONE },
  'revision.requested': { events: TOLD, documents: NONE },
  'result.approved': { events: TOLD, documents: ['licence certificate'] },
  // Told; and the unused product budget goes back to the company (issue 28), which tells it by an event of its own.
  'campaign.completed': { events: [...TOLD, 'budget return'], documents: ['results archive'] },
  'delivery.reminder': { events: TOLD, documents: NONE },
  'delivery.overdue': { events: TOLD, documents: NONE },
  'compensation.requested': { events: TOLD, documents: NONE },
  'compensation.decided': { events: TOLD, documents: NONE },
  'delivery.cancelled': { events: TOLD, documents: NONE },
  'delivery.extended': { events: TOLD, documents: NONE },
  'payout.paid': { events: TOLD, documents: NONE },
  // An admin's CSV of transactions, streamed from the ledger into S3; its page polls the export, nobody is told.
  'ledger.export.requested': { events: NONE, documents: ['transactions export'] },
  // A company's zip of chosen library files; its page polls the zip, nobody is told.
  'library.archive.requested': { events: NONE, documents: ['library archive'] },
  // The recipient's open tabs get the new unread count.
  'notification.read': { events: ['live'], documents: NONE },
  // The account's notifications and connections go after it.
  'account.deleted': { events: ['account cleanup'], documents: NONE },
  // Told, and every open tab signs out.
  'account.deactivated': { events: TOLD, documents: NONE },
  'account.reactivated': { events: TOLD, documents: NONE },
  'chat.warning': { events: TOLD, documents: NONE },
  // Counts, delivery and read marks on the members' tabs (the message's own push went with the send).
  'message.sent': { events: ['chat'], documents: NONE },
  'channel.read': { events: ['chat'], documents: NONE },
  // Mail only: the chat's own counts tell of the messages in the app.
  'chat.unread.reminder': { events: ['notices'], documents: NONE },
};

/** The events that make a document: the documents dispatcher's stream filter on AWS (lib/constructs/events.ts). */
export const DOCUMENT_EVENT_TYPES: readonly DomainEventType[] = DOMAIN_EVENT_TYPES.filter((type) => EVENT_ROUTES[type].documents.length > 0);
