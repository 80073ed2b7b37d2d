import type { Browser, Locator, Page } from 'playwright-core';
import { appPath } from '../../shared/app-paths';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { approvedDeal } from '../support/campaigns';
import { plural, shot as shotIn } from '../support/journeys';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator } from '../support/profiles';
import { stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * Ratings and reviews (issue 28): in English at 1280 px the company rates the creator of an approved set, and sees
 * that her rating waits for his; in Arabic on a 390 px phone the creator is told he was rated, not how, and rates
 * the company; then both ratings show on the deal, and the averages and the review on each public profile.
 */

jest.setTimeout(180_000);

const SHOTS = '/tmp/e2e-ratings';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);

// approvedDeal writes the deal with the data layer, which reads the table from the environment.
beforeAll(useLambdaEnvironment);

/** Gives every score of the rating dialog `stars` stars and sends it with `text`. */
async function fillRating(tab: Tab, dialog: Locator, stars: number, text: string) {
  const groups = dialog.locator('[data-scope="rating-group"][data-part="control"]');
  await groups.first().waitFor();
  for (let index = 0; index < (await groups.count()); index++) await groups.nth(index).locator('[data-part="item"]').nth(stars - 1).click();
  await dialog.getByRole('textbox', { name: tab.t('delivery.rating.text') }).fill(text);
  await dialog.getByRole('button', { name: tab.t('delivery.rating.submit'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describeInBrowser('ratings and reviews in Chromium', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
  });
  afterAll(async () => browser?.close());

  it('both sides rate → revealed on the deal → averages and review on each profile', async () => {
    const company = await readyCompany({ companyName: 'Oud Gallery', description: 'Perfumes.', vatNumber: '300000000000003', businessAddress: 'Jeddah', showAddressToCreators: false });
    const creatorName = 'فهد الشمري';
    const creator = await readyCreator(admin, creatorName, ['beauty-fashion'], true, 'ar');
    const deal = await approvedDeal(company, creator, new Date(Date.now() - 2 * 86_400_000).toISOString(), { companyName: 'Oud Gallery', creatorName });

    // The company rates the creator from the campaign's results.
    const brand = await openTab(browser, 'en', DESKTOP);
    await signInWithTokens(brand, company.email, '/dashboard', { password: TEST_PASSWORD });
    await brand.page.goto(`${stack().url}${appPath.campaignTab(deal.id, 'results')}`);
    await brand.page.getByRole('button', { name: brand.t('delivery.rating.rate', { name: creatorName }), exact: true }).click();
    await fillRating(brand, brand.page.getByRole('dialog'), 4, 'Elegant light and a calm voice.');
    const brandDeal = brand.page.getByTestId('deal-rating');
    await brandDeal.getByText(brand.t('delivery.rating.yours'), { exact: true }).waitFor();
    expect(await brandDeal.getByText(brand.t('delivery.rating.theirs', { name: creatorName })).count()).toBe(0);
    expect(await seriousViolations(brand.page)).toEqual([]);
    await shot(brand.page, 'en-rated-waiting');

    // The creator, in Arabic on his phone: rated, not shown how; he rates the company.
    const tab = await openTab(browser, 'ar', PHONE);
    const { page, t } = tab;
    await signInWithTokens(tab, creator.email, '/dashboard', { password: TEST_PASSWORD });
    await page.goto(`${stack().url}${appPath.campaignTab(deal.id, 'workspace')}`);
    const hisDeal = page.getByTestId('deal-rating');
    await hisDeal.getByRole('button', { name: t('delivery.rating.rate', { name: 'Oud Gallery' }), exact: true }).waitFor();
    expect(await hisDeal.innerText()).not.toContain('Elegant light');
    await shot(page, 'ar-before-rating');
    await hisDeal.getByRole('button', { name: t('delivery.rating.rate', { name: 'Oud Gallery' }), exact: true }).click();
    await fillRating(tab, page.getByRole('dialog'), 5, 'موجز واضح ودفع سريع.');
    await hisDeal.getByText('Elegant light and a calm voice.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ar-revealed');

    // The company's profile, as the creator sees it: the average and his review.
    await page.goto(`${stack().url}${appPath.company(company.id)}`);
    await page.getByRole('heading', { name: t('term.reviews.title') }).waitFor();
    await page.getByRole('img', { name: plural('ar', 'term.rating.summaryLabel', { overall: '5.0', count: 1 }) }).waitFor();
    await page.getByText('موجز واضح ودفع سريع.').waitFor();
    await shot(page, 'ar-company-profile');

    // His profile, as the company sees it: her review, and the average.
    await brand.page.goto(`${stack().url}${appPath.creator(creator.id)}`);
    await brand.page.getByRole('img', { name: plural('en', 'term.rating.summaryLabel', { overall: '4.0', count: 1 }) }).waitFor();
    await brand.page.getByText('Elegant light and a calm voice.').waitFor();
    expect(await seriousViolations(brand.page)).toEqual([]);
    await shot(brand.page, 'en-creator-profile');
    await closeTab(tab);
    await closeTab(brand);
  });
});
