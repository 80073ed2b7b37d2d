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
  class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
  export = S3rver;
}
