import { LocalStackProblem } from '../../scripts/local/problem';
import { cpuTicksOf, waitWhileProgressing, type Clock, type ProgressReading, type ProgressWaitOptions } from '../../scripts/local/progress-wait';

/** A clock of the test's own: a pause moves it on at once. */
function fakeClock(): Clock & { advance: (ms: number) => void } {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms) => void (now += ms),
    advance: (ms) => void (now += ms),
  };
}

/** A part that is ready at `readyAt` ms (never, when undefined) and makes progress until `stallsAt` ms. */
function part(clock: Clock, { readyAt, stallsAt = Infinity }: { readyAt?: number; stallsAt?: number }) {
  const lines: string[] = [];
  const options: ProgressWaitOptions<string> = {
    what: 'The part',
    advice: 'try this.',
    log: (line) => lines.push(line),
    limitMs: 10 * 60_000,
    clock,
    attempt: async () => (readyAt !== undefined && clock.now() >= readyAt ? 'handle' : undefined),
    progress: (): ProgressReading => ({ mark: String(Math.min(clock.now(), stallsAt)), summary: 'CPU time 1.0 s' }),
  };
  return { options, lines };
}

describe('waitWhileProgressing', () => {
  it("answers the part's handle once ready, with a progress line every 10 s meanwhile", async () => {
    const clock = fakeClock();
    const { options, lines } = part(clock, { readyAt: 35_000 });
    await expect(waitWhileProgressing(options)).resolves.toBe('handle');
    expect(lines).toEqual(['The part: not ready after 10 s (CPU time 1.0 s)', 'The part: not ready after 20 s (CPU time 1.0 s)', 'The part: not ready after 30 s (CPU time 1.0 s)']);
  });

  it('waits past the stall window for as long as the part makes progress', async () => {
    const clock = fakeClock();
    const { options } = part(clock, { readyAt: 4 * 60_000 });
    await expect(waitWhileProgressing(options)).resolves.toBe('handle');
    expect(clock.now()).toBeGreaterThanOrEqual(4 * 60_000);
  });

  it('gives up after 60 s without progress, naming the part and what to try, and says so in its lines before', async () => {
    const clock = fakeClock();
    const { options, lines } = part(clock, { stallsAt: 30_000 });
    const failure = waitWhileProgressing(options);
    await expect(failure).rejects.toBeInstanceOf(LocalStackProblem);
    await expect(failure).rejects.toThrow('The part made no progress for 60 s (not ready after 90 s; CPU time 1.0 s): try this.');
    expect(lines.at(-1)).toBe('The part: not ready after 80 s (CPU time 1.0 s; no progress for 50 s)');
  });

  it('gives up at the limit even while the part still works', async () => {
    const clock = fakeClock();
    const { options } = part(clock, {});
    await expect(waitWhileProgressing({ ...options, limitMs: 5 * 60_000 })).rejects.toThrow('The part: still not ready after 300 s, though working (CPU time 1.0 s): try this.');
  });

  it('counts being alive as progress where progress cannot be measured: only the limit ends the wait', async () => {
    const clock = fakeClock();
    const { options } = part(clock, {});
    const unmeasured = { ...options, limitMs: 3 * 60_000, progress: () => ({ mark: undefined, summary: 'alive' }) };
    await expect(waitWhileProgressing(unmeasured)).rejects.toThrow('The part: still not ready after 180 s, though working (alive): try this.');
  });

  it("ends at once with the attempt's own error (the part exited)", async () => {
    const clock = fakeClock();
    const { options, lines } = part(clock, {});
    const exited = new LocalStackProblem('The part stopped at start (exit 1).');
    await expect(waitWhileProgressing({ ...options, attempt: () => Promise.reject(exited) })).rejects.toBe(exited);
    expect(lines).toEqual([]);
  });

  it('keeps its lines and its give-up rule while one attempt hangs', async () => {
    const clock = fakeClock();
    const { options, lines } = part(clock, { stallsAt: 0 });
    const hanging = { ...options, attempt: () => new Promise<undefined>(() => undefined) };
    await expect(waitWhileProgressing(hanging)).rejects.toThrow('The part made no progress for 60 s');
    expect(lines).toHaveLength(5);
  });

  it('waits out the poll interval between two quick answers of "not yet" (the real clock, on Jest\'s fake timers)', async () => {
    jest.useFakeTimers();
    try {
      let attempts = 0;
      const wait = waitWhileProgressing({
        what: 'The part',
        advice: 'try this.',
        log: () => undefined,
        pollMs: 1000,
        limitMs: 10_000,
        progress: () => ({ mark: undefined, summary: 'alive' }),
        attempt: async () => void attempts++,
      });
      const failure = expect(wait).rejects.toThrow('The part: still not ready after 10 s');
      await jest.advanceTimersByTimeAsync(3500);
      expect(attempts).toBe(4);
      await jest.advanceTimersByTimeAsync(10_000);
      await failure;
      expect(attempts).toBe(10);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a slow attempt against the wait', async () => {
    const clock = fakeClock();
    const { options } = part(clock, { stallsAt: 0 });
    const slow = { ...options, pollMs: 100, attempt: async () => void clock.advance(20_000) };
    await expect(waitWhileProgressing(slow)).rejects.toThrow('The part made no progress for 60 s');
  });
});

describe('cpuTicksOf', () => {
  it("reads a process's own CPU time and its reaped children's from a /proc/<pid>/stat line, whatever the command is called", () => {
    const line = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 1000 0 0 0 150 25 10 5 20 0 11 0 123 456 789';
    expect(cpuTicksOf(line)).toEqual({ own: 175, reaped: 15 });
  });

  it('answers undefined for a line it cannot read', () => {
    expect(cpuTicksOf('4242 (node) S 1')).toBeUndefined();
  });
});
