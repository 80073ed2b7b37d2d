import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { CompensationList } from '../compensations/CompensationList';

/** Compensation requests (issue 13): the overdue deliveries companies asked about, refunded or extended by an admin. */
export default function CompensationsPage() {
  const t = useT();
  return (
    <Page title={t('admin.compensations.title')} lead={t('admin.compensations.lead')}>
      <CompensationList />
    </Page>
  );
}
