import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { table } from './accounts';
import { stack } from './stack';

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
