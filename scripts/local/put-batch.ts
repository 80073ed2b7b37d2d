import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retrying, tryAgain, type RetryPolicy } from '../../shared/retry';

/** DynamoDB Local leaves some of a batch unprocessed when it is busy: those are put again after a growing pause. */
const UNPROCESSED_RETRY: RetryPolicy = { attempts: 10, baseMs: 50, capMs: 2_000 };

/** Puts up to 25 items in one BatchWriteItem, with what is left unprocessed put again: the seed's and the bench's loads. */
export async function putBatch(documents: DynamoDBDocumentClient, tableName: string, items: readonly Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  await retrying(UNPROCESSED_RETRY, async (attempt) => {
    const { UnprocessedItems } = await documents.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    return requests.length ? tryAgain(new Error(`BatchWriteItem left ${requests.length} puts unprocessed after ${attempt} attempts`)) : undefined;
  });
}

/** Puts any number of items, 25 a batch, `parallel` batches at a time: the bench's large loads. */
export async function putAll(documents: DynamoDBDocumentClient, tableName: string, items: readonly Record<string, unknown>[], parallel = 8): Promise<void> {
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, (i + 1) * 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) await putBatch(documents, tableName, batch);
    }),
  );
}
