// s3rver ships no types; this declares the part of its API the local stack uses.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  /** The part of a Koa context our middleware uses (s3rver is a Koa application). */
  export interface KoaContext {
    method: string;
    originalUrl: string;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
    get(header: string): string;
    set(header: string, value: string): void;
  }
  /** An object being written: its bytes, whole or as a stream, and its metadata (headers). */
  export interface S3rverObject {
    bucket: string;
    key: string;
    content: import('node:stream').Readable | Buffer;
    metadata: Record<string, string>;
  }
  export interface S3rverStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  }
  export type Middleware = (ctx: KoaContext, next: () => Promise<unknown>) => Promise<unknown>;
  class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts. */
    middleware: Middleware[];
    /** Its filesystem store: where a resource of a bucket (or of a key) is kept, and how an object is written. */
    store: S3rverStore;
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
  export = S3rver;
}
