/**
 * An account deactivated while its user is signed in (issue 27): the API refuses the next request with
 * `ACCOUNT_INACTIVE`, or the live channel says so at once. Either is announced here; the session (session.tsx) signs
 * the tab out and opens the page that says what happened.
 */

const listeners = new Set<() => void>();

/** Hears the announcement; answers the way to stop. */
export function onAccountDeactivated(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceAccountDeactivated(): void {
  listeners.forEach((listener) => listener());
}
