/**
 * Bounds-checked reads over an uploaded file's bytes. Every length and offset in a media file is hostile input: an
 * accessor past the end throws `Malformed` (never a RangeError from DataView), and the probe turns it into
 * "unreadable" at its one boundary, so the parsers read straight through without an `undefined` check per field.
 */

/** The file is not what its boxes or markers claim: truncated, corrupt or crafted. */
export class Malformed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'Malformed';
  }
}

/** Reads bytes of a stored object by range; `size` is the object's size. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** A range of the source, all of it: a short answer means the object is shorter than its size said. */
export async function readExactly(source: ByteSource, offset: number, length: number): Promise<Uint8Array> {
  if (offset < 0 || length < 0 || offset + length > source.size) throw new Malformed(`range ${offset}+${length} past the end`);
  const bytes = await source.read(offset, length);
  if (bytes.length < length) throw new Malformed(`short read at ${offset}`);
  return bytes.length === length ? bytes : bytes.subarray(0, length);
}

export class Bytes {
  private readonly view: DataView;

  constructor(readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  get length(): number {
    return this.data.length;
  }

  has(offset: number, length: number): boolean {
    return Number.isSafeInteger(offset) && offset >= 0 && length >= 0 && offset + length <= this.data.length;
  }

  u8(offset: number): number {
    this.need(offset, 1);
    return this.view.getUint8(offset);
  }

  u16(offset: number, littleEndian = false): number {
    this.need(offset, 2);
    return this.view.getUint16(offset, littleEndian);
  }

  u24le(offset: number): number {
    this.need(offset, 3);
    return this.view.getUint16(offset, true) | (this.view.getUint8(offset + 2) << 16);
  }

  u32(offset: number, littleEndian = false): number {
    this.need(offset, 4);
    return this.view.getUint32(offset, littleEndian);
  }

  i32(offset: number): number {
    this.need(offset, 4);
    return this.view.getInt32(offset);
  }

  /** A 64-bit size or duration; past 2^53 it cannot be a real one, and a double would lose it anyway. */
  u64(offset: number): number {
    const value = this.u32(offset) * 2 ** 32 + this.u32(offset + 4);
    if (!Number.isSafeInteger(value)) throw new Malformed(`64-bit value too large at ${offset}`);
    return value;
  }

  ascii(offset: number, length: number): string {
    this.need(offset, length);
    return String.fromCharCode(...this.data.subarray(offset, offset + length));
  }

  private need(offset: number, length: number): void {
    if (!this.has(offset, length)) throw new Malformed(`${length} bytes at ${offset} past the end (${this.data.length})`);
  }
}
