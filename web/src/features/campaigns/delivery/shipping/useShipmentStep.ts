import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ShipmentView } from '../../../../../../shared/domain/shipping';
import { toaster } from '../../../../components/toaster';
import { useRefreshCampaignData } from '../../../../hooks/useRefreshCampaignData';
import { errorMessage } from '../../../../i18n/errors';
import type { MessageId } from '../../../../i18n/locale';
import { useT } from '../../../../i18n/useT';
import { ApiError } from '../../../../lib/api';
import { shipmentQueries } from './api';

/**
 * Takes one step of a shipment (an address, a tracking number, a receipt, a problem): the answer is the shipment as it
 * now stands and shows at once; a refusal is told in a toast, or at its fields when `onFields` takes them (a form).
 * Either way the campaign's reads follow: the receipt starts the delivery window, and a refusal (SHIPMENT_CHANGED,
 * SHIPMENT_STEP_NOT_ALLOWED) means the other side moved meanwhile. Answers whether the step was taken.
 */
export function useShipmentStep(campaignId: string, creatorId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const refreshCampaignData = useRefreshCampaignData();
  return useCallback(
    async (step: () => Promise<ShipmentView>, done: MessageId, onFields?: (fields: Record<string, string>) => void): Promise<boolean> => {
      try {
        queryClient.setQueryData(shipmentQueries.one(campaignId, creatorId).queryKey, await step());
        toaster.create({ type: 'success', title: t(done) });
        return true;
      } catch (error) {
        if (onFields && error instanceof ApiError && error.fields) onFields(error.fields);
        else toaster.create({ type: 'error', title: errorMessage(t, error) });
        return false;
      } finally {
        void refreshCampaignData();
      }
    },
    [campaignId, creatorId, queryClient, refreshCampaignData, t],
  );
}
