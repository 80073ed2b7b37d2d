import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { API_PREFIX, ROUTES } from '../../shared/api/routes';
import {
  CARD_BRANDS,
  PAYMENT_CURRENCY,
  PAYMENT_EVENT_TYPES,
  PAYMENT_FAILURE_REASONS,
  type CardBrand,
  type PaymentEvent,
} from '../../shared/domain/payment';
import { config, paymentConfig, type PaymentSettings } from '../core/config';
import { BadRequestError, HttpError } from '../core/errors';
import { errorDetails, logError, logInfo } from '../core/log';
import { SIGNATURE_HEADER, verifySignature } from './payment-signature';

/**
 * The payment provider: a hosted checkout page, card tokens, signed webhooks. One interface, two implementations
 * today: the local sandbox (scripts/local/payment-sandbox.ts) reached over HTTP, and "unconfigured", which refuses
 * with a 503 until an operator fills the stage's payment secret. Card numbers never pass through this code.
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
  /** Halalas: the whole payment. */
  amount: number;
  /** The provider makes one refund per key, so a retried call (a redelivered webhook) never refunds twice. */
  idempotencyKey: string;
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
  /** Gives a checkout's payment back; idempotent per `idempotencyKey`. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Undefined when the provider does not know the token. */
  cardFromToken(token: string): Promise<TokenizedCard | undefined>;
  /** Throws 400 INVALID_WEBHOOK_SIGNATURE unless the body is signed by the provider, recently. */
  verifyWebhook(rawBody: string | undefined, headers: Record<string, string | undefined>): VerifiedWebhook;
}

const unavailable = () => new HttpError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');

export const unconfiguredProvider: PaymentProvider = {
  name: 'unconfigured',
  createCheckout: async () => {
    throw unavailable();
  },
  getCheckout: async () => {
    throw unavailable();
  },
  cancelCheckout: async () => {
    throw unavailable();
  },
  refund: async () => {
    throw unavailable();
  },
  cardFromToken: async () => {
    throw unavailable();
  },
  verifyWebhook: () => {
    throw unavailable();
  },
};

