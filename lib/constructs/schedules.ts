import { Duration, Stack, TimeZone, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DELIVERY_DEADLINES_ENTRY } from '../bundling';
import type { StageSettings } from '../stage';
import type { Alarms } from './alarms';
import type { FunctionResources } from './function-access';
import { appFunction } from './lambda-function';

/** The run is idempotent (each reminder and overdue mark conditions on the state it read): retried a few times. */
const DEADLINE_RUN_RETRIES = 3;

/**
 * Time-driven work (issue 12, 15-day delivery): an EventBridge Scheduler schedule runs the delivery-deadline function
 * every day at 06:00 Riyadh time, passing its scheduled time; a run that fails every attempt lands in a dead-letter
 * queue whose depth alarms. The local stack runs the same handler on a timer (scripts/local/stack.ts).
 */
export class Schedules extends Construct {
  constructor(scope: Construct, id: string, { settings, resources, alarms }: { settings: StageSettings; resources: FunctionResources; alarms: Alarms }) {
    super(scope, id);
    const { fn } = appFunction(this, DELIVERY_DEADLINES_ENTRY, { description: 'Daily delivery deadlines: reminders and overdue marks', resources, settings, timeout: Duration.minutes(1) });
    const failed = new Queue(this, 'DeadlineRunFailures', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    Validations.of(failed).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the deadline schedule's dead-letter destination; nothing consumes it, so it needs no queue of its own.",
    });
    alarms.onMessagesIn(failed, 'Delivery deadline runs that failed every attempt');
    new Schedule(this, 'DeliveryDeadlines', {
      description: 'Reminds creators of deliveries due in 3 days and 1 day, and marks overdue ones',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '6', timeZone: TimeZone.ASIA_RIYADH }),
      target: new LambdaInvoke(fn, {
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: DEADLINE_RUN_RETRIES,
        deadLetterQueue: failed,
      }),
    });
    acknowledgeSchedulerRole(this, fn);
  }
}

/**
 * aws-cdk-lib gives the schedule a role of its own (one per target account, at the stack's root) allowed to invoke the
 * function and its versions (`<arn>:*`): this one function only.
 */
function acknowledgeSchedulerRole(scope: Construct, fn: IFunction): void {
  const stack = Stack.of(scope);
  const role = stack.node.children.find((child) => child.node.id.startsWith('SchedulerRoleForTarget'));
  if (!role) throw new Error('aws-cdk-lib added no scheduler role for the deadline schedule');
  const functionId = stack.getLogicalId(fn.node.defaultChild as CfnElement);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
    reason: "LambdaInvoke grants the schedule's role lambda:InvokeFunction on the deadline function and its versions; nothing else.",
  });
}
