import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type ByteSource, countingSource, probePicture, probeVideo } from '../../lambdas/media/probe';
import { ffmpegPath } from '../../scripts/local/ffmpeg';

/**
 * The media probe against real files: videos made by the ffmpeg the project installs (on linux-x64 a 2018 static build),
 * pictures by sharp. HEIC has no writer here (sharp's prebuilt libheif saves AVIF only), so HEIF is tested on sharp's
 * AVIF (the same box structure) and on hand-built box trees.
 */

const FFMPEG = ffmpegPath();

let dir = '';
const files: Record<string, Buffer> = {};

function ffmpeg(args: string[]): void {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** testsrc2 rather than a plain colour: the samples must weigh something, or the whole file fits in the first read. */
function video(name: string, { size = '1080x1920', seconds = 3, fps = 2, audio = true, extra = [] as string[] } = {}): void {
  const audioInput = audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=8000'] : [];
  const audioCodec = audio ? ['-c:a', 'aac', '-shortest'] : ['-an'];
  const input = ['-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${fps}`, ...audioInput, '-t', String(seconds)];
  ffmpeg([...input, '-c:v', 'libx264', '-preset', 'ultrafast', ...audioCodec, ...extra, join(dir, name)]);
}

/** Writes the rotate tag on a stream copy: this ffmpeg ignores it when encoding, and writes the matrix only here. */
function rotated(from: string, name: string, rotate: number): void {
  ffmpeg(['-i', join(dir, from), '-c', 'copy', '-metadata:s:v:0', `rotate=${rotate}`, join(dir, name)]);
}

/** The rotation ffmpeg itself reads back from a file (its `rotate` tag), to hold our matrix reading to it. */
function ffmpegRotation(name: string): number {
  const { stderr } = spawnSync(FFMPEG, ['-hide_banner', '-i', join(dir, name)], { encoding: 'utf8' });
  return Number(/rotate\s*:\s*(\d+)/.exec(stderr)?.[1] ?? 0);
}

function source(data: Uint8Array): ByteSource {
  return { size: data.length, read: async (offset, length) => data.subarray(offset, offset + length) };
}

function file(name: string): Buffer {
  const data = files[name] ?? readFileSync(join(dir, name));
  files[name] = data;
  return data;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'media-probe-'));
  video('portrait.mp4');
  video('faststart.mp4', { extra: ['-movflags', '+faststart'] });
  video('landscape-stored.mp4', { size: '1920x1080', audio: false });
  rotated('landscape-stored.mp4', 'rotated-90.mp4', 270);
  rotated('landscape-stored.mp4', 'rotated-270.mp4', 90);
  video('silent.mp4', { audio: false });
  video('movie.mov', { extra: ['-f', 'mov'] });
  video('long.mp4', { seconds: 15, fps: 1 });
  ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=8000', '-t', '3', '-c:a', 'aac', join(dir, 'audio-only.mp4')]);
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('probeVideo', () => {
  test('a phone-shaped mp4 with audio, moov at the end (ffmpeg default)', async () => {
    const data = file('portrait.mp4');
    expect(data.indexOf('moov')).toBeGreaterThan(data.indexOf('mdat'));
    const facts = await probeVideo(source(data));
    expect(facts).toEqual({ kind: 'video', durationSeconds: expect.closeTo(3, 0), width: 1080, height: 1920, rotation: 0, hasVideo: true, hasAudio: true });
  });

  test('moov at the end costs the first 64 KiB, one 16-byte header and the moov: three reads', async () => {
    const data = file('portrait.mp4');
    const counted = countingSource(source(data));
    await probeVideo(counted);
    const moovSize = data.readUInt32BE(data.lastIndexOf('moov') - 4);
    expect(counted.reads()).toBe(3);
    expect(counted.bytesRead()).toBe(64 * 1024 + 16 + moovSize);
    expect(counted.bytesRead()).toBeLessThan(data.length / 5);
  });

  test('faststart: the moov comes first, one read does', async () => {
    const data = file('faststart.mp4');
    expect(data.indexOf('moov')).toBeLessThan(data.indexOf('mdat'));
    const counted = countingSource(source(data));
    expect(await probeVideo(counted)).toEqual(await probeVideo(source(file('portrait.mp4'))));
    expect(counted.reads()).toBe(1);
  });

  test('a landscape track with a 90° matrix is a portrait video, as ffmpeg reads it too', async () => {
    const facts = await probeVideo(source(file('rotated-90.mp4')));
    expect(facts).toMatchObject({ width: 1080, height: 1920, rotation: 90, hasVideo: true, hasAudio: false });
    expect(ffmpegRotation('rotated-90.mp4')).toBe(90);
  });

  test('270° (this ffmpeg writes it for "rotate=90" on a stream copy: its sign is inverted there)', async () => {
    expect(await probeVideo(source(file('rotated-270.mp4')))).toMatchObject({ width: 1080, height: 1920, rotation: 270 });
    expect(ffmpegRotation('rotated-270.mp4')).toBe(270);
  });

  test('the unrotated landscape file stays landscape', async () => {
    expect(await probeVideo(source(file('landscape-stored.mp4')))).toMatchObject({ width: 1920, height: 1080, rotation: 0 });
  });

  test('no audio track', async () => {
    expect(await probeVideo(source(file('silent.mp4')))).toMatchObject({ hasVideo: true, hasAudio: false, width: 1080, height: 1920 });
  });

  test('no video track', async () => {
    expect(await probeVideo(source(file('audio-only.mp4')))).toMatchObject({ hasVideo: false, hasAudio: true, width: 0, height: 0, durationSeconds: expect.closeTo(3, 0) });
  });

  test('a QuickTime .mov', async () => {
    const data = file('movie.mov');
    expect(data.toString('latin1', 4, 12)).toBe('ftypqt  ');
    expect(await probeVideo(source(data))).toMatchObject({ kind: 'video', width: 1080, height: 1920, hasAudio: true, durationSeconds: expect.closeTo(3, 0) });
  });

  test('15 seconds', async () => {
    expect((await probeVideo(source(file('long.mp4'))))?.durationSeconds).toBeCloseTo(15, 0);
  });

  test('a truncated upload is unreadable, whether the moov is lost or only the samples are cut', async () => {
    const moovAtEnd = file('portrait.mp4');
    expect(await probeVideo(source(moovAtEnd.subarray(0, Math.floor(moovAtEnd.length * 0.6))))).toBeUndefined();
    expect(await probeVideo(source(moovAtEnd.subarray(0, moovAtEnd.length - 10)))).toBeUndefined();
    const faststart = file('faststart.mp4');
    expect(await probeVideo(source(faststart.subarray(0, Math.floor(faststart.length * 0.6))))).toBeUndefined();
  });

  test('random bytes, a picture and an empty file are not videos', async () => {
    expect(await probeVideo(source(randomBytes(1, 100_000)))).toBeUndefined();
    expect(await probeVideo(source(await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).png().toBuffer()))).toBeUndefined();
    expect(await probeVideo(source(new Uint8Array(0)))).toBeUndefined();
  });

  test('a source that says its object is longer than what it answers is unreadable', async () => {
    const data = file('faststart.mp4');
    expect(await probeVideo({ size: data.length, read: async (offset, length) => data.subarray(offset, offset + Math.floor(length / 2)) })).toBeUndefined();
  });

  test("the source's own errors are not swallowed as unreadable", async () => {
    const failing: ByteSource = { size: 1000, read: () => Promise.reject(new Error('S3 is down')) };
    await expect(probeVideo(failing)).rejects.toThrow('S3 is down');
  });

  test('a 64-bit largesize mdat is skipped like any other', async () => {
    // Rewrite ftyp | free(8) | mdat as ftyp | mdat with a 16-byte header (size 1, largesize): same offsets after it.
    const data = Buffer.from(file('portrait.mp4'));
    const free = data.indexOf('free') - 4;
    const mdatSize = data.readUInt32BE(free + 8);
    data.writeUInt32BE(1, free);
    data.write('mdat', free + 4, 'latin1');
    data.writeBigUInt64BE(BigInt(mdatSize + 8), free + 8);
    expect(await probeVideo(source(data))).toMatchObject({ width: 1080, height: 1920, hasAudio: true });
  });

  test('hostile moov boxes never throw: every 32-bit field set to 0, 1, 7 and 0xffffffff, and random bytes', async () => {
    const data = file('faststart.mp4');
    const moovStart = data.indexOf('moov') - 4;
    const moovEnd = moovStart + data.readUInt32BE(moovStart);
    for (let offset = moovStart; offset < moovEnd - 4; offset += 4) {
      for (const value of [0, 1, 7, 0xffffffff]) {
        const broken = Buffer.from(data);
        broken.writeUInt32BE(value, offset);
        await probeVideo(source(broken));
      }
    }
    const random = prng(7);
    for (let round = 0; round < 300; round += 1) {
      const broken = Buffer.from(data);
      for (let flip = 0; flip < 4; flip += 1) broken[moovStart + Math.floor(random() * (moovEnd - moovStart))] = Math.floor(random() * 256);
      await probeVideo(source(broken));
    }
  });
});

