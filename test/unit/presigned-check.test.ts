import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { verifyPresigned, type PresignedRequest } from '../../scripts/local/presigned';

/** The local stack's check of presigned URLs (s3rver accepts any V4 signature), against URLs the SDK signs. */

const SECRET = 'S3RVER';
const secretOf = (id: string) => (id === 'S3RVER' ? SECRET : undefined);
const client = new S3Client({
  region: 'eu-central-1',
  endpoint: 'http://127.0.0.1:4569',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

async function presignPut(key: string, type = 'image/png', size = 1234) {
  const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: 'media', Key: key, ContentType: type, ContentLength: size }), {
    expiresIn: 900,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return new URL(url);
}

/** The request a browser makes with the URL and the headers it was told to send. */
function put(url: URL, headers: Record<string, string> = {}): PresignedRequest {
  return {
    method: 'PUT',
    rawPath: url.pathname,
    rawQuery: url.search.slice(1),
    headers: { host: url.host, 'content-type': 'image/png', 'content-length': '1234', ...headers },
  };
}

describe('verifyPresigned', () => {
  it('accepts the request the URL was signed for', async () => {
    const url = await presignPut('uploads/user-a/avatar/id-1-me.png');
    expect(verifyPresigned(put(url), secretOf)).toEqual({ ok: true });
  });

  it('accepts keys with characters that need encoding', async () => {
    const url = await presignPut('uploads/user-a/avatar/id-1-My Photo (1)+.png');
    expect(verifyPresigned(put(url), secretOf)).toEqual({ ok: true });
  });

  it('refuses the URL pointed at another key (another user\'s object)', async () => {
    const url = await presignPut('uploads/user-a/avatar/id-1-me.png');
    const tampered = new URL(url);
    tampered.pathname = '/media/uploads/user-b/avatar/id-2-them.png';
    expect(verifyPresigned(put(tampered), secretOf)).toMatchObject({ ok: false, status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses another size or type than the signed ones', async () => {
    const url = await presignPut('uploads/user-a/avatar/id-1-me.png');
    expect(verifyPresigned(put(url, { 'content-length': String(41 * 1024 * 1024) }), secretOf)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifyPresigned(put(url, { 'content-type': 'application/x-msdownload' }), secretOf)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });

  it('refuses another method, a changed expiry, and an unknown key id', async () => {
    const url = await presignPut('uploads/user-a/avatar/id-1-me.png');
    expect(verifyPresigned({ ...put(url), method: 'DELETE' }, secretOf)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect(verifyPresigned(put(longer), secretOf)).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verifyPresigned(put(url), () => undefined)).toMatchObject({ ok: false, code: 'InvalidAccessKeyId' });
  });

  it('refuses an expired URL', async () => {
    const url = await presignPut('uploads/user-a/avatar/id-1-me.png');
    const later = new Date(Date.now() + 901_000);
    expect(verifyPresigned(put(url), secretOf, later)).toMatchObject({ ok: false, status: 403, code: 'AccessDenied', message: 'Request has expired' });
  });

  it('refuses a URL missing its signature parameters', () => {
    const request = put(new URL('http://127.0.0.1:4569/media/x.png?X-Amz-Signature=abc'));
    expect(verifyPresigned(request, secretOf)).toMatchObject({ ok: false, status: 400, code: 'AuthorizationQueryParametersError' });
  });
});
