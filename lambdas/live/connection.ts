import middy from '@middy/core';
import type { LiveMessage } from '../../shared/domain/live';
import { ERROR_MESSAGES } from '../../shared/errors';
import { configuredLivePusher } from '../adapters/live-push';
import { verifyAccessToken } from '../auth/access-token';
import { HttpError } from '../core/errors';
import { errorDetails, logError } from '../core/log';
import { observability, withEventContext } from '../core/observability';
import { deleteConnectionById, putConnection } from '../data/connections';
import { getUserById } from '../data/users';
import { forgetConnection, liveCaller } from './callers';
import { runChatAction } from './chat-actions';
import { parseLiveRequest, type LiveRefusal } from './requests';

/**
 * The live channel's WebSocket routes (lib/constructs/live.ts on AWS, scripts/local/live-server.ts locally):
 * `$connect` verifies the access token the app sends as `?token=` as the HTTP API's authorizer does (browsers cannot
 * set headers on a WebSocket) and records the connection for its user, active creators and companies only; any other
 * answer than 200 makes API Gateway refuse the socket. `$disconnect` forgets it. Every other route (lambdas/live/routes
 * .ts: one per action, and `$default`) reads the message's body: a ping is answered with a pong, the chat's actions
 * run as their HTTP routes do and answer down the same socket, a refusal as `chat.refused` with the API's error code.
 * The status is the HTTP status the route would answer (API Gateway logs it; the app reads the pushed answer).
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
      forgetConnection(connectionId);
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
  const parsed = parseLiveRequest(body);
  if ('unreadable' in parsed) return { statusCode: 400 };
  if ('refusal' in parsed) return refuse(connectionId, parsed.refusal);
  const { request } = parsed;
  if (request.action === 'ping') {
    await post(connectionId, [{ type: 'pong' }]);
    return { statusCode: 200 };
  }
  const echoed = { action: request.action, channelId: request.channelId ?? '', ...(request.action === 'send' ? { clientId: request.input.clientId } : {}) };
  try {
    const sender = await liveCaller(connectionId);
    withEventContext({ callerId: sender.caller.userId });
    await post(connectionId, await runChatAction(request, sender, connectionId));
    return { statusCode: 200 };
  } catch (error) {
    if (error instanceof HttpError && error.expose) return refuse(connectionId, { ...echoed, code: error.code, message: error.message, statusCode: error.statusCode });
    logError('Live action failed', { action: request.action, ...errorDetails(error) });
    return refuse(connectionId, { ...echoed, code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL, statusCode: 500 });
  }
}

async function refuse(connectionId: string, { statusCode, ...refusal }: LiveRefusal): Promise<LiveResult> {
  await post(connectionId, [{ type: 'chat.refused', ...refusal }]);
  return { statusCode };
}

/** Answers down the socket the message came from; a socket already gone has nothing to be told. */
async function post(connectionId: string, messages: readonly LiveMessage[]): Promise<void> {
  const pusher = configuredLivePusher();
  for (const message of messages) await pusher.post(connectionId, JSON.stringify(message));
}

export const handler = middy(route).use(observability());
