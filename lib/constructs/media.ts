import * as path from 'node:path';
import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Grant, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { CfnQueue } from 'aws-cdk-lib/aws-mediaconvert';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Construct } from 'constructs';
import { PREVIEW_PREFIX } from '../../lambdas/media/preview-job';
import { WATERMARK_TILES } from '../../lambdas/media/watermark-tiles';
import { ASPECT_RATIOS, type AspectRatio } from '../../shared/domain/campaign';
import { EXPORT_RETENTION_DAYS } from '../../shared/domain/ledger';
import { LIBRARY_ARCHIVE_RETENTION_DAYS } from '../../shared/domain/library';
import { UPLOAD_PREFIX } from '../../shared/domain/uploads';
import { PREVIEW_STATUS_ENTRY, PROJECT_ROOT, UPLOAD_CHECK_ENTRY } from '../bundling';
import type { StageSettings } from '../stage';
import type { Alarms } from './alarms';
import { failureQueue } from './failure-queue';
import type { FunctionResources, PreviewJobs } from './function-access';
import { appFunction } from './lambda-function';
import type { AccessLogs } from './logs';
import { UNFINISHED_UPLOAD_DAYS } from '../../shared/domain/upload-parts';

/** The watermark pattern of each aspect ratio (lambdas/media/watermark-tiles.ts): MediaConvert reads them from the CDK asset bucket. */
const watermarkFile = (aspect: AspectRatio) => path.join(PROJECT_ROOT, 'assets', 'media', WATERMARK_TILES[aspect].file);

export interface MediaProps {
  settings: StageSettings;
  accessLogs: AccessLogs;
}

/** EventBridge's attempts to deliver an event to the function (what the function does with it is ASYNC_INVOKE's). */
const UPLOAD_CHECK_DELIVERY = { retryAttempts: 2, maxEventAge: Duration.hours(1) };
const PREVIEW_STATUS_DELIVERY = { retryAttempts: 4 };

/**
 * The private bucket of uploaded media, and what happens to what lands in it (issue 12): the bucket's notifications
 * go through EventBridge, where the upload check is one rule's target; result videos' previews are MediaConvert jobs
 * in a queue of their own, whose state changes another rule hands to the preview-status function.
 */
export class Media extends Construct {
  readonly bucket: Bucket;
  /** What the upload check needs to submit preview jobs (FunctionResources.previews). */
  readonly previews: PreviewJobs;
  private readonly queue: CfnQueue;

