import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ensureAccount, type AccountSpec } from '../accounts';
import { seedDemoCampaigns } from './seed-campaigns';
import { seedDemoProfiles } from './seed-profiles';

/** The demo accounts a first start creates, each with a completed profile. README.md lists them. */
export const DEMO_PASSWORD = 'Demo-pass-1';

export const DEMO_ACCOUNTS: readonly AccountSpec[] = [
  { role: 'admin', email: 'admin@demo.ugc.local', fullName: 'Demo Admin', country: 'SA' },
  { role: 'company', email: 'brand@demo.ugc.local', fullName: 'Riyadh Roasters', country: 'SA' },
  { role: 'creator', email: 'creator@demo.ugc.local', fullName: 'Noura Al-Qahtani', country: 'SA' },
  // A second creator whose licence waits in the admins' review queue.
  { role: 'creator', email: 'creator2@demo.ugc.local', fullName: 'Faisal Al-Harbi', country: 'SA' },
];

/**
 * Seeds the demo accounts (the admin in the admins pool, the others in the users pool) and their completed profiles:
 * the first creator with an approved licence, the second with one waiting for review; then the company's campaigns in
 * every state and the first creator's applications to them. Answers the members' ids: their notifications come from
 * the seed's events, through the events dispatcher (see seed-notifications.ts).
 */
export async function seedDemoAccounts(cognito: CognitoIdentityProviderClient, pools: { users: string; admins: string }): Promise<{ members: string[] }> {
  const ids: { role: string; userId: string }[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const { userId } = await ensureAccount(cognito, account.role === 'admin' ? pools.admins : pools.users, account, DEMO_PASSWORD);
    ids.push({ role: account.role, userId });
  }
  const idsOf = (role: string) => ids.filter((account) => account.role === role).map((account) => account.userId);
  const [admin, company] = [idsOf('admin')[0], idsOf('company')[0]];
  if (!admin || !company) throw new Error('DEMO_ACCOUNTS needs an admin and a company');
  const creators = idsOf('creator');
  await seedDemoProfiles({ admin, company, creators: creators.map((id, i) => ({ id, licence: i === 0 ? 'approved' : 'pending' })) });
  if (creators[0]) await seedDemoCampaigns(company, creators[0]);
  return { members: [company, ...creators] };
}
