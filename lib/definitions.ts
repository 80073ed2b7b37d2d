import type { PoolKind } from '../lambdas/core/pools';

/**
 * Resource definitions shared by the CDK stack and the local stack, so both create the same pools and names. Plain
 * data: no AWS imports. The table's shape is the data layer's (lambdas/data/table-definition.ts); what Lambda code
 * shares with the stack about pools and the edge lives in lambdas/core (pools.ts, origin-header.ts).
 */

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/**
 * `totpRequired`: every sign-in needs a TOTP code, set up at the first; on AWS and on the local stack alike (whose
 * Cognito is extended with the set-up, scripts/local/cognito-mfa-setup.ts).
 */
export const USER_POOLS = {
  users: { poolName: 'users', clientName: 'web', selfSignUp: true, totpRequired: false },
  admins: { poolName: 'admins', clientName: 'admin-web', selfSignUp: false, totpRequired: true },
} as const satisfies Record<PoolKind, unknown>;

/** Custom attribute carrying the role chosen at sign-up (creator or company). */
export const ROLE_ATTRIBUTE = 'role';

/**
 * The users pool's custom attributes (without the `custom:` prefix): what a sign-up carries besides the standard
 * `email` and `name`, so its profile is made from the sign-up itself (shared/domain/sign-up.ts). The role is chosen
 * once; the country stays writable by its owner, because a sign-up made before it was carried sets it when signed in.
 */
export const USERS_POOL_CUSTOM_ATTRIBUTES = {
  [ROLE_ATTRIBUTE]: { mutable: false },
  country: { mutable: true },
  agreedToTermsAt: { mutable: false },
} as const;

export function resourceName(stage: string, name: string): string {
  return `ugc-${stage}-${name}`;
}

/** The CloudFormation stack of a stage. */
export function stackName(stage: string): string {
  return `ugc-${stage}`;
}

/** Outputs of the stack that tools read (`npm run admin:create -- --stage <stage>`), by their CloudFormation names. */
export const STACK_OUTPUTS = {
  usersPoolId: 'UsersPoolId',
  usersClientId: 'UsersClientId',
  adminsPoolId: 'AdminsPoolId',
  adminsClientId: 'AdminsClientId',
  tableName: 'TableName',
  mediaBucket: 'MediaBucketName',
} as const;
