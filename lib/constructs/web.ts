import { DefaultStackSynthesizer, Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_PREFIX } from '../../shared/api/routes';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/core/origin-header';
import type { StageSettings } from '../stage';
import type { Auth } from './auth';
import type { BrowserPayments } from './payments';
import { LOCALE_COOKIE, PRERENDERED_DIR, PRERENDERED_LOCALES, PRERENDERED_PATHS, prerenderedFile } from '../../shared/prerendered-pages';
import { LambdaLogging } from './lambda-logging';
import type { AccessLogs } from './logs';

export interface WebProps {
  settings: StageSettings;
  /** The built web app (`npm run build:web`): index.html at the top, hashed files under assets/. */
  webDistDir: string;
  httpApi: HttpApi;
  auth: Auth;
  /** Browsers upload to and play from it directly, so the Content-Security-Policy must name it. */
  mediaBucket: Bucket;
  accessLogs: AccessLogs;
  /** The live channel: its address goes into the runtime configuration, its origin into the Content-Security-Policy. */
  live: { url: string; origin: string };
  /** The secret `x-origin-verify` value CloudFront adds to every API request (lib/constructs/origin.ts). */
  originHeaderValue: string;
  /** The payment provider's browser side (config.json and the CSP), when the stage has one (lib/constructs/payments.ts). */
  payments?: BrowserPayments;
  /** The stage's own domain (`-c domainName=… -c certificateArn=…`), else CloudFront's *.cloudfront.net name. */
  domain?: CustomDomain;
}

/** A domain the distribution answers for, with its ACM certificate, which CloudFront requires in us-east-1. */
export interface CustomDomain {
  name: string;
  certificateArn: string;
}

/** The build's precompressed copies, left out of the deployments. */
const PRECOMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/** Each prebuilt page's file per language (shared/prerendered-pages.ts), as the viewer-request function looks them up. */
const PRERENDERED_FILES = Object.fromEntries(
  PRERENDERED_PATHS.map((pathname) => [pathname, Object.fromEntries(PRERENDERED_LOCALES.map((locale) => [locale, prerenderedFile(pathname, locale)]))]),
);

/**
 * Rewrites client-side routes of the single-page app (a last path segment without a dot) to /index.html, or, for a
 * prebuilt page asked for without a query, to its file in the language of the visitor's locale cookie (as the local
 * gateway does). The rewritten path is the cache key, so each language is cached on its own.
 */
export const SPA_REWRITE = `var PRERENDERED = ${JSON.stringify(PRERENDERED_FILES)};
function handler(event) {
  var request = event.request;
  if (/\\.[^/]*$/.test(request.uri)) return request;
  var files = PRERENDERED[request.uri];
  if (files && Object.keys(request.querystring).length === 0) {
    var cookie = request.cookies['${LOCALE_COOKIE}'];
    request.uri = files[cookie && cookie.value === 'ar' ? 'ar' : 'en'];
  } else {
    request.uri = '/index.html';
  }
  return request;
}`;

