import middy from '@middy/core';
import type { LiveMessage } from '../../shared/domain/live';
import { configuredLivePusher } from '../adapters/live-push';
import { verifyAccessToken } from '../auth/access-token';
import { observability, withEventContext } from '../core/observability';
import { deleteConnectionById, putConnection } from '../data/connections';
import { getUserById } from '../data/users';

/**
 * The live channel's WebSocket routes (lib/constructs/live.ts on AWS, scripts/local/live-server.ts locally):
 * `$connect` verifies the access token the app sends as `?token=` as the HTTP API's authorizer does (browsers cannot
 * set headers on a WebSocket) and records the connection for its user, active creators and companies only; any other
 * answer than 200 makes API Gateway refuse the socket. `$disconnect` forgets it; `$default` answers a ping (chat will
 * add its messages here).
 */

export interface LiveEvent {
  requestContext: { routeKey: string; connectionId: string };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
}

export interface LiveResult {
  statusCode: number;
}

async function route(event: LiveEvent): Promise<LiveResult> {
  const { routeKey, connectionId } = event.requestContext;
  withEventContext({ route: routeKey, connectionId });
  switch (routeKey) {
    case '$connect':
      return connect(connectionId, event.queryStringParameters?.token);
    case '$disconnect':
      await deleteConnectionById(connectionId);
      return { statusCode: 200 };
    default:
      return answer(connectionId, event.body);
  }
}

async function connect(connectionId: string, token: string | undefined): Promise<LiveResult> {
  const verified = token ? await verifyAccessToken(token) : undefined;
  if (!verified || verified.pool !== 'users') return { statusCode: 401 };
  withEventContext({ callerId: verified.userId });
  const user = await getUserById(verified.userId);
  if (!user || user.status !== 'Active') return { statusCode: 403 };
  await putConnection(user.id, connectionId);
  return { statusCode: 200 };
}

async function answer(connectionId: string, body: string | null | undefined): Promise<LiveResult> {
  let request: unknown;
  try {
    request = JSON.parse(body ?? '');
  } catch {
    return { statusCode: 400 };
  }
  if (typeof request !== 'object' || request === null || (request as { action?: unknown }).action !== 'ping') return { statusCode: 400 };
  const pong: LiveMessage = { type: 'pong' };
  await configuredLivePusher().post(connectionId, JSON.stringify(pong));
  return { statusCode: 200 };
}

export const handler = middy(route).use(observability());
