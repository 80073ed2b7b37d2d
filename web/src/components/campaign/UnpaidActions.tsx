import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../shared/app-paths';
import { toaster } from '../toaster';
import { errorMessage } from '../../i18n/errors';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/api';
import { goToCheckout } from '../../lib/unpaid-campaigns';
import { DeleteCampaignButton } from './DeleteCampaignButton';

/**
 * What a company can do with a campaign it has not paid for: edit it (priced again by the same rules), pay now (the
 * provider's checkout), or delete it. On the campaign's page, and on each unpaid row of the company's list, where the
 * buttons are small and name the campaign for screen readers.
 */
export function UnpaidActions({ campaign, onChanged, inList = false }: { campaign: { id: string; campaignTitle: string }; onChanged: () => void; inList?: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const [paying, setPaying] = useState(false);
  const size = inList ? 'xs' : 'md';
  const named = (label: 'campaign.unpaid.editLabel' | 'campaign.unpaid.payLabel') => (inList ? t(label, { title: campaign.campaignTitle }) : undefined);

  async function pay() {
    setPaying(true);
    try {
      // The button stays busy until the provider's checkout page replaces this one.
      await goToCheckout(campaign.id, locale);
    } catch (error) {
      setPaying(false);
      toaster.create({ type: 'error', title: errorMessage(t, error) });
      // Paid meanwhile (in another tab, or the provider's confirmation just arrived): show the campaign as it is now.
      if (error instanceof ApiError && error.code === 'CAMPAIGN_ALREADY_PAID') onChanged();
    }
  }

  return (
    <HStack gap={inList ? '2' : '3'} flexWrap="wrap">
      <Button colorPalette="blue" size={size} loading={paying} aria-label={named('campaign.unpaid.payLabel')} onClick={() => void pay()}>
        {t('campaign.unpaid.pay')}
      </Button>
      <Button asChild variant="outline" size={size}>
        <RouterLink to={appPath.editCampaign(campaign.id)} aria-label={named('campaign.unpaid.editLabel')}>
          {t('campaign.unpaid.edit')}
        </RouterLink>
      </Button>
      <DeleteCampaignButton campaignId={campaign.id} campaignTitle={campaign.campaignTitle} onChanged={onChanged} inList={inList} size={size} />
    </HStack>
  );
}
