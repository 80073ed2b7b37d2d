import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** Creator payouts an admin marks as paid. */
export default function CoveringPage() {
  const t = useT();
  return (
    <Page title={t('admin.coveringTitle')} lead={t('admin.coveringLead')}>
      <EmptyNotice title={t('admin.coveringEmpty')} />
    </Page>
  );
}
