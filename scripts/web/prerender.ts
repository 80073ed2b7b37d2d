import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { PRERENDERED_LOCALES, PRERENDERED_PATHS, prerenderedFile, type PrerenderedLocale } from '../../shared/prerendered-pages';

/**
 * Builds the static HTML of the pages a visitor may open first (shared/prerendered-pages.ts), in both languages:
 * web/src/prerender.tsx is bundled for Node with the client build's asset names (so every URL in the markup is the
 * one the browser build uses), run, and each page's markup is written into the app's index.html with the
 * language's direction and its fonts preloaded. The browser paints these before any script runs; main.tsx
 * hydrates them.
 */

type Prerender = (pathname: string, locale: PrerenderedLocale, origin: string) => Promise<string>;

const ROOT = path.resolve(__dirname, '..', '..');
const ENTRY = path.join(ROOT, 'web', 'src', 'prerender.tsx');

/**
 * The font the first paint uses most, preloaded: Latin for English, Arabic only for Arabic, the regular weight of the
 * body text. The semibold of the headings comes as the style sheet asks for it: preloading both Arabic weights
 * (44 + 47 KB) held up the first paint on a slow link more than the swap they saved.
 */
const FIRST_PAINT_FONTS: Record<PrerenderedLocale, RegExp> = {
  en: /^poppins-latin-400-normal-[^/]+\.woff2$/,
  ar: /^noto-kufi-arabic-arabic-400-normal-[^/]+\.woff2$/,
};

async function loadPrerender(clientOptions: esbuild.BuildOptions): Promise<Prerender> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    outdir: clientOptions.outdir,
    assetNames: clientOptions.assetNames,
    publicPath: clientOptions.publicPath,
    loader: { ...clientOptions.loader, '.css': 'empty' },
    jsx: 'automatic',
    define: clientOptions.define,
    logLevel: 'silent',
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!script) throw new Error('The prerender build produced no script');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-')), 'prerender.cjs');
  fs.writeFileSync(file, script.contents);
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is made at build time; require is how Node runs a CommonJS file by path.
    return (require(file) as { prerenderPage: Prerender }).prerenderPage;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * The app's index.html (`shellHtml`, its style sheet and the prebuilt pages' boot script in) with a page's markup,
 * language and fonts.
 */
export function pageHtml(shellHtml: string, markup: string, pathname: string, locale: PrerenderedLocale, fontUrls: string[]): string {
  // The Content-Security-Policy runs no inline script: markup that needs one would never finish in the browser.
  if (markup.includes('<script')) throw new Error(`The prerendered ${pathname} (${locale}) holds an inline script`);
  const preloads = fontUrls.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`).join('\n    ');
  const withRoot = shellHtml.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${locale}:${pathname}">${markup}</div>`);
  const withLanguage = withRoot.replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
  const withFonts = withLanguage.replace('</title>', () => `</title>\n    ${preloads}`);
  if (withFonts === shellHtml || !withRoot.includes('data-prerendered') || !withLanguage.includes(`lang="${locale}"`)) throw new Error('web/index.html no longer has the <html lang dir>, <title> and empty #root the prerendering fills');
  return withFonts;
}

export async function prerenderPages(outDir: string, shellHtml: string, clientOptions: esbuild.BuildOptions): Promise<void> {
  const prerender = await loadPrerender(clientOptions);
  const fontFiles = fs.readdirSync(path.join(outDir, 'assets', 'files'));
  for (const locale of PRERENDERED_LOCALES) {
    const fontUrls = fontFiles.filter((file) => FIRST_PAINT_FONTS[locale].test(file)).map((file) => `${clientOptions.publicPath ?? ''}/files/${file}`);
    if (fontUrls.length !== 1) throw new Error(`Expected one regular ${locale} font in the build, found ${fontUrls.length}`);
    for (const pathname of PRERENDERED_PATHS) {
      const markup = await prerender(pathname, locale, 'http://localhost');
      const file = path.join(outDir, prerenderedFile(pathname, locale) ?? '');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageHtml(shellHtml, markup, pathname, locale, fontUrls));
    }
  }
}
