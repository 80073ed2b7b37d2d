/**
 * The single table's shape: its keys, indexes and TTL attribute. The data layer reads it (what the exchange index
 * copies), and both the CDK stack (lib/constructs/data.ts) and the local stack (scripts/local/provision.ts) create
 * the table from it, so Lambda code never imports the CDK folder. Plain data: no AWS imports.
 */

export const TABLE_KEY = { partitionKey: 'PK', sortKey: 'SK' } as const;

/**
 * What the exchange lists of a campaign (GSI3): what it filters, sorts, searches and shows. Keeping the index's copy
 * small lets a Lambda read the whole open set in a few 1 MB pages (docs/data-model.md, pattern 8).
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

/**
 * The exchange attributes its index's keys already carry, so the index does not copy them: DynamoDB copies at most 20
 * non-key attributes per index (CloudFormation refuses more at deploy). The reader rebuilds them from the keys
 * (`listedCampaignOf`): the id from `PK`, the publication from `GSI3SK`, and `open`, the only status the sparse index
 * holds.
 */
export const EXCHANGE_KEY_DERIVED_ATTRIBUTES = ['id', 'status', 'publishedAt'] as const satisfies readonly (typeof EXCHANGE_INDEX_ATTRIBUTES)[number][];

/** What the exchange index copies besides its keys. */
export const EXCHANGE_INDEX_PROJECTION = EXCHANGE_INDEX_ATTRIBUTES.filter((name) => !(EXCHANGE_KEY_DERIVED_ATTRIBUTES as readonly string[]).includes(name));

/** DynamoDB's most non-key attributes one index may copy. */
export const MAX_INDEX_PROJECTED_ATTRIBUTES = 20;

/**
 * Attributes the users search index (GSI4) copies: the admin list's row of a profile (shared/domain/admin-users.ts,
 * `ADMIN_USER_ROW_FIELDS`), and the `userId` a name entry points to its profile by (docs/data-model.md, patterns 4a-4c).
 */
export const USER_SEARCH_INDEX_ATTRIBUTES = ['id', 'userId', 'role', 'email', 'fullName', 'avatar', 'country', 'status', 'createdAt', 'profileCompleted'] as const;

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
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', include: EXCHANGE_INDEX_PROJECTION },
  { indexName: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK', include: USER_SEARCH_INDEX_ATTRIBUTES },
];

/** The projection of an index in DynamoDB's API shape (CreateTable, UpdateTable). */
export function indexProjection(index: TableIndex): { ProjectionType: 'ALL' | 'INCLUDE'; NonKeyAttributes?: string[] } {
  return index.include ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] } : { ProjectionType: 'ALL' };
}

/** Items with this numeric attribute (epoch seconds) expire: sessions, upload intents, idempotency keys. */
export const TABLE_TTL_ATTRIBUTE = 'expiresAt';

/**
 * The table's stream carries each written item's new image: the events dispatcher reads the outbox's inserts
 * (`EVENT#` items, docs/data-model.md pattern E1) from it; old images are not needed.
 */
export const TABLE_STREAM_VIEW = 'NEW_IMAGE';
/** How many stream records the dispatcher is handed at once, on AWS (the event source mapping) and locally. */
export const EVENT_BATCH_SIZE = 100;
