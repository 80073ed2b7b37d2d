import type { ExchangeCampaign } from './campaign';
import { MAX_FAVOURITES } from './favourites';

/**
 * Direct invitations (issue 28): a company invites its favourite creators to one of its open campaigns; the creator
 * is told, sees the invitation at the top of her exchange, and applies from it (an application that comes first in the
 * company's candidates) or declines it. An invitation lasts while its campaign is open: once the campaign is full,
 * completed or cancelled, it is no longer shown.
 */

/** `pending` until the creator applies (from the invitation or anywhere else) or declines it. */
export const INVITATION_STATUSES = ['pending', 'applied', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Invitations go only to favourites, so a campaign never needs more than a company can star. */
export const MAX_INVITATIONS_PER_CAMPAIGN = MAX_FAVOURITES;

/** How many open invitations the top of a creator's exchange shows, the latest first. */
export const SHOWN_INVITATIONS = 20;

/** One invitation of a campaign, as its company sees it in the invite dialog. */
export interface CampaignInvitationView {
  creatorId: string;
  status: InvitationStatus;
  invitedAt: string;
}

/**
 * `GET /campaigns/{id}/invitations`: every invitation of the campaign (at most MAX_INVITATIONS_PER_CAMPAIGN), and the
 * ids of every creator who applied to it, invited or not.
 */
export interface CampaignInvitations {
  invitations: CampaignInvitationView[];
  applicantIds: string[];
}

/** An open invitation, as the invited creator sees it: the campaign as the exchange shows it, and when she was invited. */
export interface CreatorInvitationView {
  campaign: ExchangeCampaign;
  invitedAt: string;
}

/** `GET /invitations`: the creator's pending invitations to campaigns still open, the latest first. */
export interface CreatorInvitations {
  invitations: CreatorInvitationView[];
}
