import { Duration, Validations, type CfnResource } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpNoneAuthorizer, HttpStage, LogGroupLogDestination, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_PREFIX, isPublic, ROUTE_LIST, ROUTES, routeKey, type Area, type RouteDefinition } from '../../shared/api/routes';
import { API_ENTRIES } from '../bundling';
import { resourceName } from '../definitions';
import type { StageLimits, StageSettings, Throttle } from '../stage';
import type { FunctionResources } from './function-access';
import { appFunction } from './lambda-function';

export interface ApiProps {
  settings: StageSettings;
  /** What the functions may be given access to: each gets what lib/constructs/function-access.ts declares for it. */
  resources: FunctionResources;
}

/**
 * Public routes get their own low limits (the stage's settings): anyone can call them without a token, so they are
 * where a flood starts. The payment provider's webhook has its own; the stage limit stays for the rest.
 */
function publicRouteThrottle(route: RouteDefinition, limits: StageLimits): Throttle {
  return route === ROUTES.paymentWebhook ? limits.paymentWebhook : limits.publicRoute;
}

/** The payments function serves the public webhook: a flood of it may not take the account's whole concurrency. */
function reservedConcurrency(area: Area, limits: StageLimits): number | undefined {
  return area === 'payments' ? limits.paymentsConcurrency : undefined;
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
    const { settings, resources } = props;

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
      throttle: settings.limits.api,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    const cfnStage = stage.node.defaultChild as CfnStage;
    // CloudFormation's RouteSettings is a free-form map of route key to settings, passed through as written.
    const publicRouteSettings: Record<string, { ThrottlingBurstLimit: number; ThrottlingRateLimit: number }> = {};

    const integrations = new Map<Area, HttpLambdaIntegration>();
    let authorizer: HttpLambdaAuthorizer | undefined;
    for (const entry of API_ENTRIES) {
      const description = entry.name === 'authorizer' ? 'HTTP API authorizer' : `HTTP API, area ${entry.name}`;
      const reserved = entry.name === 'authorizer' ? undefined : reservedConcurrency(entry.name, settings.limits);
      const { fn } = appFunction(this, entry, { description, resources, settings, reservedConcurrency: reserved });
      if (entry.name === 'authorizer') {
        authorizer = new HttpLambdaAuthorizer('Authorizer', fn, {
          authorizerName: 'token',
          responseTypes: [HttpLambdaResponseType.SIMPLE],
          identitySource: ['$request.header.Authorization'],
          // No cache: an account set Inactive must be refused on its very next request.
          resultsCacheTtl: Duration.seconds(0),
        });
      } else {
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
        const { burstLimit, rateLimit } = publicRouteThrottle(route, settings.limits);
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
