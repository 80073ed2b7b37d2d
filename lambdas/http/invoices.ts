import { ROUTES } from '../../shared/api/routes';
import { defineRoute } from '../core/http';
import { invoiceDocument, listInvoices } from '../domain/invoices';

/** Tax invoices (issue 13), served by the payments area's function (lambdas/http/payments.ts). */
export const INVOICE_ROUTES = [
  defineRoute(ROUTES.listInvoices, ({ caller, query }) => listInvoices(caller, query.page)),
  defineRoute(ROUTES.getInvoice, ({ caller, params }) => invoiceDocument(caller, params.number)),
] as const;
