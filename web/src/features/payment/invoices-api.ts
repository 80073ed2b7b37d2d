import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/api/routes';
import type { InvoiceDocumentView, InvoiceList } from '../../../../shared/domain/invoice';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';

/** A company's tax invoices (issue 13), newest first, a page at a time. */
export async function listInvoices(page: number): Promise<InvoiceList> {
  return apiRequest(ROUTES.listInvoices, { query: { page } });
}

export const invoiceQueries = {
  list: (page: number) => queryOptions({ queryKey: [QUERY_ROOTS.invoices, page], queryFn: () => listInvoices(page) }),
};

/** The invoice's PDF: a short-lived URL, or `preparing` while the server still makes it. */
export async function loadInvoiceDocument(invoiceNumber: string): Promise<InvoiceDocumentView> {
  return apiRequest(ROUTES.getInvoice, { pathParameters: { number: invoiceNumber } });
}
