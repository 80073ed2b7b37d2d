import { moyasarProvider } from '../../lambdas/adapters/moyasar';
import { MOYASAR_WEBHOOK_MAX_AGE_SECONDS } from '../../lambdas/adapters/moyasar-webhook';
import type { PaymentProvider, VerifiedWebhook } from '../../lambdas/adapters/payment-provider';
import { providerFor, settingsFromSecret } from '../../lambdas/adapters/payments';
import type { MoyasarSettings } from '../../lambdas/core/config';
import { HttpError } from '../../lambdas/core/errors';

/**
 * Contract tests of the Moyasar adapter. There is no Moyasar account here: every request is held to the method, URL,
 * authentication and body Moyasar's public documentation gives, and every answer is one of its documented samples
 * (sources in lambdas/adapters/moyasar-shapes.ts), changed only where a test needs another status or amount. Passing
 * them shows the adapter speaks the documented API; only a test-mode account can show Moyasar answers as documented.
 */

const SECRET_KEY = 'sk_test_5cD409HqwpoOIDjqOPJPd';
const PUBLISHABLE_KEY = 'pk_test_MrtwozLJAuFmLKWWSaRaoaLX';
const WEBHOOK_SECRET = 'whsec_0123456789abcdefghijklmnopqrstuv';
const SETTINGS: MoyasarSettings = {
  provider: 'moyasar',
  apiUrl: 'https://api.moyasar.com/v1',
  secretKey: SECRET_KEY,
  publishableKey: PUBLISHABLE_KEY,
  webhookSecret: WEBHOOK_SECRET,
  appUrl: 'https://d111111abcdef8.cloudfront.net',
};
/** [API] Authentication: `-u sk_test_…:`, i.e. Basic with the key as user name and an empty password. */
const AUTHORIZATION = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`;

const CAMPAIGN_ID = '6f1c2a8e-3b5d-4c7e-9f10-2a3b4c5d6e7f';
const INVOICE_ID = '915fc838-f2c6-46ec-be44-4a93c9500f5f';
const PAYMENT_ID = 'ae5e8c6a-1622-45a5-b7ca-9ead69be722e';
const FAILED_PAYMENT_ID = 'dbe05dc9-c19c-4a36-bd70-17f98bf60df9';
const AMOUNT = 115000;

/** [API] list-invoices / create-invoice: an invoice just created (its `payments` empty, `url` its checkout page). */
function invoiceSample(changes: Record<string, unknown> = {}) {
  return {
    id: INVOICE_ID,
    status: 'initiated',
    amount: AMOUNT,
    currency: 'SAR',
    description: 'Summer launch reels',
    amount_format: '1150.00 SAR',
    url: `https://checkout.moyasar.com/invoices/${INVOICE_ID}?lang=en`,
    callback_url: null,
    expired_at: null,
    created_at: '2023-08-23T11:21:15.690Z',
    updated_at: '2023-08-23T11:21:15.690Z',
    back_url: `${SETTINGS.appUrl}/payment/failure?campaignId=${CAMPAIGN_ID}`,
    success_url: `${SETTINGS.appUrl}/payment/success?campaignId=${CAMPAIGN_ID}`,
    payment_id: null,
    paid_at: null,
    metadata: { campaign_id: CAMPAIGN_ID },
    payments: [],
    ...changes,
  };
}

