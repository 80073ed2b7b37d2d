import type { Browser, Page } from 'playwright-core';
import { APP_ROUTES, appPath } from '../../shared/app-paths';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { openCampaign } from '../support/campaigns';
import { shot as shotIn } from '../support/journeys';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * A company's favourite creators (issue 28), in Arabic on a 390 px phone and in English at 1280 px: a star on a
 * candidate's card and on a creator's public profile, `/creators` listing both (the latest starred first, with
 * "no campaign together yet"), and a star removed there; the stars stay as set after a reload.
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

  for (const [locale, options] of [
    ['ar', PHONE],
    ['en', DESKTOP],
  ] as const) {
    it(`stars candidates and profiles and lists them on /creators (${locale})`, async () => {
      const company = await readyCompany({ companyName: 'Oud Gallery', description: 'Perfumes.', vatNumber: '300000000000003', businessAddress: 'Jeddah', showAddressToCreators: false });
      const [applicantName, otherName] = locale === 'ar' ? ['هدى العتيبي', 'سارة الدوسري'] : ['Huda Al-Otaibi', 'Sara Al-Dosari'];
      const [applicant, other] = await Promise.all([readyCreator(admin, applicantName, ['food-cooking'], true, locale), readyCreator(admin, otherName, ['beauty-fashion'], false, locale)]);
      const campaign = await openCampaign(company, 'Oud Gallery');
      expect((await api(`/campaigns/apply/${campaign.id}?applyAnyway=true`, { method: 'POST', token: applicant.token })).status).toBe(201);

      const tab = await openTab(browser, locale, options);
      const { page, t } = tab;
      await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });

      // The empty list first, from the menu's new entry.
      await page.goto(`${stack().url}${APP_ROUTES.favouriteCreators}`);
      await page.getByRole('heading', { level: 1, name: t('favourites.title') }).waitFor();
      await page.getByText(t('favourites.empty'), { exact: true }).waitFor();
      await shot(page, `${locale}-empty`);

      // A star on the candidate's card, then one on the other creator's public profile.
      await page.goto(`${stack().url}${appPath.campaignTab(campaign.id, 'requests')}`);
      await page.getByRole('heading', { name: t('campaign.candidates.title') }).waitFor();
      await starOn(tab, applicantName);
      await shot(page, `${locale}-candidate-starred`);
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
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `${locale}-list`);

      // Removing a star there takes the creator off the list.
      await page.getByRole('button', { name: t('favourites.unstar', { name: otherName }), exact: true }).click();
      await page.getByText(otherName).waitFor({ state: 'detached' });
      await cards.first().getByText(applicantName).waitFor();
      expect(await cards.count()).toBe(1);
      await closeTab(tab);
    });
  }
});
