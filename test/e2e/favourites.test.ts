import type { Browser, Page } from 'playwright-core';
import { APP_ROUTES, appPath } from '../../shared/app-paths';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { openCampaign } from '../support/campaigns';
import { plural, shot as shotIn } from '../support/journeys';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * A company's favourite creators (issue 28). In Arabic on a 390 px phone: a star on a candidate's card and on a
 * creator's public profile (kept after a reload), `/creators` listing both (the latest starred first, with "no
 * campaign together yet"), and a star removed there. In English at 1280 px: the list reached from the menu.
 */

jest.setTimeout(180_000);

const SHOTS = '/tmp/e2e-favourites';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);

// openCampaign writes the campaign with the data layer, which reads the table from the environment.
beforeAll(useLambdaEnvironment);

describeInBrowser('favourite creators in Chromium', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
  });
  afterAll(async () => browser?.close());

  async function starOn(tab: Tab, name: string) {
    const star = tab.page.getByRole('button', { name: tab.t('favourites.star', { name }), exact: true });
    await star.click();
    await tab.page.getByRole('button', { name: tab.t('favourites.unstar', { name }), exact: true }).waitFor();
    expect(await tab.page.getByRole('button', { name: tab.t('favourites.unstar', { name }), exact: true }).getAttribute('aria-pressed')).toBe('true');
  }

  it('stars a candidate and a profile, lists both on /creators and removes one there, in Arabic at 390 px', async () => {
    const company = await readyCompany({ companyName: 'Oud Gallery', description: 'Perfumes.', vatNumber: '300000000000003', businessAddress: 'Jeddah', showAddressToCreators: false });
    const [applicantName, otherName] = ['هدى العتيبي', 'سارة الدوسري'];
    const [applicant, other] = await Promise.all([readyCreator(admin, applicantName, ['food-cooking'], true, 'ar'), readyCreator(admin, otherName, ['beauty-fashion'], false, 'ar')]);
    const campaign = await openCampaign(company, 'Oud Gallery');
    expect((await api(`/campaigns/apply/${campaign.id}?applyAnyway=true`, { method: 'POST', token: applicant.token })).status).toBe(201);

    const tab = await openTab(browser, 'ar', PHONE);
    const { page, t } = tab;
    await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });

    // The empty list first.
    await page.goto(`${stack().url}${APP_ROUTES.favouriteCreators}`);
    await page.getByRole('heading', { level: 1, name: t('favourites.title') }).waitFor();
    await page.getByText(t('favourites.empty'), { exact: true }).waitFor();
    await shot(page, 'ar-empty');

    // A star on the candidate's card, then one on the other creator's public profile, which a reload keeps.
    await page.goto(`${stack().url}${appPath.campaignTab(campaign.id, 'requests')}`);
    await page.getByRole('heading', { name: t('campaign.candidates.title') }).waitFor();
    await starOn(tab, applicantName);
    await shot(page, 'ar-candidate-starred');
    await page.goto(`${stack().url}${appPath.creator(other.id)}`);
    await starOn(tab, otherName);
    await page.reload();
    await page.getByRole('button', { name: t('favourites.unstar', { name: otherName }), exact: true }).waitFor();

    // Both on /creators, the latest starred first; neither has worked with the company yet.
    await page.goto(`${stack().url}${APP_ROUTES.favouriteCreators}`);
    const cards = page.getByTestId('favourite-creator');
    await cards.nth(1).waitFor();
    expect(await cards.allInnerTexts()).toEqual([expect.stringContaining(otherName), expect.stringContaining(applicantName)]);
    await cards.first().getByText(t('favourites.noCampaignYet'), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ar-list');

    // Removing a star there takes the creator off the list.
    await page.getByRole('button', { name: t('favourites.unstar', { name: otherName }), exact: true }).click();
    await page.getByText(otherName).waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(1);
    await closeTab(tab);
  });

  it('lists the favourites from the menu in English at 1280 px, each star pressed', async () => {
    const company = await readyCompany({ companyName: 'Date Palm Co', description: 'Dates.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false });
    const creator = await readyCreator(admin, 'Sara Al-Dosari', ['beauty-fashion'], false, 'en');
    expect((await api(`/favourites/${creator.id}`, { method: 'PUT', token: company.token })).status).toBe(204);
    const tab = await openTab(browser, 'en', DESKTOP);
    const { page, t } = tab;
    await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });
    await page.getByRole('navigation').first().getByRole('link', { name: t('nav.creators'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('favourites.title') }).waitFor();
    await page.getByText(plural('en', 'favourites.count', { count: 1 }), { exact: true }).waitFor();
    const star = page.getByRole('button', { name: t('favourites.unstar', { name: 'Sara Al-Dosari' }), exact: true });
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'en-list');
    await closeTab(tab);
  });
});