/** [SDK] moyasar-php payment.json and [API] metadata / update-payment: a card payment made on an invoice. */
function paymentSample(changes: Record<string, unknown> = {}) {
  return {
    id: PAYMENT_ID,
    status: 'paid',
    amount: AMOUNT,
    fee: 325,
    currency: 'SAR',
    refunded: 0,
    refunded_at: null,
    captured: 0,
    captured_at: null,
    voided_at: null,
    description: 'Summer launch reels',
    amount_format: '1150.00 SAR',
    fee_format: '3.25 SAR',
    refunded_format: '0.00 SAR',
    captured_format: '0.00 SAR',
    invoice_id: INVOICE_ID,
    ip: null,
    callback_url: `https://checkout.moyasar.com/invoices/${INVOICE_ID}`,
    created_at: '2019-07-09T17:38:05.431Z',
    updated_at: '2019-07-09T17:38:11.050Z',
    metadata: { campaign_id: CAMPAIGN_ID },
    source: {
      type: 'creditcard',
      company: 'visa',
      name: 'Power Rangers',
      number: 'XXXX-XXXX-XXXX-1111',
      message: 'Succeeded!',
      transaction_url: 'https://api.moyasar.com/v1/transaction_auths/3f99d8fd-9b5b-430a-9f32-ee4e73c8f5da/form',
      gateway_id: 'moyasar_ap_je1iUidxhrh74257S891wvW',
      reference_number: '125478454231',
    },
    ...changes,
  };
}

/** [TOKENS] Fetch token: an active token. */
function tokenSample(changes: Record<string, unknown> = {}) {
  return {
    id: 'token_qbmmXzo97AESrZLS6KpWvof6uK2hAKcQGfEcKg',
    status: 'active',
    brand: 'visa',
    funding: 'credit',
    country: 'SA',
    month: '12',
    year: '2030',
    name: 'John Doe',
    last_four: '1111',
    metadata: null,
    message: null,
    verification_url: null,
    created_at: '2024-01-15T10:00:00.000Z',
    updated_at: '2024-01-15T10:05:00.000Z',
    ...changes,
  };
}

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

/** [WEBHOOKS] A delivery: `id`, `type`, `created_at`, `secret_token`, `account_name`, `live` and the payment as `data`. */
function webhookSample(changes: Record<string, unknown> = {}) {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    type: 'payment_paid',
    created_at: new Date(NOW - 30_000).toISOString(),
    secret_token: WEBHOOK_SECRET,
    account_name: 'UGC Marketplace',
    live: false,
    data: paymentSample(),
    ...changes,
  };
}

/** [API] Errors: `{type, message, errors}`. */
const AUTHENTICATION_ERROR = { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null };

interface Expected {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  answer: { status: number; body?: unknown } | 'network-failure';
}

/**
 * Requests that did not match: the adapter turns a throwing fetch into a 503, so a mismatch is also kept here and
 * fails the test in afterEach, whatever the adapter made of it.
 */
let mismatches: unknown[];

/** A fake fetch that holds each request, in order, to what the documentation gives, and answers its sample. */
function moyasarExpecting(...calls: Expected[]) {
  const queue = [...calls];
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const expected = queue.shift();
    try {
      if (!expected) throw new Error(`Unexpected request ${init?.method} ${String(input)}`);
      expect({ method: init?.method, url: String(input) }).toEqual({ method: expected.method, url: `https://api.moyasar.com/v1${expected.path}` });
      const headers = init?.headers as Record<string, string>;
      expect(headers.authorization).toBe(AUTHORIZATION);
      if (expected.body === undefined) {
        expect(init?.body).toBeUndefined();
      } else {
        expect(headers['content-type']).toBe('application/json');
        expect(JSON.parse(String(init?.body))).toEqual(expected.body);
      }
    } catch (mismatch) {
      mismatches.push(mismatch);
      throw mismatch;
    }
    if (expected.answer === 'network-failure') throw new TypeError('fetch failed');
    const { status, body } = expected.answer;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { provider: moyasarProvider(SETTINGS), done: () => expect(queue).toEqual([]), fetchMock };
}

const unavailable = { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
const invalidSignature = { status: 400, code: 'INVALID_WEBHOOK_SIGNATURE' };

function refusal(run: () => unknown): { status?: number; code?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, code: error.code };
    throw error;
  }
  return {};
}

let logged: string[];
const realFetch = globalThis.fetch;

