import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { promisify } from 'node:util';

/**
 * Brotli and gzip copies of the built text files (`main-X.js.br`, `main-X.js.gz`), made once at build time at the
 * highest levels, so the local gateway serves what CloudFront's compression serves on AWS without compressing per
 * request. Only the local gateway reads them: the deployments leave them out (lib/constructs/web.ts), CloudFront
 * compresses the plain files itself.
 */

export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** CloudFront compresses these types (and files of 1 KB to 10 MB); maps and fonts stay as they are. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function textFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFilesUnder(full);
    return COMPRESSIBLE.has(path.extname(entry.name)) ? [full] : [];
  });
}

async function compressed(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** Writes the copies beside every text file of `dir` worth compressing; a copy no smaller than its file is not kept. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brBytes: number }> {
  const totals = { files: 0, bytes: 0, brBytes: 0 };
  await Promise.all(
    textFilesUnder(dir).map(async (file) => {
      const body = await fs.promises.readFile(file);
      for (const { encoding, suffix } of PRECOMPRESSED) {
        // A copy from an earlier build of a file that changed (index.html in watch mode) must not outlive it.
        await fs.promises.rm(file + suffix, { force: true });
        if (body.length < MIN_BYTES) continue;
        const copy = await compressed(body, encoding);
        if (copy.length >= body.length) continue;
        await fs.promises.writeFile(file + suffix, copy);
        if (encoding === 'br') {
          totals.files += 1;
          totals.bytes += body.length;
          totals.brBytes += copy.length;
        }
      }
    }),
  );
  return totals;
}
