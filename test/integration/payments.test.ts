import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { signPayload, SIGNATURE_HEADER } from '../../lambdas/adapters/payment-signature';
import { sandboxProvider } from '../../lambdas/adapters/payments';
import { campaignKey, cardKey, counterKey, INDEX, transactionsCounterName, userTransactionsIndexKey } from '../../lambdas/data/keys';
import { latestMailTo } from '../../scripts/local/mailbox';
import { SANDBOX_CARDS } from '../../scripts/local/payment-sandbox-cards';
import type { CardList, CardView, PaymentEvent } from '../../shared/domain/payment';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { newMember, table } from '../support/accounts';
import type { Member } from '../support/profiles';
import { api, stack } from '../support/stack';
import { eventually, eventsWhere, notificationsOf } from '../support/events';
import { payOnPage, sandboxKeys, startCheckout } from '../support/payments';

/**
 * Payments on the local stack: cards tokenized with the sandbox provider and saved by token; a campaign paid through
 * the sandbox's checkout page, published once by its signed webhook, and never by a replayed, forged or mismatched one.
 */

const tokenOf = (member: Member) => member.token ?? '';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const CARDS = { visa: SANDBOX_CARDS.success, mastercard: '5555555555554444', mada: '4406470000000007' };

async function sandboxConfig(): Promise<NonNullable<RuntimeConfig['payments']>> {
  const config = (await (await fetch(`${stack().url}/config.json`)).json()) as RuntimeConfig;
  if (!config.payments) throw new Error('The local stack serves no payment provider in /config.json');
  return config.payments;
}


