import { backoffDelay } from '../../web/src/lib/live-channel';

/** The live channel's reconnect pauses (web/src/lib/live-channel.ts): growing, capped, never all at once. */
describe('reconnect backoff', () => {
  it('doubles from about a second up to 30 s, with jitter between half and the whole', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(10, () => 0)).toBe(15000);
  });
});
