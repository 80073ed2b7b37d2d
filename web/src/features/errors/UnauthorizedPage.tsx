import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { useT } from '../../i18n/useT';

/** Where the route guard sends a signed-in user whose role may not open the page. */
export default function UnauthorizedPage() {
  const t = useT();
  return (
    <Page title={t('unauthorized.title')} lead={t('unauthorized.message')}>
      <div>
        <Button asChild colorPalette="blue" variant="outline">
          <RouterLink to="/">{t('page.backHome')}</RouterLink>
        </Button>
      </div>
    </Page>
  );
}
