import { Duration, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ASYNC_INVOKE, type AsyncFunctionName } from '../async-functions';
import type { Alarms } from './alarms';

/**
 * The queue where an asynchronously invoked function's failures wait for someone (encrypted, TLS only, kept 14 days),
 * with an alarm at its first message: Lambda's on-failure destination once the retries of ASYNC_INVOKE are spent, and
 * the dead-letter queue of the rule or schedule that invokes it, for events that could not even be delivered.
 */
export function failureQueue(scope: Construct, id: string, { fn, name, what, alarms }: { fn: IFunction; name: AsyncFunctionName; what: string; alarms: Alarms }): Queue {
  const queue = new Queue(scope, id, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `This queue is itself where the ${what} puts what failed every attempt; nothing consumes it, so it needs no queue of its own.`,
  });
  const { retryAttempts, maxEventAgeSeconds } = ASYNC_INVOKE[name];
  fn.configureAsyncInvoke({ onFailure: new SqsDestination(queue), retryAttempts, maxEventAge: Duration.seconds(maxEventAgeSeconds) });
  alarms.onMessagesIn(queue, `The ${what}: events that failed every attempt`);
  return queue;
}
