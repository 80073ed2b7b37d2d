import { useRef } from 'react';
import { ROUTES } from '../../../../../shared/api/routes';
import type { TransactionsExportView } from '../../../../../shared/domain/ledger';
import { PreparedDownloadButton, type Prepared } from '../../../components/PreparedDownloadButton';
import { useT } from '../../../i18n/useT';
import { apiRequest } from '../../../lib/api';
import type { TransactionsFilter } from './api';

/**
 * The CSV export of the list as filtered (every page of it): the first press asks for the file, which the server makes
 * from the whole ledger however large; the button then waits for it and the browser downloads it.
 */
export function ExportButton({ filter }: { filter: TransactionsFilter }) {
  const t = useT();
  // One export per filter: pressing again for the same list waits for the same file.
  const asked = useRef<{ key: string; id: string }>(undefined);
  const key = JSON.stringify([filter.transactionType, filter.status ?? '', filter.search]);

  async function load(): Promise<Prepared> {
    const view: TransactionsExportView =
      asked.current?.key === key
        ? await apiRequest(ROUTES.getTransactionsExport, { pathParameters: { id: asked.current.id } })
        : await apiRequest(ROUTES.requestTransactionsExport, {
            body: { transactionType: filter.transactionType, search: filter.search, ...(filter.status ? { status: filter.status } : {}) },
          });
    asked.current = { key, id: view.id };
    return view.status === 'ready' ? { status: 'ready', url: view.url } : { status: 'preparing' };
  }

  return (
    <PreparedDownloadButton
      load={load}
      palette="gray"
      words={{ download: t('admin.transactions.export'), preparing: t('admin.transactions.exporting'), preparingHint: t('admin.transactions.exportingHint') }}
    />
  );
}
