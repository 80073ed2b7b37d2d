import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';

/** Bundles the React app into web/dist: hashed, split assets and an index.html that loads them. */

const ROOT = path.resolve(__dirname, '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
const TEMPLATE = path.join(ROOT, 'web', 'index.html');
const PUBLIC_DIR = path.join(ROOT, 'web', 'public');

function options(): esbuild.BuildOptions {
  return {
    entryPoints: { main: path.join(ROOT, 'web', 'src', 'main.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(WEB_DIST, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'files/[name]-[hash]',
    publicPath: '/assets',
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic',
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  };
}

function writeIndexHtml(metafile: esbuild.Metafile): void {
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(path.join('web', 'src', 'main.tsx')));
  if (!entry) throw new Error('The web build produced no entry bundle');
  const [jsFile, output] = entry;
  const toUrl = (file: string) => `/${path.relative(WEB_DIST, path.join(ROOT, file)).split(path.sep).join('/')}`;
  const tags = [
    output.cssBundle ? `<link rel="stylesheet" href="${toUrl(output.cssBundle)}" />` : '',
    `<script type="module" src="${toUrl(jsFile)}"></script>`,
  ].join('\n    ');
  const html = fs.readFileSync(TEMPLATE, 'utf8').replace('<!-- assets -->', tags);
  fs.writeFileSync(path.join(WEB_DIST, 'index.html'), html);
  fs.cpSync(PUBLIC_DIR, WEB_DIST, { recursive: true });
}

/** One production build; resolves to the metafile so callers can measure what it produced. */
export async function buildWeb(): Promise<esbuild.Metafile> {
  fs.rmSync(WEB_DIST, { recursive: true, force: true });
  const result = await esbuild.build(options());
  if (!result.metafile) throw new Error('esbuild returned no metafile');
  writeIndexHtml(result.metafile);
  return result.metafile;
}

/** Builds, then rebuilds on every change under web/src; resolves after the first build, `onBuild` hears of each. */
export async function watchWeb(onBuild: (errors: string[]) => void): Promise<{ close: () => Promise<void> }> {
  fs.rmSync(WEB_DIST, { recursive: true, force: true });
  let firstBuildDone: () => void = () => undefined;
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));
  const context = await esbuild.context({
    ...options(),
    plugins: [
      {
        name: 'index-html',
        setup(build) {
          build.onEnd((result) => {
            if (result.errors.length === 0 && result.metafile) writeIndexHtml(result.metafile);
            onBuild(result.errors.map((error) => `${error.location?.file ?? ''}:${error.location?.line ?? ''} ${error.text}`));
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
