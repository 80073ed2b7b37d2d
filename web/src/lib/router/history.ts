/**
 * Where the app is: the browser's address and history entry, as a store React subscribes to
 * (useSyncExternalStore). The build's prerendering uses a fixed location that never moves.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry handed to the next page (never in the URL). */
  state: unknown;
  /** This history entry's own id: scroll positions are kept per entry. */
  key: string;
}

/** A path with its query and fragment ('/signup?role=company'), or its parts. */
export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface LocationStore {
  location(): Location;
  subscribe(listener: () => void): () => void;
  navigate(to: To, options?: NavigateOptions): void;
  /**
   * How the app came to this location: its first render, a navigation, the browser's back or forward button, or a
   * plain `#anchor` link within the page.
   */
  lastMove(): 'push' | 'replace' | 'pop' | 'anchor' | 'start';
  /** The path before the last move. */
  previousPathname(): string;
  /** Where the visitor had scrolled the history entry `key` when they left it (kept across reloads of the tab). */
  savedScroll(key: string): number | undefined;
}

/** The entry's part of `history.state`. */
interface EntryState {
  key: string;
  usr: unknown;
}

export function toHref(to: To, from: Pick<Location, 'pathname'> = { pathname: '/' }): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'object' && value !== null && typeof (value as Partial<EntryState>).key === 'string';
}

function readBrowserLocation(): Location {
  const entry = isEntryState(window.history.state) ? window.history.state : undefined;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'initial' };
}

/** Session storage item of the scroll positions by history entry. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

function readScrollPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The browser's history. One per page load (App creates it once). */
export function browserLocationStore(): LocationStore {
  const listeners = new Set<() => void>();
  // An entry the app did not make (the page load's own) gets a key, so its scroll position is kept apart too.
  if (!isEntryState(window.history.state)) window.history.replaceState({ key: newKey(), usr: null } satisfies EntryState, '');
  let current = readBrowserLocation();
  let previous = current.pathname;
  let move: ReturnType<LocationStore['lastMove']> = 'start';
  const positions = readScrollPositions();
  // The app puts the position back itself, once the page it belongs to has rendered.
  window.history.scrollRestoration = 'manual';
  const rememberScroll = () => {
    positions[current.key] = window.scrollY;
  };
  /** Called after the browser's entry changed, before React hears of it (the page on screen is still the old one). */
  const changed = (next: typeof move) => {
    move = next;
    previous = current.pathname;
    current = readBrowserLocation();
    for (const listener of listeners) listener();
  };
  window.addEventListener('popstate', () => {
    if (!isEntryState(window.history.state)) {
      // A plain `#anchor` link made this entry, and the browser has already scrolled to the anchor: it gets a key,
      // and the page stays where the browser put it.
      window.history.replaceState({ key: newKey(), usr: null } satisfies EntryState, '');
      changed('anchor');
      return;
    }
    // The position on screen is still the entry being left's.
    rememberScroll();
    changed('pop');
  });
  window.addEventListener('pagehide', () => {
    rememberScroll();
    try {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or refused: a reload then starts at the top.
    }
  });
  return {
    location: () => current,
    lastMove: () => move,
    previousPathname: () => previous,
    savedScroll: (key) => positions[key],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, { replace = false, state = null } = {}) {
      const url = new URL(toHref(to, current), window.location.href);
      if (url.origin !== window.location.origin) throw new Error(`Navigation leaves the app: ${url.href}`);
      const entry: EntryState = { key: newKey(), usr: state };
      rememberScroll();
      if (replace) window.history.replaceState(entry, '', url);
      else window.history.pushState(entry, '', url);
      changed(replace ? 'replace' : 'push');
    },
  };
}

/** A location that never changes: the build's prerendering renders one page for one address. */
export function fixedLocationStore(url: URL): LocationStore {
  const location: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
  return {
    location: () => location,
    lastMove: () => 'start',
    previousPathname: () => location.pathname,
    savedScroll: () => undefined,
    subscribe: () => () => undefined,
    navigate(to) {
      throw new Error(`A prebuilt page cannot navigate (to ${toHref(to, location)})`);
    },
  };
}
