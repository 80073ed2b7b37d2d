import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** What axe finds serious or critical on the page, one line per rule: `rule: selectors`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A fresh browser profile (no session) showing the app in `locale` until the visitor switches, and the uncaught
 * exceptions and console errors its page reports.
 */
export async function openLocaleTab(
  browser: Browser,
  locale: string,
  options: BrowserContextOptions,
): Promise<{ page: Page; context: BrowserContext; failures: string[] }> {
  const context = await browser.newContext(options);
  await context.addInitScript((initial) => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', initial);
  }, locale);
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  return { page, context, failures };
}

/**
 * The texts on the page that show an amount ("SAR 115.00", "115.00 SAR") other than alone in a bidi isolate (`<bdi>`
 * or `unicode-bidi: isolate`): an amount sharing a text with words, a sign or brackets gets reordered with them in an
 * Arabic sentence ("(SAR 115.00+").
 */
export function amountsOutsideIsolates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const showsAmount = /SAR\s?[+\-\d]|\d\s?SAR/;
    // Intl's own marks (LRM, RLM, ALM) and a sign belong to the formatted amount.
    const onlyAmount = /^[\s\u200e\u200f\u061c]*[+\-]?[\s\u200e\u200f]*(SAR\s?[\d.,]+|[\d.,]+\s?SAR)\s*$/;
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
