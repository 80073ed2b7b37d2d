import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { precompressDir } from './web/precompress';
import { ROUTES } from '../shared/api/routes';
import { ERROR_CODES } from '../shared/errors';
import { CATALOGUE_FILE, precompiledMessages } from './web/precompiled-messages';
import { prerenderPages } from './web/prerender';
import { rechunk, type BuiltFile } from './web/rechunk';

/** Bundles the React app into web/dist: hashed, split assets and an index.html that loads them. */

const ROOT = path.resolve(__dirname, '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
const TEMPLATE = path.join(ROOT, 'web', 'index.html');
const PUBLIC_DIR = path.join(ROOT, 'web', 'public');
const PUBLIC_PATH = '/assets';
/** How long a prebuilt page's boot script waits for the first paint before it starts the app anyway. */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * `@chakra-ui/react/theme` builds the library's whole default config (every recipe of every component) in a
 * module-level `defineConfig(...)` call, which a bundler must keep as a possible side effect. `defineConfig`
 * is the identity function: marked pure, only the recipes web/src/app/theme.ts imports stay in the bundle.
 */
const CHAKRA_THEME_INDEX = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/;
const chakraThemePure: esbuild.Plugin = {
  name: 'chakra-theme-pure',
  setup(build) {
    build.onLoad({ filter: CHAKRA_THEME_INDEX }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const marker = 'const defaultThemeConfig = defineConfig(';
      if (!source.includes(marker)) throw new Error(`${args.path} no longer declares "${marker}": update the chakra-theme-pure plugin`);
      return { contents: source.replace(marker, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig('), loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * Chakra's recipes name their parts through anatomies that Ark re-exports from each component's package
 * index (`@ark-ui/react/menu`, then `@zag-js/menu`), whose other exports are the component and its state
 * machine. esbuild places a module in a chunk by the files that can reach it, not by the code that survives
 * tree shaking, so the theme (loaded by every page) would drag the menu, dialog, toast… machines into the
 * first load although only the pages that render those components use them. This points the anatomy imports
 * straight at the anatomy modules, which export the same names and import nothing but `createAnatomy`.
 */
/** Chakra's anatomy module, and the recipes that import an anatomy from Ark themselves (avatar, checkbox, progress…). */
const CHAKRA_ANATOMY = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](anatomy|theme[\\/]recipes[\\/][a-z-]+)\.js$/;
const ARK_ANATOMY = /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]([a-z-]+)[\\/]\1\.anatomy\.js$/;
const anatomyOnly: esbuild.Plugin = {
  name: 'anatomy-only',
  setup(build) {
    const redirect = async (args: esbuild.OnResolveArgs, file: (index: string, name: string) => string) => {
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { anatomyOnly: true } });
      if (resolved.errors.length > 0) return undefined;
      const anatomy = file(resolved.path, args.path.slice(args.path.lastIndexOf('/') + 1));
      return fs.existsSync(anatomy) ? { path: anatomy } : undefined;
    };
    build.onResolve({ filter: /^@ark-ui\/react\/[a-z-]+$/ }, (args) =>
      !(args.pluginData as { anatomyOnly?: boolean } | undefined)?.anatomyOnly && CHAKRA_ANATOMY.test(args.importer)
        ? redirect(args, (index, name) => path.join(path.dirname(index), `${name}.anatomy.js`))
        : undefined,
    );
    build.onResolve({ filter: /^@zag-js\/[a-z-]+$/ }, (args) =>
      !(args.pluginData as { anatomyOnly?: boolean } | undefined)?.anatomyOnly && ARK_ANATOMY.test(args.importer)
        ? redirect(args, (index, name) => path.join(path.dirname(index), `${name}.anatomy.mjs`))
        : undefined,
    );
  },
};

/**
 * The app imports Chakra by its package index, and Chakra imports Ark's by its index; each index re-exports
 * every component. esbuild assigns a module to the chunks of the files that import it, tree shaking aside, so
 * through these indexes the shell (which every page loads) would pull every component a lazy page uses (the
 * account menu, dialogs, drawers, radio cards, checkboxes, toasts and their state machines) into the first
 * load of every page. This rewrites `import { … } from '<index>'` into imports of the modules the index takes
 * each name from, read off the index itself; a name it does not list (a type) is left to the index.
 */
type BarrelExports = Map<string, { from: string; name: string }>;

function barrelExports(indexFile: string): BarrelExports {
  const index = fs.readFileSync(indexFile, 'utf8');
  const target = (from: string) => (from.startsWith('.') ? path.join(path.dirname(indexFile), from) : from);
  // `a, b as c` as [imported, local] pairs.
  const specs = (list: string): [string, string][] =>
    list
      .split(',')
      .map((spec) => spec.trim())
      .filter(Boolean)
      .map((spec) => {
        const [name = spec, alias = name] = spec.split(/\s+as\s+/);
        return [name, alias];
      });
  // What the index imports under a local name, then what it exports under which name.
  const locals = new Map<string, { from: string; name: string }>();
  for (const [, list = '', from = ''] of index.matchAll(/^import \{([^}]*)\} from ['"]([^'"]+)['"];$/gm)) {
    for (const [name, local] of specs(list)) locals.set(local, { from: target(from), name });
  }
  for (const [, local = '', from = ''] of index.matchAll(/^import \* as (\S+) from ['"]([^'"]+)['"];$/gm)) locals.set(local, { from: target(from), name: '*' });
  const exports: BarrelExports = new Map();
  for (const [, list = '', from] of index.matchAll(/^export \{([^}]*)\}(?: from ['"]([^'"]+)['"])?;$/gm)) {
    for (const [name, exported] of specs(list)) {
      const source = from ? { from: target(from), name } : locals.get(name);
      if (source) exports.set(exported, source);
    }
  }
  return exports;
}

function rewriteBarrelImports(source: string, barrel: string, exports: BarrelExports): string {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${barrel.replace(/[/]/g, '\\/')}['"];`, 'g');
  return source.replace(statement, (whole, list: string) => {
    const kept: string[] = [];
    const direct: string[] = [];
    for (const spec of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name = spec, local = name] = spec.split(/\s+as\s+/);
      const found = name.startsWith('type ') ? undefined : exports.get(name);
      if (!found) kept.push(spec);
      else if (found.name === '*') direct.push(`import * as ${local} from ${JSON.stringify(found.from)};`);
      else direct.push(`import { ${found.name} as ${local} } from ${JSON.stringify(found.from)};`);
    }
    if (kept.length > 0) direct.push(`import { ${kept.join(', ')} } from '${barrel}';`);
    // Same line count, so the source map still points at the right lines.
    return direct.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
}

const NODE_MODULES = path.join(ROOT, 'node_modules');
const BARRELS = [
  // The app's own imports of Chakra…
  { barrel: '@chakra-ui/react', index: path.join(NODE_MODULES, '@chakra-ui', 'react', 'dist', 'esm', 'index.js'), importers: /[\\/]web[\\/]src[\\/].*\.tsx?$/, mustHave: ['Button', 'Menu'] },
  // …and Chakra's of Ark.
  { barrel: '@ark-ui/react', index: path.join(NODE_MODULES, '@ark-ui', 'react', 'dist', 'index.js'), importers: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/, mustHave: ['dataAttr', 'Menu'] },
];

const directBarrelImports: esbuild.Plugin = {
  name: 'direct-barrel-imports',
  setup(build) {
    for (const { barrel, index, importers, mustHave } of BARRELS) {
      const exports = barrelExports(index);
      const missing = mustHave.filter((name) => !exports.has(name));
      if (missing.length > 0) throw new Error(`${index} no longer lists ${missing.join(', ')} as expected: update the direct-barrel-imports plugin`);
      build.onLoad({ filter: importers }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes(barrel)) return undefined;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
        return { contents: rewriteBarrelImports(source, barrel, exports), loader, resolveDir: path.dirname(args.path) };
      });
    }
  },
};

/**
 * The route table (shared/api/routes.ts) is the API's one contract, and its routes carry the yup schemas the
 * handlers check requests with. The browser only needs each route's method and path to call it, and whether it is
 * public (web/src/lib/api.ts sends a token to every other one; its types come from the real table at compile time),
 * so the web bundle gets that projection of the table, made here from the table itself: yup and every schema stay
 * out of the first load (the forms load the rules they validate with when they need them), and so do the roles of
 * each route (the server's to check).
 */
const webRouteTable: esbuild.Plugin = {
  name: 'web-route-table',
  setup(build) {
    build.onResolve({ filter: /[\\/]shared[\\/]api[\\/]routes$/ }, () => ({ path: 'routes', namespace: 'web-route-table' }));
    build.onLoad({ filter: /.*/, namespace: 'web-route-table' }, () => {
      const projection = Object.fromEntries(
        Object.entries(ROUTES).map(([name, { method, path: routePath, access }]) => [name, { method, path: routePath, ...(access === 'public' ? { access } : {}) }]),
      );
      return { contents: `export const ROUTES = ${JSON.stringify(projection)};`, loader: 'js' };
    });
  },
};

/**
 * The API's error codes with their English messages (shared/errors.ts): the browser shows the translation of a code
 * and checks an answer's code against the list, so the web bundle gets the codes alone, made here from the table.
 */
const webErrorCodes: esbuild.Plugin = {
  name: 'web-error-codes',
  setup(build) {
    build.onResolve({ filter: /[\\/]shared[\\/]errors$/ }, () => ({ path: 'errors', namespace: 'web-error-codes' }));
    build.onLoad({ filter: /.*/, namespace: 'web-error-codes' }, () => ({
      contents: `export const ERROR_CODES = new Set(${JSON.stringify([...ERROR_CODES])});`,
      loader: 'js',
    }));
  },
};

function options(outDir: string): esbuild.BuildOptions {
  return {
    entryPoints: { main: path.join(ROOT, 'web', 'src', 'main.tsx') },
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(outDir, 'assets'),
    // Written after the re-chunking step (scripts/web/rechunk.ts).
    write: false,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'files/[name]-[hash]',
    publicPath: PUBLIC_PATH,
    minify: true,
    sourcemap: 'linked',
    // Packages ship maps whose sources share names (@formatjs's `index.ts`s): Rollup cannot chain maps holding two contents for one path.
    sourcesContent: false,
    metafile: true,
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic',
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [webRouteTable, webErrorCodes, precompiledMessages, chakraThemePure, anatomyOnly, directBarrelImports],
  };
}

/**
 * Writes one esbuild result into `outDir`: the JavaScript re-chunked by Rollup, the style sheet and files as
 * esbuild made them, an index.html that loads the main script and style sheet, the public files, the prebuilt
 * first pages (scripts/web/prerender.ts), and the precompressed copies.
 */
async function writeBuild(result: esbuild.BuildResult, outDir: string, buildOptions: esbuild.BuildOptions): Promise<esbuild.Metafile> {
  const { metafile, outputFiles } = result;
  if (!metafile || !outputFiles) throw new Error('esbuild returned no metafile or output files');
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(path.join('web', 'src', 'main.tsx')));
  if (!entry) throw new Error('The web build produced no entry bundle');
  const [entryFile, entryOutput] = entry;
  const assetsDir = path.join(outDir, 'assets');
  const isScript = (file: string) => /\.js(\.map)?$/.test(file);
  const scripts: BuiltFile[] = outputFiles.filter((file) => isScript(file.path)).map((file) => ({ path: file.path, text: file.text }));
  // A catalogue keeps a file of its own, fetched by the pages that speak from it (web/src/i18n/catalogues.ts).
  const catalogues = Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).length > 0 && Object.keys(output.inputs).every((input) => CATALOGUE_FILE.test(path.join(ROOT, input))))
    .map(([file]) => path.join(ROOT, file));
  const rechunked = await rechunk(scripts, path.join(ROOT, entryFile), assetsDir, PUBLIC_PATH, new Set(catalogues));
  fs.rmSync(outDir, { recursive: true, force: true });
  const write = (file: string, contents: string | Uint8Array) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contents);
  };
  for (const file of outputFiles) if (!isScript(file.path)) write(file.path, file.contents);
  for (const file of rechunked) write(file.path, file.text);
  const main = rechunked.find((file) => /[\\/]main-[^/\\]+\.js$/.test(file.path));
  if (!main) throw new Error('The re-chunked build has no main script');
  const toUrl = (file: string) => `/${path.relative(outDir, file).split(path.sep).join('/')}`;
  // The style sheet is a few @font-face rules: inline, it costs the first paint no request.
  const styleSheet = entryOutput.cssBundle ? outputFiles.find((file) => file.path === path.join(ROOT, entryOutput.cssBundle ?? '')) : undefined;
  const boot = bootScript(toUrl(main.path));
  write(path.join(outDir, boot.url), boot.text);
  const htmlLoading = (...tags: string[]) =>
    fs
      .readFileSync(TEMPLATE, 'utf8')
      .replace(
        '<!-- assets -->',
        [styleSheet ? `<style>${styleSheet.text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim()}</style>` : '', ...tags].join('\n    '),
      );
  const mainUrl = toUrl(main.path);
  // The shell, for every page not prebuilt (the signed-in ones), starts the app at once; a prebuilt page, once painted
  // (a modulepreload of the main script beside the fonts was tried: Lighthouse's observed first paint came at 1.2 s).
  write(path.join(outDir, 'index.html'), htmlLoading(`<script type="module" src="${mainUrl}"></script>`));
  fs.cpSync(PUBLIC_DIR, outDir, { recursive: true });
  await prerenderPages(outDir, htmlLoading(`<script type="module" src="${boot.url}"></script>`), buildOptions);
  await precompressDir(outDir);
  return metafile;
}

