import { openMissingChannels } from '../data/chat-channels';
import { listCampaignApplications } from '../data/applications';
import { getCampaignForDecision } from '../data/campaigns';

// Channels of accepts made before the chat.

/** An application that was accepted (whatever became of its delivery since): its creator has channels. */
const NEVER_ACCEPTED = new Set(['pending', 'rejected']);

/**
 * The back-fill: opens the channels of a campaign's accepted creators that were accepted before channels were made
 * with the accept (their ids were named then, on the application and the campaign). Only missing items are written,
 * so it may run on every start; answers how many creators got a channel.
 */
export async function openChannelsOfAcceptedApplications(campaignId: string): Promise<number> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign?.groupChannelId) return 0;
  let opened = 0;
  for (const application of await listCampaignApplications(campaignId)) {
    if (NEVER_ACCEPTED.has(application.status) || !application.oneOnOneChannelId) continue;
    const wrote = await openMissingChannels({
      campaignId,
      campaignTitle: campaign.campaignTitle,
      companyId: campaign.companyId,
      creatorId: application.creatorId,
      directChannelId: application.oneOnOneChannelId,
      groupChannelId: campaign.groupChannelId,
      openedAt: application.decidedAt ?? application.appliedAt,
    });
    if (wrote) opened++;
  }
  return opened;
}
