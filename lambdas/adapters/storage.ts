import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { UPLOAD_PART_BYTES } from '../../shared/domain/upload-parts';
import { READ_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS } from '../../shared/domain/uploads';
import { s3Client } from '../core/clients';
import { config } from '../core/config';

/**
 * The S3 calls on the media bucket: the one module that knows them. s3rver speaks the same API, so one
 * implementation serves both worlds (the local stack checks presigned signatures in front of s3rver, see
 * scripts/local/s3.ts).
 */

export interface StoredObject {
  size: number;
  /** As S3 answers it, quotes included; it changes whenever the object is replaced. */
  eTag: string;
}

/**
 * A presigned PUT for exactly this key, type and size: Content-Type and Content-Length are signed, so S3 refuses a
 * different file, and the key is in the signature, so the URL cannot write anywhere else.
 */
export async function presignUpload(key: string, contentType: string, size: number): Promise<{ url: string; objectUrl: string }> {
  const command = new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, ContentType: contentType, ContentLength: size });
  const url = await getSignedUrl(s3Client(), command, {
    expiresIn: UPLOAD_URL_TTL_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return { url, objectUrl: withoutQuery(url) };
}

/** Starts a multipart upload of a large file to `key`: the object will have this type whatever the parts say. */
export async function startMultipartUpload(key: string, contentType: string): Promise<string> {
  const answer = await s3Client().send(new CreateMultipartUploadCommand({ Bucket: config().mediaBucket, Key: key, ContentType: contentType }));
  if (!answer.UploadId) throw new Error(`No upload id for ${key}`);
  return answer.UploadId;
}

/** A presigned PUT of one part of exactly `size` bytes (Content-Length is signed, as for a whole file). */
export async function presignPart(key: string, uploadId: string, partNumber: number, size: number): Promise<string> {
  const command = new UploadPartCommand({ Bucket: config().mediaBucket, Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: size });
  return getSignedUrl(s3Client(), command, { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-length']) });
}

export interface StoredPart {
  partNumber: number;
  size: number;
  eTag: string;
}

/** The parts storage holds for an upload, or undefined when the upload is no more (completed, aborted or expired). */
export async function storedParts(key: string, uploadId: string): Promise<StoredPart[] | undefined> {
  const parts: StoredPart[] = [];
  let marker: string | undefined;
  try {
    do {
      const page = await s3Client().send(new ListPartsCommand({ Bucket: config().mediaBucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }));
      for (const part of page.Parts ?? []) parts.push({ partNumber: part.PartNumber ?? 0, size: part.Size ?? 0, eTag: part.ETag ?? '' });
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    if (isNoSuchUpload(error)) return undefined;
    throw error;
  }
  return parts;
}

/** Joins the parts into the object: false when the upload is no more (completed by an earlier call, or aborted). */
export async function completeMultipartUpload(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<boolean> {
  try {
    await s3Client().send(
      new CompleteMultipartUploadCommand({
        Bucket: config().mediaBucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.eTag })) },
      }),
    );
    return true;
  } catch (error) {
    if (isNoSuchUpload(error)) return false;
    throw error;
  }
}

/** Drops an unfinished multipart upload and its parts; one already gone is fine. */
export async function abortMultipartUpload(key: string, uploadId: string): Promise<void> {
  try {
    await s3Client().send(new AbortMultipartUploadCommand({ Bucket: config().mediaBucket, Key: key, UploadId: uploadId }));
  } catch (error) {
    if (!isNoSuchUpload(error)) throw error;
  }
}

/** A short-lived GET of a private object, for handlers that hand media to a browser. */
export async function signedReadUrl(key: string): Promise<string> {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: config().mediaBucket, Key: key }), { expiresIn: READ_URL_TTL_SECONDS });
}

/** A short-lived GET that downloads the object as `fileName` (an original: a company saves it, not plays it). */
export async function signedDownloadUrl(key: string, fileName: string): Promise<string> {
  // The ASCII fallback for old clients, and the name itself (Arabic campaign titles) as RFC 6266 says.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  const command = new GetObjectCommand({ Bucket: config().mediaBucket, Key: key, ResponseContentDisposition: disposition });
  return getSignedUrl(s3Client(), command, { expiresIn: READ_URL_TTL_SECONDS });
}

/**
 * The object key of an object URL this module made (`presignUpload(...).objectUrl`, which records keep), for
 * virtual-hosted URLs on AWS and path-style ones on the local stack; undefined for any other URL.
 */
