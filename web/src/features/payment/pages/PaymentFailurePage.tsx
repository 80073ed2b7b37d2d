import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import { PAYMENT_FAILURE_REASONS, type PaymentFailureReason } from '../../../../../shared/domain/payment';
import { useLocale } from '../../../i18n/LocaleProvider';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { goToCheckout } from '../../../lib/unpaid-campaigns';
import { PaymentResult } from '../components/PaymentResult';

/**
 * `/payment/failure?campaignId=&reason=declined|cancelled`: nothing was charged and the campaign stays unpublished;
 * "Try again" opens a new checkout for the same campaign.
 */
export default function PaymentFailurePage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const campaignId = params.get('campaignId') ?? '';
  const reason: PaymentFailureReason = PAYMENT_FAILURE_REASONS.find((known) => known === params.get('reason')) ?? 'declined';
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  async function tryAgain() {
    setWorking(true);
    setFailure(undefined);
    try {
      // On success the page is left: the button stays busy until the provider's page replaces it.
      await goToCheckout(campaignId, locale);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CAMPAIGN_ALREADY_PAID') return void navigate(appPath.paymentSuccess(campaignId), { replace: true });
      setFailure(error);
      setWorking(false);
    }
  }

  const cancelled = reason === 'cancelled';
  return (
    <PaymentResult
      tone={cancelled ? 'warning' : 'error'}
      title={t(cancelled ? 'payment.cancelledTitle' : 'payment.failureTitle')}
      message={t(cancelled ? 'payment.cancelledMessage' : 'payment.failureMessage')}
    >
      {campaignId && (
        <>
          {failure !== undefined && (
            <Stack w="full">
              <FormAlert status="error">{errorMessage(t, failure)}</FormAlert>
            </Stack>
          )}
          <Button colorPalette="blue" loading={working} disabled={working} onClick={() => void tryAgain()}>
            {t('payment.tryAgain')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={appPath.campaign(campaignId)}>{t('payment.viewCampaign')}</RouterLink>
          </Button>
        </>
      )}
    </PaymentResult>
  );
}
