import type { AuthorizerContext } from '../../lambdas/core/caller';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../lambdas/core/http';
import { lambdaContext } from '../../scripts/local/lambda-runtime';

/** An HTTP API v2 event as API Gateway hands it to a handler, for tests that call handlers directly. */
export function testApiEvent(routeKey: string, options: { body?: string; query?: Record<string, string>; context?: Partial<AuthorizerContext>; requestId?: string } = {}): ApiEvent {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: `/api${path}`,
    rawQueryString: options.query ? new URLSearchParams(options.query).toString() : '',
    queryStringParameters: options.query,
    headers: {},
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: `/api${path}`, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: options.requestId ?? 'req-1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      authorizer: options.context ? { lambda: options.context } : undefined,
    },
  };
}

/** The Lambda context the runtime would pass with such an event to the area's function. */
export function testLambdaContext(area: string, requestId = 'req-1'): Context {
  return lambdaContext(area, requestId, 30_000);
}
