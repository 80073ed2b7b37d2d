import * as fs from 'node:fs';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { EVENT_BATCH_SIZE } from '../../lambdas/data/table-definition';

/**
 * What Lambda's event source mapping does for the table's stream on AWS, for the local stack: reads DynamoDB Local's
 * stream (DescribeStream, GetShardIterator, GetRecords), hands each batch to the dispatcher, and on a reported item
 * failure reads again from that record after a pause, as the mapping retries. Where it got to in each shard is kept in
 * a file of the data directory, so a restart goes on from there instead of replaying the stream's last 24 hours.
 */

export interface StreamPollerOptions {
  client: DynamoDBStreamsClient;
  streamArn: string;
  /** Shard id → the last sequence number handled. */
  checkpointFile: string;
  handle: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
  log: (line: string) => void;
  /** How long an empty read waits before the next one. */
  idleMs?: number;
}

const RETRY_PAUSE_MS = 1_000;
/** How often the shards are listed again: DynamoDB Local opens a new shard now and then, as DynamoDB does. */
const DESCRIBE_EVERY_MS = 2_000;

interface ShardCursor {
  iterator?: string;
  closed: boolean;
}

export interface StreamPoller {
  /** Resolves once a whole pass over the shards found no new record: what was written before is dispatched. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function startStreamPoller({ client, streamArn, checkpointFile, handle, log, idleMs = 50 }: StreamPollerOptions): StreamPoller {
  const checkpoints: Record<string, string> = readCheckpoints(checkpointFile);
  const cursors = new Map<string, ShardCursor>();
  let stopped = false;
  let describedAt = 0;
  let waitingForIdle: (() => void)[] = [];

  async function iteratorFor(shardId: string, type: ShardIteratorType, sequenceNumber?: string): Promise<string | undefined> {
    const { ShardIterator } = await client.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: sequenceNumber }));
    return ShardIterator;
  }

  async function refreshShards(): Promise<void> {
    describedAt = Date.now();
    const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (!shardId || cursors.has(shardId)) continue;
      const done = checkpoints[shardId];
      cursors.set(shardId, { iterator: await iteratorFor(shardId, done ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON', done), closed: false });
    }
  }

  /** Reads one batch of a shard and dispatches it; true when it had records. */
  async function pollShard(shardId: string, cursor: ShardCursor): Promise<boolean> {
    if (!cursor.iterator) {
      cursor.closed = true;
      return false;
    }
    const { Records = [], NextShardIterator } = await client.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: EVENT_BATCH_SIZE }));
    if (!Records.length) {
      cursor.iterator = NextShardIterator;
      if (!NextShardIterator) cursor.closed = true;
      return false;
    }
    const { batchItemFailures } = await handle({ Records: Records.map(asLambdaRecord) });
    const failed = batchItemFailures[0]?.itemIdentifier;
    const handled = failed ? Records.slice(0, Records.findIndex((record) => record.dynamodb?.SequenceNumber === failed)) : Records;
    const last = handled.at(-1)?.dynamodb?.SequenceNumber;
    if (last) {
      checkpoints[shardId] = last;
      writeCheckpoints(checkpointFile, checkpoints);
    }
    if (failed) {
      log(`events dispatcher reported record ${failed} failed: retrying from it`);
      await pause(RETRY_PAUSE_MS);
      cursor.iterator = await iteratorFor(shardId, 'AT_SEQUENCE_NUMBER', failed);
    } else {
      cursor.iterator = NextShardIterator;
    }
    return true;
  }

  const running = (async () => {
    while (!stopped) {
      // Only a pass that starts after a waiter asked can answer it: it reads what was written before the question.
      const waiters = waitingForIdle;
      waitingForIdle = [];
      let busy = false;
      try {
        if (Date.now() - describedAt >= DESCRIBE_EVERY_MS) await refreshShards();
        for (const [shardId, cursor] of cursors) {
          if (cursor.closed || stopped) continue;
          busy = (await pollShard(shardId, cursor)) || busy;
        }
      } catch (error) {
        if (stopped) break;
        busy = true;
        log(`stream poller: ${error instanceof Error ? error.message : String(error)}`);
        await pause(RETRY_PAUSE_MS);
      }
      if (busy) {
        waitingForIdle.unshift(...waiters);
      } else {
        for (const resolve of waiters) resolve();
        await pause(idleMs);
      }
    }
  })();

  return {
    idle() {
      return new Promise((resolve) => waitingForIdle.push(resolve));
    },
    async close() {
      stopped = true;
      await running;
    },
  };
}

/** DynamoDB Streams' record as the Lambda event carries it (the same JSON: the SDK's types are only stricter). */
function asLambdaRecord(record: _Record): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  const dynamodb = { ...record.dynamodb, ...(created ? { ApproximateCreationDateTime: created.getTime() / 1000 } : {}) };
  return { ...record, dynamodb, eventSource: 'aws:dynamodb' } as DynamoDBRecord;
}

function readCheckpoints(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

function writeCheckpoints(file: string, checkpoints: Record<string, string>): void {
  fs.writeFileSync(file, JSON.stringify(checkpoints));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
