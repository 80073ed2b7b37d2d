import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CURRENCY } from '../../shared/domain/constants';
import type { Invoice, InvoiceBuyer, InvoiceSeller } from '../../shared/domain/invoice';
import { dynamoClient } from '../core/clients';
import { count, oneOf, optional, readItem, shaped, text, type Item, type Shape } from './item';
import { companyInvoicesIndexKey, counterKey, INDEX, invoiceCounterName, invoiceKey, invoiceNumberIndexKey, INVOICES } from './keys';
import { beginsWith, getItem, queryAll, queryPage, tableName, type TransactItem } from './table';

/**
 * Repository of tax invoices (issue 13; docs/data-model.md, patterns I1-I4). An invoice is an item in its campaign's
 * partition (`CAMPAIGN#<id>` / `INVOICE`: only the payment that publishes a campaign is invoiced, so there is one),
 * listed under its company (GSI1, newest first) and in the sequence of all invoices (GSI2, by number). Its number is
 * taken from the sequence's counter (`COUNTER` / `INVOICES`, attribute `next`) in the transaction that records the
 * payment: the counter moves from exactly the value read to the next, together with the invoice, or not at all. So
 * a number is used only by an invoice that exists, and no two invoices share one: the sequence has no gaps.
 */

/** A stored invoice; `pdfStoredAt` once the documents function has stored its PDF. */
export interface InvoiceRecord extends Invoice {
  pdfStoredAt?: string;
}

/** An invoice about to be issued: everything but the number, which its payment's transaction takes. */
export type InvoiceDraft = Omit<Invoice, 'number'>;

const SELLER_SHAPE: Shape<InvoiceSeller> = { name: text, vatNumber: text, address: optional(text) };
const BUYER_SHAPE: Shape<InvoiceBuyer> = { name: text, vatNumber: optional(text), address: optional(text) };

const INVOICE_SHAPE: Shape<InvoiceRecord> = {
  number: count,
  issuedAt: text,
  seller: shaped('invoice seller', SELLER_SHAPE),
  buyer: shaped('invoice buyer', BUYER_SHAPE),
  companyId: text,
  campaignId: text,
  campaignTitle: text,
  paymentTransactionId: text,
  currency: oneOf([CURRENCY]),
  net: count,
  vat: count,
  total: count,
  vatRatePercent: count,
  pdfStoredAt: optional(text),
};

export function invoiceFromItem(item: Item): InvoiceRecord {
  return readItem('invoice', INVOICE_SHAPE, item);
}

/** Numbers in index keys are zero-padded to 10 digits, so their text order is their number order. */
function sortable(number: number): string {
  return String(number).padStart(10, '0');
}

export function invoiceToItem(invoice: Invoice): Item {
  return {
    ...invoiceKey(invoice.campaignId),
    ...companyInvoicesIndexKey(invoice.companyId, invoice.issuedAt, sortable(invoice.number)),
    ...invoiceNumberIndexKey(sortable(invoice.number)),
    ...invoice,
  };
}

/** The sequence's counter as read: the number the next invoice takes, and whether the counter holds one yet. */
export interface InvoiceSequenceRead {
  next: number;
  started: boolean;
}

const SEQUENCE = () => counterKey(invoiceCounterName);

/** Reads the sequence strongly consistent: a number read stale would only fail its condition and be read again. */
export async function readInvoiceSequence(): Promise<InvoiceSequenceRead> {
  const item = await getItem(SEQUENCE(), { consistent: true, attributes: ['next'] });
  return typeof item?.next === 'number' ? { next: item.next, started: true } : { next: 1, started: false };
}

/**
 * The transaction items that issue the invoice numbered `read.next`: the counter moves on only from exactly that
 * value (so of two payments that read the same number, one fails this condition and reads again), and the invoice is
 * put. The counter is the first of the two.
 */
export function invoiceIssueItems(draft: InvoiceDraft, read: InvoiceSequenceRead): { invoice: Invoice; items: TransactItem[] } {
  const invoice: Invoice = { ...draft, number: read.next };
  return {
    invoice,
    items: [
      {
        Update: {
          TableName: tableName(),
          Key: SEQUENCE(),
          UpdateExpression: 'SET #next = :after',
          ConditionExpression: read.started ? '#next = :read' : 'attribute_not_exists(#next)',
          ExpressionAttributeNames: { '#next': 'next' },
          ExpressionAttributeValues: { ':after': read.next + 1, ...(read.started ? { ':read': read.next } : {}) },
        },
      },
      { Put: { TableName: tableName(), Item: invoiceToItem(invoice), ConditionExpression: 'attribute_not_exists(PK)' } },
    ],
  };
}

/** A campaign's invoice (read right after the payment's transaction by the documents function: strongly consistent). */
export async function getInvoiceOfCampaign(campaignId: string): Promise<InvoiceRecord | undefined> {
  const item = await getItem(invoiceKey(campaignId), { consistent: true });
  return item && invoiceFromItem(item);
}

/** The invoice with this number, through the sequence's index. */
export async function getInvoiceByNumber(number: number): Promise<InvoiceRecord | undefined> {
  const { GSI2PK, GSI2SK } = invoiceNumberIndexKey(sortable(number));
  const [item] = await queryAll({
    IndexName: INDEX.invoicesByNumber,
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK = :sk',
    ExpressionAttributeValues: { ':pk': GSI2PK, ':sk': GSI2SK },
  });
  return item && invoiceFromItem(item);
}

/** Every invoice of a company, newest first (bounded by its own campaigns). */
export async function listCompanyInvoices(companyId: string): Promise<InvoiceRecord[]> {
  const { GSI1PK, GSI1SK } = companyInvoicesIndexKey(companyId, '', '');
  const items = await queryAll({ IndexName: INDEX.companyInvoices, ...beginsWith(['GSI1PK', GSI1PK], ['GSI1SK', GSI1SK]), ScanIndexForward: false });
  return items.map(invoiceFromItem);
}

/**
 * Page `page` of every invoice, newest (highest number) first, and how many there are: the sequence has no gaps, so
 * the count is the last number issued.
 */
export async function listAllInvoices(page: number, pageSize: number): Promise<{ invoices: InvoiceRecord[]; total: number }> {
  const [items, sequence] = await Promise.all([
    queryPage({ IndexName: INDEX.invoicesByNumber, KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': INVOICES }, ScanIndexForward: false }, page, pageSize),
    readInvoiceSequence(),
  ]);
  return { invoices: items.map(invoiceFromItem), total: sequence.next - 1 };
}

/** Notes that the invoice's PDF is stored; false when there is no such invoice. Repeating it changes only the time. */
export async function markInvoicePdfStored(campaignId: string, storedAt: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceKey(campaignId),
        UpdateExpression: 'SET pdfStoredAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': storedAt },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
