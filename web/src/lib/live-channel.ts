import type { LiveMessage, LiveRequest } from '../../../shared/domain/live';
import { backoffDelay, type Backoff } from '../../../shared/retry';
import { loadRuntimeConfig } from './config';
import { loadAuth } from './identity';

/**
 * The live channel (shared/domain/live.ts): one WebSocket per tab while a creator or company is signed in. Every
 * message, and every reconnect after a drop (news may have been missed meanwhile), is handed to `onNews`; the app
 * refreshes what it shows from it. A dropped socket reconnects after a random pause of up to 1, 2, 4 … 30 s, at once when the
 * tab comes back online; a ping every minute keeps idle proxies from closing it. When the browser reports it went
 * offline the socket is closed at once: a socket on a dead network may look open for minutes, and whatever was sent
 * through it (a chat message) would be lost instead of waiting for the reconnect.
 */

const PING_EVERY_MS = 60_000;
/** The pauses before reconnecting grow from up to 1 s to up to 30 s (shared/retry.ts: full jitter). */
const RECONNECT_BACKOFF: Backoff = { baseMs: 1_000, capMs: 30_000 };

export interface LiveChannel {
  stop(): void;
  /** Sends a request when the socket is open; false when it is not (the caller falls back or waits). */
  send(request: LiveRequest): boolean;
}

/**
 * `onNews` gets every message and each reconnect after a drop; `onOpenChange` whether the socket is open, at each
 * change (a chat's outbox sends through it only while it is).
 */
export function openLiveChannel(onNews: (message: LiveMessage | 'reconnected') => void, onOpenChange: (open: boolean) => void = () => undefined): LiveChannel {
  let socket: WebSocket | undefined;
  let stopped = false;
  let attempt = 0;
  let everOpened = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const reconnectSoon = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoffDelay(++attempt, RECONNECT_BACKOFF));
  };

  async function connect(): Promise<void> {
    let liveUrl: string | undefined;
    let token: string | undefined;
    try {
      [{ liveUrl }, token] = await Promise.all([loadRuntimeConfig(), loadAuth().then((auth) => auth.getAccessToken())]);
    } catch {
      // Offline, or the session is being refreshed: tried again after the pause.
    }
    if (stopped) return;
    if (!liveUrl || !token) return reconnectSoon();
    const opened = new WebSocket(`${liveUrl}?token=${encodeURIComponent(token)}`);
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      if (everOpened) onNews('reconnected');
      everOpened = true;
      ping = setInterval(() => opened.send(JSON.stringify({ action: 'ping' } satisfies LiveRequest)), PING_EVERY_MS);
      onOpenChange(true);
    };
    opened.onmessage = (message: MessageEvent<string>) => {
      try {
        onNews(JSON.parse(message.data) as LiveMessage);
      } catch {
        // Not a message of ours: nothing to refresh.
      }
    };
    opened.onclose = () => {
      clearInterval(ping);
      if (socket !== opened) return;
      socket = undefined;
      onOpenChange(false);
      reconnectSoon();
    };
  }

  /** Drops the socket now and reconnects as after any drop (at once when back online). */
  const drop = () => {
    const dropped = socket;
    if (!dropped) return;
    socket = undefined;
    clearInterval(ping);
    dropped.close();
    onOpenChange(false);
    reconnectSoon();
  };

  const online = () => {
    if (socket || stopped) return;
    clearTimeout(retry);
    retry = undefined;
    attempt = 0;
    void connect();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', drop);
  void connect();

  return {
    stop() {
      stopped = true;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', drop);
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
      socket = undefined;
    },
    send(request) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(request));
      return true;
    },
  };
}