/** The sandbox's server API, called with the secret key, as a real provider's would be. */
export function sandboxProvider(settings: PaymentSettings): PaymentProvider {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> => {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${settings.secretKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(8_000),
      });
    } catch (error) {
      logError('Payment provider unreachable', { provider: 'sandbox', path, ...errorDetails(error) });
      throw unavailable();
    }
    const text = await response.text();
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    } catch {
      return { status: response.status, body: undefined };
    }
  };
  const refuse = (path: string, status: number): never => {
    logError('Payment provider refused a call', { provider: 'sandbox', path, status });
    throw unavailable();
  };

  return {
    name: 'sandbox',
    async createCheckout(request) {
      const webhookUrl = `${settings.appUrl}${API_PREFIX}${ROUTES.paymentWebhook.path}`;
      const answer = await call('POST', '/v1/checkouts', { ...request, webhookUrl });
      const created = answer.body as { id?: unknown; url?: unknown } | undefined;
      if (answer.status !== 201 || typeof created?.id !== 'string' || typeof created.url !== 'string') return refuse('/v1/checkouts', answer.status);
      return { checkoutId: created.id, url: created.url };
    },
    async getCheckout(checkoutId) {
      const answer = await call('GET', `/v1/checkouts/${encodeURIComponent(checkoutId)}`);
      if (answer.status === 404) return undefined;
      const state = checkoutState(answer.body);
      if (answer.status !== 200 || !state) return refuse('/v1/checkouts/{id}', answer.status);
      return state;
    },
    async cancelCheckout(checkoutId) {
      const answer = await call('POST', `/v1/checkouts/${encodeURIComponent(checkoutId)}/cancel`);
      if (answer.status === 200) return true;
      if (answer.status === 404 || answer.status === 409) return false;
      return refuse('/v1/checkouts/{id}/cancel', answer.status);
    },
    async refund({ checkoutId, amount, idempotencyKey }) {
      const path = `/v1/checkouts/${encodeURIComponent(checkoutId)}/refunds`;
      const answer = await call('POST', path, { amount }, { 'idempotency-key': idempotencyKey });
      const refund = answer.body as { id?: unknown; message?: unknown } | undefined;
      if ((answer.status === 200 || answer.status === 201) && typeof refund?.id === 'string') return { refundId: refund.id };
      // The provider knows no such payment, or will not refund it: nothing a retry would change.
      if (answer.status === 400 || answer.status === 404 || answer.status === 409) return { refused: typeof refund?.message === 'string' ? refund.message : `HTTP ${answer.status}` };
      return refuse('/v1/checkouts/{id}/refunds', answer.status);
    },
    async cardFromToken(token) {
      const path = `/v1/tokens/${encodeURIComponent(token)}`;
      const answer = await call('GET', path);
      if (answer.status === 404) return undefined;
      const card = tokenizedCard(answer.body);
      if (answer.status !== 200 || !card) return refuse('/v1/tokens/{token}', answer.status);
      return card;
    },
    verifyWebhook(rawBody, headers) {
      const check = rawBody === undefined ? 'missing' : verifySignature(settings.webhookSecret, rawBody, headers[SIGNATURE_HEADER]);
      if (rawBody === undefined || check !== 'valid') {
        logInfo('Webhook refused', { provider: 'sandbox', check });
        throw new BadRequestError('INVALID_WEBHOOK_SIGNATURE');
      }
      return sandboxEvent(rawBody);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T => options.includes(value as T);

const CHECKOUT_STATUSES: readonly CheckoutStatus[] = ['open', 'processing', 'succeeded', 'failed', 'cancelled'];

function checkoutState(body: unknown): CheckoutState | undefined {
  if (!isRecord(body) || !isOneOf(CHECKOUT_STATUSES, body.status) || typeof body.url !== 'string') return undefined;
  return { status: body.status, url: body.url };
}

function tokenizedCard(body: unknown): TokenizedCard | undefined {
  if (!isRecord(body)) return undefined;
  const { brand, last4, holderName, expiryMonth, expiryYear } = body;
  if (!isOneOf(CARD_BRANDS, brand) || typeof last4 !== 'string' || !/^\d{4}$/.test(last4) || typeof holderName !== 'string') return undefined;
  if (!Number.isInteger(expiryMonth) || !Number.isInteger(expiryYear)) return undefined;
  return { brand, last4, holderName, expiryMonth: expiryMonth as number, expiryYear: expiryYear as number };
}

/**
 * A provider's id of an event or a checkout, or our reference: short, printable, never anything a key or a record
 * could not hold (an event id becomes part of the idempotency key).
 */
const PROVIDER_ID = /^[\w.:-]{1,200}$/;
const isProviderId = (value: unknown): value is string => typeof value === 'string' && PROVIDER_ID.test(value);
/** What of an ignored event's id and type the log keeps. */
const LOGGED_LENGTH = 100;

/** The sandbox sends events in our own shape; a body that is signed but not one of them is acknowledged and logged. */
function sandboxEvent(rawBody: string): VerifiedWebhook {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    parsed = undefined;
  }
  const id = isRecord(parsed) && typeof parsed.id === 'string' ? parsed.id : '';
  const type = isRecord(parsed) && typeof parsed.type === 'string' ? parsed.type : '';
  const data = isRecord(parsed) && isRecord(parsed.data) ? parsed.data : undefined;
  const card = data && isRecord(data.card) ? data.card : undefined;
  const understood =
    isProviderId(id) &&
    isOneOf(PAYMENT_EVENT_TYPES, type) &&
    data &&
    isProviderId(data.checkoutId) &&
    isProviderId(data.reference) &&
    Number.isSafeInteger(data.amount) &&
    (data.amount as number) > 0 &&
    data.currency === PAYMENT_CURRENCY &&
    card &&
    isOneOf(CARD_BRANDS, card.brand) &&
    typeof card.last4 === 'string' &&
    /^\d{4}$/.test(card.last4) &&
    (data.failureReason === undefined || isOneOf(PAYMENT_FAILURE_REASONS, data.failureReason));
  if (!understood) return { ignored: { id: id.slice(0, LOGGED_LENGTH), type: type.slice(0, LOGGED_LENGTH) } };
  // Every field was checked just above; TypeScript cannot carry those checks through the nested records.
  return { event: parsed as unknown as PaymentEvent };
}

/**
 * The secret's JSON on AWS: `{provider, apiUrl, secretKey, webhookSecret, appUrl}`. Until an operator writes a
 * provider there (and its keys), the stage has none and payments answer 503.
 */
export function settingsFromSecret(text: string | undefined): PaymentSettings {
  const unconfigured: PaymentSettings = { provider: 'unconfigured', apiUrl: '', secretKey: '', webhookSecret: '', appUrl: '' };
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return unconfigured;
  }
  if (!isRecord(value) || value.provider !== 'sandbox') return unconfigured;
  const fields = ['apiUrl', 'secretKey', 'webhookSecret', 'appUrl'] as const;
  if (!fields.every((field) => typeof value[field] === 'string' && value[field])) return unconfigured;
  const field = (name: (typeof fields)[number]) => String(value[name]).replace(/\/+$/, '');
  return { provider: 'sandbox', apiUrl: field('apiUrl'), secretKey: String(value.secretKey), webhookSecret: String(value.webhookSecret), appUrl: field('appUrl') };
}

/** The stage's provider, and the web app's origin it sends payers back to. */
export interface ConfiguredPayments {
  provider: PaymentProvider;
  appUrl: string;
}

function configured(settings: PaymentSettings): ConfiguredPayments {
  return { provider: settings.provider === 'sandbox' ? sandboxProvider(settings) : unconfiguredProvider, appUrl: settings.appUrl };
}

/** A filled-in secret takes effect within this long, without a redeploy. */
const SECRET_TTL_MS = 5 * 60_000;
let current: { payments: ConfiguredPayments; until: number } | undefined;
let secrets: SecretsManagerClient | undefined;

/** From the environment (local stack) or from the stage's secret (AWS), read again at most every 5 minutes. */
export async function configuredPayments(): Promise<ConfiguredPayments> {
  if (current && Date.now() < current.until) return current.payments;
  const source = paymentConfig();
  if ('settings' in source) {
    current = { payments: configured(source.settings), until: Number.POSITIVE_INFINITY };
    return current.payments;
  }
  try {
    secrets ??= new SecretsManagerClient({ region: config().region });
    const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: source.secretArn }));
    current = { payments: configured(settingsFromSecret(SecretString)), until: Date.now() + SECRET_TTL_MS };
    return current.payments;
  } catch (error) {
    // Not cached: the next request tries again. Settings read before keep serving meanwhile.
    logError('Payment settings could not be read', errorDetails(error));
    return current?.payments ?? { provider: unconfiguredProvider, appUrl: '' };
  }
}
