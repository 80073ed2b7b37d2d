import { randomUUID } from 'node:crypto';
import type { S3EventRecord } from 'aws-lambda';
import S3rver from 's3rver';
import type { ObjectCreated } from '../../lambdas/events/upload-check';
import { errorXml, isPresigned, verifyPresigned } from './presigned';
import { writeObjectsAtomically } from './s3-atomic-put';
import { multipartCalls } from './s3-multipart';

/** s3rver's one pair of credentials. */
const S3RVER_KEY = 'S3RVER';

/**
 * s3rver in this process, its objects under `dataDir`, with what it lacks for our uploads added in front of it:
 * presigned URLs are checked as S3 checks them (s3rver accepts any V4 signature), anonymous requests are refused
 * as by a bucket with public access blocked, the multipart calls it lacks are answered (s3-multipart.ts), and its
 * object events can be handed to the upload check as the S3 trigger would.
 */
export async function startS3(options: { port: number; dataDir: string }) {
  const server = new S3rver({ port: options.port, address: '127.0.0.1', directory: options.dataDir, silent: true });
  // Koa composes its middleware when the server starts listening, so this runs first for every request.
  server.middleware.unshift(async (ctx, next) => {
    const [rawPath = '/', rawQuery = ''] = ctx.originalUrl.split(/\?(.*)/s);
    if (ctx.method === 'OPTIONS') return next();
    // Header-signed requests come from our own SDK clients; an anonymous one is refused, as by a private bucket.
    const anonymous = !isPresigned(rawQuery) && !ctx.get('authorization');
    if (!isPresigned(rawQuery) && !anonymous) return next();
    const verdict = anonymous
      ? ({ ok: false, status: 403, code: 'AccessDenied', message: 'Access Denied' } as const)
      : verifyPresigned({ method: ctx.method, rawPath, rawQuery, headers: ctx.headers }, (id) => (id === S3RVER_KEY ? S3RVER_KEY : undefined));
    if (verdict.ok) return next();
    ctx.status = verdict.status;
    ctx.type = 'application/xml';
    // S3 answers errors with the bucket's CORS headers too, so the page can read why its upload failed.
    const origin = ctx.get('origin');
    if (origin) ctx.set('Access-Control-Allow-Origin', origin);
    ctx.body = errorXml(verdict.code, verdict.message);
    return undefined;
  });
  server.middleware.splice(1, 0, multipartCalls((bucket) => server.store.getResourcePath(bucket, undefined, 'uploads')));
  writeObjectsAtomically(server.store, options.dataDir);
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    close: () => server.close(),
    /**
     * Hands each object creation to `handler` as EventBridge delivers S3's "Object Created" events to the rule's
     * target: one event per object, after the PUT has been answered. The handler is invoked as Lambda invokes
     * asynchronously (async-invoke.ts: retries, then the failure queue), so it never rejects.
     */
    onObjectCreated(region: string, handler: (event: ObjectCreated) => Promise<void>) {
      server.on('event', (event: { Records: S3EventRecord[] }) => {
        for (const record of event.Records) {
          if (!record.eventName.startsWith('ObjectCreated:')) continue;
          const { bucket, object } = record.s3;
          void handler(objectCreatedEvent(region, bucket.name, object.key, object.size, object.eTag));
        }
      });
    },
  };
}

/** S3's "Object Created" event as EventBridge delivers it (s3rver's own events carry the key as stored). */
export function objectCreatedEvent(region: string, bucketName: string, key: string, size = 0, eTag = ''): ObjectCreated {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: '000000000000',
    time: new Date().toISOString(),
    region,
    resources: [`arn:aws:s3:::${bucketName}`],
    detail: { bucket: { name: bucketName }, object: { key, size, etag: eTag } },
  };
}
