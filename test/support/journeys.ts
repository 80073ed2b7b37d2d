import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Locale, MessageId } from '../../web/src/i18n/locale';
import { MESSAGES } from './messages';
import { stack } from './stack';
import type { Tab } from './tabs';

/** What the browser journeys of several features do alike: screenshots, downloads, live notifications, plurals. */

/**
 * Screenshots are for a person to look at the pages, never compared: taken only when E2E_SCREENSHOTS is set
 * (`E2E_SCREENSHOTS=1 npx jest -c test/jest.stack.config.js test/e2e/chat-admin.test.ts`), so a test run spends no
 * CPU encoding images nobody opens.
 */
const TAKING_SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOTS);

/**
 * A screenshot into `directory`: of the full page, from the top (Chromium's capture of a phone-sized page scrolled down
 * leaves parts blank), or with `wholePage: false` of what the viewport shows where the page is scrolled.
 */
export async function shot(page: Page, directory: string, name: string, { wholePage = true } = {}): Promise<void> {
  if (!TAKING_SCREENSHOTS) return;
  fs.mkdirSync(directory, { recursive: true });
  if (wholePage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage: wholePage });
}

/** Marks the page's document, so a later look can tell it was not reloaded meanwhile. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument === true);
}

/** The file a button makes the browser download. */
export async function downloaded(page: Page, button: Locator, timeout = 90_000): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout }), button.click()]);
  return fs.readFileSync(await download.path());
}

/** Waits for a notification's link on the open notifications page, which must not have been reloaded for it. */
export async function noticeArrives({ page, t }: Tab, title: MessageId): Promise<Locator> {
  const link = page.getByRole('link', { name: t(title), exact: true }).first();
  await link.waitFor({ timeout: 15_000 });
  expect(await sameDocument(page)).toBe(true);
  return link;
}

/** Opens the notifications page and marks it, so a notice that arrives can be seen to come without a reload. */
export async function openNotifications(tab: Tab): Promise<void> {
  await tab.page.goto(`${stack().url}/notifications`);
  await tab.page.getByRole('heading', { level: 1, name: tab.t('notifications.title') }).waitFor();
  await markDocument(tab.page);
}

/**
 * A message with `{name, plural, …}` arguments, worded as the app's ICU formatter words it (the tabs' `t()` fills
 * plain `{name}`s only): the branch of the language's plural rule, `#` as the number.
 */
export function plural(locale: Locale, id: MessageId, values: Record<string, string | number>): string {
  const branched = MESSAGES[locale][id].replace(/\{(\w+), plural, ((?:[^{}]|\{[^{}]*\})*)\}/g, (whole, name: string, branches: string) => {
    const count = Number(values[name]);
    const forms = new Map([...branches.matchAll(/(=\d+|\w+) \{([^{}]*)\}/g)].map(([, key, text]) => [key, text ?? '']));
    const form = forms.get(`=${count}`) ?? forms.get(new Intl.PluralRules(locale).select(count)) ?? forms.get('other');
    return form === undefined ? whole : form.replace(/#/g, new Intl.NumberFormat(locale).format(count));
  });
  return branched.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
