import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { InvoiceDraft } from '../../lambdas/data/invoices';
import { ledgerEntryItems } from '../../lambdas/data/ledger';
import { recordPaymentEvent, type PaymentTransactionRecord } from '../../lambdas/data/payments';
import type { TransactItem } from '../../lambdas/data/table';
import { invoiceFigures } from '../../shared/domain/invoice';
import { settledOnFakeClock } from '../support/wait';

/**
 * Gapless invoice numbers (lambdas/data/payments.ts, invoices.ts): the number is read from the sequence's counter and
 * taken in the payment's own transaction, on condition the counter still holds it; a payment that lost the number to
 * another reads it again and retries the whole transaction. A duplicate or a refused publication takes no number.
 */

const dynamo = mockClient(DynamoDBDocumentClient);

const ENV = { AWS_REGION: process.env.AWS_REGION, TABLE_NAME: process.env.TABLE_NAME };
beforeAll(() => {
  process.env.AWS_REGION ??= 'me-south-1';
  process.env.TABLE_NAME ??= 'ugc-test-table';
});
afterAll(() => {
  for (const [name, value] of Object.entries(ENV)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterEach(() => dynamo.reset());
// A lost race is tried again after a short random pause: the fake clock runs through it (settledOnFakeClock).
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const PAYMENT: PaymentTransactionRecord = {
  id: 'pay-1',
  type: 'payment',
  status: 'completed',
  amount: 43_125,
  campaignId: 'campaign-1',
  companyId: 'company-1',
  provider: 'sandbox',
  checkoutId: 'chk_1',
  eventId: 'evt_1',
  cardBrand: 'visa',
  cardLast4: '1111',
  createdAt: '2026-03-15T10:20:30.123Z',
};

const DRAFT: InvoiceDraft = {
  issuedAt: PAYMENT.createdAt,
  seller: { name: 'UGC Marketplace Co.', vatNumber: '311111111100003' },
  buyer: { name: 'Najd Dates Co.', vatNumber: '300000000000003' },
  companyId: 'company-1',
  campaignId: 'campaign-1',
  campaignTitle: 'Sukkari gift box',
  paymentTransactionId: PAYMENT.id,
  currency: 'SAR',
  ...invoiceFigures(43_125),
};

/** A publication's effect, as the webhook hands it: one campaign update. */
const EFFECT: TransactItem[] = [{ Update: { TableName: 'ugc-test-table', Key: { PK: 'CAMPAIGN#campaign-1', SK: 'META' }, UpdateExpression: 'SET #s = :open' } }];

function cancelled(...codes: string[]): TransactionCanceledException {
  return new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });
}

/** Where the invoice counter sits in the payment's transaction: after the claim, the effect and the payment's ledger entry. */
const counterAt = () => 1 + EFFECT.length + ledgerEntryItems(PAYMENT, {}).length;

/** Another payment took the number read: the counter's condition failed, and only it. */
function sequenceLost(): TransactionCanceledException {
  return cancelled(...Array.from({ length: counterAt() + 2 }, (_, index) => (index === counterAt() ? 'ConditionalCheckFailed' : 'None')));
}

/** The counter update and the invoice put of a transaction as it was sent. */
function issueOf(call: number) {
  const items = dynamo.commandCalls(TransactWriteCommand)[call]?.args[0].input.TransactItems ?? [];
  const counter = items.find((item) => item.Update?.Key?.SK === 'INVOICES')?.Update;
  const invoice = items.find((item) => item.Put?.Item?.SK === 'INVOICE')?.Put?.Item;
  const payment = items.find((item) => String(item.Put?.Item?.PK).startsWith('TXN#'))?.Put?.Item;
  return { items, counter, invoice, payment };
}

describe('recordPaymentEvent with an invoice', () => {
  it('takes the number the counter holds, in the same transaction as the payment, and moves the counter on', async () => {
    dynamo.on(GetCommand).resolves({ Item: { next: 7 } });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await recordPaymentEvent('sandbox:evt_1', 0, PAYMENT, EFFECT, DRAFT)).toBe('recorded');
    const { items, counter, invoice, payment } = issueOf(0);
    // Claim, effect, the payment's ledger entry, then the counter and the invoice.
    expect(items).toHaveLength(counterAt() + 2);
    expect(items[counterAt()]?.Update).toBe(counter);
    expect(counter).toMatchObject({ ConditionExpression: '#next = :read', ExpressionAttributeValues: { ':read': 7, ':after': 8 } });
    expect(invoice).toMatchObject({ PK: 'CAMPAIGN#campaign-1', number: 7, GSI1PK: 'COMPANY#company-1', GSI2PK: 'INVOICES', GSI2SK: '0000000007', total: 43_125, vat: 5_625 });
    expect(payment).toMatchObject({ invoiceNumber: 7 });
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ Key: { PK: 'COUNTER', SK: 'INVOICES' }, ConsistentRead: true });
  });

  it('starts the sequence at 1 on condition that no one started it meanwhile', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await recordPaymentEvent('sandbox:evt_1', 0, PAYMENT, EFFECT, DRAFT)).toBe('recorded');
    const { counter, invoice } = issueOf(0);
    expect(counter).toMatchObject({ ConditionExpression: 'attribute_not_exists(#next)', ExpressionAttributeValues: { ':after': 2 } });
    expect(counter?.ExpressionAttributeValues).not.toHaveProperty(':read');
    expect(invoice).toMatchObject({ number: 1 });
  });

  it('reads the counter again and retries the whole transaction when another payment took the number', async () => {
    dynamo.on(GetCommand).resolvesOnce({ Item: { next: 7 } }).resolvesOnce({ Item: { next: 8 } });
    dynamo.on(TransactWriteCommand).rejectsOnce(sequenceLost()).resolves({});
    expect(await settledOnFakeClock(recordPaymentEvent('sandbox:evt_1', 0, PAYMENT, EFFECT, DRAFT))).toBe('recorded');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
    const retried = issueOf(1);
    expect(retried.counter).toMatchObject({ ExpressionAttributeValues: { ':read': 8, ':after': 9 } });
    expect(retried.invoice).toMatchObject({ number: 8 });
    expect(retried.payment).toMatchObject({ invoiceNumber: 8 });
  });

  it('takes no number for a redelivered event or a publication the campaign refuses', async () => {
    dynamo.on(GetCommand).resolves({ Item: { next: 7 } });
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'));
    expect(await recordPaymentEvent('sandbox:evt_1', 0, PAYMENT, EFFECT, DRAFT)).toBe('duplicate');
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'None', 'None', 'None', 'None'));
    expect(await recordPaymentEvent('sandbox:evt_1', 0, PAYMENT, EFFECT, DRAFT)).toBe('effect-refused');
    // Each tried once: nothing was retried, so no number was taken.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('never reads the sequence for a payment without an invoice (a failure, a refund)', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await recordPaymentEvent('sandbox:evt_1', 0, { ...PAYMENT, status: 'failed' }, [])).toBe('recorded');
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
    expect(issueOf(0).items).toHaveLength(1 + ledgerEntryItems({ ...PAYMENT, status: 'failed' }, {}).length);
    expect(issueOf(0).payment).not.toHaveProperty('invoiceNumber');
  });

  it('gives up after 25 lost races, writing nothing, so the provider delivers the event again', async () => {
    dynamo.on(GetCommand).resolves({ Item: { next: 7 } });
    dynamo.on(TransactWriteCommand).rejects(sequenceLost());
    await expect(settledOnFakeClock(recordPaymentEvent('sandbox:evt_1', 0, PAYMENT, EFFECT, DRAFT))).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(25);
  });
});
