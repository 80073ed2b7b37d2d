import type { DomainEvent } from '../../shared/domain/events';
import { formatInvoiceNumber } from '../../shared/domain/invoice';
import * as storage from '../adapters/storage';
import { logInfo } from '../core/log';
import { getInvoiceOfCampaign, markInvoicePdfStored } from '../data/invoices';
import { invoicePdf } from '../media/invoice';
import { invoicePdfKey } from './invoices';

/**
 * The PDF of a paid campaign's tax invoice (issue 13), made by the documents function on the `campaign.published`
 * event (the payment's transaction stored the invoice with the event): stored under invoices/, then noted on the
 * invoice, which the download reads. Once noted, a redelivered event does nothing; a redelivery between the two writes
 * stores the same bytes again (the PDF depends only on the invoice).
 */
export async function issueInvoicePdf(event: DomainEvent<'campaign.published'>): Promise<void> {
  const { campaignId } = event.payload;
  const invoice = await getInvoiceOfCampaign(campaignId);
  if (!invoice) {
    // Campaigns published before invoices existed, or by hand in tests: nothing to make.
    logInfo('Campaign published without an invoice: no PDF made', { campaignId, eventId: event.id });
    return;
  }
  if (invoice.pdfStoredAt) return;
  const pdf = await invoicePdf(invoice);
  await storage.writeObject(invoicePdfKey(invoice.number), pdf, 'application/pdf');
  await markInvoicePdfStored(campaignId, new Date().toISOString());
  logInfo('Invoice PDF stored', { campaignId, invoiceNumber: formatInvoiceNumber(invoice.number), bytes: pdf.length });
}
