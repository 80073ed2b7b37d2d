import type { NamedPage } from './page';

/**
 * The money ledger (issue 13): append-only entries in integer halalas. A payment moves money from a company to the
 * platform, a payout from the platform to a creator (owed once their content is approved, completed when an admin
 * marks it paid), a refund back to a company. Every figure the admin sees is derived from these entries.
 */

export const TRANSACTION_TYPES = ['payment', 'payout', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * What a payout pays a creator for: her work (the default, absent on the entry), or the product she bought for the
 * campaign and is reimbursed for (issue 28: a ledger entry of its own, owed with her payout).
 */
export const PAYOUT_PURPOSES = ['work', 'reimbursement'] as const;
export type PayoutPurpose = (typeof PAYOUT_PURPOSES)[number];

/** Spec §4 transaction status. */
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Covering records per page of `GET /admin/creator-cards`. */
export const COVERING_PAGE_SIZE = 10;

/** Where a payout was sent: the creator's default account when it was marked paid, as the admin saw it. */
export interface PaidTo {
  bankName: string;
  /** The IBAN's last four characters. */
  ibanLast4: string;
  /** The bank transfer's reference, as the admin's bank gave it (payouts marked paid before issue 26 have none). */
  reference?: string;
  /** The day the transfer was made (`YYYY-MM-DD`, Riyadh). */
  transferredOn?: string;
}

/** The longest bank transfer reference an admin may record. */
export const TRANSFER_REFERENCE_MAX_LENGTH = 64;

/** `PUT /admin/mark-paid/{id}`'s body: the transfer the admin made. */
export interface PayoutTransfer {
  reference: string;
  transferredOn: string;
}

/**
 * `GET /admin/payouts/{id}/bank-account`: where to send a payout, whole, for the admin making the transfer. Each
 * answer is written to the audit log first; no list and no other role ever receives it.
 */
export interface PayoutBankAccountView {
  payoutId: string;
  /** Halalas. */
  amount: number;
  creatorName: string;
  holderName: string;
  bankName: string;
  iban: string;
  swiftCode: string;
  accountNumber?: string;
}

/** One creator of a covering record (spec §3: creators with progressId). */
export interface CoveredCreator {
  creatorId: string;
  fullName: string;
  /** The creator's delivery in the campaign (`GET /campaigns/{campaignId}/creators/{progressId}/progress`). */
  progressId: string;
  /** Halalas: what the creator earns for the campaign. */
  amount: number;
  /** Their default bank account, masked; absent while they have none (the payout cannot be marked paid then). */
  bankAccount?: PaidTo & { holderName: string };
}

/** Spec §3 covering record: a creator's payout to be covered by an admin's bank transfer. */
export interface CoveringRecordView {
  id: string;
  /** Issue 28: set on a product's reimbursement. */
  purpose?: PayoutPurpose;
  campaignId: string;
  campaignTitle: string;
  creators: CoveredCreator[];
  /** Halalas. */
  amount: number;
  /** Spec §4: marking a covering record paid sets `payed`. */
  payed: boolean;
  createdAt: string;
  paidAt?: string;
  paidTo?: PaidTo;
}

/** `GET /admin/creator-cards?page`: `{data, totalEntries, totalPages}` (spec §7). */
export type CoveringPage = NamedPage<'data', CoveringRecordView>;

/** Rows per page of `GET /transactions` (spec §9 names no size: the notifications' ten). */
export const TRANSACTIONS_PAGE_SIZE = 10;
/** Months the admin's chart shows, this one included. */
export const CHART_MONTHS = 12;

/**
 * Why the platform refunded a company, beyond a payment that could not publish its campaign (events.ts): an admin's
 * compensation for an overdue delivery (issue 13), a completed campaign's unused product budget (issue 28).
 */
export const PRODUCT_BUDGET_REFUND = 'product-budget';
export const DECIDED_REFUND_REASONS = ['compensation', PRODUCT_BUDGET_REFUND] as const;

/** A row of the admin's transactions: what moved, between whom, for which campaign (names as they were then). */
export interface TransactionView {
  id: string;
  type: TransactionType;
  /** A payout's: set on a product's reimbursement (issue 28). */
  purpose?: PayoutPurpose;
  status: TransactionStatus;
  /** Halalas. */
  amount: number;
  campaignId: string;
  campaignTitle: string;
  companyId?: string;
  companyName?: string;
  creatorId?: string;
  creatorName?: string;
  createdAt: string;
  completedAt?: string;
  /** A payment's tax invoice. */
  invoiceNumber?: number;
  /** Why a payment failed, or why a refund was made. */
  reason?: string;
  /** A paid payout's bank (masked) and transfer. */
  paidTo?: PaidTo;
}

/**
 * Spec §7 `GET /transactions`: a page of one type (payout by default), newest first. A search's `totalEntries` counts
 * what it has found so far: one more page is announced while there may be more.
 */
export type TransactionPage = NamedPage<'data', TransactionView>;

/** The ledger's running sums, halalas (counts where said). */
export interface LedgerTotals {
  /** Completed payments. */
  paidIn: number;
  /** Completed refunds. */
  refunded: number;
  /** Payouts marked paid. */
  paidOut: number;
  /** Payouts owed (pending). */
  owed: number;
  /** The VAT in what was paid in and kept (payments less refunds). */
  vatCollected: number;
  /** A count. */
  failedPayments: number;
}

/** One month of the chart: what came in and went out. */
export interface LedgerMonth {
  /** `YYYY-MM`, in the product's time zone. */
  month: string;
  paidIn: number;
  paidOut: number;
  refunded: number;
}

/** `GET /transactions/summary`: the totals and the last months, oldest first. */
export interface LedgerSummary {
  totals: LedgerTotals;
  months: LedgerMonth[];
}

/** `GET /admin/overview`: what waits for an admin, each a count from its queue's counter. */
export interface AdminOverview {
  pendingLicences: number;
  payoutsToCover: number;
  compensationRequests: number;
  failedPayments: number;
}

/** An export is kept this long, then its record and its file go (the file by the bucket's lifecycle on `exports/`). */
export const EXPORT_RETENTION_DAYS = 7;

/** A CSV export of the admin's transactions: made after the request, by the documents function. */
export type TransactionsExportView = { id: string; status: 'preparing' } | { id: string; status: 'ready'; url: string; rows: number };
