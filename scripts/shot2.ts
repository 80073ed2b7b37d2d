import { launchBrowser } from '../test/support/browser';
import { openTab, signInWithTokens } from '../test/support/tabs';
import { stack } from '../test/support/stack';

const SHOTS: { name: string; locale: 'en' | 'ar'; width: number; email: string; landing: string; path: string; link?: string; suffix?: string; click?: string[] }[] = JSON.parse(process.argv[2] ?? '[]');

void (async () => {
  const browser = await launchBrowser();
  for (const shot of SHOTS) {
    const tab = await openTab(browser, shot.locale, { viewport: { width: shot.width, height: shot.width > 500 ? 900 : 844 } }, { ignoreFailedResources: true });
    await signInWithTokens(tab, shot.email, shot.landing);
    await tab.page.goto(`${stack().url}${shot.path}`);
    await tab.page.waitForTimeout(2500);
    if (shot.link) {
      await tab.page.getByRole('link', { name: shot.link }).first().click();
      await tab.page.waitForTimeout(1500);
      if (shot.suffix) await tab.page.goto(`${tab.page.url().split('?')[0]}${shot.suffix}`);
      await tab.page.waitForTimeout(2500);
    }
    for (const name of shot.click ?? []) {
      await tab.page.getByRole('button', { name, exact: true }).first().click();
      await tab.page.waitForTimeout(1500);
    }
    await tab.page.screenshot({ path: `/tmp/shot-${shot.name}.png`, fullPage: true });
    await tab.page.context().close();
  }
  await browser.close();
})();
