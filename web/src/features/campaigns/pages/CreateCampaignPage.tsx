import { List } from '@chakra-ui/react';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** The company's create-and-pay flow (spec §2: Campaign info, Creator info, Payment). */
export default function CreateCampaignPage() {
  const t = useT();
  return (
    <Page title={t('campaigns.create')}>
      <List.Root as="ol" ps="5" gap="1">
        <List.Item>{t('createCampaign.stepCampaign')}</List.Item>
        <List.Item>{t('createCampaign.stepCreator')}</List.Item>
        <List.Item>{t('createCampaign.stepPayment')}</List.Item>
      </List.Root>
      <EmptyNotice title={t('createCampaign.unavailable')} />
    </Page>
  );
}
