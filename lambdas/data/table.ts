import { BatchGetCommand, BatchWriteCommand, GetCommand, QueryCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import type { Item } from './item';

/**
 * The single table's plumbing, in one place for every entity module: its name, reads by key, whole queries, pages
 * of a query and batch reads. Entity modules add what their items mean; key strings stay in keys.ts.
 */

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type TableKey = Record<string, string>;

/** The one place Lambda code reads the table's name from the configuration. */
export function tableName(): string {
  return config().tableName;
}

/** A projection of `names`, each through a placeholder: several of them (status, location, …) are reserved words. */
export function projection(names: readonly string[]): Pick<QueryCommandInput, 'ProjectionExpression' | 'ExpressionAttributeNames'> {
  return {
    ProjectionExpression: names.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#p${i}`, name])),
  };
}

export interface ReadOptions {
  /** For a read that must see a write just before it. */
  consistent?: boolean;
  /** Only these attributes. */
  attributes?: readonly string[];
}

export async function getItem(key: TableKey, { consistent = false, attributes }: ReadOptions = {}): Promise<Item | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent, ...(attributes ? projection(attributes) : {}) }),
  );
  return Item;
}

export type Query = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** Every page of a query, in the index's order. */
export async function queryAll(query: Query): Promise<Item[]> {
  return queryUpTo(query, Number.POSITIVE_INFINITY);
}

/**
 * The first `wanted` items of a query, in the index's order, reading page after page (DynamoDB's 1 MB cap, or
 * the query's own `Limit`) until there are that many or the query is done.
 */
export async function queryUpTo(query: Query, wanted: number): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const limit = Number.isFinite(wanted) ? { Limit: Math.min(query.Limit ?? Number.POSITIVE_INFINITY, wanted - items.length) } : {};
    const { Items = [], LastEvaluatedKey } = await dynamoClient().send(new QueryCommand({ ...query, ...limit, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...Items);
    startKey = LastEvaluatedKey;
  } while (startKey && items.length < wanted);
  return items;
}

/** The pages of a query one at a time, in the index's order, for a reader that stops when it has what it needs. */
export async function* queryPages(query: Query): AsyncGenerator<Item[]> {
  let startKey: Item | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await dynamoClient().send(new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey: startKey }));
    yield Items;
    startKey = LastEvaluatedKey;
  } while (startKey);
}

/**
 * Page `page` (from 1) of a query, in the index's order: reads the first `page × pageSize` items, so it suits lists
 * that are read near their start (a queue worked down, the newest first); the total comes from the list's counter.
 */
export async function queryPage(query: Query, page: number, pageSize: number): Promise<Item[]> {
  return (await queryUpTo(query, page * pageSize)).slice((page - 1) * pageSize);
}

/** Page `page` of a queue kept in a sparse GSI1 partition (`GSI1PK = queue`: unpaid payouts, open compensation requests), the longest waiting first. */
export function queuePage(queue: string, page: number, pageSize: number): Promise<Item[]> {
  return queryPage({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': queue }, ScanIndexForward: true }, page, pageSize);
}

/** A query of the items of one partition (or index partition) whose sort key starts with `prefix`. */
export function beginsWith(partition: [attribute: string, value: string], sort: [attribute: string, prefix: string]): Pick<Query, 'KeyConditionExpression' | 'ExpressionAttributeValues'> {
  return {
    KeyConditionExpression: `${partition[0]} = :pk AND begins_with(${sort[0]}, :prefix)`,
    ExpressionAttributeValues: { ':pk': partition[1], ':prefix': sort[1] },
  };
}

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_KEYS = 100;
/** DynamoDB may leave some of a batch unprocessed under load: those are asked again, after a growing pause. */
const UNPROCESSED_RETRY: RetryPolicy = { attempts: 8, baseMs: 50, capMs: 2_000 };
/** BatchWriteItem takes at most 25 requests a call. */
const BATCH_WRITES = 25;

/** The items of `keys` that exist, in no particular order, with only `attributes`. */
export async function batchGet(keys: readonly TableKey[], attributes: readonly string[]): Promise<Item[]> {
  const table = tableName();
  const items: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_KEYS) {
    let pending: Item[] = keys.slice(start, start + BATCH_KEYS);
    await retrying(UNPROCESSED_RETRY, async (attempt) => {
      const { Responses, UnprocessedKeys } = await dynamoClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ...projection(attributes) } } }),
      );
      items.push(...(Responses?.[table] ?? []));
      pending = UnprocessedKeys?.[table]?.Keys ?? [];
      return pending.length ? tryAgain(new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${attempt} attempts`)) : undefined;
    });
  }
  return items;
}

/** Deletes the items of `keys` (those that exist), 25 a request, asking again for what DynamoDB leaves unprocessed. */
export async function batchDelete(keys: readonly TableKey[]): Promise<void> {
  const table = tableName();
  for (let start = 0; start < keys.length; start += BATCH_WRITES) {
    let pending = keys.slice(start, start + BATCH_WRITES).map((Key) => ({ DeleteRequest: { Key } }));
    await retrying(UNPROCESSED_RETRY, async (attempt) => {
      const { UnprocessedItems } = await dynamoClient().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (UnprocessedItems?.[table] ?? []) as typeof pending;
      return pending.length ? tryAgain(new Error(`BatchWriteItem left ${pending.length} deletes unprocessed after ${attempt} attempts`)) : undefined;
    });
  }
}

/** A counter item's `count` (0 before its first change). */
export async function readCount(counter: TableKey): Promise<number> {
  const item = await getItem(counter, { attributes: ['count'] });
  return typeof item?.count === 'number' ? item.count : 0;
}

/** Adds `by` to a counter item's `count`, in the transaction of the change it counts. */
export function countChange(counter: TableKey, by: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: counter,
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}
