import { type ByteSource, Bytes, Malformed, readExactly } from './bytes';

/**
 * ISO base media file format (ISO/IEC 14496-12): the box structure of MP4, QuickTime MOV and HEIF. Only what the
 * brief check needs: where the top-level boxes are, and the few header boxes that hold durations, track sizes and
 * picture sizes. Sample data (`mdat`) is never read.
 */

export interface Box {
  type: string;
  start: number;
  /** First byte after the header (and after version and flags, for the callers that read full boxes). */
  body: number;
  end: number;
}

/** The box whose header is at `offset`; `end` is where its parent ends (a size of 0 means "to there"). */
export function boxAt(bytes: Bytes, offset: number, end: number): Box {
  const size32 = bytes.u32(offset);
  const type = bytes.ascii(offset + 4, 4);
  let size = size32;
  let header = 8;
  if (size32 === 1) {
    size = bytes.u64(offset + 8);
    header = 16;
  } else if (size32 === 0) {
    size = end - offset;
  }
  if (size < header || offset + size > end) throw new Malformed(`box ${JSON.stringify(type)} at ${offset} does not fit`);
  return { type, start: offset, body: offset + header, end: offset + size };
}

/** The boxes inside `start..end`. Fewer than 8 bytes left is padding (old QuickTime ends some atoms with 4 zeros). */
export function* children(bytes: Bytes, start: number, end: number): Generator<Box> {
  let offset = start;
  while (end - offset >= 8) {
    const box = boxAt(bytes, offset, end);
    yield box;
    offset = box.end;
  }
}

export function childrenOf(bytes: Bytes, parent: Box): Box[] {
  return [...children(bytes, parent.body, parent.end)];
}

/** The first box along `path` under `parent`, e.g. `find(bytes, trak, 'mdia', 'hdlr')`. */
export function find(bytes: Bytes, parent: Box, ...path: string[]): Box | undefined {
  let current: Box | undefined = parent;
  for (const type of path) {
    if (!current) return undefined;
    const start: number = current.body + (FULL_BOX_CONTAINERS.has(current.type) ? 4 : 0);
    current = [...children(bytes, start, current.end)].find((box) => box.type === type);
  }
  return current;
}

/** Containers that are full boxes themselves: their children start after version and flags. */
const FULL_BOX_CONTAINERS = new Set(['meta']);

/** A box type made of four printable characters: anything else at the top level means these are not boxes at all. */
function isBoxType(type: string): boolean {
  return /^[\x20-\x7e]{4}$/.test(type);
}

/** Enough top-level boxes for a fragmented file's first fragments; a file with more is not worth probing further. */
const MAX_TOP_LEVEL_BOXES = 1024;
const LARGE_HEADER_BYTES = 16;

/**
 * The bytes of the first top-level box of type `wanted` (its header included), found by walking box headers with
 * small ranged reads: `head` (the file's first bytes, already read) answers for the boxes it covers, and each other
 * header costs one 16-byte read, so a large `mdat` is skipped, never read. The walk goes on past `wanted` until it has
 * seen a `mdat` header, so a truncated upload (a `mdat` longer than the file) is caught even when `wanted` comes first.
 * Undefined when there is no such box or it is larger than `maxBytes`; throws `Malformed` when the boxes do not tile
 * the file.
 */
export async function readTopLevelBox(source: ByteSource, head: Uint8Array, wanted: string, maxBytes: number): Promise<Uint8Array | undefined> {
  let found: Uint8Array | undefined;
  let sawMdat = false;
  let offset = 0;
  for (let count = 0; count < MAX_TOP_LEVEL_BOXES && source.size - offset >= 8; count += 1) {
    const headerLength = Math.min(LARGE_HEADER_BYTES, source.size - offset);
    const header = offset + headerLength <= head.length ? head.subarray(offset, offset + headerLength) : await readExactly(source, offset, headerLength);
    const box = boxAt(new Bytes(header), 0, source.size - offset);
    if (!isBoxType(box.type)) throw new Malformed(`not a box at ${offset}`);
    const size = box.end;
    if (box.type === wanted && !found) {
      if (size > maxBytes) return undefined;
      found = offset + size <= head.length ? head.subarray(offset, offset + size) : await readExactly(source, offset, size);
    }
    if (box.type === 'mdat') sawMdat = true;
    if (found && sawMdat) break;
    offset += size;
  }
  return found;
}

/** Version 0 stores times in 32 bits, version 1 in 64; all ones means "unknown", which counts as no duration. */
export function timeField(bytes: Bytes, offset: number, version: number): number {
  if (version !== 1) {
    const value = bytes.u32(offset);
    return value === 0xffffffff ? 0 : value;
  }
  if (bytes.u32(offset) === 0xffffffff && bytes.u32(offset + 4) === 0xffffffff) return 0;
  return bytes.u64(offset);
}
