import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
async function main() {
  const info = JSON.parse(readFileSync('/tmp/devstack/local-stack.json', 'utf8')) as { url: string };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const [locale, width] of [['ar', 390], ['en', 1280]] as const) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
    const page = await context.newPage();
    await page.goto(`${info.url}${process.argv[2]}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-${locale}.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
}
void main();
