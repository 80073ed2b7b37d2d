import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { FFMPEG_PATH } from './local/preview-jobs';

/**
 * Real result files for the delivery's tests and the smoke test, made once per process: videos by the ffmpeg binary the project installs
 * (one frame a second, ultrafast, so a 30 s 1080×1920 video takes about a second), pictures by sharp.
 */

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'result-media-'));

export interface VideoSpec {
  width: number;
  height: number;
  seconds: number;
  audio?: boolean;
  /** Another take of the same shape: a different tone, so the bytes differ. */
  variant?: number;
  /** Film grain, which barely compresses: a 30 s 1080×1920 video of about 17 MB, big enough to be sent in parts. */
  grain?: boolean;
}

/** An H.264 mp4 of this size and length, with AAC sound unless `audio: false`; a moving test pattern, so every file differs. */
export function videoFile({ width, height, seconds, audio = true, variant = 1, grain = false }: VideoSpec): Buffer {
  const file = path.join(directory, `${width}x${height}-${seconds}s-${audio ? 'sound' : 'silent'}-${variant}${grain ? '-grain' : ''}.mp4`);
  if (!fs.existsSync(file)) {
    const sound = audio ? ['-f', 'lavfi', '-i', `sine=frequency=${220 * (variant + 1)}:sample_rate=44100:duration=${seconds}`] : [];
    execFileSync(FFMPEG_PATH, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=1:duration=${seconds}`,
      ...sound,
      ...(grain ? ['-vf', 'noise=alls=40:allf=t', '-qp', '36'] : []),
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      ...(audio ? ['-c:a', 'aac', '-shortest'] : ['-an']),
      file,
    ]);
  }
  return fs.readFileSync(file);
}

/** A JPEG of this size: a gradient with noise, so it is a photo-like picture of a few hundred KB. */
export async function pictureFile(width: number, height: number, seed = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 255, g: 120, b: 200 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
