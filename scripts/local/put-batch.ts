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
