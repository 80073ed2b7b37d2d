import { RESULT_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../shared/domain/constants';
import { sniffType } from '../../shared/domain/file-signature';
import {
  contentRefusal,
  extensionOf,
  fileSizeRefusal,
  fileTypeRefusal,
  mayUploadFor,
  ownerOfKey,
  safeFileName,
  uploadKey,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type UploadType,
} from '../../shared/domain/uploads';
import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import { uploadRequestSchema } from '../../shared/validation/rules';
import { validate } from '../../shared/validation/validate';
import { elfExecutable, mp4, png } from '../support/media-files';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
/** An ISO media file's first box: `ftyp` with a major brand, minor version 0 and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8], 'mdat');
};

describe('sniffType: the real type from the first bytes', () => {
  it.each<[string, Uint8Array, UploadType | undefined]>([
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34], 'Exif'), 'image/jpeg'],
    ['PNG', png(), 'image/png'],
    ['GIF 87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF 89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['HEIC (iPhone)', ftyp('heic', 'mif1', 'heic'), 'image/heic'],
    ['HEIC image sequence', ftyp('hevc', 'msf1', 'hevc'), 'image/heic'],
    ['HEIF', ftyp('mif1', 'mif1', 'heic'), 'image/heif'],
    ['MP4 (isom)', mp4(), 'video/mp4'],
    ['MP4 (mp42)', ftyp('mp42', 'isom', 'mp42'), 'video/mp4'],
    ['MP4 (avc1)', ftyp('avc1', 'isom'), 'video/mp4'],
    ['M4V', ftyp('M4V ', 'M4V ', 'mp42', 'isom'), 'video/mp4'],
    ['MP4 from a camera with its own major brand', ftyp('XYZW', 'XYZW', 'iso6', 'mp41'), 'video/mp4'],
    ['MOV (ftyp qt)', ftyp('qt  ', 'qt  '), 'video/quicktime'],
    ['classic MOV starting with moov', bytes([0, 0, 0, 0x6c], 'moov', [0, 0, 0, 0x6c], 'mvhd'), 'video/quicktime'],
    ['classic MOV starting with wide', bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0], 'mdat'), 'video/quicktime'],
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3'), 'application/pdf'],
    ['an ELF executable', elfExecutable(), undefined],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]), undefined],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /\n'), undefined],
    ['a ZIP archive', bytes('PK', [3, 4, 20, 0, 0, 0]), undefined],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>'), undefined],
    ['SVG (scriptable, not accepted)', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), undefined],
    ['AVIF (an image format we do not accept)', ftyp('avif', 'avif', 'mif1', 'miaf'), undefined],
    ['3GP video (not accepted)', ftyp('3gp4', '3gp4'), undefined],
    ['an ftyp box shorter than its header', bytes([0, 0, 0, 8], 'ftyp', 'isom'), undefined],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), undefined],
    ['nothing', new Uint8Array(), undefined],
    ['two bytes of JPEG', bytes([0xff, 0xd8]), undefined],
  ])('%s', (_name, head, expected) => {
    expect(sniffType(head)).toBe(expected);
  });

  it('recognises a type from a slice of a buffer (as a ranged read hands it over)', () => {
    const padded = Buffer.concat([Buffer.alloc(10), mp4()]);
    expect(sniffType(padded.subarray(10))).toBe('video/mp4');
  });
});

describe('the declared type', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'avatar'],
    ['photo.JPEG', 'image/jpeg', 'avatar'],
    ['IMG_0001.HEIC', 'image/heic', 'portfolio'],
    ['clip.mov', 'video/quicktime', 'videoPitch'],
    ['clip.mp4', 'video/mp4', 'portfolio'],
    ['licence.pdf', 'application/pdf', 'licence'],
    ['scan.png', 'image/png', 'licence'],
    ['no-extension', 'image/webp', 'avatar'],
  ] as const)('accepts %s as %s for %s', (name, type, purpose) => {
    expect(fileTypeRefusal(type, name, purpose)).toBeUndefined();
  });

  it.each([
    ['a type we do not take', 'setup.exe', 'application/x-msdownload', 'avatar'],
    ['SVG, which can carry script', 'logo.svg', 'image/svg+xml', 'avatar'],
    ['a name whose extension is not the type\'s', 'setup.exe', 'image/png', 'avatar'],
    ['a video as an avatar', 'clip.mp4', 'video/mp4', 'avatar'],
    ['a picture as a video pitch', 'photo.png', 'image/png', 'videoPitch'],
    ['a PDF in the portfolio', 'cv.pdf', 'application/pdf', 'portfolio'],
    ['a type in upper case', 'photo.png', 'IMAGE/PNG', 'avatar'],
  ] as const)('refuses %s', (_label, name, type, purpose) => {
    expect(fileTypeRefusal(type, name, purpose)).toBe('fileTypeInvalid');
  });

  it('every accepted type is taken by some purpose', () => {
    const kinds = new Set(Object.values(UPLOAD_PURPOSES).flat());
    for (const { kind } of Object.values(UPLOAD_TYPES)) expect(kinds).toContain(kind);
  });
});

describe('sizes', () => {
  it.each([
    [1, undefined],
    [UPLOAD_MAX_BYTES, undefined],
    [UPLOAD_MAX_BYTES + 1, 'fileTooLarge'],
    [41 * 1024 * 1024, 'fileTooLarge'],
    [0, 'fileEmpty'],
  ])('%i bytes of a profile file: %s', (size, refusal) => {
    expect(fileSizeRefusal(size, 'portfolio', 'video/mp4')).toBe(refusal);
  });

  it.each([
    [UPLOAD_MAX_BYTES + 1, undefined],
    [350 * 1024 * 1024, undefined],
    [RESULT_MAX_BYTES, undefined],
    [RESULT_MAX_BYTES + 1, 'resultTooLarge'],
    [0, 'fileEmpty'],
  ])('%i bytes of a result video (issue 27: a 4K clip is hundreds of MB): %s', (size, refusal) => {
    expect(fileSizeRefusal(size, 'result', 'video/quicktime')).toBe(refusal);
  });

  it("keeps a result picture to 40 MB: its preview is made in memory", () => {
    expect(fileSizeRefusal(UPLOAD_MAX_BYTES + 1, 'result', 'image/jpeg')).toBe('fileTooLarge');
    expect(contentRefusal({ purpose: 'result', declaredType: 'video/mp4' }, { size: UPLOAD_MAX_BYTES + 1, type: 'image/png' })).toBe('fileTooLarge');
    expect(contentRefusal({ purpose: 'result', declaredType: 'video/mp4' }, { size: UPLOAD_MAX_BYTES + 1, type: 'video/mp4' })).toBeUndefined();
  });

  it('says the limit in its message', () => {
    expect(VALIDATION_MESSAGES.fileTooLarge).toBe('File is too large. The maximum size is 40 MB');
    expect(UPLOAD_MAX_BYTES).toBe(40 * 1024 * 1024);
    expect(VALIDATION_MESSAGES.resultTooLarge).toBe('File is too large. The maximum size is 1 GB');
    expect(RESULT_MAX_BYTES).toBe(1024 ** 3);
  });
});

describe('what the check concludes from the real bytes', () => {
  const avatarPng = { purpose: 'avatar', declaredType: 'image/png' } as const;

  it('accepts the declared type, and another type of the same kind (a .jpg renamed .png)', () => {
    expect(contentRefusal(avatarPng, { size: 100, type: 'image/png' })).toBeUndefined();
    expect(contentRefusal(avatarPng, { size: 100, type: 'image/jpeg' })).toBeUndefined();
  });

  it('refuses an unrecognised file, another kind, or a kind the purpose does not take', () => {
    expect(contentRefusal(avatarPng, { size: 100 })).toBe('fileTypeInvalid');
    expect(contentRefusal(avatarPng, { size: 100, type: 'video/mp4' })).toBe('fileTypeInvalid');
    expect(contentRefusal({ purpose: 'licence', declaredType: 'image/png' }, { size: 100, type: 'application/pdf' })).toBe('fileTypeInvalid');
  });

  it('refuses on the real size first, whatever the type', () => {
    expect(contentRefusal(avatarPng, { size: UPLOAD_MAX_BYTES + 1, type: 'image/png' })).toBe('fileTooLarge');
    expect(contentRefusal(avatarPng, { size: 0 })).toBe('fileEmpty');
  });
});

describe('keys and names', () => {
  it.each([
    ['../../etc/passwd.png', 'image/png', 'passwd.png'],
    ['C:\\Users\\me\\Desktop\\My Photo (1).JPG', 'image/jpeg', 'My-Photo-1.jpg'],
    ['uploads/other-user/avatar/x.png', 'image/png', 'x.png'],
    ['Crème brûlée.heic', 'image/heic', 'Creme-brulee.heic'],
    ['صورة.png', 'image/png', 'file.png'],
    ['.png', 'image/png', 'png.png'],
    ['clip', 'video/mp4', 'clip.mp4'],
    ['a.b.c.webp', 'image/webp', 'a-b-c.webp'],
    [`${'x'.repeat(300)}.mp4`, 'video/mp4', `${'x'.repeat(96)}.mp4`],
  ] as const)('%s becomes %s', (name, type, safe) => {
    expect(safeFileName(name, type)).toBe(safe);
  });

  it('builds every key under the owner\'s own prefix, whatever the name was', () => {
    const key = uploadKey('user-1', 'avatar', 'id-1', safeFileName('../../user-2/avatar/x.png', 'image/png'));
    expect(key).toBe('uploads/user-1/avatar/id-1-x.png');
    expect(ownerOfKey(key)).toBe('user-1');
    expect(ownerOfKey('other/user-1/x.png')).toBeUndefined();
    expect(ownerOfKey('uploads//x.png')).toBeUndefined();
  });

  it('reads extensions', () => {
    expect(extensionOf('a/b/c.PnG')).toBe('png');
    expect(extensionOf('.hidden')).toBeUndefined();
    expect(extensionOf('trailing.')).toBeUndefined();
  });
});

describe('who uploads what', () => {
  it('lets companies upload an avatar and chat files, creators their profile, chat files and receipts, admins nothing, and nobody a result through POST /s3', () => {
    expect(Object.keys(UPLOAD_PURPOSES).filter((purpose) => mayUploadFor('company', purpose as keyof typeof UPLOAD_PURPOSES))).toEqual(['avatar', 'chatAttachment']);
    expect(Object.keys(UPLOAD_PURPOSES).filter((purpose) => mayUploadFor('creator', purpose as keyof typeof UPLOAD_PURPOSES))).toEqual(['avatar', 'videoPitch', 'portfolio', 'licence', 'chatAttachment', 'receipt']);
    expect(mayUploadFor('admin', 'avatar')).toBe(false);
    expect(mayUploadFor(undefined, 'avatar')).toBe(false);
  });
});

describe('POST /s3 body (uploadRequestSchema)', () => {
  const valid = { fileName: 'me.png', fileType: 'image/png', size: 1234, purpose: 'avatar' };

  it('accepts a valid request', () => {
    expect(validate(uploadRequestSchema, valid)).toEqual({ value: valid });
  });

  it.each([
    ['a missing name', { fileName: undefined }, { fileName: 'required' }],
    ['a type we do not take', { fileType: 'application/zip', fileName: 'a.zip' }, { fileType: 'fileTypeInvalid' }],
    ['an executable declared as a picture', { fileName: 'tool.exe' }, { fileType: 'fileTypeInvalid' }],
    ['a video as an avatar', { fileType: 'video/mp4', fileName: 'a.mp4' }, { fileType: 'fileTypeInvalid' }],
    ['41 MB', { size: 41 * 1024 * 1024 }, { size: 'fileTooLarge' }],
    ['an empty file', { size: 0 }, { size: 'fileEmpty' }],
    ['a fraction of a byte', { size: 1.5 }, { size: 'valueInvalid' }],
    ['a size that is no number', { size: 'big' }, { size: 'valueInvalid' }],
    ['an unknown purpose', { purpose: 'wallpaper' }, { purpose: 'valueInvalid' }],
    ['a key chosen by the client', { key: 'uploads/other/x.png' }, { key: 'unknownField' }],
  ])('refuses %s', (_label, change, fields) => {
    expect(validate(uploadRequestSchema, { ...valid, ...change })).toEqual({ errors: fields });
  });
});
