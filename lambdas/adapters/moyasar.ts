import type { MoyasarSettings } from '../core/config';
import { BadRequestError } from '../core/errors';
import { logError, logInfo, logWarn } from '../core/log';
import {
  basicAuthorization,
  CAMPAIGN_METADATA_KEY,
  errorMessage,
  readActiveToken,
  readInvoice,
  readPayment,
  TOKEN_ID,
  type MoyasarInvoice,
  type MoyasarPayment,
} from './moyasar-shapes';
import { authenticateWebhook, eventOfPayment, eventTypeOf, referenceOf, type MoyasarNotice } from './moyasar-webhook';
import { callProvider, ignoredEvent, isProviderId, providerUnavailable, type PaymentProvider, type ProviderAnswer, type VerifiedWebhook } from './payment-provider';

/**
 * Moyasar (docs/decisions/payments.md, "Payments (issue 5)" and "Moyasar (issue 13)") behind the PaymentProvider interface.
 * Written and tested against Moyasar's public documentation only (the sources are listed in moyasar-shapes.ts): no
 * call here has been made to a Moyasar account. test/unit/moyasar-adapter.test.ts holds each request to the documented
 * method, path, authentication and body, and reads the documented sample answers.
 *
 * - A checkout is an invoice: [API] "POST /invoices" answers its hosted payment page (`url`); the campaign's id travels
 *   in its metadata.
 * - A saved card is a token the browser made with the publishable key (web/src/features/payment/moyasar.ts); this side
 *   only reads it back with the secret key.
 * - A refund reads the payment first: Moyasar documents no idempotency key for refunds.
 * - A webhook is authenticated by its secret token (moyasar-webhook.ts).
 */

const PROVIDER = 'moyasar';

