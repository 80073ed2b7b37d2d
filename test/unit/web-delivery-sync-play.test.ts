import { clockTime, leaderOf, MAX_DRIFT_SECONDS, pauseAll, playAll, resync, seekAll, timelineLength, type SyncedMedia } from '../../web/src/features/campaigns/delivery/sync-play';

/** A player as the sync needs it: a position, a length, and play/pause that may be refused. */
class FakeMedia implements SyncedMedia {
  paused = true;
  constructor(
    public duration: number,
    public currentTime = 0,
    private refuses = false,
  ) {}
  play(): Promise<void> {
    if (this.refuses) return Promise.reject(new Error('NotAllowedError'));
    this.paused = false;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
}

describe('two versions played as one', () => {
  it('runs the shared timeline as long as the longest version, which leads', () => {
    const previous = new FakeMedia(28.4);
    const current = new FakeMedia(30.2);
    expect(timelineLength([previous, current])).toBe(30.2);
    expect(leaderOf([previous, current])).toBe(current);
    expect(timelineLength([new FakeMedia(Number.NaN), new FakeMedia(Number.NaN)])).toBe(0);
  });

  it('seeks both, a shorter one waiting at its end', () => {
    const short = new FakeMedia(10);
    const long = new FakeMedia(20);
    seekAll([short, long], 15);
    expect([short.currentTime, long.currentTime]).toEqual([10, 15]);
    seekAll([short, long], -3);
    expect([short.currentTime, long.currentTime]).toEqual([0, 0]);
  });

  it('plays both together, from the start again after the end, and pauses both', async () => {
    const a = new FakeMedia(10, 10);
    const b = new FakeMedia(12, 12);
    await playAll([a, b]);
    expect([a.currentTime, b.currentTime, a.paused, b.paused]).toEqual([0, 0, false, false]);
    pauseAll([a, b]);
    expect([a.paused, b.paused]).toEqual([true, true]);
  });

  it('leaves an ended shorter version alone when playing on', async () => {
    const short = new FakeMedia(10, 10);
    const long = new FakeMedia(20, 12);
    await playAll([short, long]);
    expect([short.paused, long.paused, long.currentTime]).toEqual([true, false, 12]);
  });

  it('stops both when the browser refuses to play one, so they never run apart', async () => {
    const a = new FakeMedia(10);
    const b = new FakeMedia(10, 0, true);
    await expect(playAll([a, b])).rejects.toThrow('NotAllowedError');
    expect([a.paused, b.paused]).toEqual([true, true]);
  });

  it('puts a drifting follower back on the leader, within the tolerance or past its own end not', () => {
    const follower = new FakeMedia(10, 5);
    const leader = new FakeMedia(20, 5 + MAX_DRIFT_SECONDS / 2);
    resync([follower, leader]);
    expect(follower.currentTime).toBe(5);
    leader.currentTime = 6;
    resync([follower, leader]);
    expect(follower.currentTime).toBe(6);
    leader.currentTime = 15;
    follower.currentTime = 10;
    resync([follower, leader]);
    expect(follower.currentTime).toBe(10);
  });

  it('shows positions as minutes and seconds', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(65.9)).toBe('1:05');
    expect(clockTime(Number.NaN)).toBe('0:00');
  });
});
