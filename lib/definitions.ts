/**
 * Resource definitions shared by the CDK stack and the local stack, so both create the same
 * table keys, indexes and password policy. Plain data: no AWS imports.
 */

export const TABLE_KEY = { partitionKey: 'PK', sortKey: 'SK' } as const;

/**
 * Attributes the exchange index (GSI3) copies: what the exchange filters, sorts, searches and shows. Keeping the
 * copy small lets a Lambda read the whole open set in a few 1 MB pages (docs/data-model.md, pattern 8).
 */
export const EXCHANGE_INDEX_ATTRIBUTES = [
  'id',
  'companyId',
  'companyName',
  'campaignTitle',
  'searchText',
  'status',
  'contentType',
  'aspectRatio',
  'videoDuration',
  'numberOfContentCreators',
  'picturesNeeded',
  'preferredAge',
  'gender',
  'creatorInterests',
  'creatorShouldShow',
  'location',
  'amount',
  'price',
  'creatorEarning',
  'createdAt',
  'publishedAt',
  'acceptedCount',
  'applicantsCount',
] as const;

export interface TableIndex {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /** Attributes copied besides the keys; all of them when absent. */
  include?: readonly string[];
}

/** Global secondary indexes of the single table; docs/data-model.md lists the access patterns they serve. */
export const TABLE_INDEXES: readonly TableIndex[] = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', include: EXCHANGE_INDEX_ATTRIBUTES },
];

/** The projection of an index in DynamoDB's API shape (CreateTable, UpdateTable). */
export function indexProjection(index: TableIndex): { ProjectionType: 'ALL' | 'INCLUDE'; NonKeyAttributes?: string[] } {
  return index.include ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] } : { ProjectionType: 'ALL' };
}

/** Items with this numeric attribute (epoch seconds) expire: sessions, upload intents, idempotency keys. */
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/**
 * `totpRequired`: every sign-in needs a TOTP code on AWS. cognito-local has no MFA, so the local stack's pools have
 * none (README.md).
 */
export const USER_POOLS = {
  users: { poolName: 'users', clientName: 'web', selfSignUp: true, totpRequired: false },
  admins: { poolName: 'admins', clientName: 'admin-web', selfSignUp: false, totpRequired: true },
} as const;
export type PoolKind = keyof typeof USER_POOLS;

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

/** The header CloudFront adds, with a secret value, to every request it forwards to the API (lib/constructs/origin.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
