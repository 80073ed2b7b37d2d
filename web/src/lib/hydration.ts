import { useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in a prebuilt page (scripts/web/prerender.ts) and while React hydrates it, true once the app listens (and
 * from the first render of a page the browser renders itself). A control a visitor could change before the app
 * listens is not editable until then: typing into a prebuilt field would fill the field but not the form's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let rootCommitted = false;
const waiting: (() => void)[] = [];

/**
 * Runs `change` once the app's first render has committed (at once after that). An app-wide change (the language)
 * made while React still hydrates a prebuilt page would render the parts not yet hydrated against markup they no
 * longer match (React error 418).
 */
export function afterFirstCommit(change: () => void): void {
  if (rootCommitted) change();
  else waiting.push(change);
}

/** Rendered last in the app's tree: its effect runs when the whole first render (a hydration included) has committed. */
export function FirstCommitMarker(): null {
  useEffect(() => {
    rootCommitted = true;
    waiting.splice(0).forEach((change) => change());
  }, []);
  return null;
}
