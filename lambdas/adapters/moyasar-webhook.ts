import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYMENT_CURRENCY, WEBHOOK_TOLERANCE_SECONDS, type PaymentEventType } from '../../shared/domain/payment';
import { CAMPAIGN_METADATA_KEY, type MoyasarPayment } from './moyasar-shapes';
import { ignoredEvent, isProviderId, isRecord, type VerifiedWebhook } from './payment-provider';

/**
 * Moyasar's webhooks. They carry no signature: [WEBHOOKS] (see moyasar-shapes.ts) the dashboard's "Secret Token is a
 * password you need to validate on your server to make sure the notification is coming from moyasar", and each
 * delivery repeats it in its body as `secret_token`, beside `id`, `type` (e.g. `payment_paid`), `created_at`,
 * `account_name`, `live` and `data`, the payment object. So a delivery is authenticated by comparing that token with
 * the stage's, in constant time, and nothing else in the body is trusted until then. A token proves only that the
 * sender knows it (it travels in every delivery), hence confirmWebhook in moyasar.ts, which reads the payment back.
 */

/**
 * How old a delivery may be. [WEBHOOKS] "If the webhook recipient does not return a 2xx HTTP code we will retry to
 * send the webhook 5 more times and then drop the message" — the first wait is a minute; the documentation's table of
 * later waits was not available here. Three days covers any plausible schedule of five retries: refusing a late
 * retry would lose a payment's only notice, while `created_at` is not signed (it guards against a stale replay of a
 * captured body, not against a forger who knows the token). A date further ahead than the usual tolerance is refused.
 */
export const MOYASAR_WEBHOOK_MAX_AGE_SECONDS = 3 * 86_400;

export type MoyasarWebhookCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/** What an authenticated delivery says: its event type and its `data`, still unread. */
export interface MoyasarNotice {
  id: string;
  type: string;
  data: unknown;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The token compared in constant time, whatever its length (both sides are hashed to 32 bytes first). */
function sameToken(expected: string, received: string): boolean {
  return timingSafeEqual(digest(expected), digest(received));
}

export function authenticateWebhook(
  secretToken: string,
  rawBody: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): { check: 'valid'; notice: MoyasarNotice } | { check: Exclude<MoyasarWebhookCheck, 'valid'> } {
  if (rawBody === undefined || rawBody === '') return { check: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { check: 'malformed' };
  }
  if (!isRecord(parsed) || typeof parsed.secret_token !== 'string') return { check: 'malformed' };
  // An empty configured token would accept an empty one: settingsFromSecret never configures Moyasar without one.
  if (!secretToken || !sameToken(secretToken, parsed.secret_token)) return { check: 'mismatch' };
  const createdAt = typeof parsed.created_at === 'string' ? Date.parse(parsed.created_at) : Number.NaN;
  if (typeof parsed.id !== 'string' || typeof parsed.type !== 'string' || Number.isNaN(createdAt)) return { check: 'malformed' };
  const age = nowSeconds - Math.floor(createdAt / 1000);
  if (age > MOYASAR_WEBHOOK_MAX_AGE_SECONDS || age < -WEBHOOK_TOLERANCE_SECONDS) return { check: 'stale' };
  return { check: 'valid', notice: { id: parsed.id, type: parsed.type, data: parsed.data } };
}

/**
 * The events acted on. [WEBHOOKS] lists `payment_paid` and `payment_faild` (sic) in its table, while the
 * available-events endpoint answers `payment_failed`: both spellings are read. `payment_refunded`, `_voided`,
 * `_authorized`, `_captured` and `_verified` are acknowledged only (this code makes its own refunds, and captures
 * nothing: an invoice's payment is captured when paid).
 */
const EVENT_TYPES: Record<string, PaymentEventType> = {
  payment_paid: 'payment.succeeded',
  payment_failed: 'payment.failed',
  payment_faild: 'payment.failed',
};

export function eventTypeOf(moyasarType: string): PaymentEventType | undefined {
  return Object.hasOwn(EVENT_TYPES, moyasarType) ? EVENT_TYPES[moyasarType] : undefined;
}

/**
 * The event a payment makes, or an acknowledgement when it cannot be acted on: its status must be the event's (paid
 * or captured for a success, failed for a failure), it must be in SAR, belong to an invoice (our checkout) and name
 * the campaign, and a card must be behind it. Anything else is logged for a person, never guessed: a payment read wrongly would be
 * refunded as "campaign not found".
 *
 * The event's id is the event type with the payment's id, not the delivery's `id`: the documentation does not say
 * whether a retried delivery keeps its id, and a payment is paid (or fails) once, so a redelivery — whatever its id —
 * meets the same idempotency key and changes nothing.
 */
export function eventOfPayment(type: PaymentEventType, payment: MoyasarPayment, reference: string | undefined, notice: { id: string; type: string }): VerifiedWebhook {
  const expected = type === 'payment.succeeded' ? ['paid', 'captured'] : ['failed'];
  const moyasarType = type === 'payment.succeeded' ? 'payment_paid' : 'payment_failed';
  const { invoiceId, card } = payment;
  if (!expected.includes(payment.status) || payment.currency !== PAYMENT_CURRENCY || !invoiceId || !card || !isProviderId(reference)) {
    return ignoredEvent(notice.id, notice.type);
  }
  return {
    event: {
      id: `${moyasarType}:${payment.id}`,
      type,
      data: {
        paymentId: payment.id,
        checkoutId: invoiceId,
        reference,
        amount: payment.amount,
        currency: PAYMENT_CURRENCY,
        card,
        ...(type === 'payment.failed' ? { failureReason: 'declined' as const } : {}),
      },
    },
  };
}

/** The campaign's id as the payment carries it in its metadata, when it does. */
export function referenceOf(payment: MoyasarPayment): string | undefined {
  return payment.metadata[CAMPAIGN_METADATA_KEY];
}
