import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** The campaigns exchange: open campaigns a creator may apply to. */
export default function CampaignsPage() {
  const t = useT();
  return (
    <Page title={t('campaigns.title')}>
      <EmptyNotice
        title={t('campaigns.empty')}
        description={t('campaigns.emptyHint')}
        action={
          <Button asChild variant="outline" colorPalette="blue">
            <RouterLink to="/campaigns/applies">{t('applies.title')}</RouterLink>
          </Button>
        }
      />
    </Page>
  );
}
