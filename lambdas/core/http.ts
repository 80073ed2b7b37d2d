import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { AnyObjectSchema, InferType } from 'yup';
import type { ParamsOf, ResponseOf, StatusOf, SuccessStatus } from '../../shared/api/contract';
import { findRouteByKey, routeKey, routesOfArea, type Area, type RouteDefinition } from '../../shared/api/routes';
import type { Role } from '../../shared/domain/constants';
import { ERROR_MESSAGES, type ApiErrorBody } from '../../shared/errors';
import { prototypeMemberKeyPaths } from '../../shared/validation/prototype-keys';
import { unknownFields } from '../../shared/validation/validate';
import { callerFromContext, type AuthorizerContext, type Caller } from './caller';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError, UnauthorizedError, ValidationError } from './errors';
import { checkBody, checkQuery } from './input';
import { errorDetails, logError } from './log';
import { observability, withRequestContext } from './observability';
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

/** A route's handler as the area pipeline calls it, its types erased: what `defineRoute` makes of a typed one. */
export type RouteHandler = (request: ApiRequest) => Promise<ApiResponse>;

/** The caller a route's handler gets: none promised on a public route, a role unless the route admits profile-less callers. */
export type CallerOf<R extends RouteDefinition> = R['access'] extends 'public'
  ? Caller | undefined
  : R extends { allowWithoutProfile: true }
    ? Caller
    : Caller & { role: R['access'] extends readonly (infer A extends Role)[] ? A : Role };

/** What a route's handler reads: every input already checked against the route's declaration in the table. */
export interface RouteInput<R extends RouteDefinition> extends Omit<ApiRequest, 'route' | 'caller' | 'pathParameters' | 'query' | 'body' | 'rawBody'> {
  caller: CallerOf<R>;
  /** Only for a route that declares `rawBody`. */
  rawBody: R extends { rawBody: true } ? string | undefined : undefined;
  params: ParamsOf<R>;
  query: R extends { query: infer S extends AnyObjectSchema } ? InferType<S> : Record<string, string | undefined>;
  body: R extends { body: infer S extends AnyObjectSchema } ? InferType<S> : unknown;
}

/** An answer with one of the route's declared statuses other than its first (e.g. createCampaign's 200 for a repeat). */
export class Reply<S extends SuccessStatus, T> {
  constructor(
    readonly statusCode: S,
    readonly body: T,
  ) {}
}

export function reply<S extends SuccessStatus, T>(statusCode: S, body: T): Reply<S, T> {
  return new Reply(statusCode, body);
}

/** A handler answers the route's response type, with its first declared status, or a `reply` with another declared one. */
export type RouteResult<R extends RouteDefinition> = ResponseOf<R> | Reply<StatusOf<R>, ResponseOf<R>>;

/**
 * One route's handler, typed by the table: it gets the route's params, query and body checked (in that order, after
 * the area's checks of origin, JSON and access) and answers the route's response type. The entry goes into `areaHandler`.
 */
export function defineRoute<R extends RouteDefinition>(
  route: R,
  handle: (input: RouteInput<R>) => Promise<RouteResult<R>>,
): [string, RouteHandler] {
  return [
    routeKey(route),
    async ({ route: _route, caller, pathParameters, query, body, rawBody, ...request }) => {
      if (route.pool && caller?.pool !== route.pool) throw new ForbiddenError();
      const input = {
        ...request,
        // The area's authorization has run: a non-public route has a caller, with a role unless the route admits none.
        caller: caller as CallerOf<R>,
        rawBody: (route.rawBody ? rawBody : undefined) as RouteInput<R>['rawBody'],
        params: checkParams(route, pathParameters) as ParamsOf<R>,
        query: (route.query ? checkQuery(route.query, query, route.queryFailure) : query) as RouteInput<R>['query'],
        body: (route.body ? checkBody(route.body, body) : body) as RouteInput<R>['body'],
      };
      const result = await handle(input);
      const [defaultStatus = 200] = route.statuses ?? [];
      return result instanceof Reply ? { statusCode: result.statusCode, body: result.body } : { statusCode: defaultStatus, body: result };
    },
  ];
}

/** Each `{name}` of the path read by its rule, in path order: the first bad one answers its error code. */
function checkParams(route: RouteDefinition, pathParameters: Record<string, string | undefined>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(route.params ?? {})) {
    const value = rule.parse(pathParameters[name] ?? '');
    if (value === undefined) throw new BadRequestError(rule.error);
    params[name] = value;
  }
  return params;
}

/**
 * Builds the Lambda handler of one area, a middy pipeline: observability (Powertools) → origin check → route lookup
 * → body parsing → authorization → the route's handler (its params, query and body checked first) → the answer.
 * Errors are mapped last, so a 4xx is never a 500 and an unexpected failure is a logged 500 with a request id.
 * Every route of the area must have a handler: a missing one fails at cold start, not at request time.
 */
export function areaHandler(area: Area, routes: readonly [string, RouteHandler][]) {
  const handlers: Record<string, RouteHandler> = Object.fromEntries(routes);
  for (const route of routesOfArea(area)) {
    if (!handlers[routeKey(route)]) throw new Error(`No handler for ${routeKey(route)} in area ${area}`);
  }
  return middy<ApiEvent, ApiResult>()
    .use(observability())
    .use(trustedOriginOnly())
    .use(mappedErrors())
    .handler(async (event) => {
      const route = findRouteByKey(event.routeKey);
      const handler = handlers[event.routeKey];
      if (!route || !handler || route.area !== area) throw new NotFoundError('ROUTE_NOT_FOUND');
      const caller = callerFromContext(event.requestContext?.authorizer?.lambda);
      authorize(route, caller);
      const requestId = requestIdOf(event);
      withRequestContext({ requestId, route: event.routeKey, callerId: caller?.userId, role: caller?.role });
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
    });
}

function requestIdOf(event: ApiEvent): string {
  return event.requestContext?.requestId ?? 'unknown';
}

/** Before anything else: a request that bypassed CloudFront is refused whatever it asks for. */
function trustedOriginOnly(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    before: async ({ event }) => {
      if (!(await isFromTrustedOrigin(event.headers ?? {}))) throw new ForbiddenError();
    },
  };
}

/** Registered last, so its `onError` runs first: every failure becomes the API's error answer before observability sees the result. */
function mappedErrors(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: (request) => {
      request.response = errorResult(request.error, requestIdOf(request.event), request.event.routeKey);
    },
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
