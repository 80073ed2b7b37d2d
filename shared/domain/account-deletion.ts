import type { User } from './user';

/** Why an account cannot be deleted yet; each reason is also the API's error code. */
export type AccountDeletionBlocker = 'ACCOUNT_HAS_ACTIVE_CAMPAIGNS';

/**
 * An account holding work in progress or money owed cannot be deleted: the other side of a campaign would
 * lose its counterpart. Later rules (payouts owed, a company's open campaigns) are added here.
 */
export function accountDeletionBlocker(user: Pick<User, 'activeCampaignsCount'>): AccountDeletionBlocker | undefined {
  if (user.activeCampaignsCount > 0) return 'ACCOUNT_HAS_ACTIVE_CAMPAIGNS';
  return undefined;
}
