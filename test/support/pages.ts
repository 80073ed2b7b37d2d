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
