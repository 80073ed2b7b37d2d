import middy from '@middy/core';
import type { S3Event } from 'aws-lambda';
import { UPLOAD_PREFIX } from '../../shared/domain/uploads';
import { config } from '../core/config';
import { checkUploadedObject } from '../domain/uploads';
import { observability, withEventContext } from '../core/observability';

/**
 * The media bucket's ObjectCreated trigger (prefix `uploads/`): checks each new object's real size and type. On AWS
 * S3 invokes it asynchronously; on the local stack scripts/local/s3.ts calls it with s3rver's events. A thrown error
 * makes Lambda retry the whole event, which the check allows (see `checkUploadedObject`).
 */
async function checkNewObjects(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    if (!record.eventName.startsWith('ObjectCreated:') || record.s3.bucket.name !== config().mediaBucket) continue;
    const key = objectKeyOf(record.s3.object.key);
    withEventContext({ objectKey: key });
    if (key.startsWith(UPLOAD_PREFIX)) await checkUploadedObject(key);
  }
}

export const handler = middy(checkNewObjects).use(observability());

/** S3 event keys are URL-encoded with spaces as `+`. */
export function objectKeyOf(eventKey: string): string {
  return decodeURIComponent(eventKey.replace(/\+/g, ' '));
}
