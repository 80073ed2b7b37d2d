import type { AnyObjectSchema } from 'yup';
import type { Role } from '../domain/constants';
import { isUuid } from '../domain/ids';
import type { ErrorCode } from '../errors';

/**
 * The type machinery of the route table (routes.ts): what a route declares besides its method, path and access,
 * and the compile-time check that its `params` name exactly the `{names}` of its path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One Lambda function per area. */
export const AREAS = ['system', 'users', 'admin', 'media', 'support', 'profiles', 'campaigns', 'applications', 'results', 'payments', 'notifications', 'chat'] as const;
export type Area = (typeof AREAS)[number];

/** The `{name}`s of a path template as a union of string literals: `'/campaigns/{id}/accept/{clientId}'` → `'id' | 'clientId'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** How one path parameter is read: its value, or undefined when it is not valid, answered 400 with `error`. */
export interface ParamRule<T> {
  parse: (raw: string) => T | undefined;
  error: ErrorCode;
}

/** A campaign, card, creator... id: the UUIDs the API makes; anything else names nothing. */
export function uuidParam(error: ErrorCode): ParamRule<string> {
  return { parse: (raw) => (isUuid(raw) ? raw : undefined), error };
}

/** One of a fixed set of values, read as the type the check narrows to. */
export function checkedParam<T extends string>(isValue: (raw: string) => raw is T, error: ErrorCode): ParamRule<T> {
  return { parse: (raw) => (isValue(raw) ? raw : undefined), error };
}

/** A parameter whose value is read through a table (e.g. `creators` → `creator`). */
export function mappedParam<T>(valueOf: (raw: string) => T | undefined, error: ErrorCode): ParamRule<T> {
  return { parse: valueOf, error };
}

/** A parameter taken as sent: the use case itself answers for a value that names nothing. */
export const anyParam: ParamRule<string> = { parse: (raw) => raw, error: 'BAD_REQUEST' };

/**
 * The answer to an input that fails its schema, when it is not `VALIDATION_FAILED` with the field errors: `code`,
 * with the field errors, or with `messages` the message of the first failing field instead of them.
 */
export interface InputFailure {
  code: ErrorCode;
  messages?: Readonly<Record<string, string>>;
}

/** The success statuses a handler may answer with; the first is the one it answers by default. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 503;

/** The type of a route's answer, carried by the table only as a type (no value exists at run time). */
export interface Returns<T> {
  readonly __response?: T;
}

export function returns<T>(): Returns<T> {
  return {};
}

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path template, without the /api prefix, e.g. `/campaigns/{id}`. */
  path: string;
  area: Area;
  /** `public` routes skip the authorizer; others list the roles allowed to call them. */
  access: 'public' | readonly Role[];
  /**
   * A signed-in caller who has no profile record yet (between Cognito sign-up and `POST /{role}`, or an
   * account deletion that stopped half-way) may call this route too. Its handler must cope with a caller
   * without role. Only the handler pipeline reads this: on AWS the route still goes through the authorizer.
   */
  allowWithoutProfile?: true;
  /** Only callers of this user pool: checked right after the roles. */
  pool?: 'users';
  /** One rule per `{name}` of the path, read in path order. */
  params?: Readonly<Record<string, ParamRule<unknown>>>;
  query?: AnyObjectSchema;
  queryFailure?: InputFailure;
  body?: AnyObjectSchema;
  /** The handler gets the body exactly as sent (what a webhook's signature covers). */
  rawBody?: true;
  response?: Returns<unknown>;
  /** When not just 200. */
  statuses?: readonly SuccessStatus[];
}

/** For each route, its `params` must hold exactly one rule per `{name}` of its path: a missing or an extra one does not compile. */
export type ParamsMatchPaths<T extends Record<string, RouteDefinition>> = {
  [K in keyof T]: [PathParamNames<T[K]['path']>] extends [never]
    ? { params?: undefined }
    : {
        params: { [N in PathParamNames<T[K]['path']>]: ParamRule<unknown> } & {
          [N in keyof T[K]['params']]: N extends PathParamNames<T[K]['path']> ? ParamRule<unknown> : never;
        };
      };
};

/** The table as written, checked against its paths. */
export function routeTable<const T extends Record<string, RouteDefinition>>(routes: T & ParamsMatchPaths<T>): T {
  return routes;
}

/** The parsed path parameters of a route. */
export type ParamsOf<R extends RouteDefinition> = R extends { params: infer P }
  ? { [N in keyof P]: P[N] extends ParamRule<infer T> ? T : never }
  : Record<string, never>;

/** The answer's body type of a route; `unknown` while the route declares none. */
export type ResponseOf<R extends RouteDefinition> = R extends { response: Returns<infer T> } ? T : unknown;

export type StatusOf<R extends RouteDefinition> = R extends { statuses: readonly (infer S)[] } ? S : 200;
