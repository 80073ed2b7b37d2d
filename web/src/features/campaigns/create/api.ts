import { ROUTES } from '../../../../../shared/api/routes';
import type { CampaignBrief } from '../../../../../shared/domain/campaign';
import { apiRequest } from '../../../lib/api';
import type { CreatedCampaign } from './draft';

/** `POST /campaigns`: the campaign, unpaid; the server prices it itself, so no amount is sent. */
export function createCampaign(brief: CampaignBrief): Promise<CreatedCampaign> {
  return apiRequest<CreatedCampaign>(ROUTES.createCampaign, { body: brief });
}
