import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFICATION_PREFIX, userKey } from '../../lambdas/data/keys';
import { table } from './accounts';
import { stack } from './stack';
import { poll } from './wait';

/**
 * The outbox items (shared/domain/events.ts) whose payload has `field` = `value` (a campaign's, a licence's), oldest
 * first. A scan: tests only, on the local table.
 */
export async function eventsWhere(field: string, value: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new ScanCommand({
        TableName: stack().dynamodb.tableName,
        FilterExpression: 'begins_with(PK, :event) AND payload.#field = :value',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':event': 'EVENT#', ':value': value },
        ExclusiveStartKey,
      }),
    );
    found.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found.sort((a, b) => String(a.occurredAt).localeCompare(String(b.occurredAt)));
}

/**
 * What `read` answers once `done` accepts it, polling every 50 ms: the consumers of an event act after the change's
 * answer (the stream poller hands the event on), so a test waits for their effect. After `timeoutMs` the last value
 * is returned, and the test's own expectation of it says what is missing: a wait whose value nothing checks after
 * is `waitUntil` (./wait.ts), which fails with its reason.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  return (await poll(read, done, timeoutMs)).value;
}

/** A user's notification items, newest first. */
export async function notificationsOf(userId: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: stack().dynamodb.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(userId).PK, ':prefix': NOTIFICATION_PREFIX },
      ConsistentRead: true,
      ScanIndexForward: false,
    }),
  );
  return Items;
}
