import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signPayload } from '../../lambdas/adapters/payment-signature';
import type { PaymentEvent } from '../../shared/domain/payment';
import { retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { CARD_FIELDS, checkCard, SANDBOX_CARDS } from './payment-sandbox-cards';
import { readText, redirect, withParam, type SandboxContext, type SandboxRoute } from './payment-sandbox-http';
import { checkoutPage, donePage, messagePage, TEXT } from './payment-sandbox-pages';
import type { CheckoutRecord, Delivery } from './payment-sandbox-state';

/**
 * The sandbox's hosted checkout page: shown, paid (the outcome reported by a signed webhook, then the payer sent back
 * to the product's success or failure page) or cancelled.
 */

/** A failed webhook delivery is tried again a little, as providers do. */
const WEBHOOK_RETRY: RetryPolicy = { attempts: 3, baseMs: 250, capMs: 1_000 };
const WEBHOOK_TIMEOUT_MS = 10_000;

export const CHECKOUT_ROUTES: readonly SandboxRoute[] = [
  {
    methods: ['GET'],
    path: /^\/checkout\/([\w-]+)\/cancel$/,
    handle({ state, save }, { res, id, lang, html }) {
      const checkout = state.checkouts[id];
      if (!checkout) return html(404, messagePage(lang, TEXT[lang].notFound));
      if (checkout.status !== 'open') return html(409, donePage(lang, checkout));
      checkout.status = 'cancelled';
      checkout.completedAt = new Date().toISOString();
      save();
      return redirect(res, withParam(checkout.failureUrl, 'reason', 'cancelled'));
    },
  },
  {
    methods: ['GET', 'POST'],
    path: /^\/checkout\/([\w-]+)$/,
    async handle(context, { req, res, id, lang, html }) {
      const { state, save } = context;
      const method = req.method ?? 'GET';
      const checkout = state.checkouts[id];
      if (!checkout) return html(404, messagePage(lang, TEXT[lang].notFound));
      if (checkout.status !== 'open') return html(method === 'GET' ? 200 : 409, donePage(lang, checkout));
      if (method === 'GET') return html(200, checkoutPage(lang, checkout));
      const form = new URLSearchParams((await readText(req)) ?? '');
      const values = Object.fromEntries(CARD_FIELDS.map((field) => [field, form.get(field) ?? '']));
      const checked = checkCard(values);
      if ('problems' in checked) return html(400, checkoutPage(lang, checkout, { values, problems: checked.problems }));
      // Decided before the first await, so a second submission of the same checkout finds it no longer open, and
      // before the webhook is sent, as a provider captures a payment before it reports it (a refund can follow at once).
      const declined = checked.digits === SANDBOX_CARDS.declined;
      checkout.status = declined ? 'failed' : 'succeeded';
      checkout.completedAt = new Date().toISOString();
      checkout.paymentId = `pay_${randomUUID().replaceAll('-', '')}`;
      save();
      await deliver(context, checkout, {
        id: randomUUID(),
        type: declined ? 'payment.failed' : 'payment.succeeded',
        data: {
          paymentId: checkout.paymentId,
          checkoutId: checkout.id,
          reference: checkout.reference,
          amount: checkout.amount,
          currency: checkout.currency,
          card: { brand: checked.brand, last4: checked.last4 },
          ...(declined ? { failureReason: 'declined' as const } : {}),
        },
      });
      save();
      return redirect(res, declined ? withParam(checkout.failureUrl, 'reason', 'declined') : checkout.successUrl);
    },
  },
];

/** Posts the signed event and waits for the answer, retrying a failed delivery a little, as providers do. */
async function deliver({ state, save, log }: SandboxContext, checkout: CheckoutRecord, event: PaymentEvent): Promise<void> {
  const body = JSON.stringify(event);
  const post = async (attempt: number) => {
    const signature = signPayload(state.keys.webhookSecret, body);
    const delivery: Delivery = { eventId: event.id, type: event.type, attempt, body, signature, at: new Date().toISOString() };
    checkout.deliveries.push(delivery);
    try {
      const response = await fetch(checkout.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      delivery.status = response.status;
      if (response.ok) return undefined;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    log(`payment sandbox: webhook ${event.id} attempt ${attempt} failed (${delivery.status ?? delivery.error})`);
    save();
    return tryAgain(delivery);
  };
  // After the last attempt the event stays undelivered, each failure logged and kept with the checkout.
  await retrying(WEBHOOK_RETRY, post).catch(() => undefined);
}
