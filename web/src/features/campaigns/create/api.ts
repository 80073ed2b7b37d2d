import { ROUTES } from '../../../../../shared/api/routes';
import type { CampaignBrief } from '../../../../../shared/domain/campaign';
import { apiRequest } from '../../../lib/api';
import type { CreatedCampaign } from './draft';

/**
 * `POST /campaigns`: the campaign, unpaid; the server prices it itself, so no amount is sent. The draft's key makes a
 * repeat answer the campaign the draft already created.
 */
export function createCampaign(brief: CampaignBrief, idempotencyKey: string): Promise<CreatedCampaign> {
  return apiRequest(ROUTES.createCampaign, { body: { ...brief, idempotencyKey } });
}

/** `PUT /campaigns/{id}`: an unpaid campaign's brief, priced again by the server; a paid one answers 409 CAMPAIGN_ALREADY_PAID. */
export function updateCampaign(campaignId: string, brief: CampaignBrief): Promise<CreatedCampaign> {
  return apiRequest(ROUTES.updateCampaign, { pathParameters: { id: campaignId }, body: brief });
}
