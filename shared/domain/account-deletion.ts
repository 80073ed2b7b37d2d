import type { CampaignStatus } from './campaign';
import type { User } from './user';

/** Why an account cannot be deleted yet; each reason is also the API's error code. */
export type AccountDeletionBlocker = 'ACCOUNT_HAS_ACTIVE_CAMPAIGNS' | 'ACCOUNT_HAS_OPEN_CAMPAIGNS' | 'ACCOUNT_HAS_OWED_PAYOUTS';

/** A company's campaigns in these states have creators applying or working: the company must see them through. */
const CAMPAIGN_STATUSES_KEEPING_ACCOUNT: readonly CampaignStatus[] = ['open', 'in-progress'];

/**
 * An account holding work in progress or money owed cannot be deleted: the other side of a campaign would
 * lose its counterpart. `campaignStatuses` are a company's own campaigns: unpaid ones go with the account, completed
 * ones stay as history. `owedPayouts` are a creator's payouts not yet transferred: she keeps her account (and the
 * bank account they go to) until they are paid.
 */
export function accountDeletionBlocker(user: Pick<User, 'activeCampaignsCount'>, campaignStatuses: readonly CampaignStatus[] = [], owedPayouts = 0): AccountDeletionBlocker | undefined {
  if (user.activeCampaignsCount > 0) return 'ACCOUNT_HAS_ACTIVE_CAMPAIGNS';
  if (campaignStatuses.some((status) => CAMPAIGN_STATUSES_KEEPING_ACCOUNT.includes(status))) return 'ACCOUNT_HAS_OPEN_CAMPAIGNS';
  if (owedPayouts > 0) return 'ACCOUNT_HAS_OWED_PAYOUTS';
  return undefined;
}
