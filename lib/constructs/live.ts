import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LIVE_ROUTE_KEYS } from '../../lambdas/live/routes';
import { LIVE_ENTRY } from '../bundling';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';
import type { FunctionResources, LivePush } from './function-access';
import { appFunction } from './lambda-function';

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    eventType: '$context.eventType',
    connectionId: '$context.connectionId',
    status: '$context.status',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** The route of a message: its body's `action` (a body that is not JSON, or names no route, takes `$default`). */
export const ROUTE_SELECTION = '$request.body.action';

export interface LiveProps {
  settings: StageSettings;
  resources: FunctionResources;
}

/**
 * The live channel (issues 11 and 14): an API Gateway WebSocket API whose routes all invoke one function
 * (lambdas/live/connection.ts): `$connect`, `$disconnect`, one per action the app sends, selected by the body's
 * `action` (ping, and the chat's send, read, typing, subscribe: lambdas/live/routes.ts), and `$default` for anything
 * else. `$connect` verifies the app's access token itself, as the HTTP API's authorizer does: a WebSocket API's
 * authorizer would be a second function doing the same. Functions that push (the events dispatcher, and this one for
 * its answers and the chat's messages) are told the Management API endpoint and may post only to this stage's
 * connections.
 */
export class Live extends Construct implements LivePush {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, { settings, resources }: LiveProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'WebSocketApi', { apiName: resourceName(settings.stage, 'live'), routeSelectionExpression: ROUTE_SELECTION });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: settings.stage,
      autoDeploy: true,
      // Messages per second the stage accepts: a stage setting (lib/stage.ts).
      throttle: settings.limits.live,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    const { fn } = appFunction(this, LIVE_ENTRY, { description: 'Live channel (WebSocket routes)', resources: { ...resources, live: this }, settings });
    const integration = new WebSocketLambdaIntegration('Routes', fn);
    for (const routeKey of LIVE_ROUTE_KEYS) {
      const route = this.api.addRoute(routeKey, { integration });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: "$connect's function verifies the access token (the same verification as the HTTP API's authorizer) and refuses the socket otherwise; the other routes exist only on a connection it accepted.",
      });
    }
  }

  /** The origin the app's pages may connect to (their Content-Security-Policy). */
  get origin(): string {
    return `wss://${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** wss://… : where the app connects. */
  get url(): string {
    return this.stage.url;
  }

  /** https://… : where PostToConnection is called. */
  get endpoint(): string {
    return this.stage.callbackUrl;
  }

  grantPush(role: Role): void {
    this.stage.grantManagementApiAccess(role);
    const apiLogicalId = Stack.of(this).getLogicalId(this.api.node.defaultChild as CfnElement);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${apiLogicalId}>/${this.stage.stageName}/*/@connections/*]`,
      reason: 'Connection ids are made by API Gateway per socket: only the @connections/* pattern of this stage can name them.',
    });
  }
}
