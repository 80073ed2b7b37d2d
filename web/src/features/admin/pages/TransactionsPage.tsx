import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** The admin's home (/admin): payments and payouts. */
export default function TransactionsPage() {
  const t = useT();
  return (
    <Page title={t('admin.transactionsTitle')}>
      <EmptyNotice title={t('admin.transactionsEmpty')} />
    </Page>
  );
}