beforeEach(() => {
  logged = [];
  mismatches = [];
  for (const level of ['info', 'warn', 'error', 'log'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  expect(mismatches).toEqual([]);
  // Nothing logged ever holds a key or the webhook's token.
  for (const line of logged) for (const secret of [SECRET_KEY, WEBHOOK_SECRET, AUTHORIZATION]) expect(line).not.toContain(secret);
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
});

describe('checkout: an invoice and its hosted page', () => {
  const request = {
    amount: AMOUNT,
    currency: 'SAR' as const,
    reference: CAMPAIGN_ID,
    description: 'Summer launch reels',
    successUrl: `${SETTINGS.appUrl}/payment/success?campaignId=${CAMPAIGN_ID}`,
    failureUrl: `${SETTINGS.appUrl}/payment/failure?campaignId=${CAMPAIGN_ID}`,
  };

  it('creates it with POST /v1/invoices: halalas, SAR, description, success and back URLs, the campaign in metadata', async () => {
    const moyasar = moyasarExpecting({
      method: 'POST',
      path: '/invoices',
      body: {
        amount: AMOUNT,
        currency: 'SAR',
        description: 'Summer launch reels',
        success_url: request.successUrl,
        back_url: request.failureUrl,
        metadata: { campaign_id: CAMPAIGN_ID },
      },
      answer: { status: 201, body: invoiceSample() },
    });
    await expect(moyasar.provider.createCheckout(request)).resolves.toEqual({ checkoutId: INVOICE_ID, url: invoiceSample().url });
    moyasar.done();
  });

  it.each([
    ['a refused key (401)', { status: 401, body: AUTHENTICATION_ERROR }],
    ['an answer without the invoice page', { status: 201, body: invoiceSample({ url: 'http://checkout.moyasar.com/plain' }) }],
    ['a server error', { status: 500 }],
    ['no answer at all', 'network-failure' as const],
  ])('answers 503 PAYMENT_PROVIDER_UNAVAILABLE to %s', async (_label, answer) => {
    const moyasar = moyasarExpecting({ method: 'POST', path: '/invoices', body: expect.anything(), answer });
    await expect(moyasar.provider.createCheckout(request)).rejects.toMatchObject(unavailable);
    expect(logged.join('\n')).toMatch(/Payment provider (refused a call|unreachable)/);
  });

  it.each([
    ['initiated', 'open'],
    ['on_hold', 'processing'],
    ['paid', 'succeeded'],
    ['failed', 'failed'],
    ['canceled', 'cancelled'],
    ['expired', 'cancelled'],
    ['refunded', 'cancelled'],
    ['voided', 'cancelled'],
  ])('reads an invoice %s (GET /v1/invoices/{id}) as a checkout %s', async (status, checkoutStatus) => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: invoiceSample({ status }) } });
    await expect(moyasar.provider.getCheckout(INVOICE_ID)).resolves.toEqual({ status: checkoutStatus, url: invoiceSample().url });
    moyasar.done();
  });

  it('answers an invoice Moyasar does not know as undefined', async () => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 404, body: { type: 'record_not_found', message: 'Object not found' } } });
    await expect(moyasar.provider.getCheckout(INVOICE_ID)).resolves.toBeUndefined();
  });

  it('cancels with PUT /v1/invoices/{id}/cancel, as Moyasar\'s libraries do; a paid or unknown invoice was not open', async () => {
    const moyasar = moyasarExpecting(
      { method: 'PUT', path: `/invoices/${INVOICE_ID}/cancel`, answer: { status: 200, body: invoiceSample({ status: 'canceled' }) } },
      { method: 'PUT', path: `/invoices/${INVOICE_ID}/cancel`, answer: { status: 400, body: { type: 'invalid_request_error', message: 'Invoice is paid' } } },
      { method: 'PUT', path: `/invoices/${INVOICE_ID}/cancel`, answer: { status: 404 } },
      { method: 'PUT', path: `/invoices/${INVOICE_ID}/cancel`, answer: { status: 503 } },
    );
    await expect(moyasar.provider.cancelCheckout(INVOICE_ID)).resolves.toBe(true);
    await expect(moyasar.provider.cancelCheckout(INVOICE_ID)).resolves.toBe(false);
    await expect(moyasar.provider.cancelCheckout(INVOICE_ID)).resolves.toBe(false);
    await expect(moyasar.provider.cancelCheckout(INVOICE_ID)).rejects.toMatchObject(unavailable);
    moyasar.done();
  });

  it('sends no id that is not one (an id becomes a path segment)', async () => {
    const moyasar = moyasarExpecting();
    await expect(moyasar.provider.getCheckout('../payments')).resolves.toBeUndefined();
    await expect(moyasar.provider.cancelCheckout('a b')).resolves.toBe(false);
    expect(moyasar.fetchMock).not.toHaveBeenCalled();
  });
});

