import type { LiveMessage } from '../../../shared/domain/live';
import { loadRuntimeConfig } from './config';
import { loadAuth } from './identity';

/**
 * The live channel (shared/domain/live.ts): one WebSocket per tab while a creator or company is signed in. Every
 * message, and every reconnect after a drop (news may have been missed meanwhile), is handed to `onNews`; the app
 * refreshes what it shows from it. A dropped socket reconnects after 1, 2, 4 … 30 s (with jitter), at once when the
 * tab comes back online; a ping every minute keeps idle proxies from closing it.
 */

const PING_EVERY_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;

export interface LiveChannel {
  stop(): void;
}

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}

export function openLiveChannel(onNews: (message: LiveMessage | 'reconnected') => void): LiveChannel {
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
    }, backoffDelay(attempt++));
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
      ping = setInterval(() => opened.send(JSON.stringify({ action: 'ping' })), PING_EVERY_MS);
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
      if (socket === opened) socket = undefined;
      reconnectSoon();
    };
  }

  const online = () => {
    if (socket || stopped) return;
    clearTimeout(retry);
    retry = undefined;
    attempt = 0;
    void connect();
  };
  window.addEventListener('online', online);
  void connect();

  return {
    stop() {
      stopped = true;
      window.removeEventListener('online', online);
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
    },
  };
}
