import type { UploadType } from './uploads';

/**
 * The real type of a file from its first bytes (magic numbers), whatever its name or declared type say. Pure and
 * byte-based, so the upload check runs it on a ranged read of the object, and a browser could run it on
 * `file.slice(0, SNIFF_BYTES)` before uploading.
 */

/** Enough for every signature below, including an ISO media `ftyp` box with a long list of compatible brands. */
export const SNIFF_BYTES = 512;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** ISO base media (`ftyp` box) brands. HEIF images are recognised by their major brand only: AVIF lists `mif1` too. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp71', 'avc1', 'dash', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'MSNV', 'XAVC']);
const QUICKTIME_BRAND = 'qt  ';
/** Classic QuickTime files start with one of these atoms instead of `ftyp`. */
const QUICKTIME_FIRST_ATOMS = new Set(['moov', 'mdat', 'wide']);

export function sniffType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return isoMediaType(bytes);
}

function isoMediaType(bytes: Uint8Array): UploadType | undefined {
  if (bytes.length < 12) return undefined;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const boxType = ascii(bytes, 4, 8);
  if (QUICKTIME_FIRST_ATOMS.has(boxType) && boxSize >= 8) return 'video/quicktime';
  if (boxType !== 'ftyp' || boxSize < 16) return undefined;
  const major = ascii(bytes, 8, 12);
  if (HEIC_BRANDS.has(major)) return 'image/heic';
  if (HEIF_BRANDS.has(major)) return 'image/heif';
  if (major === QUICKTIME_BRAND) return 'video/quicktime';
  if (MP4_BRANDS.has(major)) return 'video/mp4';
  // An unusual major brand (a camera maker's own) with a standard compatible brand is still an MP4 or QuickTime file.
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) {
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === QUICKTIME_BRAND) return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
  }
  return undefined;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return '';
  return String.fromCharCode(...bytes.subarray(start, end));
}