  constructor(scope: Construct, id: string, { settings, accessLogs }: MediaProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: accessLogs.prefixFor('media'),
      // Object events go to EventBridge, where each consumer has a rule of its own (the upload check today).
      eventBridgeEnabled: true,
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
      // A large result file is sent in parts and may be resumed for a while; one left unfinished (a closed laptop, a
      // crash between starting it and recording it, a zip build that died) is dropped with its parts after a day.
      // An admin's CSV export of transactions, and a company's zip of library files, are kept as long as their records.
      lifecycleRules: [
        { id: 'AbortUnfinishedUploads', abortIncompleteMultipartUploadAfter: Duration.days(UNFINISHED_UPLOAD_DAYS) },
        { id: 'ExpireExports', prefix: 'exports/', expiration: Duration.days(EXPORT_RETENTION_DAYS) },
        { id: 'ExpireLibraryZips', prefix: 'library-archives/', expiration: Duration.days(LIBRARY_ARCHIVE_RETENTION_DAYS) },
      ],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: settings.autoDeleteObjects,
    });
    acknowledgeNotificationHandler(this);
    this.queue = new CfnQueue(this, 'PreviewQueue', { pricingPlan: 'ON_DEMAND', description: 'Watermarked previews of result videos' });
    // The watermark images are CDK assets: MediaConvert reads them where the deployment put them.
    const watermarks = ASPECT_RATIOS.map((aspect) => ({ aspect, asset: new Asset(this, `Watermark${aspect.replace(':', 'x')}`, { path: watermarkFile(aspect) }) }));
    const jobRole = new Role(this, 'PreviewJobRole', {
      assumedBy: new ServicePrincipal('mediaconvert.amazonaws.com'),
      description: 'MediaConvert preview jobs: read originals, the watermark and the trace, write previews',
    });
    grantObjects(this.bucket, jobRole, UPLOAD_PREFIX, ['s3:GetObject'], 'reads result originals for their preview jobs');
    grantObjects(this.bucket, jobRole, PREVIEW_PREFIX, ['s3:PutObject'], 'writes the previews of result videos');
    // The campaign's trace (lambdas/media/trace-mark.ts) is written beside its previews by the check: the job reads
    // those images only, never a preview.
    grantObjects(this.bucket, jobRole, `${PREVIEW_PREFIX}*/trace-`, ['s3:GetObject'], "reads the campaign's trace laid over its previews");
    for (const { asset } of watermarks) grantWatermarkRead(asset, jobRole);
    const stack = Stack.of(this);
    this.previews = {
      environment: {
        MEDIACONVERT_ROLE_ARN: jobRole.roleArn,
        MEDIACONVERT_QUEUE_ARN: this.queue.attrArn,
        MEDIACONVERT_WATERMARK_URIS: stack.toJsonString(Object.fromEntries(watermarks.map(({ aspect, asset }) => [aspect, asset.s3ObjectUrl]))),
      },
      grantSubmit: (role) => {
        Grant.addToPrincipal({ grantee: role, actions: ['mediaconvert:CreateJob'], resourceArns: [this.queue.attrArn, stack.formatArn({ service: 'mediaconvert', resource: 'jobs', resourceName: '*' })] });
        jobRole.grantPassRole(role);
        // Result pictures are watermarked in the function itself, with the same images.
        for (const { asset } of watermarks) grantWatermarkRead(asset, role);
        Validations.of(role).acknowledge({
          id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:mediaconvert:<AWS::Region>:<AWS::AccountId>:jobs/*]',
          reason: 'A new job has no id until MediaConvert makes one: CreateJob is granted on jobs/* of this account and region, in the preview queue only.',
        });
      },
    };
  }

  /**
   * The upload check (lambdas/events/upload-check.ts) on every object created under uploads/: it reads the object's
   * size and first bytes, deletes what fails, records the outcome on the upload's item, and for a result file checks
   * it against the brief and starts its preview. Then the preview jobs' state changes (lambdas/events/preview-status.ts).
   */
  processUploads({ settings, resources, alarms }: { settings: StageSettings; resources: FunctionResources; alarms: Alarms }): void {
    // One invocation per uploaded object: a burst of uploads must not take the account's whole concurrency.
    const { fn: check } = appFunction(this, UPLOAD_CHECK_ENTRY, {
      description: 'S3 upload check and result brief check',
      resources: { ...resources, previews: this.previews },
      settings,
      reservedConcurrency: settings.limits.uploadCheckConcurrency,
      // A result picture's preview is made here with sharp: a 40 MB picture needs the memory and a few seconds.
      memorySize: 1536,
      timeout: Duration.seconds(30),
    });
    new Rule(this, 'UploadCreated', {
      description: 'Objects created under uploads/ of the media bucket: the upload check',
      eventPattern: { source: ['aws.s3'], detailType: ['Object Created'], detail: { bucket: { name: [this.bucket.bucketName] }, object: { key: [{ prefix: UPLOAD_PREFIX }] } } },
      targets: [new LambdaFunction(check, { deadLetterQueue: failureQueue(this, 'UploadCheckFailures', { fn: check, name: 'uploadCheck', what: 'upload check', alarms }), ...UPLOAD_CHECK_DELIVERY })],
    });
    const { fn: status } = appFunction(this, PREVIEW_STATUS_ENTRY, { description: 'MediaConvert preview job state changes', resources, settings });
    new Rule(this, 'PreviewJobEnded', {
      description: 'Preview jobs of the preview queue that completed or failed',
      eventPattern: { source: ['aws.mediaconvert'], detailType: ['MediaConvert Job State Change'], detail: { status: ['COMPLETE', 'ERROR'], queue: [this.queue.attrArn] } },
      targets: [new LambdaFunction(status, { deadLetterQueue: failureQueue(this, 'PreviewStatusFailures', { fn: status, name: 'previewStatus', what: 'preview job state change', alarms }), ...PREVIEW_STATUS_DELIVERY })],
    });
  }
}

/** Read access to the one watermark image where the CDK deployed it (its asset object, nothing else of the asset bucket). */
function grantWatermarkRead(watermark: Asset, role: IRole): void {
  const object = Stack.of(watermark).formatArn({ service: 's3', region: '', account: '', resource: watermark.s3BucketName, resourceName: watermark.s3ObjectKey });
  Grant.addToPrincipal({ grantee: role, actions: ['s3:GetObject'], resourceArns: [object] });
}

/**
 * Object actions under one prefix only: uploads/ (every upload key starts with it, shared/domain/uploads.ts),
 * previews/, archives/ or assets/.
 */
export function grantObjects(bucket: Bucket, role: IRole, prefix: string, actions: string[], why: string): void {
  Grant.addToPrincipal({ grantee: role, actions, resourceArns: [bucket.arnForObjects(`${prefix}*`)] });
  const bucketLogicalId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/${prefix}*]`,
    reason: `The function ${why}; keys are generated per user, result and campaign, so only the ${prefix} prefix can name them.`,
  });
}

/**
 * What cdk-nag reports on the function aws-cdk-lib adds (once per stack) to write the bucket's notification
 * configuration (EventBridge on) during deployment: its role comes with AWSLambdaBasicExecutionRole and cannot be given ours.
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
