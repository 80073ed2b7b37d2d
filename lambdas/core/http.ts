import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { findRouteByKey, routeKey, routesOfArea, type Area, type RouteDefinition } from '../../shared/api/routes';
import { ERROR_MESSAGES, type ApiErrorBody } from '../../shared/errors';
import { prototypeMemberKeyPaths } from '../../shared/validation/prototype-keys';
import { unknownFields } from '../../shared/validation/validate';
import { callerFromContext, type AuthorizerContext, type Caller } from './caller';
import { ForbiddenError, HttpError, NotFoundError, UnauthorizedError, ValidationError } from './errors';
import { errorDetails, logError } from './log';
import { isFromTrustedOrigin } from './origin';

/** An HTTP API event; public routes carry no authorizer context. */
export type ApiEvent = Omit<APIGatewayProxyEventV2, 'requestContext'> & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: { lambda?: Partial<AuthorizerContext> } };
};
export type ApiResult = APIGatewayProxyStructuredResultV2;

export interface ApiRequest {
  route: RouteDefinition;
  caller?: Caller;
  pathParameters: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
  /** The body exactly as sent (decoded from base64 if API Gateway encoded it): what a webhook's signature covers. */
  rawBody?: string;
  requestId: string;
  /** Header names in lower case, as API Gateway v2 passes them. */
  headers: Record<string, string | undefined>;
  /** The address the HTTP API saw the request come from (behind CloudFront: the edge's; visitors are told apart by `clientAddress`). */
  sourceIp: string;
}

export interface ApiResponse {
  statusCode?: number;
  body?: unknown;
}

export type RouteHandler = (request: ApiRequest) => Promise<ApiResponse>;

/**
 * Builds the Lambda handler of one area: parse → authorize → the route's handler → map the result.
 * Errors are mapped last, so a 4xx is never a 500 and an unexpected failure is a logged 500 with a request id.
 * Every route of the area must have a handler: a missing one fails at cold start, not at request time.
 */
export function areaHandler(area: Area, handlers: Record<string, RouteHandler>) {
  for (const route of routesOfArea(area)) {
    if (!handlers[routeKey(route)]) throw new Error(`No handler for ${routeKey(route)} in area ${area}`);
  }
  return async (event: ApiEvent): Promise<ApiResult> => {
    const requestId = event.requestContext?.requestId ?? 'unknown';
    try {
      // Before anything else: a request that bypassed CloudFront is refused whatever it asks for.
      if (!(await isFromTrustedOrigin(event.headers ?? {}))) throw new ForbiddenError();
      const route = findRouteByKey(event.routeKey);
      const handler = handlers[event.routeKey];
      if (!route || !handler || route.area !== area) throw new NotFoundError('ROUTE_NOT_FOUND');
      const caller = callerFromContext(event.requestContext?.authorizer?.lambda);
      authorize(route, caller);
      const response = await handler({
        route,
        caller,
        pathParameters: event.pathParameters ?? {},
        query: withoutPrototypeMemberKeys(event.queryStringParameters ?? {}),
        body: parseBody(event),
        rawBody: rawBodyOf(event),
        requestId,
        headers: event.headers ?? {},
        sourceIp: event.requestContext?.http?.sourceIp ?? '',
      });
      const statusCode = response.statusCode ?? 200;
      // A 204 carries no body at all: HTTP forbids one, and API Gateway would drop it.
      return statusCode === 204 ? { statusCode, headers: { 'cache-control': 'no-store' } } : json(statusCode, response.body ?? {});
    } catch (error) {
      return errorResult(error, requestId, event.routeKey);
    }
  };
}

function authorize(route: RouteDefinition, caller: Caller | undefined): void {
  if (route.access === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (caller.status === 'Inactive') throw new ForbiddenError('ACCOUNT_INACTIVE');
  if (!caller.role) {
    if (route.allowWithoutProfile) return;
    throw new ForbiddenError();
  }
  if (!route.access.includes(caller.role)) throw new ForbiddenError();
}

function rawBodyOf(event: ApiEvent): string | undefined {
  if (!event.body) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function parseBody(event: ApiEvent): unknown {
  const text = rawBodyOf(event);
  if (text === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError(undefined, 'INVALID_JSON');
  }
  return withoutPrototypeMemberKeys(body);
}

/**
 * Refuses a body or query holding a key named like an `Object.prototype` member (`__proto__`, `toString`...) as an
 * unknown field, before any schema or handler looks a name up in it and finds the inherited member.
 */
function withoutPrototypeMemberKeys<T>(input: T): T {
  const paths = prototypeMemberKeyPaths(input);
  if (paths.length) throw new ValidationError(unknownFields(paths));
  return input;
}

export function json(statusCode: number, body: unknown): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export function errorResult(error: unknown, requestId: string, where: string): ApiResult {
  if (error instanceof HttpError && error.expose) {
    const body: ApiErrorBody = { code: error.code, message: error.message, requestId, fields: error.fields };
    return json(error.statusCode, body);
  }
  logError('Unhandled error', { requestId, route: where, ...errorDetails(error) });
  const body: ApiErrorBody = { code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL, requestId };
  return json(500, body);
}
