import { Bytes, Malformed } from './bytes';
import { type Box, boxAt, childrenOf, find, timeField } from './iso-bmff';

/** What the `moov` box of an MP4 or MOV file says about the movie; the layout of each box is in ISO/IEC 14496-12 §8. */

export type Rotation = 0 | 90 | 180 | 270;

export interface MovieFacts {
  durationSeconds: number;
  /** Displayed size: a track stored landscape with a 90° or 270° matrix is a portrait video, as players show it. */
  width: number;
  height: number;
  rotation: Rotation;
  hasVideo: boolean;
  hasAudio: boolean;
}

interface Track {
  handler: string;
  width: number;
  height: number;
  rotation: Rotation;
  durationSeconds: number;
}

/** Reads a whole `moov` box (header included); undefined when it has no movie header. Throws `Malformed`. */
export function parseMovie(data: Uint8Array): MovieFacts | undefined {
  const bytes = new Bytes(data);
  const moov = boxAt(bytes, 0, bytes.length);
  if (moov.type !== 'moov') return undefined;
  const mvhd = find(bytes, moov, 'mvhd');
  if (!mvhd) return undefined;
  const tracks = childrenOf(bytes, moov)
    .filter((box) => box.type === 'trak')
    .map((trak) => readTrack(bytes, trak));
  const video = tracks.find((track) => track.handler === 'vide');
  const quarterTurn = video?.rotation === 90 || video?.rotation === 270;
  return {
    durationSeconds: movieDuration(bytes, moov, mvhd, tracks),
    width: (quarterTurn ? video?.height : video?.width) ?? 0,
    height: (quarterTurn ? video?.width : video?.height) ?? 0,
    rotation: video?.rotation ?? 0,
    hasVideo: video !== undefined,
    hasAudio: tracks.some((track) => track.handler === 'soun'),
  };
}

/**
 * The movie header's duration; a fragmented file's is often 0, so then the fragments' total (`mvex/mehd`), and
 * failing that the longest track (some muxers leave the movie header empty but fill each track's).
 */
function movieDuration(bytes: Bytes, moov: Box, mvhd: Box, tracks: Track[]): number {
  const version = bytes.u8(mvhd.body);
  const timescale = bytes.u32(mvhd.body + (version === 1 ? 20 : 12));
  if (timescale === 0) throw new Malformed('movie timescale 0');
  const duration = timeField(bytes, mvhd.body + (version === 1 ? 24 : 16), version);
  if (duration > 0) return duration / timescale;
  const mehd = find(bytes, moov, 'mvex', 'mehd');
  const fragments = mehd ? timeField(bytes, mehd.body + 4, bytes.u8(mehd.body)) : 0;
  if (fragments > 0) return fragments / timescale;
  return Math.max(0, ...tracks.map((track) => track.durationSeconds));
}

function readTrack(bytes: Bytes, trak: Box): Track {
  const hdlr = find(bytes, trak, 'mdia', 'hdlr');
  // After version and flags comes `pre_defined` (QuickTime's component type, `mhlr`), then the handler type.
  const handler = hdlr ? bytes.ascii(hdlr.body + 8, 4) : '';
  const tkhd = find(bytes, trak, 'tkhd');
  let width = 0;
  let height = 0;
  let rotation: Rotation = 0;
  if (tkhd) {
    const version = bytes.u8(tkhd.body);
    // Version and flags, then times and ids (20 or 32 bytes), reserved, layer, group, volume, reserved (16 bytes).
    const matrix = tkhd.body + 4 + (version === 1 ? 32 : 20) + 16;
    rotation = rotationOf(bytes.i32(matrix), bytes.i32(matrix + 4));
    // 16.16 fixed point; the matrix is 9 values of 4 bytes.
    width = Math.round(bytes.u32(matrix + 36) / 0x10000);
    height = Math.round(bytes.u32(matrix + 40) / 0x10000);
  }
  if (handler === 'vide' && (width === 0 || height === 0)) ({ width, height } = sampleEntrySize(bytes, trak));
  return { handler, width, height, rotation, durationSeconds: mediaDuration(bytes, trak) };
}

/**
 * The rotation of a track's matrix (a b u / c d v / x y w), from its first row: (0, 1) is 90°, (-1, 0) is 180°,
 * (0, -1) is 270°. The angle, not exact values, so a matrix that also scales still reads right.
 */
function rotationOf(a: number, b: number): Rotation {
  if (a === 0 && b === 0) return 0;
  const quarterTurns = Math.round(Math.atan2(b, a) / (Math.PI / 2));
  return ROTATIONS[(quarterTurns + 4) % 4] ?? 0;
}

const ROTATIONS = [0, 90, 180, 270] as const;

function mediaDuration(bytes: Bytes, trak: Box): number {
  const mdhd = find(bytes, trak, 'mdia', 'mdhd');
  if (!mdhd) return 0;
  const version = bytes.u8(mdhd.body);
  const timescale = bytes.u32(mdhd.body + (version === 1 ? 20 : 12));
  if (timescale === 0) return 0;
  return timeField(bytes, mdhd.body + (version === 1 ? 24 : 16), version) / timescale;
}

/** The coded size in the first visual sample entry, for the rare file whose track header leaves the size at 0. */
function sampleEntrySize(bytes: Bytes, trak: Box): { width: number; height: number } {
  const stsd = find(bytes, trak, 'mdia', 'minf', 'stbl', 'stsd');
  if (!stsd) return { width: 0, height: 0 };
  // Version, flags and entry count, then the entry: 8 bytes of sample entry, 16 of visual pre-defined and reserved.
  const entry = boxAt(bytes, stsd.body + 8, stsd.end);
  return { width: bytes.u16(entry.body + 24), height: bytes.u16(entry.body + 26) };
}
