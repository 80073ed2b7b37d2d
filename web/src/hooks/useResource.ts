import { useCallback, useEffect, useState } from 'react';

/** What a page shows of one API read: a spinner or skeleton, the data, or why it failed. */
export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads once per change of `key` (an id from the URL, say) and on `reload()`. Only the newest load may set the
 * state: a slow answer for the previous id must not replace the one for the current id.
 */
export function useResource<T>(key: string, load: () => Promise<T>): { resource: Resource<T>; reload: () => void; replace: (data: T) => void } {
  const [resource, setResource] = useState<Resource<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setResource({ status: 'loading' });
    load().then(
      (data) => current && setResource({ status: 'ready', data }),
      (error: unknown) => current && setResource({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; the key (and a reload) decide when to load again.
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((previous) => previous + 1), []);
  const replace = useCallback((data: T) => setResource({ status: 'ready', data }), []);
  return { resource, reload, replace };
}
