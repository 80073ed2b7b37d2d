import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LivePusher } from '../../lambdas/adapters/live-push';
import type { LiveEvent, LiveResult } from '../../lambdas/live/connection';
import { routeKeyOf } from '../../lambdas/live/routes';
import { LIVE_PATH } from '../../shared/domain/live';
import { frameReader, gatewayErrorFrame, LIVE_CONNECTION_THROTTLE, MAX_FRAME_BYTES, MAX_MESSAGE_BYTES, TokenBucket } from './live-limits';

/**
 * The live channel's stand-in for API Gateway's WebSocket API, on the local gateway's port at `/live`: each socket gets
 * a connection id, and its opening, messages and closing are handed to the same handler the WebSocket API invokes on
 * AWS (`$connect`, `$disconnect`, and each message with the route API Gateway selects by its `action`, or `$default`);
 * a `$connect` answered other than 200 refuses the socket, as API Gateway does. Its `pusher` stands in for the
 * Management API's PostToConnection.
 *
 * Held to API Gateway's limits (scripts/local/live-limits.ts), one socket at a time: a message over 128 KB closes its
 * socket with 1009; a message over the socket's throttle is not handed on but answered with API Gateway's error frame,
 * `Too Many Requests`, the socket kept open; a failed handler is answered with `Internal server error`. A frame over
 * 32 KB is only logged (AWS would close the socket with 1009): the chat's tests send a 40 KB text to see it refused by
 * the handler. Whatever goes wrong on a socket is logged and ends that socket only.
 */

/** A throttled message goes unanswered while this much already waits to go to its socket (a client that does not read). */
const MAX_UNREAD_BYTES = 1024 * 1024;

export interface LiveServer {
  /**
   * The gateway's `upgrade` listener: takes the requests for `/live`, and answers false for any other path. The caller
   * keeps an `'error'` listener on the socket (a socket the HTTP server hands over has none).
   */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  pusher: LivePusher;
  close(): Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Refuses the opening handshake with `statusCode`, as API Gateway answers a `$connect` it does not accept. */
function refuseUpgrade(socket: Duplex, statusCode: number): void {
  if (!socket.writable) return void socket.destroy();
  const reason = statusCode === 401 ? 'Unauthorized' : statusCode === 403 ? 'Forbidden' : 'Internal Server Error';
  socket.end(`HTTP/1.1 ${statusCode} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function startLiveServer(handle: (event: LiveEvent) => Promise<LiveResult>, log: (line: string) => void): LiveServer {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Map<string, WebSocket>();

  function event(routeKey: string, connectionId: string, extra: Partial<LiveEvent> = {}): LiveEvent {
    return { requestContext: { routeKey, connectionId }, ...extra };
  }

  function disconnect(connectionId: string): void {
    sockets.delete(connectionId);
    handle(event('$disconnect', connectionId)).catch((error: unknown) => log(`live disconnect failed: ${messageOf(error)}`));
  }

  /** A message goes to its route; a failed invocation is answered as API Gateway answers it. */
  function receive(ws: WebSocket, connectionId: string, body: string): void {
    handle(event(routeKeyOf(body), connectionId, { body })).catch((error: unknown) => {
      log(`live message failed: ${messageOf(error)}`);
      if (ws.readyState === ws.OPEN) ws.send(gatewayErrorFrame('Internal server error', connectionId));
    });
  }

  /** A message over the socket's throttle is not handed on: API Gateway's error frame answers it, the socket's first one logged. */
  function refuseThrottled(ws: WebSocket, connectionId: string, throttledBefore: boolean): void {
    if (!throttledBefore) {
      log(`live socket ${connectionId} throttled: over ${LIVE_CONNECTION_THROTTLE.ratePerSecond} messages a second (bursts of ${LIVE_CONNECTION_THROTTLE.burst})`);
    }
    if (ws.readyState === ws.OPEN && ws.bufferedAmount < MAX_UNREAD_BYTES) ws.send(gatewayErrorFrame('Too Many Requests', connectionId));
  }

  /** Logs the socket's first frame over API Gateway's frame limit (the `ws` library holds messages to their own). */
  function warnOfLargeFrames(socket: Duplex, connectionId: string): void {
    const reader = frameReader((payloadBytes) => {
      // A frame over the message limit is closed by `ws` itself.
      if (payloadBytes <= MAX_FRAME_BYTES || payloadBytes > MAX_MESSAGE_BYTES) return;
      log(`live socket ${connectionId}: a frame of ${payloadBytes} bytes, over API Gateway's ${MAX_FRAME_BYTES}: AWS would close the socket with 1009`);
      socket.removeListener('data', reader);
    });
    socket.on('data', reader);
  }

  function serve(ws: WebSocket, socket: Duplex, connectionId: string): void {
    sockets.set(connectionId, ws);
    warnOfLargeFrames(socket, connectionId);
    const bucket = new TokenBucket(LIVE_CONNECTION_THROTTLE, performance.now());
    let throttledBefore = false;
    ws.on('message', (data) => {
      if (ws.readyState !== ws.OPEN) return;
      if (bucket.take(performance.now())) return receive(ws, connectionId, String(data));
      refuseThrottled(ws, connectionId, throttledBefore);
      throttledBefore = true;
    });
    // A message over the limit, a broken frame: `ws` closes the socket itself (1009, 1002…) and tells it here.
    ws.on('error', (error) => log(`live socket ${connectionId} closed: ${messageOf(error)}`));
    ws.on('close', () => disconnect(connectionId));
  }

  async function open(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(12).toString('base64url');
    const { statusCode } = await handle(event('$connect', connectionId, { queryStringParameters: Object.fromEntries(url.searchParams) }));
    if (statusCode !== 200) return refuseUpgrade(socket, statusCode);
    // API Gateway tells `$disconnect` of every connection `$connect` accepted, also of one whose client left meanwhile.
    if (socket.destroyed) return disconnect(connectionId);
    let served = false;
    socket.once('close', () => {
      if (!served) disconnect(connectionId);
    });
    server.handleUpgrade(request, socket, head, (ws) => {
      served = true;
      serve(ws, socket, connectionId);
    });
  }

  return {
    upgrade(request, socket, head) {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) return false;
      open(request, socket, head).catch((error: unknown) => {
        log(`live connect failed: ${messageOf(error)}`);
        refuseUpgrade(socket, 500);
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
