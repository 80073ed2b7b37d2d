import { Alert, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** Where the payment provider sends the payer back. */
export function PaymentResult({ outcome }: { outcome: 'success' | 'failure' }) {
  const t = useT();
  const success = outcome === 'success';
  return (
    <Page title={t(success ? 'payment.successTitle' : 'payment.failureTitle')}>
      <Alert.Root status={success ? 'success' : 'error'}>
        <Alert.Indicator />
        <Alert.Title>{t(success ? 'payment.successMessage' : 'payment.failureMessage')}</Alert.Title>
      </Alert.Root>
      <div>
        <Button asChild colorPalette="blue">
          <RouterLink to="/dashboard">{t('payment.toDashboard')}</RouterLink>
        </Button>
      </div>
    </Page>
  );
}