/** Tokenizes a card with the provider, as the browser does with the publishable key from /config.json. */
async function tokenize(card: Record<string, unknown>, key?: string) {
  const { tokenizeUrl, publishableKey } = await sandboxConfig();
  const response = await fetch(tokenizeUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${key ?? publishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ holderName: 'Noura Al-Harbi', number: CARDS.visa, expiryMonth: 12, expiryYear: NEXT_YEAR, cvc: '123', ...card }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function saveCard(member: Member, number: string): Promise<CardView> {
  const { body: tokenized } = await tokenize({ number });
  const saved = await api('/payment/cards', { method: 'POST', token: tokenOf(member), body: JSON.stringify({ token: tokenized.token }) });
  if (saved.status !== 201) throw new Error(`POST /payment/cards answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  return saved.body as unknown as CardView;
}

async function cardsOf(member: Member): Promise<CardView[]> {
  const { status, body } = await api('/payment/cards', { token: tokenOf(member) });
  expect(status).toBe(200);
  return (body as unknown as CardList).cards;
}

const NEW_CAMPAIGN_BRIEF = {
    campaignTitle: 'Cardamom coffee <b>launch</b>',
    description: 'Show our cardamom coffee from bag to cup.',
    contentType: 'product-review',
    aspectRatio: '9:16',
    videoDuration: 30,
    numberOfContentCreators: 2,
    picturesNeeded: true,
    preferredAge: '25-34',
    gender: 'female',
    creatorInterests: ['food-cooking'],
  creatorShouldShow: ['house'],
  location: 'kitchen',
};

async function newCampaign(company: Member, overrides: Record<string, unknown> = {}): Promise<{ id: string; amount: number }> {
  const { status, body } = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify({ ...NEW_CAMPAIGN_BRIEF, ...overrides }) });
  if (status !== 201) throw new Error(`POST /campaigns answered ${status}: ${JSON.stringify(body)}`);
  return body as { id: string; amount: number };
}

async function campaignItem(id: string): Promise<Record<string, unknown>> {
  const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: campaignKey(id), ConsistentRead: true }));
  if (!Item) throw new Error(`No campaign ${id}`);
  return Item;
}

async function paymentsOf(company: Member, campaignId: string): Promise<Record<string, unknown>[]> {
  const { GSI2PK } = userTransactionsIndexKey(company.id, '', '');
  const { Items = [] } = await table().send(
    new QueryCommand({ TableName: stack().dynamodb.tableName, IndexName: INDEX.userTransactions, KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': GSI2PK } }),
  );
  return Items.filter((item) => item.campaignId === campaignId);
}

async function paymentsCounter(): Promise<number> {
  const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: counterKey(transactionsCounterName('payment')), ConsistentRead: true }));
  return typeof Item?.count === 'number' ? Item.count : 0;
}


/** The deliveries the sandbox made for a checkout, with their exact bodies and signatures. */
async function deliveriesOf(checkoutUrl: string): Promise<{ body: string; signature: string; status: number; type: string }[]> {
  const id = checkoutUrl.split('/').pop() ?? '';
  const response = await fetch(`${stack().url}/sandbox-pay/v1/checkouts/${id}`, { headers: { authorization: `Bearer ${sandboxKeys().secretKey}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { deliveries: { body: string; signature: string; status: number; type: string }[] }).deliveries;
}

function postWebhook(body: string, signature?: string) {
  return fetch(`${stack().apiUrl}/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }) },
    body,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
}

function sar(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

describe('saved cards', () => {
  it('tokenizes with the provider only with its publishable key, and refuses bad details by field', async () => {
    const tokenized = await tokenize({ number: '4111 1111 1111 1111' });
    expect(tokenized.status).toBe(201);
    expect(tokenized.body).toEqual({ token: expect.stringMatching(/^tok_/), brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: NEXT_YEAR, holderName: 'Noura Al-Harbi' });
    expect((await tokenize({ number: CARDS.mada })).body).toMatchObject({ brand: 'mada', last4: '0007' });
    expect((await tokenize({}, sandboxKeys().secretKey.replace('sk', 'pk'))).status).toBe(401);
    expect(await tokenize({ number: '4111111111111112' })).toEqual({ status: 400, body: { field: 'number', message: 'This card number is not valid' } });
    expect((await tokenize({ expiryMonth: 1, expiryYear: 2020 })).body).toMatchObject({ field: 'expiryMonth', message: 'This card has expired' });
    expect((await tokenize({ cvc: '12' })).body).toMatchObject({ field: 'cvc' });
    expect((await tokenize({ holderName: ' ' })).body).toMatchObject({ field: 'holderName' });
  });

  it('adds, lists (default first), changes the default and removes cards; removing the default promotes the newest', async () => {
    const member = await newMember('company');
    expect(await cardsOf(member)).toEqual([]);
    const first = await saveCard(member, CARDS.visa);
    expect(first).toEqual({
      id: expect.any(String),
      brand: 'visa',
      last4: '1111',
      holderName: 'Noura Al-Harbi',
      expiryMonth: 12,
      expiryYear: NEXT_YEAR,
      isDefault: true,
      createdAt: expect.any(String),
    });
    const second = await saveCard(member, CARDS.mastercard);
    const third = await saveCard(member, CARDS.mada);
    expect(second.isDefault).toBe(false);
    expect((await cardsOf(member)).map((card) => [card.id, card.isDefault])).toEqual([
      [first.id, true],
      [third.id, false],
      [second.id, false],
    ]);

    const changed = await api(`/payment/cards/${second.id}/default`, { method: 'PUT', token: tokenOf(member) });
    expect(changed.status).toBe(200);
    expect((changed.body as unknown as CardList).cards.map((card) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
      [first.id, false],
    ]);
    expect((await cardsOf(member)).filter((card) => card.isDefault).map((card) => card.id)).toEqual([second.id]);

    expect((await api(`/payment/cards/${second.id}`, { method: 'DELETE', token: tokenOf(member) })).status).toBe(204);
    expect((await cardsOf(member)).map((card) => [card.id, card.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);
    expect((await api(`/payment/cards/${first.id}`, { method: 'DELETE', token: tokenOf(member) })).status).toBe(204);
    expect((await cardsOf(member)).map((card) => [card.id, card.isDefault])).toEqual([[third.id, true]]);
  });

  it('stores the token and what identifies the card, never its number', async () => {
    const member = await newMember('creator');
    const card = await saveCard(member, CARDS.visa);
    const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: cardKey(member.id, card.id) }));
    expect(Object.keys(Item ?? {}).sort()).toEqual(
      ['PK', 'SK', 'id', 'token', 'brand', 'last4', 'holderName', 'expiryMonth', 'expiryYear', 'isDefault', 'createdAt'].sort(),
    );
    expect(JSON.stringify(Item)).not.toContain(CARDS.visa);
  });

  it('refuses a token the provider does not know, a malformed body, and ids that name no card of the caller', async () => {
    const member = await newMember('company');
    const other = await newMember('creator');
    const unknown = await api('/payment/cards', { method: 'POST', token: tokenOf(member), body: JSON.stringify({ token: 'tok_unknown' }) });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'CARD_NOT_ACCEPTED' } });
    const missing = await api('/payment/cards', { method: 'POST', token: tokenOf(member), body: JSON.stringify({}) });
    expect(missing).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { token: 'required' } } });
    const sneaky = await api('/payment/cards', { method: 'POST', token: tokenOf(member), body: JSON.stringify({ token: 'tok_x', number: CARDS.visa }) });
    expect(sneaky).toMatchObject({ status: 400, body: { fields: { number: 'unknownField' } } });

    const card = await saveCard(member, CARDS.visa);
    expect(await api('/payment/cards/not-a-card', { method: 'DELETE', token: tokenOf(member) })).toMatchObject({ status: 400, body: { code: 'INVALID_CARD_ID' } });
    expect(await api('/payment/cards/not-a-card/default', { method: 'PUT', token: tokenOf(member) })).toMatchObject({ status: 400, body: { code: 'INVALID_CARD_ID' } });
    expect((await api(`/payment/cards/${UNKNOWN_ID}`, { method: 'DELETE', token: tokenOf(member) })).status).toBe(404);
    expect((await api(`/payment/cards/${card.id}`, { method: 'DELETE', token: tokenOf(other) })).status).toBe(404);
    expect((await api(`/payment/cards/${card.id}/default`, { method: 'PUT', token: tokenOf(other) })).status).toBe(404);
    expect(await cardsOf(other)).toEqual([]);
    expect((await api('/payment/cards')).status).toBe(401);
  });

  it('keeps at most 5 cards, with exactly one default, even when they are added at once', async () => {
    const member = await newMember('creator');
    const tokens = await Promise.all(Array.from({ length: 7 }, () => tokenize({}).then(({ body }) => body.token)));
    const answers = await Promise.all(tokens.map((token) => api('/payment/cards', { method: 'POST', token: tokenOf(member), body: JSON.stringify({ token }) })));
    const saved = answers.filter((answer) => answer.status === 201).length;
    expect(answers.every((answer) => answer.status === 201 || (answer.status === 409 && answer.body.code === 'CONFLICT'))).toBe(true);
    expect(saved).toBeLessThanOrEqual(5);
    let cards = await cardsOf(member);
    expect(cards).toHaveLength(saved);
    expect(cards.filter((card) => card.isDefault)).toHaveLength(1);
    while (cards.length < 5) {
      await saveCard(member, CARDS.visa);
      cards = await cardsOf(member);
    }
    const sixth = await api('/payment/cards', { method: 'POST', token: tokenOf(member), body: JSON.stringify({ token: (await tokenize({})).body.token }) });
    expect(sixth).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await cardsOf(member)).toHaveLength(5);
  });
});

describe('paying for a campaign', () => {
  let company: Member;
  beforeAll(async () => {
    company = await newMember('company');
  });

  it('shows the sandbox checkout page in English or Arabic, with the amount, the labelled fields and the test cards', async () => {
    const campaign = await newCampaign(company);
    const { status, body } = await startCheckout(company, campaign.id);
    expect(status).toBe(200);
    const checkoutUrl = body.checkoutUrl as string;
    expect(checkoutUrl).toMatch(new RegExp(`^${stack().url}/sandbox-pay/checkout/chk_\\w+$`));
    expect((await campaignItem(campaign.id)).checkoutId).toBe(checkoutUrl.split('/').pop());

    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    for (const label of ['Name on card', 'Card number', 'Expiry month', 'Expiry year', 'CVC']) expect(html).toMatch(new RegExp(`<label for="\\w+">${label}</label>`));
    expect(html).toContain(`Pay ${sar(campaign.amount)} SAR`);
    expect(html).toContain('Cancel payment');
    expect(html).toContain('4111 1111 1111 1111');
    expect(html).toContain('4000 0000 0000 0002');
    // The campaign's title is the company's text: escaped, never markup.
    expect(html).toContain('Cardamom coffee &#60;b&#62;launch&#60;/b&#62;');
    expect(html).not.toContain('<script');

    const arabic = await (await fetch(`${checkoutUrl}?lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('رقم البطاقة');
    expect(arabic).toContain(`action="/sandbox-pay/checkout/${checkoutUrl.split('/').pop()}?lang=ar"`);
  });

  it('publishes the campaign once the success card pays; a replay of the same webhook is a duplicate and changes nothing', async () => {
    const campaign = await newCampaign(company);
    const { body } = await startCheckout(company, campaign.id);
    const checkoutUrl = body.checkoutUrl as string;
    const counterBefore = await paymentsCounter();

    const paid = await payOnPage(checkoutUrl, '4111 1111 1111 1111');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${stack().url}/payment/success?campaignId=${campaign.id}`);
    const item = await campaignItem(campaign.id);
    expect(item).toMatchObject({ status: 'open', publishedAt: expect.any(String), GSI3PK: 'CAMPAIGNS#OPEN' });
    expect(item.lastPaymentStatus).toBeUndefined();
    const payments = await paymentsOf(company, campaign.id);
    expect(payments).toEqual([
      expect.objectContaining({ type: 'payment', status: 'completed', amount: campaign.amount, companyId: company.id, provider: 'sandbox', cardBrand: 'visa', cardLast4: '1111' }),
    ]);
    expect(payments[0]?.problem).toBeUndefined();
    expect(await paymentsCounter()).toBeGreaterThanOrEqual(counterBefore + 1);

    const [delivery, ...more] = await deliveriesOf(checkoutUrl);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ type: 'payment.succeeded', status: 200 });
    const replay = await postWebhook(delivery?.body ?? '', delivery?.signature);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await paymentsOf(company, campaign.id)).toHaveLength(1);
    expect((await campaignItem(campaign.id)).publishedAt).toBe(item.publishedAt);
    // Published once, with its event; the replay wrote none.
    expect(await eventsWhere('campaignId', campaign.id)).toEqual([
      expect.objectContaining({ type: 'campaign.published', payload: { campaignId: campaign.id, campaignTitle: expect.any(String), companyId: company.id, amount: expect.any(Number), vat: expect.any(Number) } }),
    ]);

    // Paid now: neither a new checkout nor the same checkout page can take money for it again.
    expect(await startCheckout(company, campaign.id)).toMatchObject({ status: 409, body: { code: 'CAMPAIGN_ALREADY_PAID' } });
    const again = await payOnPage(checkoutUrl, SANDBOX_CARDS.success);
    expect(again.status).toBe(409);
    expect(again.text).toContain('This payment is already complete');
  });

  it('recognises a payment by its id: the same success told again under a new event id is a duplicate, nothing refunded', async () => {
    const campaign = await newCampaign(company);
    const checkoutUrl = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;
    expect((await payOnPage(checkoutUrl, SANDBOX_CARDS.success)).status).toBe(303);
    const [delivery] = await deliveriesOf(checkoutUrl);
    const told = JSON.parse(delivery?.body ?? '{}') as PaymentEvent;
    expect(told.data.paymentId).toMatch(/^pay_/);

    // A provider retrying under a new event id, or telling "paid" after "captured": another event, the same payment.
    const retold = JSON.stringify({ ...told, id: randomUUID() });
    expect(await postWebhook(retold, signPayload(sandboxKeys().webhookSecret, retold))).toEqual({ status: 200, body: { received: true, duplicate: true } });

    expect(await transactionsOf(company, campaign.id, 'payment')).toEqual([expect.objectContaining({ status: 'completed', checkoutId: told.data.checkoutId })]);
    expect(await transactionsOf(company, campaign.id, 'refund')).toEqual([]);
    expect((await sandboxCheckout(told.data.checkoutId)).refunds).toEqual([]);
    expect((await campaignItem(campaign.id)).status).toBe('open');
  });

  it('refuses a forged, tampered, stale or unsigned webhook with 400 and writes nothing', async () => {
    const campaign = await newCampaign(company);
    const event: PaymentEvent = {
      id: randomUUID(),
      type: 'payment.succeeded',
      data: { paymentId: 'pay_forged', checkoutId: 'chk_forged', reference: campaign.id, amount: campaign.amount, currency: 'SAR', card: { brand: 'visa', last4: '1111' } },
    };
    const body = JSON.stringify(event);
    const { webhookSecret } = sandboxKeys();
    const good = signPayload(webhookSecret, body);
    const flipped = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    const now = Math.floor(Date.now() / 1000);
    for (const [label, sentBody, signature] of [
      ['tampered signature', body, flipped],
      ['another secret', body, signPayload('whsec_guess', body)],
      ['tampered body', body.replace(`"amount":${campaign.amount}`, `"amount":${campaign.amount + 100}`), good],
      ['stale', body, signPayload(webhookSecret, body, now - 360)],
      ['from the future', body, signPayload(webhookSecret, body, now + 360)],
      ['malformed', body, 'v1=nonsense'],
      ['unsigned', body, undefined],
    ] as const) {
      const answer = await postWebhook(sentBody, signature);
      expect([label, answer.status, answer.body.code]).toEqual([label, 400, 'INVALID_WEBHOOK_SIGNATURE']);
    }
    expect((await campaignItem(campaign.id)).status).toBe('unpaid');
    expect(await paymentsOf(company, campaign.id)).toEqual([]);
    expect(await eventsWhere('campaignId', campaign.id)).toEqual([]);

    // The same event, properly signed, is accepted: what was refused above was only the signature.
    expect(await postWebhook(body, good)).toEqual({ status: 200, body: { received: true } });
    expect((await campaignItem(campaign.id)).status).toBe('open');
  });

  it.each([
    ['an event id', { id: `evt_${'x'.repeat(100_000)}` }],
    ['a payment id', { paymentId: `pay_${'x'.repeat(100_000)}` }],
    ['a checkout id', { checkoutId: `chk_${'x'.repeat(500_000)}` }],
    ['a reference', { reference: 'r'.repeat(100_000) }],
  ])('acknowledges a signed webhook with an over-long %s without acting on it or writing anything', async (_label, change) => {
    const campaign = await newCampaign(company);
    const { id, paymentId, checkoutId, reference } = { id: randomUUID(), paymentId: 'pay_long', checkoutId: 'chk_long', reference: campaign.id, ...change };
    const event = { id, type: 'payment.succeeded', data: { paymentId, checkoutId, reference, amount: campaign.amount, currency: 'SAR', card: { brand: 'visa', last4: '1111' } } };
    const body = JSON.stringify(event);
    expect(await postWebhook(body, signPayload(sandboxKeys().webhookSecret, body))).toEqual({ status: 200, body: { received: true } });
    expect((await campaignItem(campaign.id)).status).toBe('unpaid');
    expect(await paymentsOf(company, campaign.id)).toEqual([]);
    expect(await eventsWhere('campaignId', campaign.id)).toEqual([]);
  });

  it('never publishes on an amount that differs from the campaign\'s, but keeps the payment on record for a refund', async () => {
    const campaign = await newCampaign(company);
    const event: PaymentEvent = {
      id: randomUUID(),
      type: 'payment.succeeded',
      data: { paymentId: 'pay_short', checkoutId: 'chk_short', reference: campaign.id, amount: campaign.amount - 1, currency: 'SAR', card: { brand: 'mada', last4: '0007' } },
    };
    const body = JSON.stringify(event);
    expect(await postWebhook(body, signPayload(sandboxKeys().webhookSecret, body))).toEqual({ status: 200, body: { received: true } });
    const item = await campaignItem(campaign.id);
    expect(item.status).toBe('unpaid');
    expect(item.GSI3PK).toBeUndefined();
    expect(await paymentsOf(company, campaign.id)).toEqual([expect.objectContaining({ status: 'completed', amount: campaign.amount - 1, problem: 'amount-mismatch' })]);
  });

  it('leaves the campaign unpaid, flagged failed, when the card is declined; the company can pay again', async () => {
    const campaign = await newCampaign(company);
    const first = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;
    const declined = await payOnPage(first, SANDBOX_CARDS.declined);
    expect(declined.status).toBe(303);
    expect(declined.location).toBe(`${stack().url}/payment/failure?campaignId=${campaign.id}&reason=declined`);
    expect(await campaignItem(campaign.id)).toMatchObject({ status: 'unpaid', lastPaymentStatus: 'failed' });
    expect(await paymentsOf(company, campaign.id)).toEqual([expect.objectContaining({ status: 'failed', failureReason: 'declined', cardLast4: '0002' })]);

    const second = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;
    expect(second).not.toBe(first);
    expect((await payOnPage(second, CARDS.mastercard)).status).toBe(303);
    const item = await campaignItem(campaign.id);
    expect(item.status).toBe('open');
    expect(item.lastPaymentStatus).toBeUndefined();
    expect((await eventsWhere('campaignId', campaign.id)).map((event) => event.type)).toEqual(['payment.failed', 'campaign.published']);
  });

  it('sends the payer back on cancel without a webhook, and re-shows the form with the field in error', async () => {
    const campaign = await newCampaign(company);
    const checkoutUrl = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;
    const wrong = await payOnPage(checkoutUrl, '4111 1111 1111 1112');
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('role="alert"');
    expect(wrong.text).toMatch(/id="number"[^>]*aria-invalid="true"/);
    expect(wrong.text).toContain('This card number is not valid');

    const cancelled = await fetch(`${checkoutUrl}/cancel`, { redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${stack().url}/payment/failure?campaignId=${campaign.id}&reason=cancelled`);
    expect(await deliveriesOf(checkoutUrl)).toEqual([]);
    expect((await campaignItem(campaign.id)).status).toBe('unpaid');
    expect((await payOnPage(checkoutUrl, SANDBOX_CARDS.success)).status).toBe(409);
  });

  it('starts a checkout only for an unpaid campaign of the caller\'s own', async () => {
    const campaign = await newCampaign(company);
    const other = await newMember('company');
    const creator = await newMember('creator');
    expect(await startCheckout(other, campaign.id)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await startCheckout(creator, campaign.id)).status).toBe(403);
    expect(await startCheckout(company, 'not-a-campaign')).toMatchObject({ status: 400, body: { code: 'INVALID_CAMPAIGN_ID' } });
    expect((await startCheckout(company, UNKNOWN_ID)).status).toBe(404);
    expect((await campaignItem(campaign.id)).checkoutId).toBeUndefined();
  });
});

