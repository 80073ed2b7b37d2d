import { Duration, Stack, Validations, type CfnElement, type CfnResource } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpNoneAuthorizer, HttpStage, LogGroupLogDestination, PayloadFormatVersion, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { API_PREFIX, isPublic, ROUTE_LIST, ROUTES, routeKey, type Area, type RouteDefinition } from '../../shared/api/routes';
import { API_ENTRIES } from '../bundling';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';
import type { Auth } from './auth';
import { appFunction } from './lambda-function';
import { grantUploadObjects } from './media';
import type { Mail } from './mail';
import type { OriginVerification } from './origin';
import type { Payments } from './payments';

export interface ApiProps {
  settings: StageSettings;
  auth: Auth;
  table: TableV2;
  mediaBucket: Bucket;
  mail: Mail;
  /** The provider's settings: only the payments function gets their secret's ARN and may read it. */
  payments: Payments;
  /** The secret origin header: every area function is told where it is and may read it. */
  origin: OriginVerification;
  /** What every function reads through lambdas/core/config.ts (lib/constructs/lambda-function.ts). */
  environment: Record<string, string>;
}

/** What each area's function may do beyond writing its own logs. A new area fails to compile until it is listed. */
type AreaGrants = Record<Area, (role: Role) => void>;

function areaGrants({ auth, table, mediaBucket, mail, payments }: ApiProps): AreaGrants {
  return {
    // The health check probes each dependency (DescribeTable, HeadBucket, DescribeUserPool) and reads no item.
    system: (role) => {
      Grant.addToPrincipal({ grantee: role, actions: ['dynamodb:DescribeTable'], resourceArns: [table.tableArn] });
      Grant.addToPrincipal({ grantee: role, actions: ['s3:ListBucket'], resourceArns: [mediaBucket.bucketArn] });
      for (const { pool } of Object.values(auth.pools)) pool.grant(role, 'cognito-idp:DescribeUserPool');
    },
    // Sign-up looks the e-mail up in the users pool; account deletion removes the caller's Cognito user.
    users: (role) => {
      grantItems(table, role, 'readWrite');
      auth.pools.users.pool.grant(role, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser');
      grantUploadObjects(mediaBucket, role, ['s3:GetObject'], "presigns the GET request for the caller's avatar in GET /user");
    },
    // Activating or deactivating a creator or company also allows or refuses their next sign-in. The licence queue
    // shows each licence's file through a presigned GET, and a decision is mailed to the creator.
    admin: (role) => {
      grantItems(table, role, 'readWrite');
      auth.pools.users.pool.grant(role, 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminGetUser');
      grantUploadObjects(mediaBucket, role, ['s3:GetObject'], 'presigns GET requests for the licence files of the review queue');
      mail.grantSend(role);
    },
    // Upload records by key, and presigned PUTs, which S3 authorizes with this role: only under uploads/.
    media: (role) => {
      Grant.addToPrincipal({ grantee: role, actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], resourceArns: [table.tableArn] });
      grantUploadObjects(mediaBucket, role, ['s3:PutObject'], 'presigns PUT requests for new uploads, whose keys are made under uploads/<caller id>/ by the handler');
    },
    // Contact messages and their rate-limit counters (single items, no index), and the mail to support.
    support: (role) => {
      Grant.addToPrincipal({ grantee: role, actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], resourceArns: [table.tableArn] });
      mail.grantSend(role);
    },
    // Profiles are single items read by key and written in transactions (a licence submission deletes the pending one
    // it replaces); no index is queried. Files are shown through presigned GETs, and attached only after reading
    // their upload records.
    profiles: (role) => {
      Grant.addToPrincipal({
        grantee: role,
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'],
        resourceArns: [table.tableArn],
      });
      grantUploadObjects(mediaBucket, role, ['s3:GetObject'], 'presigns GET requests for the profile files it shows');
    },
    // Campaigns: created (with the draft's idempotency item) and read by key, an unpaid one deleted (leaving a trace
    // item), listed through the company index (GSI1) and the exchange index (GSI3); the exchange reads the caller's
    // applications to the campaigns of a page by key (BatchGetItem).
    campaigns: (role) => {
      Grant.addToPrincipal({ grantee: role, actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'], resourceArns: [table.tableArn] });
      Grant.addToPrincipal({ grantee: role, actions: ['dynamodb:Query'], resourceArns: [`${table.tableArn}/index/GSI1`, `${table.tableArn}/index/GSI3`] });
    },
    // Applications: apply, accept and reject are transactions over the campaign, the application, the creator's
    // profile and counters; applicants are shown with their avatars and portfolio covers through presigned GETs.
    applications: (role) => {
      grantItems(table, role, 'readWrite');
      grantUploadObjects(mediaBucket, role, ['s3:GetObject'], 'presigns GET requests for the avatars and portfolio covers of applicants');
      mail.grantSend(role);
    },
    // Payments: cards, checkouts, and the webhook that publishes a paid campaign once (or refunds it and mails the
    // company); the provider's keys.
    payments: (role) => {
      grantItems(table, role, 'readWrite');
      payments.grantRead(role);
      mail.grantSend(role);
    },
  };
}

/** A stage-wide ceiling well under the account's 10,000 requests/s, so one noisy client cannot take all of it. */
const STAGE_THROTTLE: ThrottleSettings = { burstLimit: 200, rateLimit: 100 };

/**
 * Public routes get their own low limits: anyone can call them without a token, so they are where a flood starts. The
 * payment provider's webhook may burst a little more (retries of a backlog); the stage limit stays for the rest.
 */
function publicRouteThrottle(route: RouteDefinition): Required<ThrottleSettings> {
  return route === ROUTES.paymentWebhook ? { burstLimit: 20, rateLimit: 10 } : { burstLimit: 10, rateLimit: 5 };
}

/**
 * The payments function serves the public webhook: a flood of it may not take the account's whole concurrency (the
 * upload check has its own cap, lib/constructs/media.ts). Small on purpose: Lambda keeps at least 100 of an
 * account's concurrency unreserved (docs/decisions.md, Hardening).
 */
const RESERVED_CONCURRENCY: Partial<Record<Area, number>> = { payments: 5 };

/** Item access to the table and its indexes. */
function grantItems(table: TableV2, role: Role, access: 'read' | 'readWrite'): void {
  if (access === 'read') table.grantReadData(role);
  else table.grantReadWriteData(role);
  // CDK grants the indexes as `<table arn>/index/*`, which cdk-nag reports as a wildcard.
  const tableLogicalId = Stack.of(table).getLogicalId(table.node.defaultChild as CfnElement);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
    reason: 'The wildcard spans only the indexes of our own table (GSI1, GSI2, GSI3), which the access patterns of docs/data-model.md query.',
  });
}

