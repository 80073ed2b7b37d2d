import { randomUUID } from 'node:crypto';
import type { TransactionsExportView } from '../../shared/domain/ledger';
import type { TransactionsExportInput } from '../../shared/validation/ledger';
import * as storage from '../adapters/storage';
import { NotFoundError } from '../core/errors';
import { newEvent } from '../data/events';
import { createTransactionsExport, getTransactionsExport } from '../data/transaction-exports';

/**
 * The admin's CSV export of transactions (issue 13): asked for by the admin, made by the documents function
 * (transactions-export-build.ts), then handed out through a short-lived URL.
 */

/** `POST /transactions/exports`: the request is recorded with its event; the file follows. */
export async function requestTransactionsExport(adminId: string, filter: TransactionsExportInput): Promise<TransactionsExportView> {
  const createdAt = new Date().toISOString();
  const id = randomUUID();
  await createTransactionsExport(
    {
      id,
      adminId,
      transactionType: filter.transactionType,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.search ? { search: filter.search } : {}),
      state: 'preparing',
      createdAt,
    },
    newEvent('ledger.export.requested', { userId: adminId, exportId: id }, createdAt),
  );
  return { id, status: 'preparing' };
}

/** `GET /transactions/exports/{id}`: preparing, or the file's URL (any admin may fetch an export another asked for). */
export async function transactionsExport(exportId: string): Promise<TransactionsExportView> {
  const record = await getTransactionsExport(exportId);
  if (!record) throw new NotFoundError('EXPORT_NOT_FOUND');
  if (record.state !== 'ready' || !record.key) return { id: record.id, status: 'preparing' };
  const fileName = `transactions-${record.transactionType}${record.status ? `-${record.status}` : ''}-${record.createdAt.slice(0, 10)}.csv`;
  return { id: record.id, status: 'ready', url: await storage.signedDownloadUrl(record.key, fileName), rows: record.rows ?? 0 };
}
