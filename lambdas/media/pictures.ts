import { type ByteSource, Bytes, Malformed, readExactly } from './bytes';
import { type Box, boxAt, childrenOf, find, readTopLevelBox } from './iso-bmff';

/**
 * Displayed width and height of a picture from its header, per format. Sizes are as a viewer shows the picture:
 * a JPEG's EXIF orientation or a HEIF's `irot` that turns it a quarter swaps them.
 */

export type PictureType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic' | 'image/heif';

export interface Size {
  width: number;
  height: number;
}

/** One ranged read covers a picture's header; a JPEG whose frame header comes after a large EXIF thumbnail gets more. */
const PICTURE_CHUNK_BYTES = 256 * 1024;
/** Past this, a header is not worth finding: the upload is refused as unreadable. */
const PICTURE_READ_LIMIT = 2 * 1024 * 1024;

/**
 * The picture's bytes in `PICTURE_CHUNK_BYTES` windows: a range inside the current window costs nothing, any other
 * reads a new window starting there, so a forward scan (JPEG segments) skips what it jumps over and reads each byte at
 * most about once. Nothing past `PICTURE_READ_LIMIT` is read.
 */
class ChunkedReader {
  private start = 0;
  private data: Uint8Array = new Uint8Array(0);

  constructor(private readonly source: ByteSource) {}

  async range(offset: number, length: number): Promise<Bytes> {
    if (offset + length > PICTURE_READ_LIMIT) throw new Malformed(`header past ${PICTURE_READ_LIMIT} bytes`);
    if (offset < this.start || offset + length > this.start + this.data.length) {
      const chunk = Math.min(this.source.size - offset, Math.max(length, Math.min(PICTURE_CHUNK_BYTES, PICTURE_READ_LIMIT - offset)));
      this.data = await readExactly(this.source, offset, chunk);
      this.start = offset;
    }
    if (offset + length > this.start + this.data.length) throw new Malformed(`range ${offset}+${length} past the end`);
    return new Bytes(this.data.subarray(offset - this.start, offset - this.start + length));
  }
}

export async function pictureSize(source: ByteSource, type: PictureType): Promise<Size | undefined> {
  const reader = new ChunkedReader(source);
  switch (type) {
    case 'image/jpeg':
      return jpegSize(reader);
    case 'image/png':
      return pngSize(await reader.range(0, 24));
    case 'image/gif':
      return gifSize(await reader.range(0, 10));
    case 'image/webp':
      return webpSize(await reader.range(0, 30));
    case 'image/heic':
    case 'image/heif':
      return heifSize(source, await reader.range(0, Math.min(source.size, PICTURE_CHUNK_BYTES)));
  }
}

function pngSize(bytes: Bytes): Size | undefined {
  if (bytes.u32(0) !== 0x89504e47 || bytes.ascii(12, 4) !== 'IHDR') return undefined;
  return { width: bytes.u32(16), height: bytes.u32(20) };
}

function gifSize(bytes: Bytes): Size | undefined {
  const signature = bytes.ascii(0, 6);
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return undefined;
  return { width: bytes.u16(6, true), height: bytes.u16(8, true) };
}

/** The first chunk gives the size: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`, the canvas). */
function webpSize(bytes: Bytes): Size | undefined {
  if (bytes.ascii(0, 4) !== 'RIFF' || bytes.ascii(8, 4) !== 'WEBP') return undefined;
  switch (bytes.ascii(12, 4)) {
    case 'VP8 ':
      // Frame tag (3 bytes) and start code 9d 01 2a, then 14-bit width and height (the top 2 bits are scaling).
      if (bytes.u8(23) !== 0x9d || bytes.u8(24) !== 0x01 || bytes.u8(25) !== 0x2a) return undefined;
      return { width: bytes.u16(26, true) & 0x3fff, height: bytes.u16(28, true) & 0x3fff };
    case 'VP8L': {
      if (bytes.u8(20) !== 0x2f) return undefined;
      const bits = bytes.u32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: bytes.u24le(24) + 1, height: bytes.u24le(27) + 1 };
    default:
      return undefined;
  }
}

/** Markers with no length: TEM, RST0..7, SOI. */
function standalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

