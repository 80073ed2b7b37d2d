import type { AnyObjectSchema, InferType } from 'yup';
import type { PathParamNames, ResponseOf, RouteDefinition } from '../../../shared/api/contract';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '../../../shared/errors';
import { loadRuntimeConfig } from './config';
import { loadAuth } from './identity';
import { announceAccountDeactivated } from './deactivation';

/** The API's codes plus the one failure that never reaches it. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | undefined;

/**
 * A call's options, typed by its route in the table: exactly the path's `{names}`, the keys of the route's query
 * schema, the body its schema takes (anything on a route whose handler checks it itself).
 */
export type ApiRequestOptions<R extends RouteDefinition> = PathOption<R> & QueryOption<R> & BodyOption<R> & {
  /** Send the bearer token; by default only for routes that are not public. */
  auth?: boolean;
};

type PathOption<R extends RouteDefinition> = [PathParamNames<R['path']>] extends [never]
  ? { pathParameters?: undefined }
  : { pathParameters: { [N in PathParamNames<R['path']>]: string } };

type QueryOption<R extends RouteDefinition> = R extends { query: infer S extends AnyObjectSchema }
  ? { query?: { [K in keyof InferType<S>]?: QueryValue } }
  : { query?: undefined };

type BodyOption<R extends RouteDefinition> = R extends { body: infer S extends AnyObjectSchema }
  ? { body: InferType<S> }
  : R extends { method: 'GET' | 'DELETE' }
    ? { body?: undefined }
    : { body?: unknown };

/** A route whose options may all be left out. */
type OptionalArgs<R extends RouteDefinition> = object extends ApiRequestOptions<R> ? [options?: ApiRequestOptions<R>] : [options: ApiRequestOptions<R>];

/** One call of the API's route table: JSON in and out, the access token as bearer, failures as ApiError. */
export async function apiRequest<R extends RouteDefinition>(route: R, ...[options]: OptionalArgs<R>): Promise<ResponseOf<R>> {
  const { pathParameters, query, body, auth } = (options ?? {}) as { pathParameters?: Record<string, string>; query?: Record<string, QueryValue>; body?: unknown; auth?: boolean };
  const { apiBase } = await loadRuntimeConfig();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth ?? route.access !== 'public') {
    const token = await (await loadAuth()).getAccessToken();
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'UNAUTHORIZED');
    headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(apiBase, route.path, pathParameters, query), {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');
  }
  const answer = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, answer);
    // The signed-in user's account was deactivated since: the tab signs out (deactivation.ts).
    if (error.code === 'ACCOUNT_INACTIVE' && headers.authorization) announceAccountDeactivated();
    throw error;
  }
  // The route's declared response type: the server's handler is compiled against the same declaration.
  return answer as ResponseOf<R>;
}

/** Fills `{name}` path parameters (encoded) and appends the defined query values. */
export function apiUrl(apiBase: string, pathTemplate: string, pathParameters: Record<string, string> = {}, query: Record<string, QueryValue> = {}): string {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathParameters[name];
    if (value === undefined) throw new Error(`Path parameter ${name} of ${pathTemplate} is missing`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const queryString = search.toString();
  return `${apiBase}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A code this app knows (and translates); an answer's unknown code is read by its status instead. */
export const isErrorCode = (code: string | undefined): code is ErrorCode => code !== undefined && ERROR_CODES.has(code);

/**
 * Our own handlers answer `{code, message, fields}`; API Gateway itself answers around the authorizer with
 * a bare `{message}` (401 Unauthorized, 403 Forbidden), which gets the matching code here.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
  const code: ErrorCode = isErrorCode(error.code) ? error.code : fallbackCode(status);
  // The server's English text, or the code: the app shows the translation of the code (i18n/errors.ts).
  return new ApiError(status, code, error.message ?? code, error.fields, error.requestId);
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 400) return 'BAD_REQUEST';
  return 'INTERNAL';
}
