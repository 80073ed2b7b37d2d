import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { toHref, type Location, type LocationStore, type NavigateOptions, type To } from './history';
import type { Params } from './match';

/**
 * The app's router (docs/decisions.md, "Web: a router of our own"): the address as a store, links that move
 * without reloading, the route's parameters and the scroll position of each history entry. The hooks and
 * components keep React Router's names and shapes, the part of them this app uses.
 */

const StoreContext = createContext<LocationStore | null>(null);
const ParamsContext = createContext<Params>({});

function useStore(): LocationStore {
  const store = use(StoreContext);
  if (!store) throw new Error('The router is used outside <Router>');
  return store;
}

export function Router({ store, children }: { store: LocationStore; children: ReactNode }) {
  return (
    <StoreContext value={store}>
      {children}
      <ScrollPosition />
    </StoreContext>
  );
}

/** The matched route's parameters, for `useParams` below it. */
export function RouteParams({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

export function useLocation(): Location {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.location, store.location);
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const store = useStore();
  return store.navigate;
}

export function useParams(): Params {
  return use(ParamsContext);
}

type SetSearchParams = (next: URLSearchParams | Record<string, string> | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void;

/**
 * The query of the address, and a change of it (the path stays). A function gets the address's query as it is now,
 * not as the last render saw it: two changes close together (a search box's pause ending as a filter is clicked)
 * both count.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const store = useStore();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(store.location().search)) : next).toString();
      store.navigate({ search: query ? `?${query}` : '' }, options);
    },
    [store],
  );
  return [params, setParams];
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/** A link that moves within the app without reloading; a modified click (new tab, download) stays the browser's. */
export function Link({ to, replace, state, onClick, children, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <a
      {...anchor}
      href={toHref(to, location)}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        const elsewhere = anchor.target !== undefined && anchor.target !== '_self';
        if (event.defaultPrevented || event.button !== 0 || modified || elsewhere) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    >
      {children}
    </a>
  );
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** A menu link that says it is the current page (`aria-current="page"`) at its path, or below it unless `end`. */
export function NavLink({ end = false, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = toHref(link.to, { pathname }).split(/[?#]/)[0] ?? '';
  const current = samePath(pathname, target) || (!end && pathname.toLowerCase().startsWith(`${target.replace(/\/+$/, '').toLowerCase()}/`));
  return <Link {...link} aria-current={current ? 'page' : undefined} />;
}

/** Moves on as soon as it is shown (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const href = toHref(to);
  useEffect(() => {
    navigate(href, { replace, state });
    // Once per destination: a re-render on the way must not navigate twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href]);
  return null;
}

/** Input that means the visitor scrolls on their own: a restoration still waiting stops. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a restoration waits for the page to grow tall enough (its code, catalogues and lazy parts arriving). */
const RESTORE_PATIENCE_MS = 3000;

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

/** Back or forward: the position the visitor left the entry at. */
function restoreScroll(y: number): () => void {
  return scrollWhenReady(() => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) <= 1;
  });
}

/** A new page with a `#fragment`: its element, once the page has rendered it (a lazy page's part comes later). */
function scrollToAnchor(id: string): () => void {
  window.scrollTo(0, 0);
  return scrollWhenReady(() => {
    const anchor = document.getElementById(id);
    anchor?.scrollIntoView();
    return anchor !== null;
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

/**
 * Scroll position per history entry: a new page starts at the top (or at its `#anchor`, once rendered), back and forward return to
 * where the visitor was, a plain `#anchor` link is left to the browser, and the first render keeps the browser's
 * position (a prebuilt page the visitor scrolled before the app started, or a reload's saved one). A query changed in
 * place (a list's filters) keeps it too.
 */
function ScrollPosition() {
  const store = useStore();
  const location = useLocation();
  useLayoutEffect(() => {
    const move = store.lastMove();
    if (move === 'anchor') return undefined;
    const saved = store.savedScroll(location.key);
    if (move === 'start') return saved === undefined ? undefined : restoreScroll(saved);
    if (move === 'pop') return restoreScroll(saved ?? 0);
    if (move === 'replace' && store.previousPathname() === location.pathname) return undefined;
    if (location.hash) return scrollToAnchor(anchorId(location.hash));
    window.scrollTo(0, 0);
    return undefined;
  }, [store, location]);
  return null;
}
