import { PRODUCT_TIME_ZONE } from './calendar';
import { CURRENCY, VAT_RATE_PERCENT } from './constants';
import type { NamedPage } from './page';
import { vatIncluded } from './pricing';
import type { ZatcaFields } from './zatca';

/**
 * Tax invoices (issue 13): every payment that publishes a campaign gets one, numbered in one sequence without gaps
 * (the number is taken in the payment's own transaction, lambdas/data/invoices.ts), in SAR with Latin digits, in
 * English and Arabic, with the ZATCA phase 1 QR code (zatca.ts). Amounts are integer halalas; the price a company
 * pays includes 15% VAT, so an invoice's figures are taken out of the amount paid.
 */

export const INVOICE_NUMBER_PREFIX = 'INV-';
/** `INV-000123`: numbers are padded to six digits, and simply grow past 999999. */
export const INVOICE_NUMBER_DIGITS = 6;
/** Invoices per page of `GET /invoices`. */
export const INVOICE_PAGE_SIZE = 10;

export interface InvoiceFigures {
  /** Without VAT. */
  net: number;
  vat: number;
  /** What was paid: net + vat, exactly. */
  total: number;
  vatRatePercent: number;
}

/**
 * The figures of a VAT-inclusive amount (halalas). The net is the amount divided by 1.15, rounded half up to the
 * halala, and the VAT is the rest, so net + VAT is always the amount paid — the same split the checkout shows
 * (`vatIncluded`, pricing.ts). The VAT then differs from 15% of the net by less than 0.6 of a halala (700.00 is
 * 608.70 + 91.30, where 15% of 608.70 is 91.305): a total that adds up is what the company paid and booked.
 */
export function invoiceFigures(totalHalalas: number): InvoiceFigures {
  if (!Number.isInteger(totalHalalas) || totalHalalas < 0) throw new RangeError(`An invoice's amount is whole halalas, got ${totalHalalas}`);
  return { ...vatIncluded(totalHalalas), total: totalHalalas, vatRatePercent: VAT_RATE_PERCENT };
}

/** `INV-000123`. */
export function formatInvoiceNumber(number: number): string {
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`Invoice numbers start at 1, got ${number}`);
  return `${INVOICE_NUMBER_PREFIX}${String(number).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** An invoice number as a path names it: `INV-000123` or `123`; undefined for anything else. */
export function parseInvoiceNumber(raw: string): number | undefined {
  const match = /^(?:INV-)?(\d{1,9})$/.exec(raw);
  if (!match?.[1]) return undefined;
  const number = Number(match[1]);
  return number >= 1 ? number : undefined;
}

const HALALAS_PER_RIYAL = 100;

function riyals(halalas: number, grouped: boolean): string {
  if (!Number.isInteger(halalas)) throw new RangeError(`Amounts are whole halalas, got ${halalas}`);
  const sign = halalas < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(halalas) / HALALAS_PER_RIYAL));
  const cents = String(Math.abs(halalas) % HALALAS_PER_RIYAL).padStart(2, '0');
  return `${sign}${grouped ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole}.${cents}`;
}

/** An amount in riyals with Latin digits in both languages (spec §9), grouped: `1,234.50`. */
export function sarAmount(halalas: number): string {
  return riyals(halalas, true);
}

/** `SAR 1,234.50`. */
export function formatSar(halalas: number): string {
  return `${CURRENCY} ${sarAmount(halalas)}`;
}

/** An amount as the QR code carries it: riyals, two decimals, no grouping (`1234.50`). */
export function zatcaAmount(halalas: number): string {
  return riyals(halalas, false);
}

/** The moment of issue as the QR code carries it: ISO-8601 in UTC, to the second (`2026-03-15T10:20:30Z`). */
export function zatcaTimestamp(issuedAt: string): string {
  return new Date(issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The day and time of issue as printed: in Saudi Arabia, 24-hour clock, Latin digits. */
export function invoiceMoment(issuedAt: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PRODUCT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(issuedAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The marketplace as the seller: from the configuration (SELLER_NAME, SELLER_VAT_NUMBER, SELLER_ADDRESS). */
export interface InvoiceSeller {
  name: string;
  /** 15 digits, the first and the last a 3. */
  vatNumber: string;
  address?: string;
}

/** The paying company, as its profile stood when it paid. */
export interface InvoiceBuyer {
  name: string;
  /** Absent when the company had saved none. */
  vatNumber?: string;
  address?: string;
}

/** An issued invoice: what the PDF prints and the QR code carries. Figures in halalas. */
export interface Invoice extends InvoiceFigures {
  number: number;
  /** The payment's moment (ISO-8601 UTC): the supply's date and the invoice's. */
  issuedAt: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  companyId: string;
  campaignId: string;
  campaignTitle: string;
  /** The payment transaction (`TXN#<id>`) the invoice is for. */
  paymentTransactionId: string;
  currency: typeof CURRENCY;
}

/** What the QR code of an invoice says. */
export function invoiceQrFields({ seller, issuedAt, total, vat }: Pick<Invoice, 'seller' | 'issuedAt' | 'total' | 'vat'>): ZatcaFields {
  return { sellerName: seller.name, vatNumber: seller.vatNumber, timestamp: zatcaTimestamp(issuedAt), total: zatcaAmount(total), vat: zatcaAmount(vat) };
}

/** An invoice in a list: the company's own (Payment page), or every one for an admin. */
export interface InvoiceView {
  number: number;
  /** `INV-000123`. */
  invoiceNumber: string;
  issuedAt: string;
  campaignId: string;
  campaignTitle: string;
  buyerName: string;
  net: number;
  vat: number;
  total: number;
  currency: typeof CURRENCY;
}

export function invoiceView(invoice: Invoice): InvoiceView {
  const { number, issuedAt, campaignId, campaignTitle, buyer, net, vat, total, currency } = invoice;
  return { number, invoiceNumber: formatInvoiceNumber(number), issuedAt, campaignId, campaignTitle, buyerName: buyer.name, net, vat, total, currency };
}

/** `GET /invoices?page=`: newest first. */
export type InvoiceList = NamedPage<'invoices', InvoiceView>;

/** `GET /invoices/{number}`: a short-lived download URL once the PDF is made, `preparing` until then. */
export type InvoiceDocumentView = { status: 'ready'; url: string } | { status: 'preparing' };
