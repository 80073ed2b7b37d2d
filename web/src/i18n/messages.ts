import { use } from 'react';
import { CATALOGUES, type CatalogueName } from './catalogues';
import type { Locale } from './locales';


/**
 * A promise React's `use` can read at once when it has settled: React looks at `status` and `value` on the
 * thenable, so a catalogue loaded before (or preloaded before the first render) never shows a fallback.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

const loaded = new Map<string, TrackedPromise<Record<string, string>>>();

/** No catalogue: nothing to wait for, not even a microtask. */
const NONE: TrackedPromise<Record<string, string>> = Object.assign(Promise.resolve({}), { status: 'fulfilled' as const, value: {} });

/**
 * The messages of these catalogues in this language, merged; each file is fetched once per page load. A failed
 * fetch (a deploy replaced the files, the network dropped) is forgotten, so the next render tries again.
 */
export function loadMessages(locale: Locale, names: readonly CatalogueName[]): TrackedPromise<Record<string, string>> {
  if (names.length === 0) return NONE;
  const key = `${locale}:${names.join(',')}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = tracked(Promise.all(names.map((name) => CATALOGUES[name][locale]())).then((modules) => Object.assign({}, ...modules.map((module) => module.default)) as Record<string, string>));
    messages.catch(() => loaded.delete(key));
    loaded.set(key, messages);
  }
  return messages;
}

/** The messages of these catalogues in this language; suspends until they are there. */
export function useMessages(locale: Locale, names: readonly CatalogueName[]): Record<string, string> {
  const messages: Promise<Record<string, string>> = loadMessages(locale, names);
  return use(messages);
}
