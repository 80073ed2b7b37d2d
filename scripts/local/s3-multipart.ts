import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { KoaContext } from 's3rver';
import { errorXml } from './presigned';

/**
 * The two multipart calls s3rver lacks, answered from the files its store keeps for an upload (`<uploadId>/key`, and
 * `<n>` with `<n>.md5` per part): ListParts (`GET ?uploadId`), which the API reads to resume an upload and to complete
 * it with the parts' own ETags, and AbortMultipartUpload (`DELETE ?uploadId`), which a cancelled upload calls.
 */

/** Where s3rver's store keeps a bucket's multipart uploads. */
export type UploadsDirectory = (bucket: string) => string;

const NO_SUCH_UPLOAD = 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.';

export function multipartCalls(uploadsDirectory: UploadsDirectory) {
  return async (ctx: KoaContext, next: () => Promise<unknown>): Promise<unknown> => {
    const [rawPath = '/', rawQuery = ''] = ctx.originalUrl.split(/\?(.*)/s);
    const uploadId = new URLSearchParams(rawQuery).get('uploadId');
    const [, bucket = '', ...keyParts] = rawPath.split('/');
    if (!uploadId || !keyParts.length || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const key = keyParts.map(decodeURIComponent).join('/');
    // An upload id is hex: anything else names no upload (and no path outside the store).
    const directory = /^[0-9a-f]+$/.test(uploadId) ? path.join(uploadsDirectory(bucket), uploadId) : undefined;
    const storedKey = directory && (await fs.readFile(path.join(directory, 'key'), 'utf8').catch(() => undefined));
    if (!directory || storedKey !== key) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = errorXml('NoSuchUpload', NO_SUCH_UPLOAD);
      return undefined;
    }
    if (ctx.method === 'DELETE') {
      await fs.rm(directory, { recursive: true, force: true });
      ctx.status = 204;
      return undefined;
    }
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = listPartsXml(bucket, key, uploadId, await partsIn(directory));
    return undefined;
  };
}

interface StoredPart {
  partNumber: number;
  size: number;
  eTag: string;
  lastModified: Date;
}

async function partsIn(directory: string): Promise<StoredPart[]> {
  const names = (await fs.readdir(directory)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      // A part still being written has no checksum yet: it is not stored.
      const md5 = await fs.readFile(path.join(directory, `${name}.md5`), 'utf8').catch(() => undefined);
      if (md5 === undefined) return undefined;
      const stats = await fs.stat(path.join(directory, name));
      return { partNumber: Number(name), size: stats.size, eTag: `"${md5}"`, lastModified: stats.mtime };
    }),
  );
  return parts.filter((part): part is StoredPart => part !== undefined).sort((a, b) => a.partNumber - b.partNumber);
}

function listPartsXml(bucket: string, key: string, uploadId: string, parts: readonly StoredPart[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const partXml = parts
    .map((part) => `<Part><PartNumber>${part.partNumber}</PartNumber><LastModified>${part.lastModified.toISOString()}</LastModified><ETag>${escape(part.eTag)}</ETag><Size>${part.size}</Size></Part>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId>` +
    `<PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${parts.at(-1)?.partNumber ?? 0}</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>` +
    `${partXml}</ListPartsResult>`
  );
}
