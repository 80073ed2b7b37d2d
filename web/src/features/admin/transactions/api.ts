import { queryOptions } from '@tanstack/react-query';
import { ROUTES } from '../../../../../shared/api/routes';
import type { InvoiceDocumentView } from '../../../../../shared/domain/invoice';
import type { LedgerSummary, TransactionPage, TransactionStatus, TransactionType } from '../../../../../shared/domain/ledger';
import { apiRequest } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export interface TransactionsFilter {
  page: number;
  transactionType: TransactionType;
  status?: TransactionStatus;
  search: string;
  sortOrder: 'ASC' | 'DESC';
}

/** Spec §7 `GET /transactions?search&sortBy&sortOrder&page&transactionType` (and a status). */
export function loadTransactions({ page, transactionType, status, search, sortOrder }: TransactionsFilter): Promise<TransactionPage> {
  return apiRequest(ROUTES.listTransactions, {
    query: { page, transactionType, sortBy: 'createdAt', sortOrder, ...(status ? { status } : {}), ...(search ? { search } : {}) },
  });
}

export function loadLedgerSummary(): Promise<LedgerSummary> {
  return apiRequest(ROUTES.ledgerSummary);
}

/** A payment's tax invoice (`INV-000123`): a short-lived URL of its PDF, or `preparing` while the server still makes it. */
export function loadInvoiceDocument(invoiceNumber: string): Promise<InvoiceDocumentView> {
  return apiRequest(ROUTES.getInvoice, { pathParameters: { number: invoiceNumber } });
}

export const transactionQueries = {
  all: [QUERY_ROOTS.transactions] as const,
  page: (filter: TransactionsFilter) => queryOptions({ queryKey: [QUERY_ROOTS.transactions, 'page', filter], queryFn: () => loadTransactions(filter) }),
  summary: () => queryOptions({ queryKey: [QUERY_ROOTS.transactions, 'summary'], queryFn: loadLedgerSummary }),
};
