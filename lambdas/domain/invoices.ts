import { CURRENCY, type Role } from '../../shared/domain/constants';
import { formatInvoiceNumber, invoiceFigures, invoiceView, INVOICE_PAGE_SIZE, type InvoiceDocumentView, type InvoiceList } from '../../shared/domain/invoice';
import { namedPage } from '../../shared/domain/page';
import * as storage from '../adapters/storage';
import { sellerConfig } from '../core/config';
import { NotFoundError } from '../core/errors';
import { getCampaignRecord } from '../data/campaigns';
import { getInvoiceByNumber, listAllInvoices, listCompanyInvoices, type InvoiceDraft } from '../data/invoices';
import { getCompanyDetails } from '../data/profiles';
import { getUserById } from '../data/users';
import { countedPage, mapPage, pageOf } from './pager';

/**
 * Tax invoices (issue 13): what a payment's invoice says (its draft, numbered in the payment's own transaction by
 * lambdas/data/payments.ts), the company's list and an admin's, and the download of the PDF the documents function
 * makes (invoice-issue.ts). A company sees only its own invoices: another's number answers 404, as an unknown one,
 * so the sequence tells no one how others are doing.
 */

/** The bucket's prefix of invoice PDFs: only the documents function writes there, only the payments function reads. */
export const INVOICE_PREFIX = 'invoices/';

export function invoicePdfKey(number: number): string {
  return `${INVOICE_PREFIX}${formatInvoiceNumber(number)}.pdf`;
}

/** Who asks: a company for its own invoices, an admin for any. */
export interface InvoiceReader {
  userId: string;
  role: Role;
}

/**
 * The invoice a payment that publishes `campaign` gets, but its number: the seller from the configuration, the buyer
 * as the company's profile stands now (its name, VAT number and address are copied: a later change of the profile
 * does not change an issued invoice), the figures out of the amount paid, the payment's moment as the date.
 */
export async function invoiceDraftFor(
  payment: { id: string; amount: number; createdAt: string },
  campaign: { id: string; campaignTitle: string; companyId: string },
): Promise<InvoiceDraft> {
  const seller = sellerConfig();
  const [company, details] = await Promise.all([getUserById(campaign.companyId, true), getCompanyDetails(campaign.companyId, true)]);
  // An account deletion removes unpaid campaigns before the profile, so a campaign that can still be paid has its
  // company's profile; should one not, the name the campaign was created under still names the buyer.
  const name = company?.fullName ?? (await getCampaignRecord(campaign.id))?.companyName;
  if (!name) throw new Error(`Campaign ${campaign.id} names no company: no invoice can name its buyer`);
  return {
    issuedAt: payment.createdAt,
    seller,
    buyer: { name, ...(details?.vatNumber ? { vatNumber: details.vatNumber } : {}), ...(details?.businessAddress ? { address: details.businessAddress } : {}) },
    companyId: campaign.companyId,
    campaignId: campaign.id,
    campaignTitle: campaign.campaignTitle,
    paymentTransactionId: payment.id,
    currency: CURRENCY,
    ...invoiceFigures(payment.amount),
  };
}

/** `GET /invoices?page=`: a company's own, newest first; an admin's, every invoice by number, highest first. */
export async function listInvoices(reader: InvoiceReader, page: number): Promise<InvoiceList> {
  if (reader.role === 'admin') {
    const { invoices, total } = await listAllInvoices(page, INVOICE_PAGE_SIZE);
    return namedPage('invoices', countedPage(invoices.map(invoiceView), page, INVOICE_PAGE_SIZE, total));
  }
  return namedPage('invoices', mapPage(pageOf(await listCompanyInvoices(reader.userId), page, INVOICE_PAGE_SIZE), invoiceView));
}

/** `GET /invoices/{number}`: a short-lived download of the PDF, or `preparing` until the documents function stored it. */
export async function invoiceDocument(reader: InvoiceReader, number: number): Promise<InvoiceDocumentView> {
  const invoice = await getInvoiceByNumber(number);
  if (!invoice || (reader.role !== 'admin' && invoice.companyId !== reader.userId)) throw new NotFoundError();
  if (!invoice.pdfStoredAt) return { status: 'preparing' };
  const name = formatInvoiceNumber(number);
  return { status: 'ready', url: await storage.signedDownloadUrl(invoicePdfKey(number), `tax-invoice-${name}.pdf`) };
}
