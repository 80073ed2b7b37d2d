import * as fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Browser tests drive Debian's Chromium through playwright-core (no browser download): its headless shell
 * (`chromium-headless-shell`) where installed, as Playwright itself runs headless tests, else the full browser in its
 * headless mode. Without either they are skipped with a loud notice, except under CI=true, where that is a failure.
 *
 * The shell has no browser window: the full browser builds one for every context, with its own renderer processes for
 * the window's web UI (the address bar's suggestions). A fresh context that opens /signin took 2.85 s of the machine's
 * CPU with the full browser, 1.18 s with the shell; a context alone 0.51 s, 0.13 s.
 */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string => Boolean(path));
/**
 * V8's optimising tiers off (`--no-opt --no-maglev`): a test page lives seconds, too short for TurboFan's and Maglev's
 * background compiles to pay back, and on two cores they take CPU from the stack and the other worker. company-profile
 * alone: renderers 63 s → 48 s of CPU, 89 s → 78 s. The tests assert behaviour, never speed: the bench measures pages
 * in a browser with its defaults.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--js-flags=--no-opt --no-maglev',
];

export const chromiumPath = CANDIDATES.find((path) => fs.existsSync(path));

export function describeInBrowser(name: string, body: () => void): void {
  if (chromiumPath) return describe(name, body);
  const notice = `No Chromium found (looked at ${CANDIDATES.join(', ')}): install it with apt-get install chromium-headless-shell.`;
  if (process.env.CI === 'true') {
    describe(name, () => it('needs Chromium in CI', () => {
      throw new Error(notice);
    }));
    return;
  }
  console.warn(`\n!!!!!!!!!!\n!!! BROWSER TESTS SKIPPED: ${notice}\n!!!!!!!!!!\n`);
  describe.skip(name, body);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: FLAGS });
}

/**
 * `it` for a journey whose subject is behaviour (a redirect, a confirm dialog, an account's state), not words or
 * layout: it runs in one language only, and a pass in the other keeps the journeys whose texts, direction or layout
 * differ (docs/decisions/tests.md, "The test layout").
 */
export function onlyIn(language: string, locale: string): (name: string, journey: () => Promise<void>, timeout?: number) => void {
  return (name, journey, timeout) => {
    if (locale === language) it(name, journey, timeout);
  };
}
