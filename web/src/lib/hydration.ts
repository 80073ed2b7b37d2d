import { useSyncExternalStore } from 'react';

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
