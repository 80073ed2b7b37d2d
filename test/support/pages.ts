import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './wait';

/**
 * What axe finds serious or critical on the page, one line per rule: `rule: selectors`. In axe's legacy mode, which
 * runs `axe.run` in the page itself: the app has no frames, and the default mode opens a new page (a new renderer
 * process) to finish every run, which cost twice the time (company-profile's 24 runs: 34 s, 18 s in legacy mode). Only
 * violations are gathered (`resultTypes`): the passes and incomplete checks' node lists are never read, and leaving
 * them out makes a run about a fifth shorter (the landing page: 570 → 430 ms).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settledAnimations(page);
  const { violations } = await new AxeBuilder({ page, axeSource: await axeSourceFor(page) }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Waits for the page's finite animations (a dialog fading in, a toast sliding, an error text appearing) to end:
 * colours measured mid-fade are not the page's, and on a loaded machine axe caught a dialog at half opacity. Endless
 * ones (spinners) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe's source for the page's document, or nothing to add when an earlier run left axe in it: AxeBuilder evaluates the
 * source it is given twice per run (about 500 kB each time), which was a third of a run (the landing page: 500 → 310 ms).
 * A navigation gives a new document, which gets the library's own source again.
 */
async function axeSourceFor(page: Page): Promise<string | undefined> {
  return (await page.evaluate(() => 'axe' in window)) ? ';' : undefined;
}

/**
 * The texts on the page that show an amount ("SAR 115.00", "115.00 SAR") other than alone in a bidi isolate (`<bdi>`
 * or `unicode-bidi: isolate`): an amount sharing a text with words, a sign or brackets gets reordered with them in an
 * Arabic sentence ("(SAR 115.00+").
 */
export function amountsOutsideIsolates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const showsAmount = /SAR\s?[+\d-]|\d\s?SAR/;
    // Intl's own marks (LRM, RLM, ALM) and a sign belong to the formatted amount.
    const onlyAmount = /^[\s\u200e\u200f\u061c]*[+-]?[\s\u200e\u200f]*(SAR\s?[\d.,]+|[\d.,]+\s?SAR)\s*$/;
    const isolates = (element: Element | null) => element !== null && (element.tagName === 'BDI' || getComputedStyle(element).unicodeBidi.includes('isolate'));
    const loose: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (showsAmount.test(text) && !(onlyAmount.test(text) && isolates(node.parentElement))) loose.push(text);
    }
    return loose;
  });
}

/**
 * Waits for the page's finite animations (a dialog opening, a toast sliding in) to end, so a screenshot or a click
 * meets what the user sees. A cancelled animation (its element removed, a toast replaced) has ended too: its
 * `finished` rejects, which is no failure here.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits for the focus to be on `element`, `what` naming it in the failure: a dialog gives the focus back to its opener
 * as it finishes closing, which can be a frame after it is hidden.
 */
export async function focusComesBackTo(element: Locator, what: string): Promise<void> {
  await waitUntil(() => element.evaluate((node) => node === document.activeElement), (focused) => focused, { reason: `the focus to come back to ${what}` });
}
