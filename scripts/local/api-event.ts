import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2, Context } from 'aws-lambda';

/** Builds the API Gateway v2 (payload format 2.0) events a deployed HTTP API would hand the Lambdas. */

export interface RequestParts {
  method: string;
  /** Path as the client sent it, including /api. */
  rawPath: string;
  rawQueryString: string;
  headers: Record<string, string>;
  body?: string;
  sourceIp: string;
}

export function requestParts(req: IncomingMessage, url: URL, body: string | undefined): RequestParts {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return {
    method: req.method ?? 'GET',
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    body,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  };
}

function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  const params = new URLSearchParams(rawQueryString);
  // API Gateway joins repeated parameters with commas. Built from entries, so `__proto__` stays an own key, as in
  // the JSON event a Lambda receives, instead of setting the object's prototype.
  const result: Record<string, string> = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key).join(',')]));
  return Object.keys(result).length ? result : undefined;
}

export function apiEvent(parts: RequestParts, routeKey: string, pathParameters: Record<string, string>): APIGatewayProxyEventV2 {
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: parts.rawPath,
    rawQueryString: parts.rawQueryString,
    cookies: parts.headers.cookie?.split(';').map((cookie) => cookie.trim()),
    headers: parts.headers,
    queryStringParameters: queryParameters(parts.rawQueryString),
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: parts.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method: parts.method, path: parts.rawPath, protocol: 'HTTP/1.1', sourceIp: parts.sourceIp, userAgent: parts.headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: parts.body,
    isBase64Encoded: false,
  };
}

export function authorizerEvent(event: APIGatewayProxyEventV2): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:local:local:local/$default/${event.routeKey.replace(' ', '')}`,
    identitySource: [event.headers.authorization ?? ''],
    routeKey: event.routeKey,
    rawPath: event.rawPath,
    rawQueryString: event.rawQueryString,
    cookies: event.cookies ?? [],
    headers: event.headers as Record<string, string>,
    queryStringParameters: (event.queryStringParameters ?? {}) as Record<string, string>,
    requestContext: event.requestContext,
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
    stageVariables: {},
  };
}

/**
 * The Lambda context the runtime passes with an event (`aws-lambda`'s Context): the function is the area, the request id
 * is API Gateway's, and the remaining time counts down from the function's timeout. The middy pipeline and Powertools
 * read it (log keys, the cold start, timeouts).
 */
export function lambdaContext(functionName: string, awsRequestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