/** CloudFront in front of both the app bucket (/*) and the HTTP API (/api/*): one origin for the browser, no CORS. */
export class Web extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { settings, accessLogs } = props;
    const { region } = Stack.of(this);

    const bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: accessLogs.prefixFor('web'),
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: settings.autoDeleteObjects,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(region, props.mediaBucket, props.live.origin, props.payments), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    // A function, not errorResponses: those would also turn the API's JSON 403/404 answers into index.html.
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    const { domain } = props;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `UGC marketplace (${settings.stage})`,
      // With its own certificate CloudFront enforces TLS 1.2 (CDK's default policy, TLSv1.2_2021).
      ...(domain ? { domainNames: [domain.name], certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn) } : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(`${props.httpApi.apiId}.execute-api.${region}.amazonaws.com`, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // The API refuses requests without it: its execute-api URL is public, and only CloudFront knows this value.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originHeaderValue },
          }),
          // HTTPS only rather than a redirect: a redirected POST would lose its body.
          // AllViewerExceptHostHeader also forwards CloudFront's own headers, among them CloudFront-Viewer-Address, the
          // only address the API believes (lambdas/core/client-address.ts).
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Class 200 is the cheapest that includes the Middle East edge locations, where the marketplace's users are.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: accessLogs.bucket,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The marketplace is open to visitors from any country; the specification restricts no geography.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: a CloudFront web ACL must live in us-east-1 (a second stack) and is billed per rule and request. ' +
          'The API has stage throttling and a token authorizer on every non-public route; add a web ACL when traffic warrants it.',
      },
    );
    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain on this stage (-c domainName, -c certificateArn), so the distribution uses the default *.cloudfront.net ' +
          'certificate, with which CloudFront cannot enforce a minimum TLS version. With a domain it gets TLSv1.2_2021.',
      });
    }

    this.deploy(bucket, props);
  }

  /**
   * Two deployments, for two cache lifetimes: hashed files under assets/ never change, so browsers keep them a year
   * (and old ones stay, for tabs still running the previous release); everything else (index.html, config.json) is
   * revalidated on every load, so a release reaches everybody at once.
   */
  private deploy(bucket: Bucket, { settings, webDistDir, auth, live, payments }: WebProps): void {
    const { region } = Stack.of(this);
    const runtimeConfig: RuntimeConfig = {
      region,
      apiBase: API_PREFIX,
      userPool: { poolId: auth.pools.users.pool.userPoolId, clientId: auth.pools.users.client.userPoolClientId },
      adminPool: { poolId: auth.pools.admins.pool.userPoolId, clientId: auth.pools.admins.client.userPoolClientId },
      liveUrl: live.url,
      ...(payments ? { payments: payments.config } : {}),
    };
    // The build's .br/.gz copies are the local gateway's (scripts/web/precompress.ts): CloudFront compresses the plain
    // files itself (`compress: true`) and would serve an uploaded copy as a file of its own.
    const webDist = Source.asset(webDistDir, { exclude: PRECOMPRESSED_COPIES });
    // The deployments share one handler function, hence one role and one log group.
    const logging = new LambdaLogging(this, 'DeploymentLogging', { settings });

    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [webDist],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      role: logging.role,
      logGroup: logging.logGroup,
    });
    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [webDist, Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: bucket,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/index.html', `/${PRERENDERED_DIR}/*`, '/config.json'],
      role: logging.role,
      logGroup: logging.logGroup,
    });
    // The new index.html must not be served before the files it loads exist.
    entry.node.addDependency(assets);
    acknowledgeDeploymentFindings(bucket, logging);
  }
}

/** What cdk-nag reports on the BucketDeployment handler, whose permissions and runtime aws-cdk-lib decides. */
function acknowledgeDeploymentFindings(bucket: Bucket, logging: LambdaLogging): void {
  const stack = Stack.of(bucket);
  const bucketLogicalId = stack.getLogicalId(bucket.node.defaultChild as CfnElement);
  const assetObjects = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>/*`;
  const sync = 'BucketDeployment runs `aws s3 sync` from the CDK asset bucket into the app bucket';
  Validations.of(logging.role).acknowledge(
    { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: `${sync}: it reads objects of the asset bucket and of the app bucket.` },
    { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: `${sync}: it reads the location and settings of both buckets.` },
    { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: `${sync}: it lists both buckets to compare their contents.` },
    { id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]', reason: `${sync}: aws-cdk-lib grants deletion for pruning (off here), inside the app bucket only.` },
    { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: `${sync}: it aborts its own failed multipart uploads into the app bucket.` },
    { id: `AwsSolutions-IAM5[Resource::${assetObjects}]`, reason: `${sync}: the source zip's key is known only at deploy time; read-only.` },
    { id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`, reason: `${sync}: every object of the app bucket is the deployment's to replace.` },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'cloudfront:CreateInvalidation and GetInvalidation, granted by aws-cdk-lib on "*", to invalidate /index.html and /config.json after a deployment.',
    },
  );
  // The handler is a singleton at the stack's root, named after its purpose.
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (handler) {
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'The BucketDeployment handler (Python, with the AWS CLI layer) and its runtime come with aws-cdk-lib; it runs only during deployments.',
    });
  }
}

/** The payment provider's origins come last in connect-src, and only on a stage that has one (Moyasar's API). */
function contentSecurityPolicy(region: string, mediaBucket: Bucket, liveOrigin: string, payments?: BrowserPayments): string {
  const paymentSources = payments?.connectSources.map((source) => ` ${source}`).join('') ?? '';
  return [
    "default-src 'self'",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com https://${mediaBucket.bucketRegionalDomainName} ${liveOrigin}${paymentSources}`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
