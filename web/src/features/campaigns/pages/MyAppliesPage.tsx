import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** The campaigns a creator applied to. */
export default function MyAppliesPage() {
  const t = useT();
  return (
    <Page title={t('applies.title')}>
      <EmptyNotice
        title={t('applies.empty')}
        action={
          <Button asChild colorPalette="blue">
            <RouterLink to="/campaigns">{t('campaigns.browse')}</RouterLink>
          </Button>
        }
      />
    </Page>
  );
}
