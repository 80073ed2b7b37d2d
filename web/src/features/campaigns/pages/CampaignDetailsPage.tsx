import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** One campaign's workspace; the campaigns API arrives with the campaigns issue. */
export default function CampaignDetailsPage() {
  const t = useT();
  return (
    <Page title={t('campaignDetails.title')}>
      <EmptyNotice title={t('campaignDetails.unavailable')} />
    </Page>
  );
}
