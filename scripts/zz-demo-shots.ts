import { launchBrowser } from '../test/support/browser';
import { openTab, signInWithTokens } from '../test/support/tabs';
import { api, signIn, stack } from '../test/support/stack';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const password = 'Demo-pass-1';

(async () => {
  const browser = await launchBrowser();
  const brandToken = (await signIn('users', 'brand@demo.ugc.local')).AccessToken ?? '';
  const list = (await api('/campaigns/company?page=1', { token: brandToken })).body as { campaigns?: { id: string; campaignTitle: string }[]; items?: { id: string; campaignTitle: string }[] };
  const campaigns = list.campaigns ?? list.items ?? [];
  const find = (title: string) => campaigns.find((c) => c.campaignTitle === title)?.id ?? '';
  const kraft = find('First look at our new kraft bag');
  const espresso = find('Espresso at home with our Riyadh blend');
  console.log(kraft, espresso);
  for (const [locale, options, name] of [['en', DESKTOP, 'desktop'], ['ar', PHONE, 'phone']] as const) {
    const brand = await openTab(browser, locale, options);
    await signInWithTokens(brand, 'brand@demo.ugc.local', '/dashboard', { password });
    await brand.page.goto(`${stack().url}/campaigns/${kraft}?tab=results`);
    await brand.page.waitForTimeout(3000);
    await brand.page.screenshot({ path: `/tmp/demo-${locale}-${name}-brand-kraft.png`, fullPage: true });
    await brand.page.goto(`${stack().url}/campaigns/${espresso}?tab=results`);
    await brand.page.waitForTimeout(3000);
    await brand.page.getByRole('button', { name: brand.t('delivery.review.compare') }).first().click();
    await brand.page.waitForTimeout(2000);
    await brand.page.screenshot({ path: `/tmp/demo-${locale}-${name}-brand-compare.png` });
    await brand.page.keyboard.press('Escape');
    await brand.page.getByRole('button', { name: brand.t('delivery.review.revise') }).first().click();
    await brand.page.waitForTimeout(1500);
    await brand.page.screenshot({ path: `/tmp/demo-${locale}-${name}-brand-revise.png` });
    await brand.context.close();
    const creator = await openTab(browser, locale, options);
    await signInWithTokens(creator, 'creator@demo.ugc.local', '/dashboard', { password });
    await creator.page.goto(`${stack().url}/campaigns/${kraft}`);
    await creator.page.waitForTimeout(3000);
    await creator.page.screenshot({ path: `/tmp/demo-${locale}-${name}-creator-kraft.png`, fullPage: true });
    console.log(locale, 'failures', brand.failures, creator.failures);
    await creator.context.close();
  }
  await browser.close();
})();
