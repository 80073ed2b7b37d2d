import { CARD_BRANDS, type CardBrand } from '../../shared/domain/payment';
import type { CheckoutStatus, TokenizedCard } from './payment-provider';
import { isOneOf, isProviderId, isRecord } from './payment-provider';

export { basicAuthorization, keyMode, MOYASAR_API_ORIGIN, MOYASAR_API_URL, MOYASAR_TOKENS_URL } from './moyasar-endpoints';

/**
 * Moyasar's objects as its public documentation shows them, read defensively: a field of another shape makes the whole
 * object unreadable (undefined) rather than half-read. No Moyasar account was used to write this: the shapes come from
 * the documentation and from the fixtures of Moyasar's own SDKs, quoted where used. Where they say nothing, the
 * choice made is the safe one and says so.
 *
 * Sources (read 2026):
 * - [API] https://docs.moyasar.com/api/ (authentication, errors, metadata), and the per-endpoint pages
 *   api/invoices/01-create-invoice, api/invoices/06-cancel-invoice, fetch-invoice, list-invoices, fetch-payment,
 *   update-payment, fetch-token.
 * - [TOKENS] https://docs.moyasar.com/guides/tokenization/create-token, …/tokenization/overview, …/tokenized-cards.
 * - [WEBHOOKS] https://docs.moyasar.com/api/other/webhooks/webhook-reference, …/guides/dashboard/setting-up-webhooks.
 * - [SDK] github.com/moyasar/moyasar-php tests/raw-responses (invoice.json, payment.json, payment_applepay.json),
 *   github.com/moyasar/moyasar-ruby and moyasar-python (the cancel and refund calls).
 */

// Invoices: the hosted payment page.

/**
 * [API] Invoice "status InvoiceStatus (string) Possible values: [initiated, paid, failed, refunded, canceled, on_hold,
 * expired, voided]", "url … the checkout page that the merchant must present to the payer to pay the invoice".
 */
const INVOICE_STATUSES = ['initiated', 'paid', 'failed', 'refunded', 'canceled', 'on_hold', 'expired', 'voided'] as const;
type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * How an invoice's status reads as a checkout's. `initiated` is the only one the payer can still pay: a declined
 * attempt leaves the invoice `initiated` (its page offers another try). The documentation does not describe
 * `on_hold`; it is read as a payment under way (processing), which the domain never replaces by a second checkout.
 * A `refunded`, `voided`, `expired` or `canceled` invoice can take no payment any more.
 */
const CHECKOUT_STATUS: Record<InvoiceStatus, CheckoutStatus> = {
  initiated: 'open',
  on_hold: 'processing',
  paid: 'succeeded',
  failed: 'failed',
  refunded: 'cancelled',
  voided: 'cancelled',
  expired: 'cancelled',
  canceled: 'cancelled',
};

export interface MoyasarInvoice {
  id: string;
  status: CheckoutStatus;
  url: string;
  /** Metadata is "key/value"; only string values are kept. */
  metadata: Record<string, string>;
  /** [API] "payments object[] — Payment attempts made against this invoice" (ids only; each is read again). */
  paymentIds: string[];
}

const isHttpsUrl = (value: unknown): value is string => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);

export function readInvoice(body: unknown): MoyasarInvoice | undefined {
  if (!isRecord(body) || !isProviderId(body.id) || !isOneOf(INVOICE_STATUSES, body.status) || !isHttpsUrl(body.url)) return undefined;
  const payments = Array.isArray(body.payments) ? body.payments : [];
  const paymentIds = payments.flatMap((payment) => (isRecord(payment) && isProviderId(payment.id) ? [payment.id] : []));
  // The list endpoint's shape names the paying attempt as `payment_id` instead ([API] list-invoices).
  if (isProviderId(body.payment_id) && !paymentIds.includes(body.payment_id)) paymentIds.push(body.payment_id);
  return { id: body.id, status: CHECKOUT_STATUS[body.status], url: body.url, metadata: stringMetadata(body.metadata), paymentIds };
}

