import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_ATTRIBUTE } from '../lib/definitions';
import { ConflictError } from '../lambdas/core/errors';
import { createUser, getUserByEmail, getUserById } from '../lambdas/data/users';
import type { Role } from '../shared/domain/constants';
import { generatePassword } from './password';

/**
 * Accounts made by operators rather than by sign-up: the local demo accounts and admins (`npm run admin:create`).
 * The records are written with the repository the functions use, so they are exactly what sign-up would write.
 */

export interface AccountSpec {
  role: Role;
  email: string;
  fullName: string;
  country?: string;
}

/**
 * Makes sure a Cognito user and its profile record exist; either may exist already (a start or a command that was
 * interrupted half-way), so each step checks first. An existing Cognito user keeps its password.
 * Refuses, before creating anything, an e-mail that already belongs to an account of another role.
 */
export async function ensureAccount(
  cognito: CognitoIdentityProviderClient,
  poolId: string,
  account: AccountSpec,
  password: string,
): Promise<{ userId: string; created: boolean }> {
  const holder = await getUserByEmail(account.email);
  if (holder && holder.role !== account.role) throw new ConflictError('ACCOUNT_EXISTS', `${account.email} already has a ${holder.role} account.`);
  const existingId = await findUserId(cognito, poolId, account.email);
  const userId = existingId ?? (await createCognitoUser(cognito, poolId, account, password));
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
  return { userId, created: existingId === undefined };
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

/**
 * Created with a random temporary password and no invitation mail, then given `password` as a permanent one, so
 * the account signs in with USER_PASSWORD_AUTH at once instead of facing a NEW_PASSWORD_REQUIRED challenge.
 */
async function createCognitoUser(cognito: CognitoIdentityProviderClient, poolId: string, account: AccountSpec, password: string): Promise<string> {
  const { User } = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: account.email,
      TemporaryPassword: generatePassword(),
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
