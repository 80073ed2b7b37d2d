import * as fs from 'node:fs';
import type * as http from 'node:http';
import { PRECOMPRESSED, type ContentEncoding } from '../web/precompress';

/**
 * The encoding to answer with, given the request's `Accept-Encoding` and the copies that exist: brotli before gzip
 * (as CloudFront prefers), an encoding the client refuses with `q=0` never, none when the header is absent.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (encoding: ContentEncoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  return PRECOMPRESSED.map(({ encoding }) => encoding).find((encoding) => available.includes(encoding) && weightOf(encoding) > 0);
}

/** Sends a built file, or its precompressed copy when the client takes it; HEAD gets the headers only. */
export function sendStaticFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, headers: Record<string, string>): void {
  const available = PRECOMPRESSED.filter(({ suffix }) => fs.existsSync(file + suffix)).map(({ encoding }) => encoding);
  const encoding = chooseEncoding(req.headers['accept-encoding'], available);
  const suffix = PRECOMPRESSED.find((variant) => variant.encoding === encoding)?.suffix ?? '';
  const sent = file + suffix;
  res.writeHead(200, {
    ...headers,
    'content-length': String(fs.statSync(sent).size),
    // Caches must keep the encodings apart, as CloudFront's cache key does.
    ...(available.length > 0 ? { vary: 'accept-encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  fs.createReadStream(sent).pipe(res);
}
