import type { Browser } from 'puppeteer-core';
import { LOCALE_COOKIE } from '../../shared/prerendered-pages';
import { registerStop, scratchDirectory } from './cleanup';
import { medianRun, type LighthouseRun } from './lighthouse-figures';

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G link, simulated) on the pages a visitor
 * sees first, in both languages, a few runs each: the medians are the figures of issue 10.
 */
const LIGHTHOUSE_PAGES = ['/', '/signin'] as const;
const LIGHTHOUSE_LOCALES = ['en', 'ar'] as const;
export const LIGHTHOUSE_RUNS = 3;

interface LighthouseResult {
  page: string;
  locale: (typeof LIGHTHOUSE_LOCALES)[number];
  median: LighthouseRun;
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

export async function measureLighthouse(appUrl: string, executable: string): Promise<LighthouseResult[]> {
  // Both are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  // The bench stops Chromium itself, on Ctrl-C too (cleanup.ts): chrome-launcher's own handler would exit first. Its
  // profile is a scratch directory of the bench's, which a later run removes if this one is killed.
  const profile = scratchDirectory('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: CHROME_FLAGS, handleSIGINT: false, userDataDir: profile.dir });
  const kill = registerStop(() => chrome.kill());
  const results: LighthouseResult[] = [];
  try {
    const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (const page of LIGHTHOUSE_PAGES) {
      for (const locale of LIGHTHOUSE_LOCALES) {
        const runs: LighthouseRun[] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          const tab = await browser.newPage();
          // Lighthouse clears the origin's storage (not its cookies) before loading; the language is chosen as a
          // returning visitor's would be: the cookie the server picks the prebuilt page by, and the app's stored
          // language, set before its first script runs.
          await tab.setCookie({ name: LOCALE_COOKIE, value: locale, url: appUrl });
          await tab.evaluateOnNewDocument((language: string) => localStorage.setItem('locale', language), locale);
          const result = await lighthouse(`${appUrl}${page}`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'] }, undefined, tab);
          await tab.close();
          if (!result) throw new Error(`Lighthouse returned nothing for ${page} (${locale})`);
          const { categories, audits } = result.lhr;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          runs.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            fcpMs: value('first-contentful-paint'),
            lcpMs: value('largest-contentful-paint'),
            cls: value('cumulative-layout-shift'),
            tbtMs: value('total-blocking-time'),
            totalBytes: value('total-byte-weight'),
          });
        }
        results.push({ page, locale, median: medianRun(runs) });
      }
    }
    await browser.disconnect();
  } finally {
    await kill();
    await profile.remove();
  }
  return results;
}
