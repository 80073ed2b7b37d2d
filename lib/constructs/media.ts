import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, EventType, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { UPLOAD_PREFIX } from '../../shared/domain/uploads';
import { UPLOAD_CHECK_ENTRY } from '../bundling';
import type { StageSettings } from '../stage';
import type { Alarms } from './alarms';
import type { FunctionResources } from './function-access';
import { appFunction } from './lambda-function';
import type { AccessLogs } from './logs';

export interface MediaProps {
  settings: StageSettings;
  accessLogs: AccessLogs;
}

/** Two retries (Lambda's default) after the first attempt: a check is idempotent, and S3 or DynamoDB may blink. */
const UPLOAD_CHECK_RETRIES = 2;
/** An upload waiting longer than this is checked by nobody: the user has long since been told to retry. */
const UPLOAD_CHECK_MAX_EVENT_AGE = Duration.hours(1);

/** The private bucket of uploaded media: browsers reach it only through presigned requests the API hands out. */
export class Media extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, { settings, accessLogs }: MediaProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: accessLogs.prefixFor('media'),
      cors: [
        {
          // Any origin, because naming the CloudFront domain here would close a cycle: the distribution's
          // Content-Security-Policy names this bucket in connect-src. The presigned signature, not CORS, is what
          // authorizes a request; CORS only lets our page read the answer.
          allowedOrigins: ['*'],
          // PUT and POST: presigned PUT or presigned POST (whose policy limits size and type) for uploads; GET to play.
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: settings.autoDeleteObjects,
    });
  }

  /**
   * The upload check (lambdas/events/upload-check.ts) on every object created under uploads/: it reads the object's
   * size and first bytes, deletes what fails, and records the outcome on the upload's item.
   */
  checkUploads({ settings, resources, alarms }: { settings: StageSettings; resources: FunctionResources; alarms: Alarms }): void {
    // One invocation per uploaded object: a burst of uploads must not take the account's whole concurrency (S3 retries).
    const { fn } = appFunction(this, UPLOAD_CHECK_ENTRY, { description: 'S3 upload check', resources, settings, reservedConcurrency: 5 });
    // S3 invokes the check asynchronously: an event that fails every attempt (or waits too long behind the concurrency
    // cap) lands in a dead-letter queue, whose depth alarms, instead of vanishing.
    const failed = new Queue(this, 'UploadCheckFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(failed).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the upload check's dead-letter destination (Lambda on-failure); nothing consumes it, so it needs no queue of its own.",
    });
    fn.configureAsyncInvoke({ onFailure: new SqsDestination(failed), retryAttempts: UPLOAD_CHECK_RETRIES, maxEventAge: UPLOAD_CHECK_MAX_EVENT_AGE });
    alarms.onMessagesIn(failed, 'Upload checks that failed every attempt');
    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn), { prefix: UPLOAD_PREFIX });
    acknowledgeNotificationHandler(this);
  }
}

/** Object actions under uploads/ only: the prefix every upload key starts with (shared/domain/uploads.ts). */
export function grantUploadObjects(bucket: Bucket, role: Role, actions: string[], why: string): void {
  Grant.addToPrincipal({ grantee: role, actions, resourceArns: [bucket.arnForObjects(`${UPLOAD_PREFIX}*`)] });
  const bucketLogicalId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/${UPLOAD_PREFIX}*]`,
    reason: `The function ${why}; upload keys are generated per user and file, so only the uploads/ prefix can name them.`,
  });
}

/**
 * What cdk-nag reports on the function aws-cdk-lib adds (once per stack) to write the bucket's notification
 * configuration during deployment: its role comes with AWSLambdaBasicExecutionRole and cannot be given ours.
 */
function acknowledgeNotificationHandler(scope: Construct): void {
  const stack = Stack.of(scope);
  const handler = stack.node.children.find((child) => child.node.id.startsWith('BucketNotificationsHandler'));
  if (!handler) throw new Error('aws-cdk-lib added no BucketNotificationsHandler for the upload notification');
  Validations.of(handler).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'aws-cdk-lib creates this deployment-time handler (Custom::S3BucketNotifications) with its own role and the basic execution ' +
      'policy; it runs only when the notification configuration changes and writes only its own logs and that configuration.',
  });
}