describe('refund: read first, since Moyasar documents no idempotency key', () => {
  const paidInvoice = () =>
    invoiceSample({ status: 'paid', payments: [paymentSample({ id: FAILED_PAYMENT_ID, status: 'failed' }), paymentSample()], payment_id: PAYMENT_ID });
  const refundRequest = { checkoutId: INVOICE_ID, amount: AMOUNT, idempotencyKey: 'refund:moyasar:payment_paid:x' };

  it('refunds the invoice\'s paid payment with POST /v1/payments/{id}/refund and its amount in halalas', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: paidInvoice() } },
      { method: 'GET', path: `/payments/${FAILED_PAYMENT_ID}`, answer: { status: 200, body: paymentSample({ id: FAILED_PAYMENT_ID, status: 'failed' }) } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample() } },
      { method: 'POST', path: `/payments/${PAYMENT_ID}/refund`, body: { amount: AMOUNT }, answer: { status: 200, body: paymentSample({ status: 'refunded', refunded: AMOUNT, refunded_at: '2026-03-01T12:00:01.000Z' }) } },
    );
    await expect(moyasar.provider.refund(refundRequest)).resolves.toEqual({ refundId: PAYMENT_ID });
    moyasar.done();
  });

  it('never refunds twice: a payment already refunded by the amount is answered without a second refund', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: invoiceSample({ status: 'refunded', payments: [paymentSample()] }) } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample({ status: 'refunded', refunded: AMOUNT }) } },
    );
    await expect(moyasar.provider.refund(refundRequest)).resolves.toEqual({ refundId: PAYMENT_ID });
    moyasar.done();
  });

  it('a refund that lost a race (Moyasar refuses it) reads the payment again and finds it refunded', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: invoiceSample({ status: 'paid', payments: [paymentSample()] }) } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample() } },
      { method: 'POST', path: `/payments/${PAYMENT_ID}/refund`, body: { amount: AMOUNT }, answer: { status: 400, body: { type: 'invalid_request_error', message: 'Amount exceeds the refundable amount', errors: null } } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample({ status: 'refunded', refunded: AMOUNT }) } },
    );
    await expect(moyasar.provider.refund(refundRequest)).resolves.toEqual({ refundId: PAYMENT_ID });
    moyasar.done();
  });

  it('is refused, with Moyasar\'s words, when Moyasar will not refund and nothing was refunded', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: invoiceSample({ status: 'paid', payments: [paymentSample()] }) } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample() } },
      { method: 'POST', path: `/payments/${PAYMENT_ID}/refund`, body: { amount: AMOUNT }, answer: { status: 400, body: { type: 'invalid_request_error', message: 'Payment cannot be refunded' } } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample() } },
    );
    await expect(moyasar.provider.refund(refundRequest)).resolves.toEqual({ refused: 'Payment cannot be refunded' });
    moyasar.done();
  });

  it('is refused for an invoice Moyasar does not know or one nobody paid', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 404 } },
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: invoiceSample({ payments: [paymentSample({ id: FAILED_PAYMENT_ID, status: 'failed' })] }) } },
      { method: 'GET', path: `/payments/${FAILED_PAYMENT_ID}`, answer: { status: 200, body: paymentSample({ id: FAILED_PAYMENT_ID, status: 'failed' }) } },
    );
    await expect(moyasar.provider.refund(refundRequest)).resolves.toEqual({ refused: 'Moyasar knows no such invoice' });
    await expect(moyasar.provider.refund(refundRequest)).resolves.toEqual({ refused: 'The invoice has no paid payment' });
    moyasar.done();
  });

  it('answers 503 when Moyasar fails (the webhook is then delivered again and the refund retried)', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: invoiceSample({ status: 'paid', payments: [paymentSample()] }) } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample() } },
      { method: 'POST', path: `/payments/${PAYMENT_ID}/refund`, body: { amount: AMOUNT }, answer: { status: 500 } },
    );
    await expect(moyasar.provider.refund(refundRequest)).rejects.toMatchObject(unavailable);
  });
});

