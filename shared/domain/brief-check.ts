import { ASPECT_RATIOS, type AspectRatio } from './campaign';

/**
 * The automatic check of a creator's result against the campaign brief: pure rules over the facts the media probe
 * read (lambdas/media/probe.ts), shared so the web app can say the same thing before an upload as the server after it.
 * Sizes are the displayed ones: the probe has already applied a video's rotation or a picture's orientation.
 */

/** A phone's recording rarely stops on the exact second; one second either way is still the brief's length. */
export const DURATION_TOLERANCE_SECONDS = 1;
/** Full HD on the short side, the least a brand can publish. */
export const MIN_SHORT_SIDE_PX = 1080;
/** Encoders round sizes to even numbers or macroblocks (1080x1918 is still 9:16), so ratios match within 2%. */
const ASPECT_RATIO_TOLERANCE = 0.02;
/** Width over height of each ratio a brief can ask for. */
const RATIO_VALUES: Record<AspectRatio, number> = { '9:16': 9 / 16, '16:9': 16 / 9, '1:1': 1, '4:5': 4 / 5 };
/** Past this, a reduced ratio like 683:1024 says less than a decimal one. */
const MAX_RATIO_TERM = 50;
/** Durations are quotients of integer ticks: 29 s may come out a hair under, and must still be within a second. */
const EPSILON = 1e-9;

export type BriefRefusal =
  | { code: 'aspectRatio'; actual: string; expected: AspectRatio }
  | { code: 'duration'; actualSeconds: number; expectedSeconds: number }
  | { code: 'resolution'; shortSide: number; minimum: number }
  | { code: 'noAudio' }
  | { code: 'noVideo' }
  | { code: 'unreadable' };

export interface VideoCheckFacts {
  durationSeconds: number;
  width: number;
  height: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

export interface PictureCheckFacts {
  width: number;
  height: number;
}

/**
 * Every rule the video fails, in a fixed order (unreadable or noVideo, aspectRatio, duration, resolution, noAudio);
 * empty when it passes. A file with no video track has no picture to measure, so only its duration and audio count.
 */
export function checkVideoAgainstBrief(facts: VideoCheckFacts | undefined, brief: { aspectRatio: AspectRatio; videoDuration: number }): BriefRefusal[] {
  if (!facts) return [{ code: 'unreadable' }];
  const refusals: BriefRefusal[] = [];
  if (!facts.hasVideo) refusals.push({ code: 'noVideo' });
  else if (!matchesRatio(facts.width, facts.height, brief.aspectRatio)) {
    refusals.push({ code: 'aspectRatio', actual: aspectRatioName(facts.width, facts.height), expected: brief.aspectRatio });
  }
  if (Math.abs(facts.durationSeconds - brief.videoDuration) > DURATION_TOLERANCE_SECONDS + EPSILON) {
    refusals.push({ code: 'duration', actualSeconds: Math.round(facts.durationSeconds * 10) / 10, expectedSeconds: brief.videoDuration });
  }
  if (facts.hasVideo) refusals.push(...resolution(facts));
  if (!facts.hasAudio) refusals.push({ code: 'noAudio' });
  return refusals;
}

export function checkPictureAgainstBrief(facts: PictureCheckFacts | undefined): BriefRefusal[] {
  if (!facts) return [{ code: 'unreadable' }];
  return resolution(facts);
}

/**
 * The ratio as people name it: one of the brief's ratios when within 2% of it, else the reduced ratio ('3:2'), or a
 * decimal one ('1.50:1') when reducing leaves large numbers.
 */
export function aspectRatioName(width: number, height: number): string {
  if (!(width > 0 && height > 0)) return `${width}:${height}`;
  const named = ASPECT_RATIOS.find((ratio) => matchesRatio(width, height, ratio));
  if (named) return named;
  const divisor = gcd(Math.round(width), Math.round(height));
  const [w, h] = [Math.round(width) / divisor, Math.round(height) / divisor];
  return w <= MAX_RATIO_TERM && h <= MAX_RATIO_TERM ? `${w}:${h}` : `${(width / height).toFixed(2)}:1`;
}

function resolution({ width, height }: PictureCheckFacts): BriefRefusal[] {
  const shortSide = Math.min(width, height);
  return shortSide < MIN_SHORT_SIDE_PX ? [{ code: 'resolution', shortSide, minimum: MIN_SHORT_SIDE_PX }] : [];
}

function matchesRatio(width: number, height: number, ratio: AspectRatio): boolean {
  if (!(width > 0 && height > 0)) return false;
  return Math.abs(width / height / RATIO_VALUES[ratio] - 1) <= ASPECT_RATIO_TOLERANCE;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
