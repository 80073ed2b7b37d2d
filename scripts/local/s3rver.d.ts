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
  export type Middleware = (ctx: KoaContext, next: () => Promise<unknown>) => Promise<unknown>;
  class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts. */
    middleware: Middleware[];
    /** Its filesystem store: where a resource of a bucket (or of a key) is kept. */
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
  export = S3rver;
}