/** A checkout as the sandbox's server API shows it, with the refunds made against it. */
interface SandboxCheckout {
  id: string;
  status: string;
  url: string;
  amount: number;
  refunds: { id: string; amount: number; idempotencyKey: string }[];
}

async function sandboxCheckout(checkoutId: string): Promise<SandboxCheckout> {
  const response = await fetch(`${stack().url}/sandbox-pay/v1/checkouts/${checkoutId}`, { headers: { authorization: `Bearer ${sandboxKeys().secretKey}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as SandboxCheckout;
}

/**
 * A second provider checkout for the same campaign made straight at the provider, as the checkout route did before
 * it reused open ones (or as any other path to the provider might): the webhook must still charge only once.
 */
async function strayCheckout(campaign: { id: string; amount: number }): Promise<string> {
  const response = await fetch(`${stack().url}/sandbox-pay/v1/checkouts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandboxKeys().secretKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: campaign.amount,
      currency: 'SAR',
      reference: campaign.id,
      description: 'stray',
      successUrl: `${stack().url}/payment/success`,
      failureUrl: `${stack().url}/payment/failure`,
      webhookUrl: `${stack().apiUrl}/payment/webhook`,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const checkoutIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop() ?? '';

async function transactionsOf(company: Member, campaignId: string, type: string): Promise<Record<string, unknown>[]> {
  return (await paymentsOf(company, campaignId)).filter((item) => item.type === type);
}

async function refundsCounter(): Promise<number> {
  const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: { PK: 'COUNTER', SK: 'TXNS#refund' }, ConsistentRead: true }));
  return typeof Item?.count === 'number' ? Item.count : 0;
}

describe('one charge per campaign', () => {
  let company: Member;
  beforeAll(async () => {
    company = await newMember('company');
  });

  it('gives two checkout starts for one unpaid campaign, even at once, the same open provider checkout', async () => {
    const campaign = await newCampaign(company);
    const answers = await Promise.all([startCheckout(company, campaign.id), startCheckout(company, campaign.id), startCheckout(company, campaign.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const urls = new Set(answers.map((answer) => answer.body.checkoutUrl as string));
    expect(urls.size).toBe(1);
    const [url] = [...urls] as [string];
    expect((await campaignItem(campaign.id)).checkoutId).toBe(checkoutIdOf(url));
    expect((await sandboxCheckout(checkoutIdOf(url))).status).toBe('open');

    // Later, after leaving the page: still the same one, and paying it works.
    expect((await startCheckout(company, campaign.id)).body.checkoutUrl).toBe(url);
    expect((await payOnPage(url, SANDBOX_CARDS.success)).status).toBe(303);
    expect((await campaignItem(campaign.id)).status).toBe('open');
  });

  it('refunds a second success for a campaign already paid, records the refund, tells the company, and never refunds a replay again', async () => {
    const campaign = await newCampaign(company);
    const first = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;
    const second = await strayCheckout(campaign);
    const refundsBefore = await refundsCounter();

    expect((await payOnPage(first, SANDBOX_CARDS.success)).status).toBe(303);
    expect((await payOnPage(second, CARDS.mastercard)).status).toBe(303);

    const item = await campaignItem(campaign.id);
    expect(item.status).toBe('open');
    const payments = await transactionsOf(company, campaign.id, 'payment');
    expect(payments).toHaveLength(2);
    expect(payments.filter((payment) => payment.problem === undefined)).toEqual([expect.objectContaining({ checkoutId: checkoutIdOf(first) })]);
    expect(payments.filter((payment) => payment.problem === 'campaign-not-unpaid')).toEqual([expect.objectContaining({ checkoutId: checkoutIdOf(second) })]);

    const refunds = await transactionsOf(company, campaign.id, 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ type: 'refund', status: 'completed', amount: campaign.amount, companyId: company.id, checkoutId: checkoutIdOf(second), reason: 'campaign-not-unpaid', refundId: expect.stringMatching(/^ref_/) }),
    ]);
    expect(await refundsCounter()).toBe(refundsBefore + 1);
    const atProvider = await sandboxCheckout(checkoutIdOf(second));
    expect(atProvider.refunds).toEqual([expect.objectContaining({ id: refunds[0]?.refundId, amount: campaign.amount })]);
    expect((await sandboxCheckout(checkoutIdOf(first))).refunds).toEqual([]);

    const refundedNotice = (found: Record<string, unknown>[]) => found.some((notice) => notice.type === 'payment.refunded' && notice.campaignId === campaign.id);
    expect(await eventually(() => notificationsOf(company.id), refundedNotice)).toContainEqual(
      expect.objectContaining({ type: 'payment.refunded', campaignId: campaign.id, campaignTitle: 'Cardamom coffee <b>launch</b>', amount: campaign.amount, isRead: false }),
    );
    const mail = await eventually(async () => latestMailTo(stack().mailDir, company.email), (latest) => latest?.subject === 'Your payment was refunded');
    expect(mail?.subject).toBe('Your payment was refunded');
    expect(mail?.html).toContain('Cardamom coffee &#60;b&#62;launch&#60;/b&#62;');
    expect(mail?.text).toContain(`${sar(campaign.amount)} SAR`);

    // The provider delivers the same event again: answered as a duplicate, no second refund anywhere.
    const [delivery] = await deliveriesOf(second);
    const replay = await postWebhook(delivery?.body ?? '', signPayload(sandboxKeys().webhookSecret, delivery?.body ?? ''));
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await transactionsOf(company, campaign.id, 'refund')).toHaveLength(1);
    expect((await sandboxCheckout(checkoutIdOf(second))).refunds).toHaveLength(1);
    expect(await refundsCounter()).toBe(refundsBefore + 1);
  });

  it('refunds a payment whose amount differs from the campaign\'s instead of leaving it for a person', async () => {
    const campaign = await newCampaign(company);
    const short = await strayCheckout({ id: campaign.id, amount: campaign.amount - 1 });
    expect((await payOnPage(short, CARDS.mada)).status).toBe(303);
    expect((await campaignItem(campaign.id)).status).toBe('unpaid');
    expect(await transactionsOf(company, campaign.id, 'refund')).toEqual([expect.objectContaining({ amount: campaign.amount - 1, reason: 'amount-mismatch' })]);
    expect((await sandboxCheckout(checkoutIdOf(short))).refunds).toHaveLength(1);
  });
});

