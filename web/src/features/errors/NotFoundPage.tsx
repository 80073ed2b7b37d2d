import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { useT } from '../../i18n/useT';

export default function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t('page.notFound')}>
      <div>
        <Button asChild colorPalette="blue" variant="outline">
          <RouterLink to="/">{t('page.backHome')}</RouterLink>
        </Button>
      </div>
    </Page>
  );
}