function stringMetadata(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The metadata key the campaign's id travels under: [API] Metadata "is a key/value object that can be attached to
 * Payments, Invoices, and Tokens … up to 30 keys, with key names up to 40 characters long and values up to 500".
 */
export const CAMPAIGN_METADATA_KEY = 'campaign_id';

// Payments.

/**
 * [API] Payment "status … Possible values: [initiated, paid, authorized, failed, refunded, captured, voided, verified]".
 * Amounts are integers in halalas; `refunded` is the amount refunded so far ([SDK] payment.json: "refunded": 0).
 */
const PAYMENT_STATUSES = ['initiated', 'paid', 'authorized', 'failed', 'refunded', 'captured', 'voided', 'verified'] as const;
export type MoyasarPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface MoyasarPayment {
  id: string;
  status: MoyasarPaymentStatus;
  amount: number;
  /** ISO 4217; this account charges SAR, and an event in another currency is not acted on (moyasar-webhook.ts). */
  currency: string;
  /** Halalas given back so far. */
  refunded: number;
  invoiceId?: string;
  metadata: Record<string, string>;
  /** Absent for a payment with no card behind it (STC Pay: [SDK] payment_stcpay.json has a mobile number instead). */
  card?: { brand: CardBrand; last4: string };
}

const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function readPayment(body: unknown): MoyasarPayment | undefined {
  if (!isRecord(body) || !isProviderId(body.id) || !isOneOf(PAYMENT_STATUSES, body.status)) return undefined;
  if (!isAmount(body.amount) || body.amount === 0 || typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) return undefined;
  const refunded = body.refunded ?? 0;
  if (!isAmount(refunded)) return undefined;
  const card = cardOfSource(body.source);
  return {
    id: body.id,
    status: body.status,
    amount: body.amount,
    currency: body.currency,
    refunded,
    ...(isProviderId(body.invoice_id) ? { invoiceId: body.invoice_id } : {}),
    metadata: stringMetadata(body.metadata),
    ...(card ? { card } : {}),
  };
}

/**
 * Card schemes as Moyasar names them: a payment's `source.company` is "visa", "mada"… ([SDK] payment.json,
 * payment_applepay.json), a token's `brand` "visa" ([TOKENS]). Mastercard is not shown in either; both "master" and
 * "mastercard" are read as it. Any other scheme (amex, unionpay) is one the marketplace does not take.
 */
export function cardBrand(value: unknown): CardBrand | undefined {
  if (value === 'master') return 'mastercard';
  return isOneOf(CARD_BRANDS, value) ? value : undefined;
}

/**
 * A card payment's source: [SDK] payment.json `"source": {"type": "creditcard", "company": "visa", "number":
 * "XXXX-XXXX-XXXX-1111"}`; an Apple Pay source has the same two fields ("type": "applepay", "company": "mada").
 */
function cardOfSource(source: unknown): MoyasarPayment['card'] {
  if (!isRecord(source) || typeof source.number !== 'string') return undefined;
  const brand = cardBrand(source.company);
  const last4 = /(\d{4})$/.exec(source.number)?.[1];
  return brand && last4 ? { brand, last4 } : undefined;
}

// Tokens: saved cards.

/**
 * [TOKENS] Fetch token: `{"id": "token_…", "status": "active", "brand": "visa", "funding": "credit", "country": "SA",
 * "month": "12", "year": "2030", "name": "John Doe", "last_four": "1111", …}`. "Token statuses: initiated — Token
 * created, cardholder has not yet completed verification; active — Verification complete, token is ready for recurring
 * payments; inactive — Verification failed, or the payment method has expired; expired". Only an active token is a
 * card: "Only active tokens can be used for payments. If the token is initiated or inactive, the payment will be
 * rejected."
 */
export const TOKEN_ID = /^token_[A-Za-z0-9]{1,100}$/;

export function readActiveToken(body: unknown): TokenizedCard | undefined {
  if (!isRecord(body) || body.status !== 'active') return undefined;
  const brand = cardBrand(body.brand);
  const month = Number(body.month);
  // "year": "2030" in the answers; the request accepts two digits ("year": 30), so two are read as 20xx.
  const year = Number(body.year) < 100 ? 2000 + Number(body.year) : Number(body.year);
  if (!brand || typeof body.last_four !== 'string' || !/^\d{4}$/.test(body.last_four) || typeof body.name !== 'string') return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2100) return undefined;
  return { brand, last4: body.last_four, holderName: body.name, expiryMonth: month, expiryYear: year };
}

/** [API] Errors: `{"type": "invalid_request_error", "message": "…", "errors": {…}}`: the message, for the log. */
export function errorMessage(body: unknown, status: number): string {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message.slice(0, 200) : '';
  return message || `HTTP ${status}`;
}
