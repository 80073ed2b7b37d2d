// upload-client imports the API client, which loads the identity module and the runtime configuration lazily; neither is used here.
jest.mock('../../web/src/lib/identity', () => ({ loadAuth: async () => ({ getAccessToken: async () => undefined }) }));
jest.mock('../../web/src/lib/config', () => ({ loadRuntimeConfig: async () => ({ apiBase: '/api' }) }));
import { acceptFor, declaredType, kindOfUrl, refusalBeforeUpload } from '../../web/src/components/upload/upload-client';
import { UPLOAD_MAX_BYTES } from '../../shared/domain/constants';

/** A File of `size` bytes without allocating them all: the checks only read name, type and size. */
function fileOf(name: string, type: string, size = 10): File {
  const file = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the upload checks made before anything is sent', () => {
  it('accepts a picture as an avatar and a video for the portfolio', () => {
    expect(refusalBeforeUpload(fileOf('me.jpg', 'image/jpeg'), 'avatar')).toBeUndefined();
    expect(refusalBeforeUpload(fileOf('clip.mov', 'video/quicktime'), 'portfolio')).toBeUndefined();
    expect(refusalBeforeUpload(fileOf('scan.pdf', 'application/pdf'), 'licence')).toBeUndefined();
  });

  it("refuses a type the purpose does not take, an unknown type and a name that disagrees with the type: 'File type is not valid'", () => {
    expect(refusalBeforeUpload(fileOf('clip.mp4', 'video/mp4'), 'avatar')).toBe('fileTypeInvalid');
    expect(refusalBeforeUpload(fileOf('setup.exe', 'application/x-msdownload'), 'portfolio')).toBe('fileTypeInvalid');
    expect(refusalBeforeUpload(fileOf('logo.svg', 'image/svg+xml'), 'avatar')).toBe('fileTypeInvalid');
    expect(refusalBeforeUpload(fileOf('setup.exe', 'image/png'), 'avatar')).toBe('fileTypeInvalid');
    expect(refusalBeforeUpload(fileOf('scan.pdf', 'application/pdf'), 'avatar')).toBe('fileTypeInvalid');
  });

  it('refuses more than 40 MB and an empty file', () => {
    expect(refusalBeforeUpload(fileOf('big.mp4', 'video/mp4', UPLOAD_MAX_BYTES), 'portfolio')).toBeUndefined();
    expect(refusalBeforeUpload(fileOf('big.mp4', 'video/mp4', UPLOAD_MAX_BYTES + 1), 'portfolio')).toBe('fileTooLarge');
    expect(refusalBeforeUpload(fileOf('empty.png', 'image/png', 0), 'avatar')).toBe('fileEmpty');
  });

  it('takes the type from the extension when the browser gives none (HEIC in Chromium)', () => {
    expect(declaredType(fileOf('IMG_0001.HEIC', ''))).toBe('image/heic');
    expect(refusalBeforeUpload(fileOf('IMG_0001.HEIC', ''), 'avatar')).toBeUndefined();
    expect(declaredType(fileOf('notes', ''))).toBeUndefined();
  });
});

describe('the helpers of the upload field', () => {
  it("lists the purpose's types and extensions for the file picker", () => {
    const accept = acceptFor('avatar').split(',');
    expect(accept).toEqual(expect.arrayContaining(['image/jpeg', 'image/heic', '.jpg', '.png']));
    expect(accept).not.toContain('video/mp4');
    expect(acceptFor('portfolio', ['image'])).not.toContain('video/');
  });

  it('tells the kind of a stored file from its URL', () => {
    expect(kindOfUrl('http://localhost:4569/media/uploads/u/portfolio/1-clip.MP4')).toBe('video');
    expect(kindOfUrl('https://bucket.s3.amazonaws.com/uploads/u/avatar/2-me.jpeg')).toBe('image');
    expect(kindOfUrl('https://bucket.s3.amazonaws.com/uploads/u/licence/3-scan.pdf')).toBe('document');
    expect(kindOfUrl('https://bucket.s3.amazonaws.com/uploads/u/licence/4-file')).toBeUndefined();
  });
});
