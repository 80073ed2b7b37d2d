import type { ApplicationStatus, DealParties } from './campaign';
import type { NamedPage } from './page';
import type { CompensationStatus } from './results';

/**
 * Compensation decisions (issue 13): a company's request for an overdue delivery (issue 12) waits for an admin, who
 * either refunds the company the creator's share through the payment provider (the delivery is cancelled, the creator
 * is not paid) or gives the creator more days. Both sides are told either way.
 */

export const COMPENSATION_DECISIONS = ['refund', 'extend'] as const;
export type CompensationDecision = (typeof COMPENSATION_DECISIONS)[number];

/** An extension gives the creator this many days from the decision: at least one, at most a whole new window. */
export const MIN_EXTENSION_DAYS = 1;
export const MAX_EXTENSION_DAYS = 15;
/** What the admin's form proposes. */
export const DEFAULT_EXTENSION_DAYS = 7;

/** Open requests per page of `GET /admin/compensations`. */
export const COMPENSATIONS_PAGE_SIZE = 10;

/** What the delivery looked like when the company asked (the deadline, the rounds submitted, the overdue mark). */
export interface CompensationFacts {
  dueAt: string;
  /** Rounds submitted before the request (0: nothing was ever submitted). */
  round: number;
  submittedAt?: string;
  overdueAt?: string;
}

/** A request as the admin decides on it: the facts then, the delivery now, and what a refund would give back. */
export interface CompensationRequestView extends DealParties {
  status: CompensationStatus;
  reason: string;
  requestedAt: string;
  facts: CompensationFacts;
  /** The delivery's status now: the creator may have delivered since the request. */
  deliveryStatus: ApplicationStatus;
  /** Halalas: the creator's share of the payment (her work and her product budget), VAT included — what a refund gives back. */
  refundAmount: number;
  decidedAt?: string;
  extendedDueAt?: string;
  /**
   * The company's one-to-one chat with the creator (issue 14), which the admin may read while deciding; absent for an
   * application accepted before channels were kept on it.
   */
  channelId?: string;
}

/** `GET /admin/compensations?page`: the open requests, oldest first. */
export type CompensationPage = NamedPage<'data', CompensationRequestView>;

/** The new due date of an extension decided at `decidedAt`. */
export function extendedDueAt(decidedAt: string, days: number): string {
  return new Date(Date.parse(decidedAt) + days * 24 * 60 * 60 * 1000).toISOString();
}
