import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { AccessLogs } from './constructs/logs';
import { Media } from './constructs/media';
import { Web } from './constructs/web';
import { stageSettings, type Stage } from './stage';

export interface MarketplaceStackProps extends StackProps {
  stage: Stage;
  /** The built web app, deployed to the app bucket. */
  webDistDir: string;
}

/** The whole marketplace on AWS for one stage. It only composes; each construct owns one concern. */
export class MarketplaceStack extends Stack {
  constructor(scope: Construct, id: string, { stage, webDistDir, ...props }: MarketplaceStackProps) {
    super(scope, id, props);
    // S3 server access logs are granted by bucket policy, not by an ACL: the log bucket keeps its ACL for CloudFront.
    this.node.setContext(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY, true);
    const settings = stageSettings(stage);

    const accessLogs = new AccessLogs(this, 'AccessLogs', { settings });
    const auth = new Auth(this, 'Auth', { settings });
    const { table } = new Data(this, 'Data', { settings });
    const { bucket: mediaBucket } = new Media(this, 'Media', { settings, accessLogs });
    const { httpApi } = new Api(this, 'Api', { settings, auth, table, mediaBucket });
    const { distribution } = new Web(this, 'Web', { settings, webDistDir, httpApi, auth, mediaBucket, accessLogs });

    new CfnOutput(this, 'AppUrl', { value: `https://${distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', { value: httpApi.apiEndpoint, description: 'Direct; the app calls it through CloudFront at /api' });
    new CfnOutput(this, 'UsersPoolId', { value: auth.pools.users.pool.userPoolId });
    new CfnOutput(this, 'UsersClientId', { value: auth.pools.users.client.userPoolClientId });
    new CfnOutput(this, 'AdminsPoolId', { value: auth.pools.admins.pool.userPoolId });
    new CfnOutput(this, 'AdminsClientId', { value: auth.pools.admins.client.userPoolClientId });
  }
}
