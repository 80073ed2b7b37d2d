import { backoffDelay, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';

/** The one retry of the code (shared/retry.ts): full-jitter backoff, bounded attempts, errors passed through. */
describe('backoff with full jitter', () => {
  const backoff = { baseMs: 1_000, capMs: 30_000 };

  it('has a ceiling that doubles from the base at the first attempt up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => backoffDelay(attempt, backoff, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('takes any pause from nothing up to that ceiling', () => {
    expect(backoffDelay(1, backoff, () => 0)).toBe(0);
    expect(backoffDelay(3, backoff, () => 0.5)).toBe(2000);
    expect(backoffDelay(20, backoff, () => 0.25)).toBe(7500);
  });
});

describe('retrying', () => {
  const policy: RetryPolicy = { attempts: 4, baseMs: 20, capMs: 100 };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the first attempt that does not ask to be tried again, pausing the backoff between attempts', async () => {
    const pauses: number[] = [];
    const attempts: number[] = [];
    const answer = await retrying(
      policy,
      async (attempt) => {
        attempts.push(attempt);
        return attempt < 3 ? tryAgain(new Error('collided')) : `done at ${attempt}`;
      },
      { random: () => 1, sleep: async (ms) => void pauses.push(ms) },
    );
    expect(answer).toBe('done at 3');
    expect(attempts).toEqual([1, 2, 3]);
    expect(pauses).toEqual([20, 40]);
  });

  it('throws the last failure once every attempt asked to be tried again', async () => {
    let attempts = 0;
    const failing = retrying(policy, async (attempt) => {
      attempts = attempt;
      return tryAgain(new Error(`collided ${attempt} times`));
    });
    const outcome = failing.catch((error: unknown) => error);
    await jest.runAllTimersAsync();
    expect(await outcome).toEqual(new Error('collided 4 times'));
    expect(attempts).toBe(4);
  });

  it('passes an error an attempt throws through at once, without another attempt', async () => {
    const attempt = jest.fn(async () => {
      throw new Error('refused');
    });
    await expect(retrying(policy, attempt)).rejects.toThrow('refused');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('waits on the clock between attempts: nothing is tried again before the pause is over', async () => {
    const attempt = jest.fn(async (number: number) => (number === 1 ? tryAgain(new Error('collided')) : 'done'));
    const done = retrying(policy, attempt, { random: () => 1 });
    await jest.advanceTimersByTimeAsync(19);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await expect(done).resolves.toBe('done');
  });
});
