import { SHOWN_INVITATIONS, type CampaignInvitations, type CreatorInvitations, type CreatorInvitationView } from '../../shared/domain/invitations';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { countEvent } from '../core/observability';
import { listApplicantIds } from '../data/applications';
import { getCampaignForDecision, getCurrentCampaignSummaries, type CampaignForDecision } from '../data/campaigns';
import { newEvent } from '../data/events';
import { declineInvitation, getInvitation, listCampaignInvitations, pendingInvitationPages, putInvitation } from '../data/invitations';
import { getUserById } from '../data/users';
import { companyLogos } from './exchange';

/**
 * Direct invitations (issue 28): a company invites its favourite creators to its open campaign, one creator a call
 * (inviting again is the same answer); the creator sees her invitations to campaigns still open at the top of the
 * exchange and applies from one (the apply rules hold, applications.ts) or declines it.
 */

/** The campaign, to its own company; another company's is a 403. */
async function ownCampaign(companyId: string, campaignId: string): Promise<CampaignForDecision> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign) throw new NotFoundError();
  if (campaign.companyId !== companyId) throw new ForbiddenError();
  return campaign;
}

/** Why a campaign takes no more invitations: filled (in progress), or not open at all (unpaid, completed…). */
function notOpen(campaign: Pick<CampaignForDecision, 'status'>): ConflictError {
  return new ConflictError(campaign.status === 'in-progress' ? 'CAMPAIGN_FULL' : 'CAMPAIGN_NOT_OPEN');
}

/**
 * `PUT /campaigns/{id}/invitations/{creatorId}`: invites one favourite creator to the company's open campaign, with
 * the `invitation.sent` event (her notice and mail) in the same transaction. Invited already is the same answer.
 */
export async function inviteCreator(companyId: string, campaignId: string, creatorId: string, now: Date): Promise<void> {
  const campaign = await ownCampaign(companyId, campaignId);
  if (campaign.status !== 'open') throw notOpen(campaign);
  const invitedAt = now.toISOString();
  const event = newEvent('invitation.sent', { campaignId, campaignTitle: campaign.campaignTitle, companyId, companyName: campaign.companyName, creatorId }, invitedAt);
  const refusal = await putInvitation({ campaignId, creatorId, companyId, status: 'pending', invitedAt }, event);
  switch (refusal) {
    case undefined:
      countEvent('CreatorInvited');
      return;
    case 'invited':
      return;
    case 'campaign': {
      // Filled or closed since the read, or at the limit of invitations.
      const current = await getCampaignForDecision(campaignId, true);
      if (!current) throw new NotFoundError();
      throw current.status === 'open' ? new ConflictError('INVITATIONS_LIMIT') : notOpen(current);
    }
    case 'not-favourite':
      throw new ConflictError('NOT_A_FAVOURITE');
    case 'applied':
      throw new ConflictError('CREATOR_ALREADY_APPLIED');
    case 'not-a-creator':
      throw new NotFoundError();
    case 'conflict':
      throw new ConflictError();
  }
}

/**
 * `GET /campaigns/{id}/invitations`: every invitation of the company's campaign, and who applied to it (invited or
 * not: such a creator needs no invitation), for its invite dialog.
 */
export async function campaignInvitations(companyId: string, campaignId: string): Promise<CampaignInvitations> {
  await ownCampaign(companyId, campaignId);
  const [invitations, applicantIds] = await Promise.all([listCampaignInvitations(campaignId), listApplicantIds(campaignId)]);
  return { invitations: invitations.map(({ creatorId, status, invitedAt }) => ({ creatorId, status, invitedAt })), applicantIds };
}

/**
 * `GET /invitations`: the creator's pending invitations whose campaign is still open, the latest first, at most
 * SHOWN_INVITATIONS. Invitations to campaigns that closed meanwhile have expired with them and are skipped; the
 * invitations and their campaigns are read a hundred at a time until enough open ones are found.
 */
export async function ownInvitations(creatorId: string): Promise<CreatorInvitations> {
  const shown: CreatorInvitationView[] = [];
  for await (const batch of pendingInvitationPages(creatorId)) {
    const campaigns = await getCurrentCampaignSummaries(batch.map((invitation) => invitation.campaignId));
    for (const { campaignId, invitedAt } of batch) {
      const campaign = campaigns.get(campaignId);
      if (campaign?.status === 'open' && shown.length < SHOWN_INVITATIONS) shown.push({ campaign, invitedAt });
    }
    if (shown.length >= SHOWN_INVITATIONS) break;
  }
  const logos = await companyLogos(shown.map(({ campaign }) => campaign));
  return {
    invitations: shown.map(({ campaign, invitedAt }) => {
      const companyLogoUrl = logos.get(campaign.companyId);
      return { campaign: companyLogoUrl ? { ...campaign, companyLogoUrl } : campaign, invitedAt };
    }),
  };
}

/**
 * `POST /invitations/{id}/decline`: the creator declines a pending invitation; the company sees it declined, and is
 * told (`invitation.declined`, in the same transaction) so it may invite another favourite.
 */
export async function declineOwnInvitation(creatorId: string, campaignId: string, now: Date): Promise<void> {
  const invitation = await getInvitation(campaignId, creatorId, true);
  if (!invitation) throw new NotFoundError('INVITATION_NOT_FOUND');
  if (invitation.status !== 'pending') throw new ConflictError('INVITATION_ALREADY_ANSWERED');
  const [campaign, creator] = await Promise.all([getCampaignForDecision(campaignId), getUserById(creatorId)]);
  if (!campaign || !creator) throw new NotFoundError('INVITATION_NOT_FOUND');
  const answeredAt = now.toISOString();
  const event = newEvent('invitation.declined', { campaignId, campaignTitle: campaign.campaignTitle, companyId: invitation.companyId, creatorId, creatorName: creator.fullName }, answeredAt);
  // Answered meanwhile (applied from another tab, or declined twice at once).
  if (!(await declineInvitation(campaignId, creatorId, answeredAt, event))) throw new ConflictError('INVITATION_ALREADY_ANSWERED');
}