describe('deleting an unpaid campaign while its checkout is open', () => {
  it('refunds the payment that arrives for it afterwards and tells the company', async () => {
    const company = await newMember('company');
    const campaign = await newCampaign(company);
    const checkoutUrl = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;
    expect((await api(`/campaigns/${campaign.id}`, { method: 'DELETE', token: tokenOf(company) })).status).toBe(204);

    // The payer was already on the provider's page: the payment goes through there, but publishes nothing.
    expect((await payOnPage(checkoutUrl, SANDBOX_CARDS.success)).status).toBe(303);
    expect((await api(`/campaigns/${campaign.id}`, { token: tokenOf(company) })).status).toBe(404);
    expect(await transactionsOf(company, campaign.id, 'payment')).toEqual([expect.objectContaining({ problem: 'campaign-not-found', companyId: company.id })]);
    expect(await transactionsOf(company, campaign.id, 'refund')).toEqual([expect.objectContaining({ amount: campaign.amount, reason: 'campaign-not-found' })]);
    expect((await sandboxCheckout(checkoutIdOf(checkoutUrl))).refunds).toHaveLength(1);
    const refundedNotice = (found: Record<string, unknown>[]) => found.some((notice) => notice.type === 'payment.refunded' && notice.campaignId === campaign.id);
    expect(await eventually(() => notificationsOf(company.id), refundedNotice)).toContainEqual(expect.objectContaining({ type: 'payment.refunded', campaignId: campaign.id }));
  });
});

