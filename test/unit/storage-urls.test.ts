/** Presigned URLs are computed locally by the SDK: these tests need configuration, not a running S3. */
process.env.AWS_REGION = 'eu-central-1';
process.env.TABLE_NAME = 'table';
process.env.MEDIA_BUCKET = 'ugc-dev-media';
process.env.USERS_POOL_ID = 'pool-u';
process.env.USERS_CLIENT_ID = 'client-u';
process.env.ADMINS_POOL_ID = 'pool-a';
process.env.ADMINS_CLIENT_ID = 'client-a';
process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
process.env.AWS_SECRET_ACCESS_KEY = 'secret';

import { keyOfObjectUrl, presignPart, presignUpload, signedReadUrl } from '../../lambdas/adapters/storage';

afterAll(() => {
  for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) delete process.env[name];
});

describe('presigned URLs on AWS', () => {
  it('an upload URL signs the key, type and size, lasts 15 minutes, and carries no checksum of an empty body', async () => {
    const { url, objectUrl } = await presignUpload('uploads/u1/avatar/id-me.png', 'image/png', 1234);
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://ugc-dev-media.s3.eu-central-1.amazonaws.com/uploads/u1/avatar/id-me.png');
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('900');
    expect([...parsed.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
    expect(objectUrl).toBe('https://ugc-dev-media.s3.eu-central-1.amazonaws.com/uploads/u1/avatar/id-me.png');
    expect(keyOfObjectUrl(objectUrl)).toBe('uploads/u1/avatar/id-me.png');
  });

  it('a part URL of a multipart upload signs its size, its number and its upload, and carries no checksum', async () => {
    const parsed = new URL(await presignPart('uploads/u1/result/id-take.mp4', 'upload-1', 3, 5 * 1024 * 1024));
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://ugc-dev-media.s3.eu-central-1.amazonaws.com/uploads/u1/result/id-take.mp4');
    expect(parsed.searchParams.get('partNumber')).toBe('3');
    expect(parsed.searchParams.get('uploadId')).toBe('upload-1');
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect([...parsed.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
  });

  it('a read URL lasts 10 minutes', async () => {
    const url = new URL(await signedReadUrl('uploads/u1/avatar/id-me.png'));
    expect(url.pathname).toBe('/uploads/u1/avatar/id-me.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  });

  it('finds keys only in URLs of the media bucket, path-style (local) or virtual-hosted (AWS)', () => {
    expect(keyOfObjectUrl('http://127.0.0.1:4569/ugc-dev-media/uploads/u1/avatar/id-My%20Photo.png')).toBe('uploads/u1/avatar/id-My Photo.png');
    expect(keyOfObjectUrl('https://other-bucket.s3.eu-central-1.amazonaws.com/uploads/u1/x.png')).toBeUndefined();
    expect(keyOfObjectUrl('not a url')).toBeUndefined();
  });
});
