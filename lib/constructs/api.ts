import * as path from 'node:path';
import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpNoneAuthorizer, HttpStage, LogGroupLogDestination, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { API_PREFIX, isPublic, ROUTE_LIST, routeKey, type Area } from '../../shared/api/routes';
import { BUNDLE_MINIFY, BUNDLE_SOURCE_MAP, BUNDLE_TARGET, EXTERNAL_MODULES, LAMBDA_ENTRIES, PROJECT_ROOT, type LambdaEntry } from '../bundling';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';
import type { Auth } from './auth';
import { LambdaLogging } from './lambda-logging';

export interface ApiProps {
  settings: StageSettings;
  auth: Auth;
  table: TableV2;
  mediaBucket: Bucket;
}

/** What each area's function may do beyond writing its own logs. A new area fails to compile until it is listed. */
type AreaGrants = Record<Area, (role: Role) => void>;

function areaGrants({ auth, table, mediaBucket }: ApiProps): AreaGrants {
  return {
    // The health check probes each dependency (DescribeTable, HeadBucket, DescribeUserPool) and reads no item.
    system: (role) => {
      Grant.addToPrincipal({ grantee: role, actions: ['dynamodb:DescribeTable'], resourceArns: [table.tableArn] });
      Grant.addToPrincipal({ grantee: role, actions: ['s3:ListBucket'], resourceArns: [mediaBucket.bucketArn] });
      for (const { pool } of Object.values(auth.pools)) pool.grant(role, 'cognito-idp:DescribeUserPool');
    },
    users: (role) => grantItems(table, role, 'readWrite'),
  };
}

/** Item access to the table and its indexes. */
function grantItems(table: TableV2, role: Role, access: 'read' | 'readWrite'): void {
  if (access === 'read') table.grantReadData(role);
  else table.grantReadWriteData(role);
  // CDK grants the indexes as `<table arn>/index/*`, which cdk-nag reports as a wildcard.
  const tableLogicalId = Stack.of(table).getLogicalId(table.node.defaultChild as CfnElement);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
    reason: 'The wildcard spans only the indexes of our own table (GSI1, GSI2), which the access patterns of docs/data-model.md query.',
  });
}

const RUNTIME_REASON =
  'Node.js 22 is the runtime the team pinned in its design and in lib/bundling.ts (BUNDLE_TARGET node22); ' +
  'moving to nodejs24.x is a deliberate upgrade with its own test run, not a side effect of a library bump.';

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
    const { settings, auth, table, mediaBucket } = props;
    const environment: Record<string, string> = {
      STAGE: settings.stage,
      TABLE_NAME: table.tableName,
      MEDIA_BUCKET: mediaBucket.bucketName,
      USERS_POOL_ID: auth.pools.users.pool.userPoolId,
      USERS_CLIENT_ID: auth.pools.users.client.userPoolClientId,
      ADMINS_POOL_ID: auth.pools.admins.pool.userPoolId,
      ADMINS_CLIENT_ID: auth.pools.admins.client.userPoolClientId,
      NODE_OPTIONS: '--enable-source-maps',
    };

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: resourceName(settings.stage, 'api'),
      // The default stage is declared below, because only a declared stage takes access logs and throttling.
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // A stage-wide ceiling well under the account's 10,000 requests/s, so one noisy client cannot take all of it.
      throttle: { burstLimit: 200, rateLimit: 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    const grants = areaGrants(props);
    const integrations = new Map<Area, HttpLambdaIntegration>();
    let authorizer: HttpLambdaAuthorizer | undefined;
    for (const entry of LAMBDA_ENTRIES) {
      const { fn, role } = this.createFunction(entry, environment, settings);
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
    if (!authorizer) throw new Error('LAMBDA_ENTRIES has no authorizer entry');

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
        for (const httpRoute of routes) {
          Validations.of(httpRoute).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${routeKey(route)} is public by design in the route table (shared/api/routes.ts): its callers have no token.`,
          });
        }
      }
    }
  }

  private createFunction(entry: LambdaEntry, environment: Record<string, string>, settings: StageSettings): { fn: NodejsFunction; role: Role } {
    const logging = new LambdaLogging(this, `${entry.name}Logging`, { settings });
    const fn = new NodejsFunction(this, `${entry.name}Function`, {
      entry: entry.entry,
      handler: 'handler',
      description: entry.name === 'authorizer' ? 'HTTP API authorizer' : `HTTP API, area ${entry.name}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      bundling: {
        minify: BUNDLE_MINIFY,
        sourceMap: BUNDLE_SOURCE_MAP,
        target: BUNDLE_TARGET,
        externalModules: EXTERNAL_MODULES,
        forceDockerBundling: false,
        // esbuild's size table for every function drowns synth and test output; warnings still show.
        logLevel: LogLevel.WARNING,
      },
      environment,
      logGroup: logging.logGroup,
      role: logging.role,
    });
    Validations.of(fn).acknowledge({ id: 'AwsSolutions-L1', reason: RUNTIME_REASON });
    return { fn, role: logging.role };
  }
}
