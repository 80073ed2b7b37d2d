/**
 * The single table's shape: its keys, indexes and TTL attribute. The data layer reads it (what the exchange index
 * copies), and both the CDK stack (lib/constructs/data.ts) and the local stack (scripts/local/provision.ts) create
 * the table from it, so Lambda code never imports the CDK folder. Plain data: no AWS imports.
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
  { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', include: EXCHANGE_INDEX_ATTRIBUTES },
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
