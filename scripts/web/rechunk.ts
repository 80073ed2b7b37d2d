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
 *
 * A page a visitor opens first (`FIRST_PAGES`) gets all it adds to the main script in one file (and what first pages
 * share, in one more): what it shares with other pages (the form fields, Formik) came out of esbuild as a dozen
 * small chunks, each a request on a phone. Other pages that use those modules fetch that file too.
 */

const MIN_CHUNK_BYTES = 8 * 1024;

export interface BuiltFile {
  path: string;
  text: string;
}

/** esbuild names a lazy page's chunk after its file: `SignInPage-AB12CD34.js`. */
const FIRST_PAGES = [
  { chunk: 'landing', page: /[\\/]LandingPage-[A-Z0-9]{8}\.js$/ },
  { chunk: 'sign-in', page: /[\\/]SignInPage-[A-Z0-9]{8}\.js$/ },
];

/** esbuild's own hash, which Rollup's name pattern replaces with a hash of the merged content. */
const ESBUILD_HASH = /-[A-Z0-9]{8}$/;

/**
 * Re-chunks esbuild's JavaScript output (`files`, absolute paths under `assetsDir`, imports written as
 * `${publicPath}/…`). Resolves to the new JavaScript files and their source maps, chained back to the sources.
 * `ownFiles` (esbuild's files of the message catalogues) stay files of their own: Rollup's merging of small chunks
 * folds modules without side effects (a catalogue is data; so are small helpers) into any neighbour, which had put
 * member pages' helpers into the shell's catalogue, in every first load.
 */
export async function rechunk(files: BuiltFile[], entry: string, assetsDir: string, publicPath: string, ownFiles: ReadonlySet<string> = new Set()): Promise<BuiltFile[]> {
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
  type ModuleInfo = { importedIds: readonly string[] } | null;
  const staticGraph = (from: string, getModuleInfo: (id: string) => ModuleInfo, without = new Set<string>()) => {
    const graph = new Set<string>();
    const visit = (module: string) => {
      if (graph.has(module) || without.has(module)) return;
      graph.add(module);
      getModuleInfo(module)?.importedIds.forEach(visit);
    };
    visit(from);
    return graph;
  };
  let chunkOf: Map<string, string> | undefined;
  // Rollup asks module by module once the graph is complete. The main script's modules are named too: Rollup would
  // otherwise move those a first page imports into that page's file.
  const manualChunks = (id: string, { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo }) => {
    if (!chunkOf) {
      const chunks = new Map<string, string>();
      const main = staticGraph(entry, getModuleInfo);
      for (const module of main) chunks.set(module, 'main');
      const ids = [...getModuleIds()];
      // What two first pages share goes in a file of its own, so neither loads the other's.
      const owners = new Map<string, string[]>();
      for (const { chunk, page } of FIRST_PAGES) {
        const pageModule = ids.find((module) => page.test(module));
        if (!pageModule) throw new Error(`No esbuild chunk matches ${page}: update FIRST_PAGES in scripts/web/rechunk.ts`);
        for (const module of staticGraph(pageModule, getModuleInfo, main)) owners.set(module, [...(owners.get(module) ?? []), chunk]);
      }
      for (const [module, [owner, ...others]] of owners) chunks.set(module, others.length > 0 ? 'first-pages' : (owner ?? 'first-pages'));
      chunkOf = chunks;
    }
    // Named after esbuild's file, hash included: each is a chunk of its own (catalogues share their file names).
    return ownFiles.has(id) ? path.basename(id, '.js') : chunkOf.get(id);
  };
  // logLevel: Rollup's chunk-merging report is information, not news, on every build and rebuild of `npm start`.
  const bundle = await rollup({ input: { main: entry }, plugins: [inMemory], logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({
      format: 'es',
      compact: true,
      sourcemap: true,
      experimentalMinChunkSize: MIN_CHUNK_BYTES,
      manualChunks,
      // Letters and digits only, as esbuild's: a hash with `-` or `_` would break a pattern like `Page-\w+\.js`.
      hashCharacters: 'base36',
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