describe('the provider\'s refund', () => {
  it('is made once per idempotency key, only for a paid checkout, never above what was paid', async () => {
    const company = await newMember('company');
    const campaign = await newCampaign(company);
    const provider = sandboxProvider({ provider: 'sandbox', apiUrl: `${stack().url}/sandbox-pay`, secretKey: sandboxKeys().secretKey, webhookSecret: sandboxKeys().webhookSecret, appUrl: stack().url });
    const checkoutUrl = await strayCheckout(campaign);
    const checkoutId = checkoutIdOf(checkoutUrl);
    expect(await provider.refund({ checkoutId, amount: campaign.amount, idempotencyKey: 'refund:test:1' })).toEqual({ refused: expect.stringContaining('open') });
    expect(await provider.getCheckout(checkoutId)).toEqual({ status: 'open', url: checkoutUrl });

    // Paid outside this code's checkout route: the campaign is published by the webhook, the money is the sandbox's.
    expect((await payOnPage(checkoutUrl, SANDBOX_CARDS.success)).status).toBe(303);
    const first = await provider.refund({ checkoutId, amount: campaign.amount, idempotencyKey: 'refund:test:1' });
    expect(first).toEqual({ refundId: expect.stringMatching(/^ref_/) });
    expect(await provider.refund({ checkoutId, amount: campaign.amount, idempotencyKey: 'refund:test:1' })).toEqual(first);
    expect(await provider.refund({ checkoutId, amount: 1, idempotencyKey: 'refund:test:2' })).toEqual({ refused: expect.stringContaining('amount') });
    expect((await sandboxCheckout(checkoutId)).refunds).toHaveLength(1);
    expect(await provider.cancelCheckout(checkoutId)).toBe(false);
    expect(await provider.getCheckout('chk_unknown')).toBeUndefined();
  });
});

