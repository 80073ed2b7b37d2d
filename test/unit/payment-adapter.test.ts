import { sandboxProvider, settingsFromSecret, unconfiguredProvider } from '../../lambdas/adapters/payments';
import { signPayload, SIGNATURE_HEADER } from '../../lambdas/adapters/payment-signature';
import type { PaymentSettings } from '../../lambdas/core/config';
import { HttpError } from '../../lambdas/core/errors';
import type { PaymentEvent } from '../../shared/domain/payment';

const SETTINGS: PaymentSettings = { provider: 'sandbox', apiUrl: 'http://sandbox.test', secretKey: 'sk', webhookSecret: 'whsec', appUrl: 'http://app.test' };

const EVENT: PaymentEvent = {
  id: 'evt-1',
  type: 'payment.succeeded',
  data: { paymentId: 'pay_1', checkoutId: 'chk_1', reference: 'c1', amount: 115000, currency: 'SAR', card: { brand: 'mada', last4: '0007' } },
};

function signed(body: string) {
  return { [SIGNATURE_HEADER]: signPayload(SETTINGS.webhookSecret, body) };
}

function refusal(run: () => unknown): { status?: number; code?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, code: error.code };
    throw error;
  }
  return {};
}

describe('the sandbox provider\'s webhook', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers the event of a body signed with the webhook secret', () => {
    const body = JSON.stringify(EVENT);
    expect(sandboxProvider(SETTINGS).verifyWebhook(body, signed(body))).toEqual({ event: EVENT });
  });

  it('refuses with 400 INVALID_WEBHOOK_SIGNATURE a body that is unsigned, signed by someone else, or missing', () => {
    const body = JSON.stringify(EVENT);
    const provider = sandboxProvider(SETTINGS);
    const invalid = { status: 400, code: 'INVALID_WEBHOOK_SIGNATURE' };
    expect(refusal(() => provider.verifyWebhook(body, {}))).toEqual(invalid);
    expect(refusal(() => provider.verifyWebhook(body, { [SIGNATURE_HEADER]: signPayload('whsec_other', body) }))).toEqual(invalid);
    expect(refusal(() => provider.verifyWebhook(undefined, signed(body)))).toEqual(invalid);
  });

  it.each([
    ['an unknown type', { ...EVENT, type: 'refund.created' }],
    ['a currency other than SAR', { ...EVENT, data: { ...EVENT.data, currency: 'USD' } }],
    ['an amount in fractions', { ...EVENT, data: { ...EVENT.data, amount: 1150.5 } }],
    ['an unknown card brand', { ...EVENT, data: { ...EVENT.data, card: { brand: 'amex', last4: '0005' } } }],
    ['no payment id', { ...EVENT, data: { ...EVENT.data, paymentId: undefined } }],
  ])('acknowledges but does not act on a signed event with %s', (_label, event) => {
    const body = JSON.stringify(event);
    expect(sandboxProvider(SETTINGS).verifyWebhook(body, signed(body))).toEqual({ ignored: { id: 'evt-1', type: event.type } });
  });
});

describe('the stage\'s payment secret', () => {
  it('turns payments off until an operator fills it in', () => {
    const generated = JSON.stringify({ provider: 'unconfigured', apiUrl: '', secretKey: '', appUrl: '', webhookSecret: 'abc' });
    expect(settingsFromSecret(generated).provider).toBe('unconfigured');
    expect(settingsFromSecret(JSON.stringify({ ...SETTINGS, secretKey: '' })).provider).toBe('unconfigured');
    expect(settingsFromSecret('not json').provider).toBe('unconfigured');
    expect(settingsFromSecret(undefined).provider).toBe('unconfigured');
  });

  it('configures the provider it names, without trailing slashes on its URLs', () => {
    expect(settingsFromSecret(JSON.stringify({ ...SETTINGS, apiUrl: 'https://pay.example/sandbox-pay/', appUrl: 'https://app.example/' }))).toEqual({
      ...SETTINGS,
      apiUrl: 'https://pay.example/sandbox-pay',
      appUrl: 'https://app.example',
    });
  });

  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE from every call while unconfigured', async () => {
    const unavailable = { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
    await expect(unconfiguredProvider.cardFromToken('tok')).rejects.toMatchObject(unavailable);
    await expect(
      unconfiguredProvider.createCheckout({ amount: 1, currency: 'SAR', reference: 'c', description: '', successUrl: '', failureUrl: '' }),
    ).rejects.toMatchObject(unavailable);
    expect(refusal(() => unconfiguredProvider.verifyWebhook('{}', {}))).toEqual({ status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
  });
});
