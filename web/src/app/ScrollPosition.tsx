import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/**
 * Scroll position per history entry, on top of React Router's location and navigation type (docs/decisions/web.md, "The
 * first load's libraries"): a new page starts at the top, or at its `#anchor` once rendered; back and forward return
 * to where the visitor was, once the page is tall enough again; a query changed in place (a list's filters, with
 * `replace`) keeps the position; a plain `#anchor` link is left to the browser; and the first render keeps the
 * browser's position (a prebuilt page the visitor scrolled before the app started), unless a reload or a back into
 * this page brings a saved one. React Router's own `<ScrollRestoration>` scrolls to the top on the first render and
 * restores only once, before a lazy page has grown back to its height.
 */

/** Session storage item of the scroll positions by history entry. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/** Input that means the visitor scrolls on their own: a restoration still waiting stops. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a restoration waits for the page to grow tall enough (its code, catalogues and lazy parts arriving). */
const RESTORE_PATIENCE_MS = 3000;

/** Where the visitor had scrolled each history entry, kept across reloads of the tab. */
class ScrollPositions {
  private readonly positions: Record<string, number>;
  private current: string;

  constructor(first: string) {
    this.current = first;
    this.positions = ScrollPositions.read();
    // The app puts the position back itself, once the page it belongs to has rendered.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', () => (this.positions[this.current] = window.scrollY), { passive: true });
    window.addEventListener('pagehide', () => this.save());
  }

  /** The entry on screen from now on: scrolling is recorded for it. */
  follow(key: string): void {
    this.current = key;
  }

  saved(key: string): number | undefined {
    return this.positions[key];
  }

  private save(): void {
    try {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(this.positions));
    } catch {
      // Storage full or refused: a reload then starts at the top.
    }
  }

  private static read(): Record<string, number> {
    try {
      const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
      return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
    } catch {
      return {};
    }
  }
}

/**
 * Tries `arrived` (a scroll that answers whether it got there) now and, while the page is still being built (a page
 * that comes back renders its spinner, then its lazy parts), each time the page grows, until it gets there, the
 * visitor scrolls, or time is up. Answers how to stop early.
 */
function scrollWhenReady(arrived: () => boolean): () => void {
  if (arrived()) return () => undefined;
  const growth = new ResizeObserver(() => arrived() && stop());
  const timer = window.setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  function stop() {
    growth.disconnect();
    window.clearTimeout(timer);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  growth.observe(document.body);
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function restoreScroll(y: number): () => void {
  return scrollWhenReady(() => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) <= 1;
  });
}

/** The element id a `#fragment` names (as written when it is not a valid escape). */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function scrollToAnchor(hash: string): () => void {
  window.scrollTo(0, 0);
  return scrollWhenReady(() => {
    const anchor = document.getElementById(anchorId(hash));
    anchor?.scrollIntoView();
    return anchor !== null;
  });
}

/** A reload of the tab, or back or forward into this page from another site: its saved positions apply. */
function returnedToPage(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

const onlyHashChanged = (from: Location, to: Location) => from.pathname === to.pathname && from.search === to.search && from.hash !== to.hash;

export function ScrollPosition() {
  const location = useLocation();
  const navigation = useNavigationType();
  // Made by the first effect: the build's prerendering renders this too, without a window.
  const store = useRef<ScrollPositions>(undefined);
  const previous = useRef<Location>(undefined);
  useLayoutEffect(() => {
    const positions = (store.current ??= new ScrollPositions(location.key));
    const from = previous.current;
    // Development's StrictMode runs the effect twice for one render: the second is no move.
    if (from === location) return undefined;
    previous.current = location;
    positions.follow(location.key);
    const saved = positions.saved(location.key);
    if (!from) return saved !== undefined && returnedToPage() ? restoreScroll(saved) : undefined;
    if (navigation === 'POP') return onlyHashChanged(from, location) ? undefined : restoreScroll(saved ?? 0);
    if (navigation === 'REPLACE' && from.pathname === location.pathname) return undefined;
    if (location.hash) return scrollToAnchor(location.hash);
    window.scrollTo(0, 0);
    return undefined;
  }, [location, navigation]);
  return null;
}