describe('saved cards: tokens read back with the secret key', () => {
  const TOKEN = tokenSample().id;

  it('reads an active token (GET /v1/tokens/{id}) as the card: brand, last four, holder, expiry', async () => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/tokens/${TOKEN}`, answer: { status: 200, body: tokenSample() } });
    await expect(moyasar.provider.cardFromToken(TOKEN)).resolves.toEqual({ brand: 'visa', last4: '1111', holderName: 'John Doe', expiryMonth: 12, expiryYear: 2030 });
    moyasar.done();
  });

  it.each([
    ['mada', 'mada'],
    ['master', 'mastercard'],
    ['mastercard', 'mastercard'],
  ])('reads the brand %s as %s', async (brand, ours) => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/tokens/${TOKEN}`, answer: { status: 200, body: tokenSample({ brand }) } });
    await expect(moyasar.provider.cardFromToken(TOKEN)).resolves.toMatchObject({ brand: ours });
  });

  it.each([
    ['not verified yet (initiated)', { status: 200, body: tokenSample({ status: 'initiated', verification_url: 'https://api.moyasar.com/v1/tokens/x/verify' }) }],
    ['failed or expired (inactive)', { status: 200, body: tokenSample({ status: 'inactive' }) }],
    ['of a scheme the marketplace does not take', { status: 200, body: tokenSample({ brand: 'amex' }) }],
    ['unknown to Moyasar', { status: 404, body: { type: 'record_not_found', message: 'Object not found' } }],
  ])('is no card when %s', async (_label, answer) => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/tokens/${TOKEN}`, answer });
    await expect(moyasar.provider.cardFromToken(TOKEN)).resolves.toBeUndefined();
  });

  it('asks nothing about a value that is not a token id, and answers 503 when Moyasar refuses the key', async () => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/tokens/${TOKEN}`, answer: { status: 401, body: AUTHENTICATION_ERROR } });
    await expect(moyasar.provider.cardFromToken('tok_sandbox_1')).resolves.toBeUndefined();
    await expect(moyasar.provider.cardFromToken(TOKEN)).rejects.toMatchObject(unavailable);
    moyasar.done();
  });
});

