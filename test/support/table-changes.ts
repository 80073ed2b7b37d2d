import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type ShardIteratorType } from '@aws-sdk/client-dynamodb-streams';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { stack } from './stack';

/**
 * The local table's changes as its stream tells them (the stream the stack's events dispatcher reads too): what was
 * written, changed or deleted since the last read, whoever wrote it. Reading the stream costs a few milliseconds
 * whatever the table holds, where comparing two scans of the shared table costs a second and more as the run fills it.
 */

export interface TableChange {
  /** `PK SK` of the item. */
  key: string;
  kind: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The item as written (the stream's view is NEW_IMAGE: none for a removal), as JSON text. */
  item?: string;
}

interface Cursor {
  iterator?: string;
}

export interface TableChanges {
  /** Every change since the previous read (or since `watchTable`), in the stream's order within each shard. */
  read(): Promise<TableChange[]>;
}

/** Starts watching the local table's stream from now on. */
export async function watchTable(): Promise<TableChanges> {
  const { region, dynamodb } = stack();
  const config = { region, endpoint: dynamodb.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
  const { Table } = await new DynamoDBClient(config).send(new DescribeTableCommand({ TableName: dynamodb.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${dynamodb.tableName} has no stream`);
  const client = new DynamoDBStreamsClient(config);
  const cursors = new Map<string, Cursor>();

  async function iterator(shardId: string, type: ShardIteratorType): Promise<string | undefined> {
    return (await client.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type }))).ShardIterator;
  }

  /** Shards opened since the last look are read from their start: all they hold came after the watch began. */
  async function followShards(from: ShardIteratorType): Promise<void> {
    const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (!shardId || cursors.has(shardId)) continue;
      // A shard already closed when the watch began holds nothing newer.
      const closed = from === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
      cursors.set(shardId, { iterator: closed ? undefined : await iterator(shardId, from) });
    }
  }

  await followShards('LATEST');
  return {
    async read() {
      await followShards('TRIM_HORIZON');
      const changes: TableChange[] = [];
      for (const cursor of cursors.values()) {
        while (cursor.iterator) {
          const { Records = [], NextShardIterator } = await client.send(new GetRecordsCommand({ ShardIterator: cursor.iterator }));
          cursor.iterator = NextShardIterator;
          for (const { eventName, dynamodb: record } of Records) {
            const keys = unmarshall(record?.Keys ?? {});
            const image = record?.NewImage ? unmarshall(record.NewImage) : undefined;
            changes.push({ key: `${String(keys.PK)} ${String(keys.SK)}`, kind: eventName as TableChange['kind'], ...(image ? { item: JSON.stringify(image) } : {}) });
          }
          if (!Records.length) break;
        }
      }
      return changes;
    },
  };
}
