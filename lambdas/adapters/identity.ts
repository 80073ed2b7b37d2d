import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { signUpIdentityOf, type SignUpIdentity } from '../../shared/domain/sign-up';
import { cognitoClient } from '../core/clients';
import { poolsConfig } from '../core/config';

/**
 * The Cognito admin calls the API makes, all on the users pool (creators and companies): the one module
 * that knows them. Cognito and cognito-local speak the same API, so one implementation serves both worlds.
 * Users are addressed by `sub`, which is also their username in a pool whose sign-in name is the e-mail.
 */

export interface IdentityUser extends SignUpIdentity {
  email: string;
  enabled: boolean;
  /** Cognito's user status, e.g. `UNCONFIRMED`, `CONFIRMED`. */
  status: string;
}

/** The users-pool account signed up with this e-mail, or undefined when there is none. */
export async function getUserByEmail(email: string): Promise<IdentityUser | undefined> {
  try {
    const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: usersPoolId(), Username: email }));
    const identity = signUpIdentityOf(Object.fromEntries((user.UserAttributes ?? []).map(({ Name, Value }) => [Name, Value])));
    if (!identity) throw new Error(`Cognito returned no sub for user ${user.Username ?? ''}`);
    return { ...identity, email: identity.email ?? email, enabled: user.Enabled ?? true, status: user.UserStatus ?? '' };
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/** Deletes the account; one that is already gone counts as deleted, so a retry completes a deletion. */
export async function deleteUser(sub: string): Promise<void> {
  await ignoringMissingUser(cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: usersPoolId(), Username: sub })));
}

/**
 * Refuses the account's next sign-in and token refresh. A missing account is left as it is: nothing can sign in
 * with it, which is what disabling wants.
 */
export async function disableUser(sub: string): Promise<void> {
  await ignoringMissingUser(cognitoClient().send(new AdminDisableUserCommand({ UserPoolId: usersPoolId(), Username: sub })));
}

/** Allows sign-in again. A missing account cannot sign in whatever its profile says, so it is not an error. */
export async function enableUser(sub: string): Promise<void> {
  await ignoringMissingUser(cognitoClient().send(new AdminEnableUserCommand({ UserPoolId: usersPoolId(), Username: sub })));
}

function usersPoolId(): string {
  return poolsConfig().users.poolId;
}

async function ignoringMissingUser(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}
