import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LivePusher } from '../../lambdas/adapters/live-push';
import type { LiveEvent, LiveResult } from '../../lambdas/live/connection';
import { routeKeyOf } from '../../lambdas/live/routes';
import { LIVE_PATH } from '../../shared/domain/live';

/**
 * The live channel's stand-in for API Gateway's WebSocket API, on the local gateway's port at `/live`: each socket gets
 * a connection id, and its opening, messages and closing are handed to the same handler the WebSocket API invokes on
 * AWS (`$connect`, `$disconnect`, and each message with the route API Gateway selects by its `action`, or `$default`);
 * a `$connect` answered other than 200 refuses the socket, as API Gateway does, and a message over API Gateway's 128 KB
 * closes it. Its `pusher` stands in for the Management API's PostToConnection.
 */

/** API Gateway's largest WebSocket message. */
const MAX_MESSAGE_BYTES = 128 * 1024;

export interface LiveServer {
  /** The gateway's `upgrade` listener: takes the requests for `/live`, and answers false for any other path. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  pusher: LivePusher;
  close(): Promise<void>;
}

export function startLiveServer(handle: (event: LiveEvent) => Promise<LiveResult>, log: (line: string) => void): LiveServer {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<string, WebSocket>();

  function event(routeKey: string, connectionId: string, extra: Partial<LiveEvent> = {}): LiveEvent {
    return { requestContext: { routeKey, connectionId }, ...extra };
  }

  async function open(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(12).toString('base64url');
    const { statusCode } = await handle(event('$connect', connectionId, { queryStringParameters: Object.fromEntries(url.searchParams) }));
    if (statusCode !== 200) {
      socket.end(`HTTP/1.1 ${statusCode} ${statusCode === 401 ? 'Unauthorized' : 'Forbidden'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    server.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      ws.on('message', (data) => {
        const body = String(data);
        void handle(event(routeKeyOf(body), connectionId, { body })).catch((error: unknown) => log(`live message failed: ${String(error)}`));
      });
      ws.on('close', () => {
        sockets.delete(connectionId);
        void handle(event('$disconnect', connectionId)).catch((error: unknown) => log(`live disconnect failed: ${String(error)}`));
      });
    });
  }

  return {
    upgrade(request, socket, head) {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) return false;
      open(request, socket, head).catch((error: unknown) => {
        log(`live connect failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        socket.destroy();
      });
      return true;
    },
    pusher: {
      async post(connectionId, data) {
        const socket = sockets.get(connectionId);
        if (!socket || socket.readyState !== socket.OPEN) return 'gone';
        await new Promise<void>((resolve, reject) => socket.send(data, (error) => (error ? reject(error) : resolve())));
        return 'sent';
      },
    },
    async close() {
      for (const socket of sockets.values()) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
