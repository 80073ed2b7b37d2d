/** The two Cognito user pools a caller signs in through; lib/definitions.ts configures one pool of each kind. */
export const POOL_KINDS = ['users', 'admins'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];
