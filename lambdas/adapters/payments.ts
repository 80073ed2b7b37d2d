import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { API_PREFIX, ROUTES } from '../../shared/api/routes';
import { CARD_BRANDS, PAYMENT_CURRENCY, PAYMENT_EVENT_TYPES, PAYMENT_FAILURE_REASONS, type PaymentEvent } from '../../shared/domain/payment';
import { config, paymentConfig, type PaymentSettings } from '../core/config';
import { BadRequestError } from '../core/errors';
import { errorDetails, logError, logInfo } from '../core/log';
import { moyasarProvider } from './moyasar';
import { keyMode, MOYASAR_API_URL } from './moyasar-shapes';
import { SIGNATURE_HEADER, verifySignature } from './payment-signature';
import {
  callProvider,
  ignoredEvent,
  isOneOf,
  isProviderId,
  isRecord,
  providerUnavailable,
  type CheckoutState,
  type CheckoutStatus,
  type PaymentProvider,
  type TokenizedCard,
  type VerifiedWebhook,
} from './payment-provider';

export type {
  Checkout,
  CheckoutRequest,
  CheckoutState,
  CheckoutStatus,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  TokenizedCard,
  VerifiedWebhook,
} from './payment-provider';

/**
 * The stage's payment provider, chosen by configuration: the local sandbox (scripts/local/payment-sandbox.ts) reached
 * over HTTP, Moyasar (lambdas/adapters/moyasar.ts) on an AWS stage whose secret names it, or "unconfigured", which
 * refuses with a 503 until an operator fills the stage's payment secret. The interface is payment-provider.ts's.
 */

const unavailable = providerUnavailable;

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
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
    callProvider('sandbox', `${settings.apiUrl}${path}`, { method, headers: { authorization: `Bearer ${settings.secretKey}`, ...headers }, body, logPath: path });
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
    isProviderId(data.paymentId) &&
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
  if (!understood) return ignoredEvent(id, type);
  // Every field was checked just above; TypeScript cannot carry those checks through the nested records.
  return { event: parsed as unknown as PaymentEvent };
}

/** The shortest webhook secret token accepted: the stack generates 64 characters; a short one is guessable. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/**
 * The secret's JSON on AWS. The sandbox: `{provider: "sandbox", apiUrl, secretKey, webhookSecret, appUrl}`. Moyasar:
 * `{provider: "moyasar", secretKey: "sk_…", publishableKey: "pk_…", webhookSecret, appUrl}`, where webhookSecret is
 * the Secret Token of the webhook registered in Moyasar's dashboard, and the two keys are of one mode (test or live).
 * Moyasar's API is always https://api.moyasar.com/v1: an `apiUrl` written there is ignored, so the secret key is never
 * sent anywhere else. Until an operator writes a provider there (and its keys), the stage has none and payments answer
 * 503; a Moyasar entry that is incomplete or inconsistent is logged (without its keys) and leaves payments off too.
 */
export function settingsFromSecret(text: string | undefined): PaymentSettings {
  const unconfigured: PaymentSettings = { provider: 'unconfigured', apiUrl: '', secretKey: '', webhookSecret: '', appUrl: '' };
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return unconfigured;
  }
  if (!isRecord(value)) return unconfigured;
  const field = (name: string) => (typeof value[name] === 'string' ? (value[name] as string) : '');
  const withoutSlash = (url: string) => url.replace(/\/+$/, '');
  if (value.provider === 'moyasar') {
    const refusal = moyasarRefusal(field('secretKey'), field('publishableKey'), field('webhookSecret'), field('appUrl'));
    if (refusal) {
      logError('Payment settings refused: payments stay off', { provider: 'moyasar', reason: refusal });
      return unconfigured;
    }
    return {
      provider: 'moyasar',
      apiUrl: MOYASAR_API_URL,
      secretKey: field('secretKey'),
      publishableKey: field('publishableKey'),
      webhookSecret: field('webhookSecret'),
      appUrl: withoutSlash(field('appUrl')),
    };
  }
  if (value.provider !== 'sandbox') return unconfigured;
  const fields = ['apiUrl', 'secretKey', 'webhookSecret', 'appUrl'] as const;
  if (!fields.every((name) => field(name))) return unconfigured;
  return { provider: 'sandbox', apiUrl: withoutSlash(field('apiUrl')), secretKey: field('secretKey'), webhookSecret: field('webhookSecret'), appUrl: withoutSlash(field('appUrl')) };
}

/** Why a Moyasar entry cannot be used, or undefined. Says which field, never its value. */
function moyasarRefusal(secretKey: string, publishableKey: string, webhookSecret: string, appUrl: string): string | undefined {
  const secretMode = keyMode(secretKey, 'secret');
  const publishableMode = keyMode(publishableKey, 'publishable');
  if (!secretMode) return 'secretKey is not a Moyasar secret key (sk_test_… or sk_live_…)';
  if (!publishableMode) return 'publishableKey is not a Moyasar publishable key (pk_test_… or pk_live_…)';
  if (secretMode !== publishableMode) return `the keys are of two modes (secret ${secretMode}, publishable ${publishableMode})`;
  if (webhookSecret.length < MIN_WEBHOOK_SECRET_LENGTH) return `webhookSecret is shorter than ${MIN_WEBHOOK_SECRET_LENGTH} characters`;
  if (!/^https:\/\/[^\s/]+/.test(appUrl)) return 'appUrl is not an https:// origin';
  return undefined;
}

/** The stage's provider, and the web app's origin it sends payers back to. */
export interface ConfiguredPayments {
  provider: PaymentProvider;
  appUrl: string;
}

function configured(settings: PaymentSettings): ConfiguredPayments {
  return { provider: providerFor(settings), appUrl: settings.appUrl };
}

/** The implementation the settings name. */
export function providerFor(settings: PaymentSettings): PaymentProvider {
  if (settings.provider === 'moyasar') return moyasarProvider(settings);
  if (settings.provider === 'sandbox') return sandboxProvider(settings);
  return unconfiguredProvider;
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
