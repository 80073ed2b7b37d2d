import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage';
import type { AccessLogs } from './logs';

export interface MediaProps {
  settings: StageSettings;
  accessLogs: AccessLogs;
}

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
}
