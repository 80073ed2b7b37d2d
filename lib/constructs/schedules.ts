import { Duration, Stack, TimeZone, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { CHAT_REMINDERS_ENTRY, DELIVERY_DEADLINES_ENTRY } from '../bundling';
import type { AsyncFunctionName } from '../async-functions';
import type { StageSettings } from '../stage';
import type { Alarms } from './alarms';
import type { FunctionResources } from './function-access';
import { failureQueue } from './failure-queue';
import { appFunction } from './lambda-function';

/** Scheduler's attempts to deliver a run to its function (what the function does with it is ASYNC_INVOKE's). */
const SCHEDULED_RUN_DELIVERIES = 3;
/** How often the chat's unread mail is checked: a member is mailed 10 to 15 minutes after a message waits unread. */
export const CHAT_REMINDER_EVERY = Duration.minutes(5);

/**
 * Time-driven work: EventBridge Scheduler schedules invoke a function with their scheduled time; a run that fails every
 * attempt lands in a failure queue of its own, whose first message alarms (failure-queue.ts). The delivery-deadline run (issue 12, 15-day
 * delivery) every day at 06:00 Riyadh time; the chat's unread mail (issue 14) every 5 minutes. The local stack runs
 * the same handlers on timers (scripts/local/stack.ts).
 */
export class Schedules extends Construct {
  constructor(scope: Construct, id: string, { settings, resources, alarms }: { settings: StageSettings; resources: FunctionResources; alarms: Alarms }) {
    super(scope, id);
    const { fn: deadlines } = appFunction(this, DELIVERY_DEADLINES_ENTRY, { description: 'Daily delivery deadlines: reminders and overdue marks', resources, settings, timeout: Duration.minutes(1) });
    invokeOnSchedule(this, 'DeliveryDeadlines', {
      fn: deadlines,
      description: 'Reminds creators of deliveries due in 3 days and 1 day, and marks overdue ones',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '6', timeZone: TimeZone.ASIA_RIYADH }),
      name: 'deliveryDeadlines',
      failures: 'DeadlineRunFailures',
      what: 'delivery deadline run',
      alarms,
    });
    const { fn: reminders } = appFunction(this, CHAT_REMINDERS_ENTRY, { description: 'Chat unread mail: reminders of messages unread for 10 minutes', resources, settings, timeout: Duration.minutes(1) });
    invokeOnSchedule(this, 'ChatReminders', {
      fn: reminders,
      description: 'Mails members whose chat messages have waited unread 10 minutes, at most once an hour per channel',
      schedule: ScheduleExpression.rate(CHAT_REMINDER_EVERY),
      name: 'chatReminders',
      failures: 'ChatReminderRunFailures',
      what: 'chat reminder run',
      alarms,
    });
  }
}

interface ScheduledRun {
  fn: IFunction;
  name: AsyncFunctionName;
  description: string;
  schedule: ScheduleExpression;
  /** The id of the run's failure queue, and what its alarm calls the run. */
  failures: string;
  what: string;
  alarms: Alarms;
}

function invokeOnSchedule(scope: Construct, id: string, { fn, name, description, schedule, failures, what, alarms }: ScheduledRun): void {
  const failed = failureQueue(scope, failures, { fn, name, what, alarms });
  const stack = Stack.of(scope);
  const rolesBefore = new Set(schedulerRoles(stack));
  new Schedule(scope, id, {
    description,
    schedule,
    target: new LambdaInvoke(fn, {
      input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
      retryAttempts: SCHEDULED_RUN_DELIVERIES,
      deadLetterQueue: failed,
    }),
  });
  // aws-cdk-lib gives each target function a role of its own at the stack's root, made by this schedule.
  const role = schedulerRoles(stack).find((candidate) => !rolesBefore.has(candidate));
  if (!role) throw new Error(`aws-cdk-lib added no scheduler role for the ${id} schedule`);
  const functionId = stack.getLogicalId(fn.node.defaultChild as CfnElement);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
    reason: "LambdaInvoke grants the schedule's role lambda:InvokeFunction on its function and the function's versions; nothing else.",
  });
}

function schedulerRoles(stack: Stack): Construct[] {
  return stack.node.children.filter((child): child is Construct => child.node.id.startsWith('SchedulerRoleForTarget'));
}
