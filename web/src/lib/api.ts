import type { RouteDefinition } from '../../../shared/api/routes';
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '../../../shared/errors';
import { loadRuntimeConfig } from './config';
import { loadAuth } from './identity';

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

export interface ApiRequestOptions {
  pathParameters?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the bearer token; by default only for routes that are not public. */
  auth?: boolean;
}

/** One call of the API's route table: JSON in and out, the access token as bearer, failures as ApiError. */
export async function apiRequest<T>(route: RouteDefinition, options: ApiRequestOptions = {}): Promise<T> {
  const { apiBase } = await loadRuntimeConfig();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth ?? route.access !== 'public') {
    const token = await (await loadAuth()).getAccessToken();
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', ERROR_MESSAGES.UNAUTHORIZED);
    headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(apiBase, route.path, options.pathParameters, options.query), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');
  }
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
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

/**
 * Our own handlers answer `{code, message, fields}`; API Gateway itself answers around the authorizer with
 * a bare `{message}` (401 Unauthorized, 403 Forbidden), which gets the matching code here.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (typeof body === 'object' && body !== null ? body : {}) as Partial<ApiErrorBody>;
  const code: ErrorCode = error.code && error.code in ERROR_MESSAGES ? error.code : fallbackCode(status);
  return new ApiError(status, code, error.message ?? ERROR_MESSAGES[code], error.fields, error.requestId);
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 400) return 'BAD_REQUEST';
  return 'INTERNAL';
}
