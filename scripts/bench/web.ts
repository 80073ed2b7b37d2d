import * as zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from './chromium';
import { registerStop } from './cleanup';
import { LIGHTHOUSE_RUNS, measureLighthouse } from './lighthouse';
import { formatFigure, goalText, verdict, type Figure } from './lighthouse-figures';
import { medianMs, type Progress, type Row } from './report';

/**
 * The web app in Debian's Chromium: what a visitor's browser loads for the sign-in page and how soon its form can be
 * used, then Lighthouse (lighthouse.ts).
 */

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SIGN_IN_SAMPLES = 5;
/** Issue 24's budget of `/signin`'s first load, with React Router and Formik in it. */
const FIRST_LOAD_BUDGET = { gzipKb: 210, files: 6 };

function firstLoadVerdict(gzipKb: number, files: number): string {
  const within = gzipKb <= FIRST_LOAD_BUDGET.gzipKb && files <= FIRST_LOAD_BUDGET.files;
  return `<= ${FIRST_LOAD_BUDGET.gzipKb} KB in <= ${FIRST_LOAD_BUDGET.files} files ${within ? 'PASS' : 'FAIL'}`;
}

export async function measureWeb(appUrl: string, progress: Progress): Promise<Row[]> {
  const executable = chromiumPath();
  if (!executable) return [['/signin and Lighthouse measures', 'skipped', 'needs chromium']];
  const signIn = await measureSignIn(appUrl, executable);
  const rows: Row[] = [
    [`/signin first-load JavaScript, gzipped (${signIn.jsFiles} files)`, `${signIn.jsGzipKb.toFixed(1)} KB`, firstLoadVerdict(signIn.jsGzipKb, signIn.jsFiles)],
    ['/signin first-load JavaScript on the wire (as served, brotli)', `${signIn.jsWireKb.toFixed(1)} KB`, ''],
    [`/signin navigation to interactive form (median of ${SIGN_IN_SAMPLES}, cold)`, medianMs(signIn.interactiveMs), ''],
  ];
  progress(`Lighthouse mobile, ${LIGHTHOUSE_RUNS} runs of each page and language`);
  for (const { page, locale, median } of await measureLighthouse(appUrl, executable)) {
    for (const figure of Object.keys(median) as Figure[]) {
      const value = median[figure];
      rows.push([`Lighthouse mobile ${page} (${locale}), ${figure} (median of ${LIGHTHOUSE_RUNS})`, formatFigure(figure, value), [goalText(figure), verdict(figure, value)].filter(Boolean).join(' ')]);
    }
  }
  return rows;
}

async function measureSignIn(appUrl: string, executable: string): Promise<{ jsGzipKb: number; jsWireKb: number; jsFiles: number; interactiveMs: number[] }> {
  // Not Playwright's signal handlers: the bench stops the browser itself (cleanup.ts), on Ctrl-C too.
  const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_FLAGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  const close = registerStop(() => browser.close());
  try {
    const { jsGzipKb, jsWireKb, jsFiles } = await firstLoadJs(browser, `${appUrl}/signin`);
    const interactiveMs: number[] = [];
    for (let i = 0; i < SIGN_IN_SAMPLES; i++) interactiveMs.push(await timeToInteractiveForm(browser, `${appUrl}/signin`));
    return { jsGzipKb, jsWireKb, jsFiles, interactiveMs: interactiveMs.sort((a, b) => a - b) };
  } finally {
    await close();
  }
}

/**
 * Every script the page loads until its form is ready: gzipped at level 9 (the issues' yardstick), and the bytes
 * that actually came over the wire (the gateway's brotli copies, as CloudFront compresses).
 */
async function firstLoadJs(browser: Browser, url: string): Promise<{ jsGzipKb: number; jsWireKb: number; jsFiles: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  const wireSizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body());
    wireSizes.push(response.finished().then(async () => (await response.request().sizes()).responseBodySize));
  });
  await page.goto(url);
  await signInFormReady(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  const wireBytes = (await Promise.all(wireSizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  const gzipBytes = scripts.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
  return { jsGzipKb: gzipBytes / 1024, jsWireKb: wireBytes / 1024, jsFiles: scripts.length };
}

/** From navigation start to a visible, enabled e-mail field, in a fresh context (cold cache). */
async function timeToInteractiveForm(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await signInFormReady(page);
  const elapsed = performance.now() - started;
  await context.close();
  return elapsed;
}

async function signInFormReady(page: import('playwright-core').Page): Promise<void> {
  const email = page.getByLabel('Email', { exact: false }).first();
  await email.waitFor({ state: 'visible', timeout: 30_000 });
  await email.isEnabled();
}