describe('probePicture', () => {
  const canvas = () => sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 200, g: 80, b: 40 } } });

  test.each([
    ['jpeg', 'image/jpeg', () => canvas().jpeg().toBuffer()],
    ['png', 'image/png', () => canvas().png().toBuffer()],
    ['gif', 'image/gif', () => canvas().gif().toBuffer()],
    ['lossy webp (VP8)', 'image/webp', () => canvas().webp().toBuffer()],
    ['lossless webp (VP8L)', 'image/webp', () => canvas().webp({ lossless: true }).toBuffer()],
    ['extended webp (VP8X)', 'image/webp', () => canvas().webp().withMetadata({ orientation: 1 }).toBuffer()],
    ['HEIF container (AVIF)', 'image/heif', () => canvas().avif({ effort: 0 }).toBuffer()],
  ] as const)('%s', async (_name, type, make) => {
    expect(await probePicture(source(await make()), type)).toEqual({ kind: 'picture', width: 1200, height: 1600 });
  });

  test('a JPEG with EXIF orientation 6 is shown turned: width and height swap', async () => {
    const data = await canvas().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await probePicture(source(data), 'image/jpeg')).toEqual({ kind: 'picture', width: 1600, height: 1200 });
  });

  test('a JPEG with orientation 3 (upside down) keeps its size', async () => {
    const data = await canvas().jpeg().withMetadata({ orientation: 3 }).toBuffer();
    expect(await probePicture(source(data), 'image/jpeg')).toEqual({ kind: 'picture', width: 1200, height: 1600 });
  });

  test('a frame header after 320 KiB of APP segments takes a second read; past 2 MiB the JPEG is unreadable', async () => {
    const jpeg = await canvas().jpeg().toBuffer();
    const late = withAppSegments(jpeg, 5);
    const counted = countingSource(source(late));
    expect(await probePicture(counted, 'image/jpeg')).toEqual({ kind: 'picture', width: 1200, height: 1600 });
    expect(counted.reads()).toBe(2);
    expect(counted.bytesRead()).toBeLessThan(600 * 1024);
    expect(await probePicture(source(withAppSegments(jpeg, 34)), 'image/jpeg')).toBeUndefined();
  });

  test('one read of 256 KiB at most for a header at the start', async () => {
    const counted = countingSource(source(await canvas().png().toBuffer()));
    await probePicture(counted, 'image/png');
    expect(counted.reads()).toBe(1);
    expect(counted.bytesRead()).toBeLessThanOrEqual(256 * 1024);
  });

  test('truncated, mistyped and random files are unreadable', async () => {
    const png = await canvas().png().toBuffer();
    expect(await probePicture(source(png.subarray(0, 20)), 'image/png')).toBeUndefined();
    expect(await probePicture(source(png), 'image/jpeg')).toBeUndefined();
    expect(await probePicture(source(png), 'image/heic')).toBeUndefined();
    const jpeg = await canvas().jpeg().toBuffer();
    expect(await probePicture(source(jpeg.subarray(0, 100)), 'image/jpeg')).toBeUndefined();
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'] as const) {
      expect(await probePicture(source(randomBytes(2, 5000)), type)).toBeUndefined();
    }
  });

  test('hostile JPEG headers never throw', async () => {
    const data = await canvas().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const random = prng(11);
    for (let round = 0; round < 300; round += 1) {
      const broken = Buffer.from(data);
      for (let flip = 0; flip < 3; flip += 1) broken[Math.floor(random() * 700)] = Math.floor(random() * 256);
      await probePicture(source(broken), 'image/jpeg');
    }
  });

  describe('HEIC box trees', () => {
    // An iPhone-like file: the primary item (1) is a grid with the full size and a quarter-turn `irot`; the tiles
    // (2) are 512x512.
    const properties = [ispe(512, 512), ispe(4032, 3024), irot(1)];

    test('the primary item’s ispe, turned by its irot', async () => {
      const file = heic([pitm(1), iprp(properties, ipma(0, 0, [[2, [1]], [1, [2, 3]]]))]);
      expect(await probePicture(source(file), 'image/heic')).toEqual({ kind: 'picture', width: 3024, height: 4032 });
    });

    test('ipma version 1 with 15-bit property indexes', async () => {
      const file = heic([pitm(1), iprp(properties, ipma(1, 1, [[1, [2, 3]]]))]);
      expect(await probePicture(source(file), 'image/heif')).toEqual({ kind: 'picture', width: 3024, height: 4032 });
    });

    test('no rotation when the primary item has no irot', async () => {
      const file = heic([pitm(1), iprp(properties, ipma(0, 0, [[1, [2]]]))]);
      expect(await probePicture(source(file), 'image/heic')).toEqual({ kind: 'picture', width: 4032, height: 3024 });
    });

    test('without associations: the largest ispe and the first irot', async () => {
      const file = heic([iprp(properties)]);
      expect(await probePicture(source(file), 'image/heic')).toEqual({ kind: 'picture', width: 3024, height: 4032 });
    });

    test('no ispe at all, or no meta, is unreadable', async () => {
      expect(await probePicture(source(heic([pitm(1), iprp([irot(0)])])), 'image/heic')).toBeUndefined();
      expect(await probePicture(source(concat(box('ftyp', ascii('heic'), u32(0), ascii('mif1heic')), box('mdat', new Uint8Array(100)))), 'image/heic')).toBeUndefined();
    });

    test('hostile box trees never throw', async () => {
      const file = heic([pitm(1), iprp(properties, ipma(0, 0, [[2, [1]], [1, [2, 3]]]))]);
      for (let offset = 0; offset < file.length - 4; offset += 1) {
        for (const value of [0, 1, 9, 0xffffffff]) {
          const broken = Buffer.from(file);
          broken.writeUInt32BE(value, offset);
          await probePicture(source(broken), 'image/heic');
        }
      }
    });
  });
});

