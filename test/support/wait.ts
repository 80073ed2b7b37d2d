/**
 * How tests wait: for a condition, never for a fixed time, and no test measures the wall clock (speed is the bench's,
 * `npm run bench`). `waitUntil` polls a real condition (the local stack's tables, its mailbox, a page) and fails saying
 * what it waited for and what it saw last; `settledOnFakeClock` runs Jest's fake clock until a promise settles, for
 * unit tests of code that pauses.
 */

export interface WaitOptions {
  /** What is awaited, as the failure message words it: "the exchange's copy to hold the 12 campaigns". */
  reason: string;
  /** How long the condition may take to hold; past it the wait fails. */
  timeoutMs?: number;
  /** The pause between two reads. */
  intervalMs?: number;
}

/** `read` again every `intervalMs` until `done` accepts what it answers or `timeoutMs` is up: the last value, and which. */
export async function poll<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs: number, intervalMs = 50): Promise<{ value: T; met: boolean }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return { value, met: true };
    if (Date.now() > deadline) return { value, met: false };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The first value of `read` that `done` accepts. Past `timeoutMs` (5 s unless told) it throws "Timed out after … waiting
 * for <reason>; last seen: <the last value>".
 */
export async function waitUntil<T, S extends T>(read: () => T | Promise<T>, done: (value: T) => value is S, options: WaitOptions): Promise<S>;
export async function waitUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean, options: WaitOptions): Promise<T>;
export async function waitUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean, { reason, timeoutMs = 5_000, intervalMs = 50 }: WaitOptions): Promise<T> {
  const { value, met } = await poll(read, done, timeoutMs, intervalMs);
  if (!met) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${reason}; last seen: ${shown(value)}`);
  return value;
}

function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text;
}

/**
 * Runs Jest's fake clock on, `stepMs` at a time, until `promise` settles, and answers it: the pauses the code under
 * test takes (retries, backoffs) cost no real time. Needs `jest.useFakeTimers()`.
 */
export async function settledOnFakeClock<T>(promise: Promise<T>, stepMs = 100): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let steps = 0; !settled; steps++) {
    if (steps === 100_000) throw new Error(`Still pending after ${steps * stepMs} ms of the fake clock`);
    await jest.advanceTimersByTimeAsync(stepMs);
  }
  return promise;
}
