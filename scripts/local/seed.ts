import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ensureAccount, type AccountSpec } from '../accounts';
import { mailConfig } from '../../lambdas/core/config';
import { recordMailFeedback } from '../../lambdas/domain/mail-feedback';
import { sesFeedback } from './ses-feedback';
import type { DemoPayment } from './payment-sandbox';
import { seedDemoBankAccounts } from './seed-bank-accounts';
import { seedDemoCampaigns } from './seed-campaigns';
import { seedDemoChat } from './seed-chat';
import { seedDemoPayouts } from './seed-payouts';
import { seedDemoProfiles } from './seed-profiles';
import { ensureSearchEntries, seedDemoDirectory } from './seed-users';

/**
 * What a start seeds: the whole `demo` (npm start, the tests), or the demo `accounts` with their profiles alone, for a
 * bench stack that writes its own rows (50,000 payouts) and needs only the admin to read them: the demo's campaigns,
 * deliveries (videos made by ffmpeg), chats and directory are most of a start's minute of CPU.
 */
export type StackSeed = 'demo' | 'accounts';

/** The demo accounts a first start creates, each with a completed profile. README.md lists them. */
export const DEMO_PASSWORD = 'Demo-pass-1';

/** The demo admin, whose authenticator the start sets up (seed-admin-totp.ts). */
export const DEMO_ADMIN = { role: 'admin', email: 'admin@demo.ugc.local', fullName: 'Demo Admin', country: 'SA' } as const satisfies AccountSpec;

export const DEMO_ACCOUNTS: readonly AccountSpec[] = [
  DEMO_ADMIN,
  { role: 'company', email: 'brand@demo.ugc.local', fullName: 'Riyadh Roasters', country: 'SA' },
  { role: 'creator', email: 'creator@demo.ugc.local', fullName: 'Noura Al-Qahtani', country: 'SA' },
  // A second creator whose licence waits in the admins' review queue.
  { role: 'creator', email: 'creator2@demo.ugc.local', fullName: 'Faisal Al-Harbi', country: 'SA' },
  // A third, approved, who shares the completed campaign with the first.
  { role: 'creator', email: 'creator3@demo.ugc.local', fullName: 'Reem Al-Dosari', country: 'SA' },
];

/**
 * Seeds the demo accounts (the admin in the admins pool, the others in the users pool) and their completed profiles:
 * the second creator with a licence waiting for review, the others with approved ones; then the company's campaigns in
 * every state, the first creator's applications to them and the deliveries (see seed-campaigns.ts), with the first
 * creator's payout already marked paid (seed-payouts.ts) and two overdue deliveries with the company's compensation
 * requests (seed-compensations.ts), and conversations in both languages (seed-chat.ts); the paid campaigns' checkouts are the sandbox's own (`paidCheckout`), so their
 * refunds go through it; then a directory of
 * 300 companies and creators for the admins' Users screen (seed-users.ts). Answers the
 * members' ids: their notifications come from the seed's events, through the events dispatcher (see
 * seed-notifications.ts). With `seed` 'accounts', the accounts and their profiles alone.
 */
export async function seedDemoAccounts(
  cognito: CognitoIdentityProviderClient,
  pools: { users: string; admins: string },
  paidCheckout: (payment: DemoPayment) => string,
  seed: StackSeed = 'demo',
): Promise<{ members: string[] }> {
  // The admins' Users screen: 300 more companies and creators (seed-users.ts). They need nothing of the rest, so they
  // are written meanwhile: the steps below mostly wait on Cognito and the media pipeline.
  const directory = seed === 'demo' ? seedDemoDirectory() : Promise.resolve();
  // Awaited at the end, where a failure stops the start; until then it must not count as unhandled.
  directory.catch(() => undefined);
  const ids: { role: string; userId: string; name: string; email: string }[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const { userId } = await ensureAccount(cognito, account.role === 'admin' ? pools.admins : pools.users, account, DEMO_PASSWORD);
    ids.push({ role: account.role, userId, name: account.fullName, email: account.email });
  }
  // Profiles of an older `.data/` get their entries in the users search (once).
  await ensureSearchEntries();
  const accountsOf = (role: string) => ids.filter((account) => account.role === role);
  const [admin, company] = [accountsOf('admin')[0]?.userId, accountsOf('company')[0]?.userId];
  if (!admin || !company) throw new Error('DEMO_ACCOUNTS needs an admin and a company');
  const creators = accountsOf('creator');
  await seedDemoProfiles({ admin, company, creators: creators.map(({ userId }, i) => ({ id: userId, licence: i === 1 ? 'pending' : 'approved' })) });
  if (seed === 'accounts') return { members: [company, ...creators.map(({ userId }) => userId)] };
  const [noura, faisal, reem] = creators;
  if (!noura || !faisal || !reem) throw new Error('DEMO_ACCOUNTS needs three creators');
  await seedDemoBankAccounts({ noura: noura.userId, faisal: faisal.userId });
  const firstStart = await seedDemoCampaigns(company, { noura: { id: noura.userId, name: noura.name }, reem: { id: reem.userId, name: reem.name } }, paidCheckout);
  if (firstStart) {
    await seedDemoPayouts(admin, noura.userId);
    // Faisal's mailbox is gone: SES reported a permanent bounce, so his settings say why he gets no mail.
    await recordMailFeedback(sesFeedback('bounce', faisal.email, mailConfig().from, new Date()));
  }
  // Conversations on the accepted campaigns, and the channels of accepts an older `.data/` made before the chat.
  await seedDemoChat(company, { noura: noura.userId, reem: reem.userId }, { userId: admin, email: DEMO_ADMIN.email }, firstStart);
  await directory;
  return { members: [company, ...creators.map(({ userId }) => userId)] };
}