export function moyasarProvider(settings: MoyasarSettings): PaymentProvider {
  const headers = { authorization: basicAuthorization(settings.secretKey), accept: 'application/json' };
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, logPath: string, body?: unknown): Promise<ProviderAnswer> =>
    callProvider(PROVIDER, `${settings.apiUrl}${path}`, { method, headers, body, logPath });
  const refuse = (path: string, answer: ProviderAnswer): never => {
    logError('Payment provider refused a call', { provider: PROVIDER, path, status: answer.status, message: errorMessage(answer.body, answer.status) });
    throw providerUnavailable();
  };
  const segment = (id: string) => encodeURIComponent(id);

  /** [API] fetch-invoice: `GET /invoices/:id`. Undefined when Moyasar does not know it. */
  async function getInvoice(invoiceId: string): Promise<MoyasarInvoice | undefined> {
    if (!isProviderId(invoiceId)) return undefined;
    const answer = await call('GET', `/invoices/${segment(invoiceId)}`, '/invoices/{id}');
    if (answer.status === 404) return undefined;
    const invoice = readInvoice(answer.body);
    if (answer.status !== 200 || !invoice) return refuse('/invoices/{id}', answer);
    return invoice;
  }

  /** [API] fetch-payment: `GET /payments/:id`. Undefined when Moyasar does not know it. */
  async function getPayment(paymentId: string): Promise<MoyasarPayment | undefined> {
    if (!isProviderId(paymentId)) return undefined;
    const answer = await call('GET', `/payments/${segment(paymentId)}`, '/payments/{id}');
    if (answer.status === 404) return undefined;
    const payment = readPayment(answer.body);
    if (answer.status !== 200 || !payment) return refuse('/payments/{id}', answer);
    return payment;
  }

  /** The invoice's payment that took the money: paid, captured, or already (partly) refunded. */
  async function paidPaymentOf(invoice: MoyasarInvoice): Promise<MoyasarPayment | undefined> {
    for (const paymentId of invoice.paymentIds) {
      const payment = await getPayment(paymentId);
      if (payment && (payment.status === 'paid' || payment.status === 'captured' || payment.status === 'refunded')) return payment;
    }
    return undefined;
  }

  function authenticate(rawBody: string | undefined): MoyasarNotice {
    const result = authenticateWebhook(settings.webhookSecret, rawBody);
    if (result.check !== 'valid') {
      logInfo('Webhook refused', { provider: PROVIDER, check: result.check });
      throw new BadRequestError('INVALID_WEBHOOK_SIGNATURE');
    }
    return result.notice;
  }

  return {
    name: PROVIDER,

    /**
     * [API] Create Invoice, `POST /invoices`: "amount … in the smallest currency unit (e.g., 100 Halala to charge 1.00
     * SAR) … Possible values: >= 100", "currency", "description … displayed on the invoice", "success_url — An endpoint
     * where the payer will be redirected to when the invoice is paid", "back_url — An endpoint on your site used for
     * redirect when the user clicks on the back button", "metadata". Answers 201 with the invoice and its `url`.
     *
     * `callback_url` is left out on purpose: Moyasar posts the invoice object there "when the invoice is paid", with no
     * secret token, so it could not be told from a forgery; the dashboard's webhook (with its Secret Token) is the one
     * notice this code acts on. `expired_at` is left out too: an open invoice is offered again until it is paid or
     * cancelled (lambdas/domain/payments.ts, startCampaignCheckout).
     */
    async createCheckout(request) {
      const answer = await call('POST', '/invoices', '/invoices', {
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        success_url: request.successUrl,
        back_url: request.failureUrl,
        metadata: { [CAMPAIGN_METADATA_KEY]: request.reference },
      });
      const invoice = readInvoice(answer.body);
      if ((answer.status !== 201 && answer.status !== 200) || !invoice) return refuse('/invoices', answer);
      return { checkoutId: invoice.id, url: invoice.url };
    },

    async getCheckout(checkoutId) {
      const invoice = await getInvoice(checkoutId);
      return invoice && { status: invoice.status, url: invoice.url };
    },

    /**
     * [SDK] Cancel invoice: `PUT /invoices/:id/cancel` (moyasar-ruby and moyasar-python send PUT; the newer API pages
     * title it "GET /invoices/:id/cancel", which a read-only verb would hardly do: PUT is kept, as Moyasar's own
     * libraries call it). An invoice Moyasar will not cancel (paid meanwhile) answers 4xx: not open any more.
     */
    async cancelCheckout(checkoutId) {
      if (!isProviderId(checkoutId)) return false;
      const answer = await call('PUT', `/invoices/${segment(checkoutId)}/cancel`, '/invoices/{id}/cancel');
      if (answer.status === 200 || answer.status === 201) return true;
      if (answer.status === 400 || answer.status === 404 || answer.status === 409 || answer.status === 422) return false;
      return refuse('/invoices/{id}/cancel', answer);
    },

    /**
     * [API] Refund Payment, `POST /payments/:id/refund` with `amount` in halalas; it answers the payment, whose
     * `refunded` holds the total given back (Moyasar makes no refund object of its own, so the refund's id here is the
     * payment's). Moyasar documents no idempotency key, so the guard is the payment itself: it is read first, and a
     * payment already refunded by this amount (beyond `refundedBefore`, what earlier partial refunds gave back) is
     * answered as refunded without a second call. Two refunds racing past the read are stopped by Moyasar refusing
     * more than was paid; the loser reads the payment again and finds it refunded. The caller serialises partial
     * refunds of one payment (a compensation claims the campaign first), so `refundedBefore` is exact. The
     * idempotency key is logged only.
     */
    async refund({ checkoutId, amount, idempotencyKey, refundedBefore = 0 }) {
      const invoice = await getInvoice(checkoutId);
      if (!invoice) return { refused: 'Moyasar knows no such invoice' };
      const payment = await paidPaymentOf(invoice);
      if (!payment) return { refused: 'The invoice has no paid payment' };
      const done = refundedBefore + amount;
      if (payment.refunded >= done) {
        logInfo('Refund already made', { provider: PROVIDER, paymentId: payment.id, refunded: payment.refunded, idempotencyKey });
        return { refundId: payment.id };
      }
      const answer = await call('POST', `/payments/${segment(payment.id)}/refund`, '/payments/{id}/refund', { amount });
      const refunded = readPayment(answer.body);
      if ((answer.status === 200 || answer.status === 201) && refunded && refunded.refunded >= done) return { refundId: payment.id };
      if (answer.status >= 500 || answer.status === 401 || answer.status === 403 || answer.status === 429) return refuse('/payments/{id}/refund', answer);
      // Refused (4xx), or answered without the refund: what the payment says now decides.
      const now = await getPayment(payment.id);
      if (now && now.refunded >= done) return { refundId: payment.id };
      logWarn('Refund refused', { provider: PROVIDER, paymentId: payment.id, status: answer.status, idempotencyKey });
      return { refused: errorMessage(answer.body, answer.status) };
    },

    /**
     * [TOKENS] "GET /v1/tokens/:id" with the secret key: only an `active` token (verification done) of a scheme the
     * marketplace takes is a card. A token id is `token_…`; anything else is not sent at all.
     */
    async cardFromToken(token) {
      if (!TOKEN_ID.test(token)) return undefined;
      const answer = await call('GET', `/tokens/${segment(token)}`, '/tokens/{id}');
      if (answer.status === 404 || answer.status === 400) return undefined;
      if (answer.status !== 200) return refuse('/tokens/{id}', answer);
      const card = readActiveToken(answer.body);
      if (!card) logInfo('Token not accepted', { provider: PROVIDER });
      return card;
    },

    /**
     * The delivery as sent, authenticated by its secret token: an event only when the payment object in it is complete
     * and carries the campaign's id in its metadata (Moyasar's update-payment sample shows an invoice's payment with its
     * own metadata; whether an invoice's metadata is copied onto its payments is not documented). confirmWebhook is the
     * safer reading.
     */
    verifyWebhook(rawBody) {
      const notice = authenticate(rawBody);
      const type = eventTypeOf(notice.type);
      const payment = readPayment(notice.data);
      if (!type || !payment) return ignoredEvent(notice.id, notice.type);
      return eventOfPayment(type, payment, referenceOf(payment), notice);
    },

    /**
     * The delivery authenticated the same way, then nothing of it trusted but the payment's id: the payment is read
     * from Moyasar with the secret key, and the campaign's id from its metadata or, failing that, from its invoice's
     * (set by createCheckout). A payment Moyasar does not know, or whose status is not the event's, is acknowledged
     * only. Moyasar unreachable answers 503, and Moyasar delivers again.
     */
    async confirmWebhook(rawBody): Promise<VerifiedWebhook> {
      const notice = authenticate(rawBody);
      const type = eventTypeOf(notice.type);
      const paymentId = typeof notice.data === 'object' && notice.data !== null ? (notice.data as { id?: unknown }).id : undefined;
      if (!type || !isProviderId(paymentId)) return ignoredEvent(notice.id, notice.type);
      const payment = await getPayment(paymentId);
      if (!payment) {
        logWarn('Webhook named a payment Moyasar does not know', { provider: PROVIDER, paymentId });
        return ignoredEvent(notice.id, notice.type);
      }
      let reference = referenceOf(payment);
      if (!reference && payment.invoiceId) reference = (await getInvoice(payment.invoiceId))?.metadata[CAMPAIGN_METADATA_KEY];
      return eventOfPayment(type, payment, reference, notice);
    },
  };
}
