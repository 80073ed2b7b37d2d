import { Duration, Validations } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_PREFIX } from '../../lambdas/data/keys';
import { EVENT_BATCH_SIZE } from '../../lambdas/data/table-definition';
import { DOCUMENT_EVENT_TYPES } from '../../lambdas/events/event-routes';
import { DOCUMENTS_ENTRY, EVENT_DISPATCHER_ENTRY } from '../bundling';
import type { StageSettings } from '../stage';
import type { Alarms } from './alarms';
import type { FunctionResources } from './function-access';
import { appFunction } from './lambda-function';

/** A failing batch is retried this many times (halved each time by bisection) before its records go to the queue. */
export const EVENT_RETRY_ATTEMPTS = 10;
export const EVENT_BATCH_TIMEOUT = Duration.minutes(1);
/** Records older than this are not retried any more: they go to the dead-letter queue, as after the last attempt. */
export const EVENT_MAX_RECORD_AGE = Duration.hours(6);

export interface EventsProps {
  settings: StageSettings;
  /** With `appUrl`: the dispatcher's mail links into the app. */
  resources: FunctionResources & { appUrl: string };
  table: TableV2;
  alarms: Alarms;
}

/**
 * The domain events' delivery (docs/data-model.md, pattern E1): the table's stream invokes the dispatcher with the
 * outbox's inserts only (an event filter, so other writes cost no invocation), in order per item. A failing event is
 * reported as a batch item failure and the batch retried from it, bisected on error; after the last attempt the
 * failed records' positions go to a dead-letter queue, whose depth alarms: someone must replay them.
 */
export class Events extends Construct {
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, { settings, resources, table, alarms }: EventsProps) {
    super(scope, id);
    // A batch of 100 events, each a few writes and perhaps a mail, in 8 lanes: well within a minute, with room for retries.
    const { fn } = appFunction(this, EVENT_DISPATCHER_ENTRY, { description: 'Domain events dispatcher (table stream)', resources, settings, timeout: EVENT_BATCH_TIMEOUT });
    this.deadLetters = new Queue(this, 'DispatchFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the events dispatcher's dead-letter destination (the stream mapping's on-failure); nothing consumes it, so it needs no queue of its own.",
    });
    fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: EVENT_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(0),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: EVENT_RETRY_ATTEMPTS,
        maxRecordAge: EVENT_MAX_RECORD_AGE,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT'), dynamodb: { Keys: { PK: { S: FilterRule.beginsWith(EVENT_PREFIX) } } } })],
      }),
    );
    alarms.onMessagesIn(this.deadLetters, 'Domain events the dispatcher failed on every attempt');

    // The delivery's documents read the same stream, filtered to the events that make one (a certificate, a zip).
    const { fn: documents } = appFunction(this, DOCUMENTS_ENTRY, {
      description: "Delivery documents (table stream): licence certificates and campaigns' zips",
      resources,
      settings,
      timeout: DOCUMENTS_TIMEOUT,
      memorySize: 1024,
    });
    const documentFailures = new Queue(this, 'DocumentFailures', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    Validations.of(documentFailures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the documents function's dead-letter destination (the stream mapping's on-failure); nothing consumes it.",
    });
    documents.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        // A zip or a certificate streams whole files: a few events at a time.
        batchSize: 5,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: EVENT_RETRY_ATTEMPTS,
        maxRecordAge: EVENT_MAX_RECORD_AGE,
        onFailure: new SqsDlq(documentFailures),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { PK: { S: FilterRule.beginsWith(EVENT_PREFIX) } }, NewImage: { type: { S: FilterRule.or(...DOCUMENT_EVENT_TYPES) } } },
          }),
        ],
      }),
    );
    alarms.onMessagesIn(documentFailures, 'Delivery documents (certificates, zips) that failed on every attempt');
  }
}

/** A campaign's zip streams up to 10 creators' originals (each set ≤ 6 × 40 MB) from S3 into S3. */
const DOCUMENTS_TIMEOUT = Duration.minutes(5);