describe('editing an unpaid campaign while its checkout is open', () => {
  it('keeps the checkout when the price stays, and when it changes makes a new one and refunds a payment made through the old', async () => {
    const company = await newMember('company');
    const campaign = await newCampaign(company);
    const edit = (changes: Record<string, unknown>) => api(`/campaigns/${campaign.id}`, { method: 'PUT', token: tokenOf(company), body: JSON.stringify({ ...NEW_CAMPAIGN_BRIEF, ...changes }) });
    const first = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;

    // A new title, the same price: the open checkout still serves.
    expect((await edit({ campaignTitle: 'Cardamom coffee, the new blend' })).body.amount).toBe(campaign.amount);
    expect((await startCheckout(company, campaign.id)).body.checkoutUrl).toBe(first);

    // One more creator: a new price, so "Pay now" asks for it through a new checkout.
    const edited = (await edit({ numberOfContentCreators: 3 })).body as { amount: number };
    expect(edited.amount).toBeGreaterThan(campaign.amount);
    const second = (await startCheckout(company, campaign.id)).body.checkoutUrl as string;
    expect(second).not.toBe(first);
    expect((await sandboxCheckout(checkoutIdOf(second))).amount).toBe(edited.amount);

    // The payer still had the old page open: that payment publishes nothing and goes back.
    expect((await payOnPage(first, SANDBOX_CARDS.success)).status).toBe(303);
    expect((await campaignItem(campaign.id)).status).toBe('unpaid');
    expect(await transactionsOf(company, campaign.id, 'refund')).toEqual([expect.objectContaining({ amount: campaign.amount, reason: 'amount-mismatch' })]);
    expect((await payOnPage(second, SANDBOX_CARDS.success)).status).toBe(303);
    expect(await campaignItem(campaign.id)).toMatchObject({ status: 'open', amount: edited.amount, numberOfContentCreators: 3 });
  });
});
