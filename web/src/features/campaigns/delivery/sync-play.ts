/**
 * Two versions of a video played side by side as one (the company's compare after a revision): one play/pause, one
 * seek position. Written against the part of HTMLMediaElement it uses, so the rules are tested without a browser.
 */
export interface SyncedMedia {
  currentTime: number;
  /** NaN until the metadata is loaded. */
  readonly duration: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
}

/** Players drift apart (one buffers, decoders run at their own pace); past this many seconds the follower is put back. */
export const MAX_DRIFT_SECONDS = 0.25;

const known = (duration: number) => (Number.isFinite(duration) && duration > 0 ? duration : 0);

/** The shared timeline runs as long as the longest version. */
export function timelineLength(media: readonly SyncedMedia[]): number {
  return Math.max(0, ...media.map((item) => known(item.duration)));
}

/** The version the others follow: the longest, which keeps playing after a shorter one has ended. */
export function leaderOf<M extends SyncedMedia>(media: readonly M[]): M | undefined {
  return media.reduce<M | undefined>((leader, item) => (!leader || known(item.duration) > known(leader.duration) ? item : leader), undefined);
}

/** Every version at `time`; a shorter one waits at its end. */
export function seekAll(media: readonly SyncedMedia[], time: number): void {
  for (const item of media) {
    const end = known(item.duration);
    item.currentTime = Math.max(0, end ? Math.min(time, end) : time);
  }
}

/**
 * Starts every version that has something left to play, from the start again when the whole timeline was played.
 * If one refuses (the browser's autoplay rules), all stop, so they never run apart.
 */
export async function playAll(media: readonly SyncedMedia[]): Promise<void> {
  const length = timelineLength(media);
  const leader = leaderOf(media);
  if (leader && length > 0 && leader.currentTime >= length) seekAll(media, 0);
  try {
    await Promise.all(media.filter((item) => !known(item.duration) || item.currentTime < known(item.duration)).map((item) => item.play()));
  } catch (error) {
    pauseAll(media);
    throw error;
  }
}

export function pauseAll(media: readonly SyncedMedia[]): void {
  for (const item of media) if (!item.paused) item.pause();
}

/** Puts back each follower that drifted from the leader, unless the leader is already past the follower's end. */
export function resync(media: readonly SyncedMedia[]): void {
  const leader = leaderOf(media);
  if (!leader) return;
  for (const item of media) {
    if (item === leader) continue;
    const end = known(item.duration);
    if (end && leader.currentTime >= end) continue;
    if (Math.abs(item.currentTime - leader.currentTime) > MAX_DRIFT_SECONDS) item.currentTime = leader.currentTime;
  }
}

/** A position on the timeline as players show it ("1:05"), Latin digits in both languages. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
