import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Reads are tried at most this many times again, then the page shows why they failed. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth another try: the server was not reached, failed (5xx) or asked to slow down
 * (429). Any other answer (404, 403, 400…) says the same again, so it is shown at once.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES) return false;
  if (!(error instanceof ApiError)) return false;
  return error.code === 'NETWORK_ERROR' || error.status >= 500 || error.status === 429;
}

/** 0.5 s, then 1 s: a phone that lost its signal for a moment gets its page without a retry button. */
export function readRetryDelay(failureCount: number): number {
  return 500 * 2 ** failureCount;
}

/**
 * The app's one cache of API reads. A cached answer shows at once when a page comes back and is checked again
 * behind it (stale at once); a window regaining focus does not refetch, so a form being filled in never jumps.
 * Writes are never retried: a payment, an apply or a decision must not be sent twice by the client.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay: readRetryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
