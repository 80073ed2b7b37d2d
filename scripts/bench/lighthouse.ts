import type { Result } from 'lighthouse';
import { LOCALE_COOKIE } from '../../shared/prerendered-pages';
import { registerStop, scratchDirectory } from './cleanup';
import { medianRun, type LighthouseRun } from './lighthouse-figures';

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G link, simulated) on the pages a visitor
 * sees first, in both languages, a few runs each: the medians are the figures of issue 10.
 *
 * Each run is made as Lighthouse's CLI makes one, so that the bench's figures are the ones anybody gets from
 * `lighthouse <url> --extra-headers='{"Cookie":"locale=ar"}'`: a Chromium of its own on a new, empty profile, and
 * the language cookie sent as an extra header, nothing stored before the visit. A Chromium reused for every run
 * keeps what Lighthouse does not clear between them (it clears the HTTP cache only): the cookies and `localStorage`
 * the app writes (it stores its language at start-up), IndexedDB, and the renderer's compiled scripts. Reused, it
 * gave `/` in Arabic an LCP of 1.9 s in two runs of three, where fresh ones give 3.4 to 3.8 s.
 */
const LIGHTHOUSE_PAGES = ['/', '/signin'] as const;
const LIGHTHOUSE_LOCALES = ['en', 'ar'] as const;
export const LIGHTHOUSE_RUNS = 3;

type LighthouseLocale = (typeof LIGHTHOUSE_LOCALES)[number];

interface LighthouseResult {
  page: string;
  locale: LighthouseLocale;
  median: LighthouseRun;
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export async function measureLighthouse(appUrl: string, executable: string): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    for (const locale of LIGHTHOUSE_LOCALES) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await runLighthouse(`${appUrl}${page}`, locale, executable));
      results.push({ page, locale, median: medianRun(runs) });
    }
  }
  return results;
}

/** One run, in a Chromium started for it and stopped after (on Ctrl-C too), its profile removed with it. */
async function runLighthouse(url: string, locale: LighthouseLocale, executable: string): Promise<LighthouseRun> {
  // Both are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // The bench stops Chromium itself, on Ctrl-C too (cleanup.ts): chrome-launcher's own handler would exit first. Its
  // profile is a scratch directory of the bench's, which a later run removes if this one is killed.
  const profile = scratchDirectory('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: CHROME_FLAGS, handleSIGINT: false, userDataDir: profile.dir });
  const kill = registerStop(() => chrome.kill());
  try {
    // The cookie the server picks the prebuilt page by, as a returning visitor's browser sends it.
    const extraHeaders = { Cookie: `${LOCALE_COOKIE}=${locale}` };
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, extraHeaders });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url} (${locale})`);
    return figuresOf(result.lhr);
  } finally {
    await kill();
    await profile.remove();
  }
}

/** The figures the bench keeps of one report. */
function figuresOf({ categories, audits }: Result): LighthouseRun {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    totalBytes: value('total-byte-weight'),
  };
}