/** SOF0..SOF15 are frame headers, except DHT (C4), JPG (C8) and DAC (CC) which share the range. */
function frameHeader(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the segments to the frame header, reading the EXIF orientation on the way (it comes first, in APP1). */
async function jpegSize(reader: ChunkedReader): Promise<Size | undefined> {
  const soi = await reader.range(0, 2);
  if (soi.u8(0) !== 0xff || soi.u8(1) !== 0xd8) return undefined;
  let orientation = 1;
  let offset = 2;
  for (;;) {
    const marker = await reader.range(offset, 2);
    if (marker.u8(0) !== 0xff) throw new Malformed(`no marker at ${offset}`);
    const code = marker.u8(1);
    // 0xff before a marker is fill, any number of times.
    if (code === 0xff) {
      offset += 1;
      continue;
    }
    if (standalone(code)) {
      offset += 2;
      continue;
    }
    // Image data or the end before any frame header: there is no size to find.
    if (code === 0xda || code === 0xd9) return undefined;
    const length = (await reader.range(offset + 2, 2)).u16(0);
    if (length < 2) throw new Malformed(`segment length ${length} at ${offset}`);
    if (frameHeader(code)) {
      // Length, then precision (1 byte), height and width (2 each). A height of 0 is defined later (DNL): not supported.
      const frame = await reader.range(offset + 4, 5);
      const size = { width: frame.u16(3), height: frame.u16(1) };
      if (size.width === 0 || size.height === 0) return undefined;
      return orientation >= 5 ? { width: size.height, height: size.width } : size;
    }
    if (code === 0xe1) orientation = exifOrientation(await reader.range(offset + 4, length - 2)) ?? orientation;
    offset += 2 + length;
  }
}

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The Orientation tag of an APP1 segment's IFD0 (1..8; 5 to 8 turn the picture a quarter). A broken EXIF block does
 * not make the picture unreadable (viewers show it, unrotated), so it counts as no orientation.
 */
function exifOrientation(segment: Bytes): number | undefined {
  try {
    if (segment.ascii(0, 6) !== 'Exif\0\0') return undefined;
    const tiff = 6;
    const order = segment.ascii(tiff, 2);
    if (order !== 'II' && order !== 'MM') return undefined;
    const little = order === 'II';
    if (segment.u16(tiff + 2, little) !== 42) return undefined;
    const ifd = tiff + segment.u32(tiff + 4, little);
    const count = segment.u16(ifd, little);
    for (let index = 0; index < count; index += 1) {
      const entry = ifd + 2 + index * 12;
      if (segment.u16(entry, little) !== ORIENTATION_TAG) continue;
      if (segment.u16(entry + 2, little) !== SHORT) return undefined;
      const value = segment.u16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
    return undefined;
  } catch (error) {
    if (error instanceof Malformed) return undefined;
    throw error;
  }
}

/**
 * HEIC and HEIF: the `meta` box lists item properties (`iprp/ipco`) and which item has which (`iprp/ipma`). The
 * primary item's (`pitm`) `ispe` is the size and its `irot` the rotation. When the associations are missing, the
 * largest `ispe` is the picture (a grid's tiles are smaller than the grid) and the first `irot` its rotation.
 */
async function heifSize(source: ByteSource, head: Bytes): Promise<Size | undefined> {
  const data = await readTopLevelBox(source, head.data, 'meta', PICTURE_READ_LIMIT);
  if (!data) return undefined;
  const bytes = new Bytes(data);
  const meta = boxAt(bytes, 0, bytes.length);
  const ipco = find(bytes, meta, 'iprp', 'ipco');
  if (!ipco) return undefined;
  const properties = childrenOf(bytes, ipco);
  const primary = primaryProperties(bytes, meta, properties);
  const sizeOf = (ispe: Box): Size => ({ width: bytes.u32(ispe.body + 4), height: bytes.u32(ispe.body + 8) });
  const primarySize = primary?.find((box) => box.type === 'ispe');
  const size = primarySize ? sizeOf(primarySize) : largest(properties.filter((box) => box.type === 'ispe').map(sizeOf));
  if (!size) return undefined;
  const irot = (primary ?? properties).find((box) => box.type === 'irot');
  // `irot` is a plain box: one byte, the low 2 bits are the angle in quarter turns anticlockwise.
  const quarterTurn = irot !== undefined && bytes.u8(irot.body) % 2 === 1;
  return quarterTurn ? { width: size.height, height: size.width } : size;
}

/** The properties associated with the primary item, or undefined when the file does not say which they are. */
function primaryProperties(bytes: Bytes, meta: Box, properties: Box[]): Box[] | undefined {
  const pitm = find(bytes, meta, 'pitm');
  const ipma = find(bytes, meta, 'iprp', 'ipma');
  if (!pitm || !ipma) return undefined;
  const primary = bytes.u8(pitm.body) === 0 ? bytes.u16(pitm.body + 4) : bytes.u32(pitm.body + 4);
  const version = bytes.u8(ipma.body);
  // Flag 1: property indexes take 15 bits (2 bytes with the "essential" bit) instead of 7.
  const wideIndexes = (bytes.u8(ipma.body + 3) & 1) === 1;
  const entries = bytes.u32(ipma.body + 4);
  let offset = ipma.body + 8;
  for (let entry = 0; entry < entries; entry += 1) {
    const item = version < 1 ? bytes.u16(offset) : bytes.u32(offset);
    offset += version < 1 ? 2 : 4;
    const associations = bytes.u8(offset);
    offset += 1;
    const indexes: number[] = [];
    for (let association = 0; association < associations; association += 1) {
      indexes.push(wideIndexes ? bytes.u16(offset) & 0x7fff : bytes.u8(offset) & 0x7f);
      offset += wideIndexes ? 2 : 1;
    }
    if (offset > ipma.end) throw new Malformed('ipma past its box');
    // Indexes are 1-based; 0 means "no property" (and `properties[-1]` is undefined, like an index past the end).
    if (item === primary) return indexes.flatMap((index) => properties[index - 1] ?? []);
  }
  return undefined;
}

function largest(sizes: Size[]): Size | undefined {
  return sizes.reduce<Size | undefined>((best, size) => (!best || size.width * size.height > best.width * best.height ? size : best), undefined);
}
