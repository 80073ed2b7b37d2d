import middy from '@middy/core';
import type { EventBridgeEvent } from 'aws-lambda';
import { UPLOAD_PREFIX } from '../../shared/domain/uploads';
import { config } from '../core/config';
import { checkUploadedObject } from '../domain/upload-check';
import { observability, withEventContext } from '../core/observability';

/**
 * The media bucket's "Object Created" events for uploads/, through EventBridge (lib/constructs/media.ts): checks the
 * new object's real size and type, and a result file against its brief. On the local stack scripts/local/s3.ts hands
 * it s3rver's events in the same shape. A thrown error makes EventBridge retry the event, which the check allows
 * (see `checkUploadedObject`).
 */

/** The detail of S3's "Object Created" event on EventBridge; unlike S3's own notifications, the key is not URL-encoded. */
export interface ObjectCreatedDetail {
  bucket: { name: string };
  object: { key: string; size?: number; etag?: string };
}

export type ObjectCreated = EventBridgeEvent<'Object Created', ObjectCreatedDetail>;

async function checkNewObject(event: ObjectCreated): Promise<void> {
  const { bucket, object } = event.detail;
  if (bucket.name !== config().mediaBucket || !object.key.startsWith(UPLOAD_PREFIX)) return;
  withEventContext({ objectKey: object.key });
  await checkUploadedObject(object.key);
}

export const handler = middy(checkNewObject).use(observability());
