import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { signPayload, SIGNATURE_HEADER } from '../../lambdas/adapters/payment-signature';
import { counterKey, INDEX, invoiceCounterName, invoiceKey, INVOICES, userTransactionsIndexKey } from '../../lambdas/data/keys';
import { SANDBOX_CARDS } from '../../scripts/local/payment-sandbox-cards';
import { sandboxStateFile, type SandboxKeys } from '../../scripts/local/payment-sandbox-state';
import { formatInvoiceNumber, zatcaAmount, zatcaTimestamp, type InvoiceDocumentView, type InvoiceList, type InvoiceView } from '../../shared/domain/invoice';
import type { PaymentEvent } from '../../shared/domain/payment';
import { decodeZatcaQr } from '../../shared/domain/zatca';
import { newMember, table } from '../support/accounts';
import { TEST_BRIEF } from '../support/campaigns';
import { eventually } from '../support/events';
import { drawnQrModules, pdfContent, readQr } from '../support/pdf';
import { adminToken, readyCompany, type Member } from '../support/profiles';
import { api, demoEmail, signIn, stack } from '../support/stack';

/**
 * Tax invoices on the local stack (issue 13): a campaign paid through the sandbox gets an invoice whose number is taken
 * in the payment's own transaction, so the sequence has no gaps; a declined payment gets none; the documents function
 * makes the PDF, which its company (and an admin, never another company) downloads, and whose QR code carries the
 * ZATCA fields.
 */

/** The local stack's seller (scripts/local/stack.ts). */
const SELLER = { name: 'UGC Marketplace Co.', vatNumber: '311111111100003' };
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const tokenOf = (member: Member) => member.token ?? '';

function sandboxKeys(): SandboxKeys {
  const file = sandboxStateFile(path.dirname(stack().mailDir));
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: SandboxKeys }).keys;
}

function company(name: string, vatNumber: string): Promise<Member> {
  return readyCompany({ companyName: name, description: 'Dates and coffee from Al-Qassim.', vatNumber, businessAddress: 'Prince Sultan Road, Buraydah 52361', showAddressToCreators: false });
}

async function newCampaign(owner: Member, title: string): Promise<{ id: string; amount: number; title: string }> {
  const brief = {
    campaignTitle: title,
    ...TEST_BRIEF,
    numberOfContentCreators: 1,
  };
  const { status, body } = await api('/campaigns', { method: 'POST', token: tokenOf(owner), body: JSON.stringify(brief) });
  if (status !== 201) throw new Error(`POST /campaigns answered ${status}: ${JSON.stringify(body)}`);
  return { ...(body as { id: string; amount: number }), title };
}

/** Pays a campaign on the sandbox's checkout page, as the company's browser does; the webhook has run when it answers. */
async function pay(owner: Member, campaignId: string, card: string): Promise<number> {
  const { body } = await api(`/campaigns/${campaignId}/checkout`, { method: 'POST', token: tokenOf(owner) });
  const response = await fetch(body.checkoutUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ holderName: 'Huda Al-Otaibi', number: card, expiryMonth: '12', expiryYear: String(NEXT_YEAR), cvc: '123' }).toString(),
    redirect: 'manual',
  });
  return response.status;
}

