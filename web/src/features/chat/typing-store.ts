import { useEffect, useState, useSyncExternalStore } from 'react';
import { CHAT_TYPING_TTL_MS } from '../../../../shared/domain/chat';

/**
 * Who is typing where, from the live `chat.typing` pushes: each signal lasts `CHAT_TYPING_TTL_MS` (never stored
 * anywhere else). A message from the typist ends their signal at once.
 */

type Typist = { name: string; until: number };
const typing = new Map<string, Map<string, Typist>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  listeners.forEach((listener) => listener());
}

export function noteTyping(channelId: string, userId: string, name: string, now = Date.now()): void {
  const typists = typing.get(channelId) ?? new Map<string, Typist>();
  typists.set(userId, { name, until: now + CHAT_TYPING_TTL_MS });
  typing.set(channelId, typists);
  changed();
}

export function stopTyping(channelId: string, userId: string): void {
  if (typing.get(channelId)?.delete(userId)) changed();
}

/** Forgets the signals that ran out. */
function prune(channelId: string, now: number): void {
  const typists = typing.get(channelId);
  if (!typists) return;
  let removed = false;
  for (const [userId, typist] of typists) if (typist.until <= now) removed = typists.delete(userId) || removed;
  if (removed) changed();
}

/** The names typing in the channel now (another member's; the caller's own signals are never pushed back). */
export function useTypists(channelId: string): string[] {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  const [now, setNow] = useState(() => Date.now());
  const typists = [...(typing.get(channelId)?.values() ?? [])];
  const live = typists.filter((typist) => typist.until > now);
  const nextEnd = Math.min(...typists.map((typist) => typist.until));
  // Re-read when the next signal runs out; a new signal re-renders through the store.
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(
      () => {
        const at = Date.now();
        prune(channelId, at);
        setNow(at);
      },
      Math.max(0, nextEnd - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [channelId, nextEnd]);
  return live.map((typist) => typist.name);
}
