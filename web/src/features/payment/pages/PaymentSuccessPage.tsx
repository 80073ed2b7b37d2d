import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { campaignStatus } from '../api';
import { PaymentResult } from '../components/PaymentResult';

/** The provider's webhook may land after the payer is back: the page asks this often, for this long. */
const POLL_INTERVAL_MS = 1_000;
const POLL_FOR_MS = 20_000;

type Confirmation = { state: 'checking' } | { state: 'confirmed' } | { state: 'slow' } | { state: 'failed'; error: unknown };

/**
 * `/payment/success?campaignId=`: the provider says the payment went through, but only its webhook publishes the
 * campaign, so the page waits for the campaign to leave `unpaid` before it says so.
 */
export default function PaymentSuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const campaignId = params.get('campaignId') ?? '';
  const confirmation = useConfirmation(campaignId);

  if (!campaignId) return <PaymentResult tone="error" title={t('payment.checkFailedTitle')} message={t('apiError.INVALID_CAMPAIGN_ID')} />;
  const toCampaign = (
    <Button asChild colorPalette="blue">
      <RouterLink to={appPath.campaign(campaignId)}>{t('payment.viewCampaign')}</RouterLink>
    </Button>
  );
  switch (confirmation.state) {
    case 'checking':
      return <PaymentResult tone="pending" title={t('payment.confirmingTitle')} message={t('payment.confirmingMessage')} />;
    case 'confirmed':
      return (
        <PaymentResult tone="success" title={t('payment.successTitle')} message={t('payment.successMessage')}>
          {toCampaign}
          {/* Published: the company may invite its favourite creators from the campaign's candidates (issue 28). */}
          <Button asChild variant="outline" colorPalette="blue">
            <RouterLink to={appPath.campaignTab(campaignId, 'requests')}>{t('payment.inviteFavourites')}</RouterLink>
          </Button>
        </PaymentResult>
      );
    case 'slow':
      return (
        <PaymentResult tone="warning" title={t('payment.slowTitle')} message={t('payment.slowMessage')}>
          <Button colorPalette="blue" onClick={confirmation.retry}>
            {t('payment.checkAgain')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={appPath.campaign(campaignId)}>{t('payment.viewCampaign')}</RouterLink>
          </Button>
        </PaymentResult>
      );
    case 'failed':
      return <PaymentResult tone="error" title={t('payment.checkFailedTitle')} message={errorMessage(t, confirmation.error)} />;
  }
}

/** Polls the campaign until it is paid, for `POLL_FOR_MS`; `retry` starts over. */
function useConfirmation(campaignId: string): Confirmation & { retry: () => void } {
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'checking' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!campaignId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + POLL_FOR_MS;
    setConfirmation({ state: 'checking' });
    const check = async () => {
      try {
        const status = await campaignStatus(campaignId);
        if (stopped) return;
        if (status !== 'unpaid') return setConfirmation({ state: 'confirmed' });
      } catch (error) {
        if (stopped) return;
        // A malformed, unknown or foreign id will not change by waiting; anything else (the network) may.
        if (error instanceof ApiError && [400, 403, 404].includes(error.status)) return setConfirmation({ state: 'failed', error });
      }
      if (Date.now() >= deadline) return setConfirmation({ state: 'slow' });
      timer = setTimeout(() => void check(), POLL_INTERVAL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [campaignId, round]);
  return { ...confirmation, retry: () => setRound((previous) => previous + 1) };
}
