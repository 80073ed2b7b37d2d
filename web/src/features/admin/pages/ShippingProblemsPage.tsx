import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { ShippingProblemList } from '../shipping/ShippingProblemList';

/** Shipping problems (issue 28): what creators reported about a product they were to receive, for the admins to follow up. */
export default function ShippingProblemsPage() {
  const t = useT();
  return (
    <Page title={t('admin.shipping.title')} lead={t('admin.shipping.lead')}>
      <ShippingProblemList />
    </Page>
  );
}
