import { Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage';

export interface AccessLogsProps {
  settings: StageSettings;
}

/** The one bucket that receives S3 server access logs (under `s3/<bucket>/`) and CloudFront logs (under `cloudfront/`). */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, { settings }: AccessLogsProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logs are delivered with an ACL grant, so ACLs must stay enabled here (and only here).
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: settings.logBucketExpiration }],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: settings.autoDeleteObjects,
    });
    Validations.of(this.bucket).acknowledge(
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself: logging it into itself would log its own log deliveries endlessly.' },
    );
  }

  /** Where a bucket's server access logs go. */
  prefixFor(name: string): string {
    return `s3/${name}/`;
  }
}
