import type { DomainEvent } from '../../shared/domain/events';
import * as storage from '../adapters/storage';
import { transactionPagesOf } from '../data/ledger';
import { getTransactionsExport, markTransactionsExportReady } from '../data/transaction-exports';
import { csvChunks } from './transactions-csv';
import { transactionView } from './transactions';

/**
 * The file of an admin's CSV export of transactions, made by the documents function: the entries the filter selects
 * are streamed page by page into the file in S3 (memory holds a page and an upload part, whatever the ledger's size).
 */

const EXPORT_PREFIX = 'exports/';

/** The documents function's consumer: the file, streamed from the ledger's pages; the same file when made again. */
export async function buildTransactionsExport(event: DomainEvent<'ledger.export.requested'>): Promise<void> {
  const record = await getTransactionsExport(event.payload.exportId);
  if (!record || record.state === 'ready') return;
  const filter = { type: record.transactionType, status: record.status, search: record.search };
  let rows = 0;
  async function* views() {
    for await (const page of transactionPagesOf(filter)) {
      rows += page.length;
      yield page.map(transactionView);
    }
  }
  const key = `${EXPORT_PREFIX}${record.id}.csv`;
  await storage.writeText(key, csvChunks(views()), 'text/csv; charset=utf-8');
  await markTransactionsExportReady(record.id, key, rows);
}
