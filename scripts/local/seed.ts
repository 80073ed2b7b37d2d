import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../shared/domain/constants';
import { ROLE_ATTRIBUTE } from '../../lib/definitions';
import { createUser, getUserById } from '../../lambdas/data/users';

/** The demo accounts a first start creates, each with a completed profile. README.md lists them. */
export const DEMO_PASSWORD = 'Demo-pass-1';

export interface DemoAccount {
  role: Role;
  email: string;
  fullName: string;
  country: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.ugc.local', fullName: 'Demo Admin', country: 'SA' },
  { role: 'company', email: 'brand@demo.ugc.local', fullName: 'Riyadh Roasters', country: 'SA' },
  { role: 'creator', email: 'creator@demo.ugc.local', fullName: 'Noura Al-Qahtani', country: 'SA' },
];

/**
 * Makes sure a Cognito user and its profile record exist; either may exist already (a start that was
 * interrupted half-way), so each step checks first.
 */
export async function ensureAccount(cognito: CognitoIdentityProviderClient, poolId: string, account: DemoAccount, password: string): Promise<string> {
  const userId = (await findUserId(cognito, poolId, account.email)) ?? (await createCognitoUser(cognito, poolId, account, password));
  if (!(await getUserById(userId))) {
    await createUser({
      id: userId,
      role: account.role,
      email: account.email,
      fullName: account.fullName,
      country: account.country,
      profileCompleted: true,
      activeCampaignsCount: 0,
      status: 'Active',
      createdAt: new Date().toISOString(),
    });
  }
  return userId;
}

async function findUserId(cognito: CognitoIdentityProviderClient, poolId: string, email: string): Promise<string | undefined> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

async function createCognitoUser(cognito: CognitoIdentityProviderClient, poolId: string, account: DemoAccount, password: string): Promise<string> {
  const { User } = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        ...(account.role === 'admin' ? [] : [{ Name: `custom:${ROLE_ATTRIBUTE}`, Value: account.role }]),
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: account.email, Password: password, Permanent: true }));
  const userId = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error(`Cognito returned no sub for ${account.email}`);
  return userId;
}

/** Seeds the demo accounts: the admin in the admins pool, the company and the creator in the users pool. */
export async function seedDemoAccounts(cognito: CognitoIdentityProviderClient, pools: { users: string; admins: string }): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await ensureAccount(cognito, account.role === 'admin' ? pools.admins : pools.users, account, DEMO_PASSWORD);
  }
}
