import type { ErrorCode } from '../errors';
import { interestsMatch, type ApplicationStatus, type CampaignStatus } from './campaign';
import { MAX_ACTIVE_CAMPAIGNS_TO_APPLY } from './constants';
import type { LicenceStanding } from './licence';

/**
 * Whether a creator may apply to a campaign (spec §5, §8), as a pure rule over what the server read: the first
 * refusal, in the order the creator can act on them (the campaign itself, then the profile, the licence, a card,
 * the active campaigns, a second application), or `confirm-mismatch` when only the interests stand in the way and
 * the creator has not yet confirmed.
 */

export interface CreatorApplyFacts {
  profileCompleted: boolean;
  /** `licenceStanding` of the creator's licences today. */
  licence: LicenceStanding;
  hasPaymentCard: boolean;
  activeCampaignsCount: number;
  alreadyApplied: boolean;
  categories: readonly string[];
}

export interface CampaignApplyFacts {
  status: CampaignStatus;
  creatorInterests: readonly string[];
}

export type ApplyRefusal = Extract<
  ErrorCode,
  | 'CAMPAIGN_FULL'
  | 'CAMPAIGN_NOT_OPEN'
  | 'PROFILE_INCOMPLETE'
  | 'LICENCE_REQUIRED'
  | 'LICENCE_PENDING_REVIEW'
  | 'PAYMENT_CARD_REQUIRED' | 'ACTIVE_CAMPAIGNS_LIMIT' | 'ALREADY_APPLIED'
>;

export type ApplyVerdict = ApplyRefusal | 'confirm-mismatch' | 'ok';

export function applyVerdict(creator: CreatorApplyFacts, campaign: CampaignApplyFacts, applyAnyway: boolean): ApplyVerdict {
  if (campaign.status !== 'open') return campaign.status === 'in-progress' ? 'CAMPAIGN_FULL' : 'CAMPAIGN_NOT_OPEN';
  if (!creator.profileCompleted) return 'PROFILE_INCOMPLETE';
  // Only an approved licence with more than 30 days left counts. One waiting for review is told so; a missing,
  // rejected, expiring or expired one asks for a new one.
  if (creator.licence === 'waiting-for-review') return 'LICENCE_PENDING_REVIEW';
  if (creator.licence === 'required') return 'LICENCE_REQUIRED';
  if (!creator.hasPaymentCard) return 'PAYMENT_CARD_REQUIRED';
  if (!mayTakeAnotherCampaign(creator.activeCampaignsCount)) return 'ACTIVE_CAMPAIGNS_LIMIT';
  if (creator.alreadyApplied) return 'ALREADY_APPLIED';
  if (!applyAnyway && !interestsMatch(creator.categories, campaign.creatorInterests)) return 'confirm-mismatch';
  return 'ok';
}

/** Spec §9: a creator applies only while working on fewer than five campaigns. */
export function mayTakeAnotherCampaign(activeCampaignsCount: number): boolean {
  return activeCampaignsCount < MAX_ACTIVE_CAMPAIGNS_TO_APPLY;
}

/** Why a pending application waits beyond the company's choice: its creator cannot be accepted anywhere right now. */
export type ApplicationWait = 'active-campaigns-limit';

/**
 * The accept re-checks the limit (a creator may apply to many campaigns while below it, and each accept adds one), so
 * the pending applications of a creator at the limit wait until they finish a campaign, and both sides are told.
 */
export function pendingApplicationWait(status: ApplicationStatus, activeCampaignsCount: number): ApplicationWait | undefined {
  return status === 'pending' && !mayTakeAnotherCampaign(activeCampaignsCount) ? 'active-campaigns-limit' : undefined;
}
