import * as path from 'node:path';
import { rollup, type Plugin } from 'rollup';

/**
 * esbuild bundles, transforms and tree-shakes the app, but splits code by the exact set of entry points (the
 * main script and every dynamic import) that can reach each module: it does not know that a lazy page only
 * ever loads after the main script, so the main script's own dependencies come out in dozens of small chunks
 * (47 files before the sign-in page's own), a waterfall on a phone. Rollup, given esbuild's output as input,
 * groups modules by what is already loaded when a dynamic import runs: the main script's whole static graph
 * becomes one file and each lazy page keeps only what it adds. Chunks smaller than `MIN_CHUNK_BYTES` are merged
 * into a neighbour where that loads nothing a page does not already load.
 */

const MIN_CHUNK_BYTES = 8 * 1024;

export interface BuiltFile {
  path: string;
  text: string;
}

/** esbuild's own hash, which Rollup's name pattern replaces with a hash of the merged content. */
const ESBUILD_HASH = /-[A-Z0-9]{8}$/;

/**
 * Re-chunks esbuild's JavaScript output (`files`, absolute paths under `assetsDir`, imports written as
 * `${publicPath}/…`). Resolves to the new JavaScript files and their source maps, chained back to the sources.
 */
export async function rechunk(files: BuiltFile[], entry: string, assetsDir: string, publicPath: string): Promise<BuiltFile[]> {
  const byPath = new Map(files.map((file) => [file.path, file.text]));
  const fromUrl = (url: string) => path.join(assetsDir, url.slice(publicPath.length));
  const inMemory: Plugin = {
    name: 'esbuild-output',
    resolveId(source, importer) {
      if (source.startsWith(`${publicPath}/`)) return fromUrl(source);
      if (importer && source.startsWith('.')) return path.join(path.dirname(importer), source);
      return source === entry ? entry : null;
    },
    load(id) {
      const code = byPath.get(id);
      if (code === undefined) throw new Error(`${id} is not in esbuild's output`);
      const map = byPath.get(`${id}.map`);
      return { code, map: map ?? null };
    },
  };
  const bundle = await rollup({ input: { main: entry }, plugins: [inMemory], onwarn: (warning, warn) => (warning.code === 'SOURCEMAP_BROKEN' ? undefined : warn(warning)) });
  try {
    const { output } = await bundle.generate({
      format: 'es',
      compact: true,
      sourcemap: true,
      experimentalMinChunkSize: MIN_CHUNK_BYTES,
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: (chunk) => `chunks/${chunk.name.replace(ESBUILD_HASH, '')}-[hash].js`,
    });
    const built: BuiltFile[] = [];
    for (const chunk of output) {
      if (chunk.type !== 'chunk') continue;
      const file = path.join(assetsDir, chunk.fileName);
      built.push({ path: file, text: `${chunk.code}//# sourceMappingURL=${path.basename(file)}.map\n` });
      if (chunk.map) built.push({ path: `${file}.map`, text: chunk.map.toString() });
    }
    return built;
  } finally {
    await bundle.close();
  }
}
