import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/Page';
import { useT } from '../../i18n/useT';

/**
 * Where a user lands when their account is deactivated while signed in (lib/deactivation.ts), and where the mail
 * telling them links: what happened, that nothing was deleted, and how to reach support (the contact form).
 */
export default function AccountDeactivatedPage() {
  const t = useT();
  return (
    <Page title={t('deactivated.title')} lead={t('deactivated.message')}>
      <Text>{t('deactivated.support')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="blue">
          <RouterLink to="/#contact">{t('deactivated.contact')}</RouterLink>
        </Button>
        <Button asChild colorPalette="blue" variant="outline">
          <RouterLink to="/">{t('page.backHome')}</RouterLink>
        </Button>
      </HStack>
    </Page>
  );
}