/**
 * What a prebuilt page loads first: the app's main script, once the page has been painted. A module script runs as
 * soon as the document is parsed, and on a fast link that was before the browser's first frame, so the prebuilt page
 * appeared only after the main script had run. Waiting for one animation frame was not enough: Chromium reports the
 * first paint when the frame is presented, by which time the main script's download had begun and its evaluation
 * held the presentation (Lighthouse's slow-4G simulation counted the 155 KB download and the evaluation against the
 * first paint: an Arabic LCP of 3.2 s). The boot script waits for the first paint timing entry, or
 * PAINT_WAIT_LIMIT_MS where none comes (a browser without paint timing ignores the observer; a tab opened hidden
 * paints when shown). It is one of `/signin`'s first-load files, so it is kept short.
 */
function bootScript(mainUrl: string): { url: string; text: string } {
  const text =
    `let s;const g=()=>s??=import(${JSON.stringify(mainUrl)});` +
    `new PerformanceObserver(()=>setTimeout(g)).observe({type:"paint",buffered:!0});setTimeout(g,${PAINT_WAIT_LIMIT_MS});\n`;
  return { url: `/assets/boot-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 8)}.js`, text };
}

/**
 * One production build into `outDir` (web/dist by default; tests and the bench build into their own data
 * directory so parallel runs never delete each other's files). Resolves to esbuild's metafile.
 */
