import * as zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/** What a visitor's browser loads for the sign-in page, and how soon its form can be used. */

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function measureSignIn(appUrl: string, chromiumPath: string, samples = 5): Promise<{ jsGzipKb: number; jsWireKb: number; jsFiles: number; interactiveMs: number[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const { jsGzipKb, jsWireKb, jsFiles } = await firstLoadJs(browser, `${appUrl}/signin`);
    const interactiveMs: number[] = [];
    for (let i = 0; i < samples; i++) interactiveMs.push(await timeToInteractiveForm(browser, `${appUrl}/signin`));
    return { jsGzipKb, jsWireKb, jsFiles, interactiveMs: interactiveMs.sort((a, b) => a - b) };
  } finally {
    await browser.close();
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
