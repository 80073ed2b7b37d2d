import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';

/** The API's 5xx rate alarms above this share of requests over five minutes... */
export const SERVER_ERROR_RATE_PERCENT = 1;
/** ...when at least this many requests were made: two failures of three requests are no outage. */
export const SERVER_ERROR_MIN_REQUESTS = 20;
const WINDOW = Duration.minutes(5);

export interface AlarmsProps {
  settings: StageSettings;
  /** `-c alarmEmail=ops@example.com`: the address subscribed to the alarm topic (it confirms by mail once). */
  email?: string;
}

/** Alarms of the stage, all notifying one encrypted SNS topic. */
export class Alarms extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, { settings, email }: AlarmsProps) {
    super(scope, id);
    // A key of our own: CloudWatch may not publish to a topic encrypted with the AWS-managed SNS key.
    const key = new Key(this, 'TopicKey', { enableKeyRotation: true, removalPolicy: settings.removalPolicy, description: 'Encrypts the alarm topic' });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', { topicName: resourceName(settings.stage, 'alarms'), masterKey: key, enforceSSL: true });
    if (email) this.topic.addSubscription(new EmailSubscription(email));
    this.action = new SnsAction(this.topic);
  }

  /** Any message in a dead-letter queue is an event that failed every attempt: someone must look at it. */
  onMessagesIn(queue: Queue, what: string): void {
    const alarm = new Alarm(this, `${queue.node.id}Depth`, {
      alarmDescription: `${what}: at least one message is waiting in ${queue.node.path}`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
  }

  /**
   * Every function of the stack (ours are all NodejsFunction; the CDK's own helpers are not): an Errors alarm, as an
   * invocation that threw, timed out or ran out of memory is a crash (the API's handlers answer their errors
   * themselves), and a Throttles alarm, as a refused invocation is a request or event that waited or was lost.
   */
  onEveryFunction(scope: Construct): void {
    for (const fn of scope.node.findAll().filter((child): child is NodejsFunction => child instanceof NodejsFunction)) {
      const name = fn.node.id;
      for (const [kind, metric] of [
        ['Errors', fn.metricErrors({ period: WINDOW, statistic: 'Sum' })],
        ['Throttles', fn.metricThrottles({ period: WINDOW, statistic: 'Sum' })],
      ] as const) {
        const alarm = new Alarm(this, `${name}${kind}`, {
          alarmDescription: `${kind} of ${fn.node.path} over 5 minutes: see docs/deploy.md, "What to watch"`,
          metric,
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
        alarm.addAlarmAction(this.action);
      }
    }
  }

  /** The share of API requests answered 5xx over five minutes, once there are enough requests to mean something. */
  onServerErrorRate(httpApi: HttpApi): void {
    const rate = new MathExpression({
      expression: `IF(requests >= ${SERVER_ERROR_MIN_REQUESTS}, 100 * errors / requests, 0)`,
      usingMetrics: {
        errors: httpApi.metricServerError({ period: WINDOW, statistic: 'Sum' }),
        requests: httpApi.metricCount({ period: WINDOW, statistic: 'Sum' }),
      },
      period: WINDOW,
      label: 'API 5xx rate (%)',
    });
    const alarm = new Alarm(this, 'ApiServerErrorRate', {
      alarmDescription: `More than ${SERVER_ERROR_RATE_PERCENT}% of API requests answered 5xx over 5 minutes (at least ${SERVER_ERROR_MIN_REQUESTS} requests)`,
      metric: rate,
      threshold: SERVER_ERROR_RATE_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
  }
}
