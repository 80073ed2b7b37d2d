import type { Browser } from 'playwright-core';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { stack } from '../support/stack';

describeInBrowser('the web app in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('renders the landing page in English, then in Arabic right to left, and remembers the choice', async () => {
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
    await page.goto(stack().url);
    await page.getByRole('heading', { level: 1, name: 'Authentic videos from real creators' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('heading', { level: 1, name: 'فيديوهات أصيلة من صناع محتوى حقيقيين' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'فيديوهات أصيلة من صناع محتوى حقيقيين' }).waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });

  it('loads the fonts shipped with the app, from its own origin', async () => {
    const page = await browser.newPage();
    const fontHosts = new Set<string>();
    page.on('request', (request) => request.resourceType() === 'font' && fontHosts.add(new URL(request.url()).host));
    await page.goto(stack().url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect([...fontHosts]).toEqual([new URL(stack().url).host]);
    await page.close();
  });
});