/** Inserts `count` APP2 segments of 64 KiB right after the SOI, as a camera's large EXIF/MPF data would sit. */
function withAppSegments(jpeg: Buffer, count: number): Buffer {
  const segment = Buffer.alloc(2 + 65535);
  segment.writeUInt16BE(0xffe2, 0);
  segment.writeUInt16BE(65535, 2);
  return Buffer.concat([jpeg.subarray(0, 2), ...Array.from({ length: count }, () => segment), jpeg.subarray(2)]);
}

/** A deterministic generator (mulberry32), so a failing fuzz round fails again. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function randomBytes(seed: number, length: number): Uint8Array {
  const random = prng(seed);
  return Uint8Array.from({ length }, () => Math.floor(random() * 256));
}

function concat(...parts: Uint8Array[]): Buffer {
  return Buffer.concat(parts);
}

function u8(value: number): Uint8Array {
  return Uint8Array.of(value);
}

function u16(value: number): Uint8Array {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

function u32(value: number): Uint8Array {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function ascii(text: string): Uint8Array {
  return Buffer.from(text, 'latin1');
}

function box(type: string, ...parts: Uint8Array[]): Buffer {
  const body = concat(...parts);
  return concat(u32(8 + body.length), ascii(type), body);
}

function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Buffer {
  return box(type, u8(version), u8(0), u16(flags), ...parts);
}

function heic(metaChildren: Uint8Array[]): Buffer {
  const ftyp = box('ftyp', ascii('heic'), u32(0), ascii('mif1heic'));
  const meta = fullBox('meta', 0, 0, fullBox('hdlr', 0, 0, u32(0), ascii('pict'), new Uint8Array(13)), ...metaChildren);
  return concat(ftyp, meta, box('mdat', new Uint8Array(64)));
}

function pitm(item: number): Buffer {
  return fullBox('pitm', 0, 0, u16(item));
}

function ispe(width: number, height: number): Buffer {
  return fullBox('ispe', 0, 0, u32(width), u32(height));
}

function irot(quarterTurns: number): Buffer {
  return box('irot', u8(quarterTurns));
}

function iprp(properties: Uint8Array[], ...rest: Uint8Array[]): Buffer {
  return box('iprp', box('ipco', ...properties), ...rest);
}

/** Item id and 1-based property indexes per entry; flag 1 writes each index in 2 bytes. */
function ipma(version: number, flags: number, entries: [number, number[]][]): Buffer {
  const body = entries.flatMap(([item, indexes]) => [
    version < 1 ? u16(item) : u32(item),
    u8(indexes.length),
    ...indexes.map((index) => (flags & 1 ? u16(0x8000 | index) : u8(0x80 | index))),
  ]);
  return fullBox('ipma', version, flags, u32(entries.length), ...body);
}