export function keyOfObjectUrl(objectUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(objectUrl);
  } catch {
    return undefined;
  }
  const bucket = config().mediaBucket;
  const path = url.pathname;
  if (url.hostname.startsWith(`${bucket}.`)) return decodePath(path.slice(1));
  if (path.startsWith(`/${bucket}/`)) return decodePath(path.slice(bucket.length + 2));
  return undefined;
}

/** Size and ETag of an object, or undefined when there is none. */
export async function headObject(key: string): Promise<StoredObject | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: config().mediaBucket, Key: key }));
    return { size: head.ContentLength ?? 0, eTag: head.ETag ?? '' };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The first `count` bytes of the object with this ETag; a replaced object makes it fail rather than mix two files. */
export async function firstBytes(key: string, count: number, eTag: string): Promise<Uint8Array> {
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: config().mediaBucket, Key: key, Range: `bytes=0-${count - 1}`, IfMatch: eTag }),
  );
  return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
}

/** The whole object as a stream (an original on its way into a zip, a video on its way to the local preview job). */
export async function readStream(key: string): Promise<Readable> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: config().mediaBucket, Key: key }));
  if (!(object.Body instanceof Readable)) throw new Error(`No body for ${key}`);
  return object.Body;
}

/** The bytes of a range of the object with this ETag (the brief check reads a video's header boxes this way). */
export async function readRange(key: string, offset: number, length: number, eTag: string): Promise<Uint8Array> {
  if (length <= 0) return new Uint8Array();
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: config().mediaBucket, Key: key, Range: `bytes=${offset}-${offset + length - 1}`, IfMatch: eTag }),
  );
  return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
}

/**
 * Stores a stream of unknown length (a zip being made) in parts: memory holds a few parts, never the whole; two
 * of S3's smallest parts in flight keep it near 10 MB.
 */
export async function writeStream(key: string, body: Readable, contentType: string): Promise<void> {
  await new Upload({ client: s3Client(), params: { Bucket: config().mediaBucket, Key: key, Body: body, ContentType: contentType }, queueSize: 2, partSize: UPLOAD_PART_BYTES }).done();
}

/**
 * Stores text of unknown length (a CSV made page by page) as UTF-8, in parts filled into one buffer of S3's smallest
 * part size and sent one at a time: memory holds that buffer and the chunk being copied, never the file (lib-storage's
 * `Upload` keeps copies of its parts, about 25 MB for a 13 MB CSV). A failure aborts the upload.
 */
export async function writeText(key: string, chunks: AsyncIterable<string>, contentType: string): Promise<void> {
  const client = s3Client();
  const Bucket = config().mediaBucket;
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }));
  const part = Buffer.allocUnsafe(UPLOAD_PART_BYTES);
  const parts: { ETag: string; PartNumber: number }[] = [];
  let filled = 0;
  const send = async () => {
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: part.subarray(0, filled), ContentLength: filled }));
    parts.push({ ETag: ETag ?? '', PartNumber });
    filled = 0;
  };
  try {
    for await (const chunk of chunks) {
      let bytes = Buffer.from(chunk, 'utf8');
      while (bytes.length) {
        const copied = bytes.copy(part, filled);
        filled += copied;
        bytes = bytes.subarray(copied);
        if (filled === part.length) await send();
      }
    }
    // The last part may be short (or the only one, even empty).
    if (filled || !parts.length) await send();
    await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
    throw error;
  }
}

/** A small file named by URI: `s3://bucket/key` (a CDK asset) or `file:` (the local stack's copy in the repository). */
export async function readUri(uri: string): Promise<Uint8Array> {
  if (uri.startsWith('file:')) return readFile(fileURLToPath(uri));
  const [, bucket, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri) ?? [];
  if (!bucket || !key) throw new Error(`Not an S3 or file URI: ${uri}`);
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!object.Body) throw new Error(`No body for ${uri}`);
  return object.Body.transformToByteArray();
}

/** Stores a small object whole (a watermarked picture). */
export async function writeObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, Body: body, ContentType: contentType }));
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config().mediaBucket, Key: key }));
}

/** An object URL as records keep it (spec §7: the URL without its query). */
export function withoutQuery(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.toString();
}

function decodePath(path: string): string | undefined {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return undefined;
  }
}

function isNoSuchUpload(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchUpload' || error.$metadata.httpStatusCode === 404);
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}
