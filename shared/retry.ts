/**
 * The one way this code retries (issue 24): an attempt that may be tried again, a pause between attempts of
 * exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter": a random pause
 * between 0 and min(cap, base × 2^(attempt − 1))), and a bound on the attempts. Racing writers that collided spread
 * out instead of colliding again in step; a dropped socket's clients do not all come back at once.
 */

export interface Backoff {
  /** The ceiling of the first pause. */
  baseMs: number;
  /** The ceiling never grows past this. */
  capMs: number;
}

/**
 * The pause of a writer that lost a race and reads again (an accept, an approval, a chat write…): short, as the
 * winner's write is already done, and spread so the losers do not collide again in step.
 */
export const RACE_BACKOFF: Backoff = { baseMs: 20, capMs: 200 };

export interface RetryPolicy extends Backoff {
  /** Attempts in all, the first included. */
  attempts: number;
}

/** The pause after attempt `attempt` (1 for the first) failed: full jitter under the exponential ceiling. */
export function backoffDelay(attempt: number, { baseMs, capMs }: Backoff, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1)));
}

/** An attempt's answer that it should be tried again; `failure` is thrown when no attempt is left. */
export class TryAgain {
  constructor(readonly failure: unknown) {}
}

export const tryAgain = (failure: unknown): TryAgain => new TryAgain(failure);

export interface RetryOptions {
  /** Waits `ms` (the tests' fake timers run it); an abort makes it throw. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (given its number, 1 for the first) until it answers something other than `TryAgain`, pausing
 * `backoffDelay` after each that asked to be tried again; after `policy.attempts` of them, the last one's failure is
 * thrown. An error thrown by an attempt is not retried: it passes through at once.
 */
export async function retrying<T>(policy: RetryPolicy, attempt: (attempt: number) => Promise<T | TryAgain>, { sleep = sleepFor, random = Math.random }: RetryOptions = {}): Promise<T> {
  for (let number = 1; ; number++) {
    const outcome = await attempt(number);
    if (!(outcome instanceof TryAgain)) return outcome;
    if (number >= policy.attempts) throw outcome.failure;
    await sleep(backoffDelay(number, policy, random));
  }
}
