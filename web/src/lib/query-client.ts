import { QueryClient } from '@tanstack/react-query';
import { backoffDelay, type Backoff } from '../../../shared/retry';
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

/** Up to 1 s, then up to 2 s (shared/retry.ts): a phone that lost its signal for a moment gets its page without a retry button. */
const READ_BACKOFF: Backoff = { baseMs: 1_000, capMs: 2_000 };

/** The pause before another try of a read; TanStack Query counts the failures from 0. */
export function readRetryDelay(failureCount: number): number {
  return backoffDelay(failureCount + 1, READ_BACKOFF);
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
