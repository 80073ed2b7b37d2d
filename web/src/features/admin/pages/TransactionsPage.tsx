import { Stack } from '@chakra-ui/react';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { AdminOverview } from '../transactions/AdminOverview';
import { LedgerFigures } from '../transactions/LedgerFigures';
import { TransactionList } from '../transactions/TransactionList';

/** The admin's home (/admin, spec §2 Transactions): what waits for an admin, the ledger's figures, then its entries. */
export default function TransactionsPage() {
  const t = useT();
  return (
    <Page title={t('admin.transactionsTitle')}>
      <Stack gap="8">
        <AdminOverview />
        <LedgerFigures />
        <TransactionList />
      </Stack>
    </Page>
  );
}
