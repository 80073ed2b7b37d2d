import { type ByteSource, Malformed, readExactly } from './bytes';
import { readTopLevelBox } from './iso-bmff';
import { type MovieFacts, parseMovie } from './movie';
import { type PictureType, pictureSize } from './pictures';

/**
 * What the automatic brief check needs to know about a creator's result (duration, displayed size, tracks), read from
 * the file's header boxes by ranged reads of the stored object: no media binary in the Lambda, and never the whole file.
 * Undefined means "not a readable file of that type" (truncated, corrupt, crafted), which the check refuses as such.
 */

export type { ByteSource } from './bytes';
export type { PictureType } from './pictures';

export interface VideoFacts extends MovieFacts {
  kind: 'video';
}

export interface PictureFacts {
  kind: 'picture';
  width: number;
  height: number;
}

/** A faststart file's `moov` (camera apps and most editors write one) is inside this first read, so one read does. */
const VIDEO_HEAD_BYTES = 64 * 1024;
/** A phone's hour-long video has a `moov` of a few MiB; larger is not a file worth reading into a Lambda's memory. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

export async function probeVideo(source: ByteSource): Promise<VideoFacts | undefined> {
  return unlessMalformed(async () => {
    const head = await readExactly(source, 0, Math.min(VIDEO_HEAD_BYTES, source.size));
    const moov = await readTopLevelBox(source, head, 'moov', MAX_MOOV_BYTES);
    const movie = moov && parseMovie(moov);
    return movie && { kind: 'video', ...movie };
  });
}

export async function probePicture(source: ByteSource, type: PictureType): Promise<PictureFacts | undefined> {
  return unlessMalformed(async () => {
    const size = await pictureSize(source, type);
    return size && size.width > 0 && size.height > 0 ? { kind: 'picture', ...size } : undefined;
  });
}

/** A source that counts what was asked of it: the bench and the tests hold the probe to a few small reads. */
export function countingSource(source: ByteSource): ByteSource & { bytesRead(): number; reads(): number } {
  let bytes = 0;
  let count = 0;
  return {
    size: source.size,
    async read(offset, length) {
      const data = await source.read(offset, length);
      bytes += data.length;
      count += 1;
      return data;
    },
    bytesRead: () => bytes,
    reads: () => count,
  };
}

/** A malformed file is an answer (unreadable); an error of the source itself (S3 down) is not, and goes up. */
async function unlessMalformed<T>(probe: () => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await probe();
  } catch (error) {
    if (error instanceof Malformed) return undefined;
    throw error;
  }
}
