import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Events } from './constructs/events';
import { Live } from './constructs/live';
import { AccessLogs } from './constructs/logs';
import { Mail, UNCONFIGURED_MAIL } from './constructs/mail';
import { Media } from './constructs/media';
import { Schedules } from './constructs/schedules';
import { OriginVerification } from './constructs/origin';
import { Payments } from './constructs/payments';
import { sellerSettings } from './seller';
import { Web, type CustomDomain } from './constructs/web';
import { STACK_OUTPUTS } from './definitions';
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
    // `cdk deploy -c mailFrom=no-reply@example.com -c supportEmail=support@example.com`: see lib/constructs/mail.ts.
    const mail = new Mail(this, 'Mail', {
      settings,
      from: stringContext(this, 'mailFrom') ?? UNCONFIGURED_MAIL.from,
      support: stringContext(this, 'supportEmail') ?? UNCONFIGURED_MAIL.support,
    });
    const codeMailFrom = codeMailSender(this);
    const auth = new Auth(this, 'Auth', { settings, codeMailFrom: codeMailFrom === undefined ? undefined : { from: codeMailFrom, configurationSetName: mail.configurationSet.configurationSetName } });
    const { table } = new Data(this, 'Data', { settings });
    const media = new Media(this, 'Media', { settings, accessLogs });
    const mediaBucket = media.bucket;
    // The secret header CloudFront adds to API requests; `-c originSecretVersion=<id>` pins a rotated value.
    const origin = new OriginVerification(this, 'Origin', { settings });
    // Unconfigured until an operator fills its secret: see lib/constructs/payments.ts.
    const payments = new Payments(this, 'Payments', { settings });
    // `cdk deploy -c alarmEmail=ops@example.com` subscribes an address to every alarm of the stage.
    const alarms = new Alarms(this, 'Alarms', { settings, email: stringContext(this, 'alarmEmail') });
    // Each function gets only what lib/constructs/function-access.ts declares for it, and only those settings.
    // Who the tax invoices name as the seller: `-c sellerName=… -c sellerVatNumber=… -c sellerAddress=…` (lib/seller.ts).
    const seller = sellerSettings(stage, (key) => stringContext(this, key));
    const resources = { table, mediaBucket, auth, mail, payments, origin, seller };
    media.processUploads({ settings, resources, alarms });
    // SES's bounces and complaints stop mail to those addresses.
    mail.stopMailToUndeliverable({ settings, resources, alarms });
    // The daily delivery-deadline run (reminders, overdue marks) and the chat's unread mail.
    new Schedules(this, 'Schedules', { settings, resources, alarms });
    auth.createProfilesOnConfirmation({ settings, resources });
    auth.sendCodeMailsInTheUsersLanguage({ settings, resources });
    // The live channel (WebSocket API); the events dispatcher and the chat area push to it.
    const live = new Live(this, 'Live', { settings, resources });
    const { httpApi } = new Api(this, 'Api', { settings, resources: { ...resources, live } });
    alarms.onServerErrorRate(httpApi);
    const { distribution } = new Web(this, 'Web', {
      settings,
      webDistDir,
      httpApi,
      auth,
      mediaBucket,
      accessLogs,
      live,
      originHeaderValue: origin.headerValue(stringContext(this, 'originSecretVersion')),
      // Moyasar's publishable key and API origin, when deployed with `-c moyasarPublishableKey=pk_…`.
      payments: payments.browser,
      domain: customDomain(this),
    });

    const appUrl = `https://${customDomain(this)?.name ?? distribution.distributionDomainName}`;
    // Domain events: the table's stream drives the dispatcher, whose mail links into the app.
    new Events(this, 'Events', { settings, resources: { ...resources, appUrl, live }, table, alarms });
    // Last, once every function exists.
    alarms.onEveryFunction(this);

    new CfnOutput(this, 'AppUrl', { value: appUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: distribution.distributionDomainName, description: 'Where a custom domain\'s DNS record points (docs/deploy.md)' });
    new CfnOutput(this, 'LiveUrl', { value: live.url, description: 'The live channel (WebSocket); the app reads it from config.json' });
    new CfnOutput(this, 'ApiUrl', { value: httpApi.apiEndpoint, description: 'Direct; the app calls it through CloudFront at /api' });
    new CfnOutput(this, STACK_OUTPUTS.usersPoolId, { value: auth.pools.users.pool.userPoolId });
    new CfnOutput(this, STACK_OUTPUTS.usersClientId, { value: auth.pools.users.client.userPoolClientId });
    new CfnOutput(this, STACK_OUTPUTS.adminsPoolId, { value: auth.pools.admins.pool.userPoolId });
    new CfnOutput(this, STACK_OUTPUTS.adminsClientId, { value: auth.pools.admins.client.userPoolClientId });
    // Read by the operator scripts (admin:create), which write records the way the functions do.
    new CfnOutput(this, STACK_OUTPUTS.tableName, { value: table.tableName });
    new CfnOutput(this, STACK_OUTPUTS.mediaBucket, { value: mediaBucket.bucketName });
    new CfnOutput(this, 'PaymentSettingsSecret', { value: payments.secret.secretName, description: 'Fill in the payment provider: lib/constructs/payments.ts' });
  }
}

function stringContext(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * `-c domainName=market.example.sa -c certificateArn=arn:aws:acm:us-east-1:…`: both or neither (docs/deploy.md, "A
 * domain of your own"). The certificate must be in us-east-1, as CloudFront requires.
 */
function customDomain(scope: Construct): CustomDomain | undefined {
  const name = stringContext(scope, 'domainName');
  const certificateArn = stringContext(scope, 'certificateArn');
  if (!name && !certificateArn) return undefined;
  if (!name || !certificateArn) throw new Error('Give both -c domainName and -c certificateArn, or neither');
  if (!certificateArn.startsWith('arn:aws:acm:us-east-1:')) throw new Error('-c certificateArn must be an ACM certificate in us-east-1: CloudFront reads certificates only there');
  return { name, certificateArn };
}

/**
 * `-c poolMail=ses` (with `-c mailFrom=…`, once SES has verified it: docs/deploy.md, "Mail"): the pools send their
 * codes through SES from that address. Cognito refuses a sender SES has not verified, so it is a second step after
 * the first deployment, not a default.
 */
function codeMailSender(scope: Construct): string | undefined {
  const poolMail = stringContext(scope, 'poolMail');
  if (poolMail === undefined || poolMail === 'cognito') return undefined;
  if (poolMail !== 'ses') throw new Error(`-c poolMail must be ses or cognito, not ${poolMail}`);
  const from = stringContext(scope, 'mailFrom');
  if (!from) throw new Error('-c poolMail=ses needs -c mailFrom, the SES-verified sender the codes come from');
  return from;
}
