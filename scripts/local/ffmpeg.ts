import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';

/**
 * The ffmpeg the local stack's MediaConvert stand-in runs. `@ffmpeg-installer/ffmpeg` carries one binary per platform
 * as optional packages (linux x64, arm64, arm and ia32, macOS x64 and arm64, Windows), so `npm install` fetches the
 * one this machine runs and refuses none; on a platform without one, an ffmpeg on the PATH is used.
 */
export function ffmpegPath(): string {
  const installed = installedBinary();
  if (installed) return executable(installed);
  if (spawnSync('ffmpeg', ['-version']).status === 0) return 'ffmpeg';
  throw new Error(`No ffmpeg for ${process.platform}-${process.arch}: npm installs none for it; install one on the PATH (e.g. brew install ffmpeg, apt-get install ffmpeg).`);
}

function installedBinary(): string | undefined {
  try {
    // Loaded here, not imported: the package throws (a string) as it loads on a platform it has no binary for.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return undefined;
  }
}

/** The platform package's postinstall only makes the binary executable: done here too should it not have run. */
function executable(file: string): string {
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    fs.chmodSync(file, 0o755);
  }
  return file;
}
