import * as fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Browser tests drive Debian's Chromium through playwright-core (no browser download). Without a
 * Chromium they are skipped with a loud notice, except under CI=true, where that is a failure.
 */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string => Boolean(path));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const chromiumPath = CANDIDATES.find((path) => fs.existsSync(path));

export function describeInBrowser(name: string, body: () => void): void {
  if (chromiumPath) return describe(name, body);
  const notice = `No Chromium found (looked at ${CANDIDATES.join(', ')}): install it with apt-get install chromium.`;
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