/** One JSON line per request: enough to find a request, its route, its caller and where the time went. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    userId: '$context.authorizer.userId',
  }),
);

/** The HTTP API: a Lambda authorizer, one function per area, and a route per entry of the route table. */
export class Api extends Construct {
  readonly httpApi: HttpApi;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { settings, table, environment } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: resourceName(settings.stage, 'api'),
      // The default stage is declared below, because only a declared stage takes access logs and throttling.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    const cfnStage = stage.node.defaultChild as CfnStage;
    // CloudFormation's RouteSettings is a free-form map of route key to settings, passed through as written.
    const publicRouteSettings: Record<string, { ThrottlingBurstLimit: number; ThrottlingRateLimit: number }> = {};

    const grants = areaGrants(props);
    const integrations = new Map<Area, HttpLambdaIntegration>();
    let authorizer: HttpLambdaAuthorizer | undefined;
    for (const entry of API_ENTRIES) {
      const description = entry.name === 'authorizer' ? 'HTTP API authorizer' : `HTTP API, area ${entry.name}`;
      const functionEnvironment =
        entry.name === 'authorizer'
          ? environment
          : { ...environment, ...props.origin.environment, ...(entry.name === 'payments' ? props.payments.environment : {}) };
      const reservedConcurrency = entry.name === 'authorizer' ? undefined : RESERVED_CONCURRENCY[entry.name];
      const { fn, role } = appFunction(this, entry, { description, environment: functionEnvironment, settings, reservedConcurrency });
      if (entry.name === 'authorizer') {
        grantItems(table, role, 'read');
        authorizer = new HttpLambdaAuthorizer('Authorizer', fn, {
          authorizerName: 'token',
          responseTypes: [HttpLambdaResponseType.SIMPLE],
          identitySource: ['$request.header.Authorization'],
          // No cache: an account set Inactive must be refused on its very next request.
          resultsCacheTtl: Duration.seconds(0),
        });
      } else {
        grants[entry.name](role);
        props.origin.grantRead(role);
        integrations.set(
          entry.name,
          new HttpLambdaIntegration(`${entry.name}Integration`, fn, {
            payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
            // One invoke permission per function, not per route: the area handler answers only its own routes.
            scopePermissionToRoute: false,
          }),
        );
      }
    }
    if (!authorizer) throw new Error('API_ENTRIES has no authorizer entry');

    const none = new HttpNoneAuthorizer();
    for (const route of ROUTE_LIST) {
      const integration = integrations.get(route.area);
      if (!integration) throw new Error(`No Lambda entry for area ${route.area} of ${routeKey(route)}`);
      const routes = this.httpApi.addRoutes({
        path: `${API_PREFIX}${route.path}`,
        methods: [HttpMethod[route.method]],
        integration,
        authorizer: isPublic(route) ? none : authorizer,
      });
      if (isPublic(route)) {
        const { burstLimit, rateLimit } = publicRouteThrottle(route);
        publicRouteSettings[`${route.method} ${API_PREFIX}${route.path}`] = { ThrottlingBurstLimit: burstLimit, ThrottlingRateLimit: rateLimit };
        for (const httpRoute of routes) {
          // A stage's route settings may only name routes that exist already.
          cfnStage.addDependency(httpRoute.node.defaultChild as CfnResource);
          Validations.of(httpRoute).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${routeKey(route)} is public by design in the route table (shared/api/routes.ts): its callers have no token.`,
          });
        }
      }
    }
    cfnStage.routeSettings = publicRouteSettings;
  }
}