/** A payment's webhook as the provider signs it, for payments that land at the same moment. */
function postSucceeded(campaign: { id: string; amount: number }) {
  const event: PaymentEvent = {
    id: randomUUID(),
    type: 'payment.succeeded',
    data: { paymentId: `pay_${randomUUID().slice(0, 8)}`, checkoutId: `chk_${randomUUID().slice(0, 8)}`, reference: campaign.id, amount: campaign.amount, currency: 'SAR', card: { brand: 'visa', last4: '1111' } },
  };
  const body = JSON.stringify(event);
  return fetch(`${stack().apiUrl}/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(sandboxKeys().webhookSecret, body) }, body }).then(
    (response) => response.status,
  );
}

async function invoicesOf(member: Member | string, page = 1): Promise<InvoiceList> {
  const { status, body } = await api(`/invoices?page=${page}`, { token: typeof member === 'string' ? member : tokenOf(member) });
  expect(status).toBe(200);
  return body as unknown as InvoiceList;
}

async function invoiceDocument(token: string, number: string) {
  const { status, body } = await api(`/invoices/${number}`, { token });
  return { status, body: body as unknown as InvoiceDocumentView & { code?: string } };
}

/** The invoice's PDF once the documents function has made it. */
async function readyDocument(token: string, number: string): Promise<InvoiceDocumentView> {
  const answer = await eventually(() => invoiceDocument(token, number), ({ body }) => body.status === 'ready', 20_000);
  expect(answer).toMatchObject({ status: 200, body: { status: 'ready' } });
  return answer.body;
}

/** Every invoice's number in the table, in order (the sequence's index). */
async function allInvoiceNumbers(): Promise<number[]> {
  const numbers: number[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new QueryCommand({
        TableName: stack().dynamodb.tableName,
        IndexName: INDEX.invoicesByNumber,
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': INVOICES },
        ProjectionExpression: '#number',
        ExpressionAttributeNames: { '#number': 'number' },
        ExclusiveStartKey,
      }),
    );
    numbers.push(...(page.Items ?? []).map((item) => item.number as number));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return numbers;
}

async function nextInvoiceNumber(): Promise<number> {
  const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: counterKey(invoiceCounterName), ConsistentRead: true }));
  return typeof Item?.next === 'number' ? Item.next : 1;
}

async function storedInvoice(campaignId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: invoiceKey(campaignId), ConsistentRead: true }));
  return Item;
}

async function paymentsOf(owner: Member, campaignId: string): Promise<Record<string, unknown>[]> {
  const { GSI2PK } = userTransactionsIndexKey(owner.id, '', '');
  const { Items = [] } = await table().send(
    new QueryCommand({ TableName: stack().dynamodb.tableName, IndexName: INDEX.userTransactions, KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': GSI2PK } }),
  );
  return Items.filter((item) => item.campaignId === campaignId && item.type === 'payment');
}

/**
 * The sequence so far is 1, 2, … with none missing and none twice. Other files pay on the same stack meanwhile, so the
 * counter is read first: every number below it must be issued (number and counter move in one transaction); numbers
 * issued after the read may follow, never twice.
 */
async function expectGaplessSequence(): Promise<void> {
  const next = await nextInvoiceNumber();
  const numbers = await allInvoiceNumbers();
  expect(numbers.filter((number) => number < next)).toEqual(Array.from({ length: next - 1 }, (_, n) => n + 1));
  expect(new Set(numbers).size).toBe(numbers.length);
}

describe('tax invoices', () => {
  let buyer: Member;
  let first: { id: string; amount: number; title: string };
  let second: { id: string; amount: number; title: string };
  let invoices: InvoiceView[];

  beforeAll(async () => {
    buyer = await company('Najd Dates Co.', '300000000000003');
    first = await newCampaign(buyer, 'Sukkari gift box');
    second = await newCampaign(buyer, 'تمور السكري في رمضان');
    expect(await pay(buyer, first.id, SANDBOX_CARDS.success)).toBe(303);
    expect(await pay(buyer, second.id, SANDBOX_CARDS.success)).toBe(303);
    invoices = (await invoicesOf(buyer)).invoices;
  });

  it('gives each paid campaign an invoice in the one sequence, with no number skipped between two payments', async () => {
    expect(invoices.map((invoice) => invoice.campaignId)).toEqual([second.id, first.id]);
    const [later, earlier] = invoices as [InvoiceView, InvoiceView];
    expect(later.number).toBeGreaterThan(earlier.number);
    // Other test files may pay in between: every number between the two belongs to an invoice all the same.
    const numbers = new Set(await allInvoiceNumbers());
    for (let number = earlier.number; number <= later.number; number++) expect(numbers.has(number)).toBe(true);
    await expectGaplessSequence();
    expect(earlier).toEqual({
      number: earlier.number,
      invoiceNumber: formatInvoiceNumber(earlier.number),
      issuedAt: expect.any(String),
      campaignId: first.id,
      campaignTitle: 'Sukkari gift box',
      buyerName: 'Najd Dates Co.',
      net: 37_500,
      vat: 5_625,
      total: first.amount,
      currency: 'SAR',
    });
    expect(later.campaignTitle).toBe('تمور السكري في رمضان');
    // The payment carries its invoice's number.
    expect(await paymentsOf(buyer, first.id)).toEqual([expect.objectContaining({ status: 'completed', invoiceNumber: earlier.number, createdAt: earlier.issuedAt })]);
  });

  it('keeps the seller and the buyer as they stood at payment', async () => {
    expect(await storedInvoice(first.id)).toMatchObject({
      seller: { name: SELLER.name, vatNumber: SELLER.vatNumber, address: expect.any(String) },
      buyer: { name: 'Najd Dates Co.', vatNumber: '300000000000003', address: 'Prince Sultan Road, Buraydah 52361' },
      companyId: buyer.id,
      net: 37_500,
      vat: 5_625,
      total: 43_125,
      vatRatePercent: 15,
    });
  });

  it('lets the company download the PDF, whose QR code decodes to the seller, the moment, the total and the VAT', async () => {
    const [, earlier] = invoices as [InvoiceView, InvoiceView];
    const document = await readyDocument(tokenOf(buyer), earlier.invoiceNumber);
    if (document.status !== 'ready') throw new Error('not ready');
    const response = await fetch(document.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`tax-invoice-${earlier.invoiceNumber}.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { drawn, streams } = pdfContent(pdf);
    expect(drawn.map(({ text }) => text)).toContain(earlier.invoiceNumber);
    const scanned = readQr(drawnQrModules(streams[0] ?? ''));
    expect(decodeZatcaQr(scanned ?? '')).toEqual({
      sellerName: SELLER.name,
      vatNumber: SELLER.vatNumber,
      timestamp: zatcaTimestamp(earlier.issuedAt),
      total: zatcaAmount(earlier.total),
      vat: zatcaAmount(earlier.vat),
    });
    // The bare number names the same invoice.
    expect((await invoiceDocument(tokenOf(buyer), String(earlier.number))).body.status).toBe('ready');
  });

  it('issues no number for a declined payment, and the next one when the company pays after all', async () => {
    const campaign = await newCampaign(buyer, 'Date syrup launch');
    expect(await pay(buyer, campaign.id, SANDBOX_CARDS.declined)).toBe(303);
    const [declined] = await paymentsOf(buyer, campaign.id);
    expect(declined).toMatchObject({ status: 'failed' });
    expect(declined?.invoiceNumber).toBeUndefined();
    expect(await storedInvoice(campaign.id)).toBeUndefined();
    expect((await invoicesOf(buyer)).invoices.map((invoice) => invoice.campaignId)).not.toContain(campaign.id);
    await expectGaplessSequence();

    expect(await pay(buyer, campaign.id, SANDBOX_CARDS.success)).toBe(303);
    expect((await invoicesOf(buyer)).invoices[0]).toMatchObject({ campaignId: campaign.id, number: expect.any(Number) });
    await expectGaplessSequence();
  });

  it('numbers payments that land at once: every one gets its own number, and none is skipped', async () => {
    const campaigns = await Promise.all(Array.from({ length: 6 }, (_, n) => newCampaign(buyer, `Simultaneous ${n + 1}`)));
    expect(await Promise.all(campaigns.map(postSucceeded))).toEqual(campaigns.map(() => 200));
    const numbers = await Promise.all(campaigns.map(async ({ id }) => (await storedInvoice(id))?.number as number));
    expect(new Set(numbers).size).toBe(campaigns.length);
    await expectGaplessSequence();
  });

  it('shows another company none of them, answers it 404 for one, and lets an admin list and download any', async () => {
    const [, earlier] = invoices as [InvoiceView, InvoiceView];
    const other = await company('Qassim Coffee Traders', '311111111111113');
    expect(await invoicesOf(other)).toEqual({ invoices: [], totalEntries: 0, totalPages: 0, page: 1 });
    expect(await invoiceDocument(tokenOf(other), earlier.invoiceNumber)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await invoiceDocument(tokenOf(buyer), formatInvoiceNumber(999_999_999))).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await invoiceDocument(tokenOf(buyer), 'INV-12x')).toMatchObject({ status: 400, body: { code: 'INVALID_INVOICE_NUMBER' } });
    const creator = await newMember('creator');
    expect((await invoiceDocument(tokenOf(creator), earlier.invoiceNumber)).status).toBe(403);
    expect((await api('/invoices')).status).toBe(401);

    const admin = await adminToken();
    // Counted before the list is read: other files may pay in between, which only adds to the list.
    const total = (await allInvoiceNumbers()).length;
    const all = await invoicesOf(admin);
    expect(all.totalEntries).toBeGreaterThanOrEqual(total);
    expect(all.invoices[0]?.number).toBeGreaterThanOrEqual(total);
    expect(all.invoices.map((invoice) => invoice.number)).toEqual([...all.invoices.map((invoice) => invoice.number)].sort((a, b) => b - a));
    expect((await readyDocument(admin, earlier.invoiceNumber)).status).toBe('ready');
  });

  it('makes a replayed payment webhook no second invoice', async () => {
    const campaign = await newCampaign(buyer, 'Replay check');
    const event: PaymentEvent = {
      id: randomUUID(),
      type: 'payment.succeeded',
      data: { paymentId: 'pay_replay', checkoutId: 'chk_replay', reference: campaign.id, amount: campaign.amount, currency: 'SAR', card: { brand: 'mada', last4: '0007' } },
    };
    const body = JSON.stringify(event);
    const signature = signPayload(sandboxKeys().webhookSecret, body);
    const post = () => fetch(`${stack().apiUrl}/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body });
    expect((await post()).status).toBe(200);
    const issued = (await storedInvoice(campaign.id))?.number;
    expect(await (await post()).json()).toEqual({ received: true, duplicate: true });
    expect((await storedInvoice(campaign.id))?.number).toBe(issued);
    expect((await paymentsOf(buyer, campaign.id)).map((payment) => payment.invoiceNumber)).toEqual([issued]);
    await expectGaplessSequence();
  });
});

describe('the demo company (npm start)', () => {
  it('has an invoice for each campaign it paid for, with its PDF made', async () => {
    const { AccessToken = '' } = await signIn('users', demoEmail('company'));
    const { status, body } = await api('/campaigns/company?status=open,in-progress,completed', { token: AccessToken });
    expect(status).toBe(200);
    const paid = (body.campaigns as { id: string }[]).map(({ id }) => id).sort();
    expect(paid.length).toBeGreaterThan(0);
    const { invoices } = await invoicesOf(AccessToken);
    expect(invoices.map(({ campaignId }) => campaignId).sort()).toEqual(paid);
    for (const invoice of invoices) expect((await readyDocument(AccessToken, invoice.invoiceNumber)).status).toBe('ready');
  });
});