describe('webhooks: the secret token, as Moyasar documents them', () => {
  const expectedEvent = {
    id: `payment_paid:${PAYMENT_ID}`,
    type: 'payment.succeeded',
    data: { paymentId: PAYMENT_ID, checkoutId: INVOICE_ID, reference: CAMPAIGN_ID, amount: AMOUNT, currency: 'SAR', card: { brand: 'visa', last4: '1111' } },
  };
  const verify = (provider: PaymentProvider, body: unknown) => provider.verifyWebhook(typeof body === 'string' ? body : JSON.stringify(body), {});

  it('accepts the documented delivery and reads the payment as the event (its id: the payment\'s, so a redelivery is the same event)', () => {
    const { provider } = moyasarExpecting();
    expect(verify(provider, webhookSample())).toEqual({ event: expectedEvent });
    expect(verify(provider, webhookSample({ id: 'another-delivery-id' }))).toEqual({ event: expectedEvent });
  });

  it('reads payment_failed (and the table\'s spelling payment_faild) as a declined payment', () => {
    const { provider } = moyasarExpecting();
    const failed = paymentSample({ status: 'failed', source: { ...paymentSample().source, message: 'Insufficient Funds' } });
    for (const type of ['payment_failed', 'payment_faild']) {
      expect(verify(provider, webhookSample({ type, data: failed }))).toEqual({
        event: { id: `payment_failed:${PAYMENT_ID}`, type: 'payment.failed', data: { ...expectedEvent.data, failureReason: 'declined' } },
      });
    }
  });

  it.each([
    ['a wrong secret token', webhookSample({ secret_token: 'whsec_guessed_0123456789abcdefghij' })],
    ['a token differing in length', webhookSample({ secret_token: `${WEBHOOK_SECRET}x` })],
    ['no secret token', (({ secret_token: _omitted, ...rest }) => rest)(webhookSample())],
    ['a stale delivery', webhookSample({ created_at: new Date(NOW - (MOYASAR_WEBHOOK_MAX_AGE_SECONDS + 60) * 1000).toISOString() })],
    ['a delivery dated in the future', webhookSample({ created_at: new Date(NOW + 10 * 60_000).toISOString() })],
    ['no date', webhookSample({ created_at: 'yesterday' })],
    ['a body that is not JSON', 'secret_token=whsec'],
    ['a JSON array', '[]'],
  ])('refuses with 400 INVALID_WEBHOOK_SIGNATURE %s', (_label, body) => {
    const { provider } = moyasarExpecting();
    expect(refusal(() => verify(provider, body))).toEqual(invalidSignature);
    expect(logged.join('\n')).toContain('Webhook refused');
  });

  it('refuses a missing body', () => {
    const { provider } = moyasarExpecting();
    expect(refusal(() => provider.verifyWebhook(undefined, {}))).toEqual(invalidSignature);
  });

  it('accepts a late retry within the documented window of retries', () => {
    const { provider } = moyasarExpecting();
    expect(verify(provider, webhookSample({ created_at: new Date(NOW - 6 * 3600_000).toISOString() }))).toEqual({ event: expectedEvent });
  });

  it.each([
    ['an event it does not act on', { type: 'payment_refunded', data: paymentSample({ status: 'refunded', refunded: AMOUNT }) }],
    ['a payment without the campaign in its metadata', { data: paymentSample({ metadata: null }) }],
    ['a payment made without an invoice', { data: paymentSample({ invoice_id: null }) }],
    ['a paid event whose payment is not paid', { data: paymentSample({ status: 'initiated' }) }],
    ['a payment in another currency', { data: paymentSample({ currency: 'USD' }) }],
    ['an STC Pay payment (no card)', { data: paymentSample({ source: { type: 'stcpay', mobile: '055xxxxxxx', reference_number: '32843287468' } }) }],
    ['an American Express card', { data: paymentSample({ source: { ...paymentSample().source, company: 'amex' } }) }],
  ])('acknowledges but does not act on %s', (_label, changes) => {
    const { provider } = moyasarExpecting();
    const body = webhookSample(changes);
    expect(verify(provider, body)).toEqual({ ignored: { id: body.id, type: body.type } });
  });

  it('reads an Apple Pay payment, whose source names the scheme and the number too', () => {
    const { provider } = moyasarExpecting();
    const applePay = paymentSample({ source: { type: 'applepay', company: 'mada', name: null, number: 'XXXX-XXXX-XXXX-4352', message: 'APPROVED' } });
    expect(verify(provider, webhookSample({ data: applePay }))).toMatchObject({ event: { data: { card: { brand: 'mada', last4: '4352' } } } });
  });
});