export async function buildWeb(outDir = WEB_DIST): Promise<esbuild.Metafile> {
  const buildOptions = options(outDir);
  return writeBuild(await esbuild.build(buildOptions), outDir, buildOptions);
}

/** Builds, then rebuilds on every change under web/src; resolves after the first build, `onBuild` hears of each. */
export async function watchWeb(onBuild: (errors: string[]) => void): Promise<{ close: () => Promise<void> }> {
  let firstBuildDone: () => void = () => undefined;
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));
  const buildOptions = options(WEB_DIST);
  const context = await esbuild.context({
    ...buildOptions,
    plugins: [
      ...(buildOptions.plugins ?? []),
      {
        name: 'index-html',
        setup(build) {
          build.onEnd(async (result) => {
            const errors = result.errors.map((error) => `${error.location?.file ?? ''}:${error.location?.line ?? ''} ${error.text}`);
            if (errors.length === 0) {
              await writeBuild(result, WEB_DIST, buildOptions).catch((error: unknown) => errors.push(error instanceof Error ? error.message : String(error)));
            }
            onBuild(errors);
            firstBuildDone();
          });
        },
      },
    ],
  });
  await context.watch();
  await firstBuild;
  return { close: () => context.dispose() };
}

if (require.main === module) {
  const started = Date.now();
  buildWeb().then(
    () => console.log(`web app built into web/dist in ${Date.now() - started} ms`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
