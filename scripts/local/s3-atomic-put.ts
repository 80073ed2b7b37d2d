import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import * as path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3rverObject, S3rverStore } from 's3rver';

/**
 * S3 makes an object visible whole or not at all; s3rver writes it in place, and answers a PUT of a buffer before its
 * bytes are on disk. A read right after a write (the preview job reading the trace image the check just wrote) could
 * then get part of a file, and a write into a folder the upload check is emptying could fail. Here each object is
 * written to a file of its own beside the store, then renamed into place: a read sees the old object or the new one.
 */
export function writeObjectsAtomically(store: S3rverStore, dataDir: string): void {
  // Beside the store, not in it: a folder in it would be listed as a bucket.
  const staging = `${path.resolve(dataDir)}.staging`;
  store.putObject = async (object: S3rverObject) => {
    await mkdir(staging, { recursive: true });
    const staged = path.join(staging, randomUUID());
    const md5 = createHash('md5');
    let size = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const content: Readable | Buffer = object.content;
    try {
      await pipeline(Buffer.isBuffer(content) ? [content] : content, counting, createWriteStream(staged));
      const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
      // The folder may have been removed meanwhile (its last object deleted): made again until the rename lands.
      for (let attempt = 1; ; attempt++) {
        await mkdir(path.dirname(objectPath), { recursive: true });
        try {
          await rename(staged, objectPath);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw error;
        }
      }
    } catch (error) {
      await rm(staged, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}
