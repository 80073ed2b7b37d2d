import { Alert, Button, HStack, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

export type ResultTone = 'pending' | 'success' | 'error' | 'warning';

/**
 * Where the payment provider sends the payer back: a title, what happened in a status message (an alert for a
 * failure), the page's own actions and the way to the dashboard.
 */
export function PaymentResult({ tone, title, message, children }: { tone: ResultTone; title: string; message: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Page title={title}>
      <Stack gap="6" maxW="2xl">
        <Alert.Root status={tone === 'pending' ? 'info' : tone} role={tone === 'error' ? 'alert' : 'status'} aria-live="polite">
          <Alert.Indicator>{tone === 'pending' ? <Spinner size="sm" /> : undefined}</Alert.Indicator>
          <Alert.Title fontWeight="normal">{message}</Alert.Title>
        </Alert.Root>
        <HStack gap="3" flexWrap="wrap">
          {children}
          <Button asChild variant="outline">
            <RouterLink to={APP_ROUTES.dashboard}>{t('payment.toDashboard')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Page>
  );
}