describe('webhooks confirmed with the API (confirmWebhook)', () => {
  const confirm = (provider: PaymentProvider, body: unknown): Promise<VerifiedWebhook> => {
    if (!provider.confirmWebhook) throw new Error('Moyasar confirms its webhooks');
    return provider.confirmWebhook(JSON.stringify(body), {});
  };

  it('trusts nothing of the body but the payment id: the event is the payment as GET /v1/payments/{id} answers it', async () => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample() } });
    // A body claiming another amount and campaign: the API's payment decides.
    const forged = webhookSample({ data: paymentSample({ amount: 100, metadata: { campaign_id: 'someone-else' } }) });
    await expect(confirm(moyasar.provider, forged)).resolves.toMatchObject({ event: { data: { amount: AMOUNT, reference: CAMPAIGN_ID } } });
    moyasar.done();
  });

  it('finds the campaign on the invoice (GET /v1/invoices/{id}) when the payment carries no metadata', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample({ metadata: null }) } },
      { method: 'GET', path: `/invoices/${INVOICE_ID}`, answer: { status: 200, body: invoiceSample({ status: 'paid' }) } },
    );
    await expect(confirm(moyasar.provider, webhookSample({ data: paymentSample({ metadata: null }) }))).resolves.toMatchObject({
      event: { id: `payment_paid:${PAYMENT_ID}`, data: { checkoutId: INVOICE_ID, reference: CAMPAIGN_ID } },
    });
    moyasar.done();
  });

  it('acknowledges only a paid event for a payment Moyasar does not know, does not call paid, or took in another currency', async () => {
    const moyasar = moyasarExpecting(
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 404 } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample({ status: 'failed' }) } },
      { method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: { status: 200, body: paymentSample({ currency: 'USD' }) } },
    );
    const body = webhookSample();
    for (let attempt = 0; attempt < 3; attempt++) await expect(confirm(moyasar.provider, body)).resolves.toEqual({ ignored: { id: body.id, type: 'payment_paid' } });
    moyasar.done();
  });

  it('refuses a wrong token before any call, and answers 503 while Moyasar cannot be read', async () => {
    const moyasar = moyasarExpecting({ method: 'GET', path: `/payments/${PAYMENT_ID}`, answer: 'network-failure' });
    await expect(confirm(moyasar.provider, webhookSample({ secret_token: 'nope' }))).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_WEBHOOK_SIGNATURE' });
    await expect(confirm(moyasar.provider, webhookSample())).rejects.toMatchObject(unavailable);
    moyasar.done();
  });
});

describe('the stage\'s secret chooses Moyasar', () => {
  const written = { provider: 'moyasar', secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, webhookSecret: WEBHOOK_SECRET, appUrl: `${SETTINGS.appUrl}/` };

  it('with its two keys of one mode, the webhook token and the app\'s URL; Moyasar\'s API is fixed, whatever apiUrl says', () => {
    const settings = settingsFromSecret(JSON.stringify({ ...written, apiUrl: 'https://elsewhere.example/v1' }));
    expect(settings).toEqual(SETTINGS);
    expect(providerFor(settings).name).toBe('moyasar');
  });

  it.each([
    ['a secret key in the publishable key\'s place', { publishableKey: SECRET_KEY }],
    ['keys of two modes', { publishableKey: 'pk_live_MrtwozLJAuFmLKWWSaRaoaLX' }],
    ['no secret key', { secretKey: '' }],
    ['a short webhook token', { webhookSecret: 'short' }],
    ['an app URL that is not https', { appUrl: 'http://d111111abcdef8.cloudfront.net' }],
  ])('turns payments off (and says why, without the keys) given %s', (_label, changes) => {
    const settings = settingsFromSecret(JSON.stringify({ ...written, ...changes }));
    expect(settings.provider).toBe('unconfigured');
    expect(providerFor(settings).name).toBe('unconfigured');
    expect(logged.join('\n')).toContain('Payment settings refused');
  });

  it('keeps the sandbox and unconfigured stages as they were', () => {
    const sandbox = { provider: 'sandbox', apiUrl: 'http://localhost:3000/sandbox-pay', secretKey: 'sk', webhookSecret: 'whsec', appUrl: 'http://localhost:3000' };
    expect(providerFor(settingsFromSecret(JSON.stringify(sandbox))).name).toBe('sandbox');
    expect(providerFor(settingsFromSecret(JSON.stringify({ provider: 'unconfigured', webhookSecret: 'x' }))).name).toBe('unconfigured');
  });
});
