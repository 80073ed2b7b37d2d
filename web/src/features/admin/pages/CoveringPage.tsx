import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { CoveringList } from '../covering/CoveringList';

/** Covering (spec §2): the creators' payouts an admin transfers and marks paid. */
export default function CoveringPage() {
  const t = useT();
  return (
    <Page title={t('admin.coveringTitle')} lead={t('admin.coveringLead')}>
      <CoveringList />
    </Page>
  );
}
