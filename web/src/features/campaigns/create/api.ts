import { ROUTES } from '../../../../../shared/api/routes';
import type { CampaignBrief } from '../../../../../shared/domain/campaign';
import { ApiError, apiRequest } from '../../../lib/api';
import type { CreatedCampaign } from './draft';

/**
 * `POST /campaigns`: the campaign, unpaid; the server prices it itself, so no amount is sent. The draft's key makes a
 * repeat answer the campaign the draft already created.
 */
export function createCampaign(brief: CampaignBrief, idempotencyKey: string): Promise<CreatedCampaign> {
  return apiRequest(ROUTES.createCampaign, { body: { ...brief, idempotencyKey } });
}

/** Whether the draft's campaign can still be paid: gone (deleted) or paid, the draft is over. */
export async function isStillUnpaid(campaignId: string): Promise<boolean> {
  try {
    const { status } = await apiRequest(ROUTES.getCampaign, { pathParameters: { id: campaignId } });
    return status === 'unpaid';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
