import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Real files made from bytes, for tests and the bench: no fixtures to keep, any size on demand. The PNG is a complete,
 * decodable image; the MP4 is an ISO media file whose `ftyp` box is a real camera's (what the upload check reads),
 * followed by an `mdat` box of the requested size.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width` x `height` RGBA pixels. `noise` fills it with random pixels, which deflate cannot shrink, so the
 * file is about width x height x 4 bytes (1024 x 1024 gives 4 MB); otherwise it is a flat colour and tiny.
 */
export function png(width = 1, height = 1, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  const row = width * 4 + 1; // each scanline starts with its filter byte (0: none)
  const pixels = noise ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y++) pixels[y * row] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: noise ? 0 : 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function box(type: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'ascii'), payload]);
}

/** An MP4 of `totalBytes` (at least 64): `ftyp` (major isom, as phones and ffmpeg write it), then `mdat`. */
export function mp4(totalBytes = 1024): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'ascii')]));
  const mdat = box('mdat', randomBytes(Math.max(totalBytes - ftyp.length - 8, 0)));
  return Buffer.concat([ftyp, mdat]);
}

/** The start of a Linux executable (ELF, x86-64), padded to `totalBytes`: what a renamed program looks like. */
export function elfExecutable(totalBytes = 4096): Buffer {
  const bytes = Buffer.alloc(totalBytes);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]).copy(bytes);
  bytes.writeUInt16LE(2, 16); // e_type: executable
  bytes.writeUInt16LE(0x3e, 18); // e_machine: x86-64
  return bytes;
}

/** A one-page PDF that says `text` (ASCII) in Helvetica: a complete file, with its cross-reference table. */
export function pdf(text = 'Brief'): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
