import type { CardBrand, PAYMENT_CURRENCY, PaymentEvent } from '../../shared/domain/payment';
import { HttpError } from '../core/errors';
import { errorDetails, logError } from '../core/log';

/**
 * The payment provider's interface and what its implementations share (lambdas/adapters/payments.ts chooses one):
 * a hosted checkout page, card tokens, refunds and webhooks. Card numbers never pass through this code.
 */

export interface CheckoutRequest {
  /** Halalas, VAT included. */
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  /** Comes back in the webhook's event: the campaign's id. */
  reference: string;
  description: string;
  successUrl: string;
  failureUrl: string;
}

export interface Checkout {
  checkoutId: string;
  /** The provider's page the payer is sent to. */
  url: string;
}

/** What the provider tells about a tokenized card. */
export interface TokenizedCard {
  brand: CardBrand;
  last4: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Where a checkout stands at the provider: only an `open` one can still take a payment. */
export type CheckoutStatus = 'open' | 'processing' | 'succeeded' | 'failed' | 'cancelled';

export interface CheckoutState {
  status: CheckoutStatus;
  url: string;
}

export interface RefundRequest {
  /** The checkout whose payment is given back. */
  checkoutId: string;
  /** Halalas: the whole payment, or a part of it (a compensation gives back one creator's share). */
  amount: number;
  /**
   * A retried call (a redelivered webhook, an admin's second click) must never refund twice: the sandbox makes one
   * refund per key; a provider without idempotency keys (Moyasar) reads what was refunded already instead
   * (lambdas/adapters/moyasar.ts), which is why the caller says how much had been given back before this refund.
   */
  idempotencyKey: string;
  /** Halalas of this payment refunded before this refund (0 when none): the refund is made once the payment shows more. */
  refundedBefore?: number;
}

/** The provider's refund, or its refusal (the payment is unknown to it, or cannot be refunded). */
export type RefundResult = { refundId: string } | { refused: string };

/** A webhook whose signature is good: an event this code acts on, or one it only acknowledges. */
export type VerifiedWebhook = { event: PaymentEvent } | { ignored: { id: string; type: string } };

export interface PaymentProvider {
  /** Prefixes the idempotency keys of its events, so two providers' event ids never collide. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Undefined when the provider does not know the checkout. */
  getCheckout(checkoutId: string): Promise<CheckoutState | undefined>;
  /** Closes an open checkout so it can no longer be paid; false when it was not open any more. */
  cancelCheckout(checkoutId: string): Promise<boolean>;
  /** Gives a checkout's payment back, at most once however often it is called for the same payment. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Undefined when the provider does not know the token (or it cannot be charged). */
  cardFromToken(token: string): Promise<TokenizedCard | undefined>;
  /** Throws 400 INVALID_WEBHOOK_SIGNATURE unless the body is signed by the provider, recently. */
  verifyWebhook(rawBody: string | undefined, headers: Record<string, string | undefined>): VerifiedWebhook;
  /**
   * For a provider whose webhook proves only that its sender knows a shared secret (Moyasar): verifies it as
   * verifyWebhook does, then reads the payment back from the provider's API with the secret key and answers the event
   * as the API states it. When a provider has it, the webhook should be read with it instead of verifyWebhook.
   */
  confirmWebhook?(rawBody: string | undefined, headers: Record<string, string | undefined>): Promise<VerifiedWebhook>;
}

export const providerUnavailable = () => new HttpError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T => options.includes(value as T);

/**
 * A provider's id of an event or a checkout, or our reference: short, printable, never anything a key or a record
 * could not hold (an event id becomes part of the idempotency key).
 */
const PROVIDER_ID = /^[\w.:-]{1,200}$/;
export const isProviderId = (value: unknown): value is string => typeof value === 'string' && PROVIDER_ID.test(value);
/** What of an ignored event's id and type the log keeps. */
export const LOGGED_LENGTH = 100;

/** An event acknowledged but not acted on, its id and type cut for the log. */
export function ignoredEvent(id: unknown, type: unknown): VerifiedWebhook {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, LOGGED_LENGTH) : '');
  return { ignored: { id: text(id), type: text(type) } };
}

/** A provider's answer: its status and its JSON body (undefined when empty or not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to a provider's server API, with a timeout: a network failure is logged and answers 503
 * PAYMENT_PROVIDER_UNAVAILABLE, any HTTP answer is returned for the caller to read.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST' | 'PUT'; headers: Record<string, string>; body?: unknown; logPath: string },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { ...init.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(8_000),
    });
  } catch (error) {
    logError('Payment provider unreachable', { provider, path: init.logPath, ...errorDetails(error) });
    throw providerUnavailable();
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    return { status: response.status, body: undefined };
  }
}
