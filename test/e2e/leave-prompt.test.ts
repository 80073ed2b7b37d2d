import type { Browser } from 'playwright-core';
import type { Locale } from '../../web/src/i18n/locale';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { animationsDone, seriousViolations } from '../support/pages';
import { readyCompany } from '../support/profiles';
import { shot } from '../support/journeys';
import { arrive, closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * Issue 24, React Router's blocker: a company that leaves a half-filled campaign form for another page of the app is
 * asked first. Stay keeps the page and what was typed; Leave goes on, and the draft is still there on the way back.
 * In English at desktop width through the menu, in Arabic on a phone through the browser's back button.
 */

jest.setTimeout(90_000);

const SHOTS = '/tmp/e2e-leave-prompt';
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

describeInBrowser('leaving unsaved work, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** Signed in as a new company, on the create flow reached from the dashboard (one document, so back stays in the app). */
  async function halfFilledCampaign(locale: Locale, viewport: keyof typeof VIEWPORTS, title: string): Promise<Tab> {
    const company = await readyCompany({ companyName: 'Riyadh Coffee Roasters', description: 'Specialty coffee.', vatNumber: '300000000000003', businessAddress: 'Olaya Street, Riyadh', showAddressToCreators: false });
    const tab = await openTab(browser, locale, { viewport: VIEWPORTS[viewport] });
    const { page, t } = tab;
    await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });
    await page.getByRole('link', { name: t('dashboard.create'), exact: true }).first().click();
    await arrive(page, '/campaigns/create');
    await page.getByRole('heading', { level: 2, name: t('create.step.campaign') }).waitFor();
    await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).fill(title);
    return tab;
  }

  /** The question, in the tab's language, free of serious accessibility problems. */
  async function asked({ page, t }: Tab, screenshot: string) {
    const dialog = page.getByRole('alertdialog', { name: t('leave.title') });
    await dialog.getByText(t('leave.message'), { exact: true }).waitFor();
    // Read once the dialog has faded in: half-way, its text is half its contrast.
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, SHOTS, screenshot, { wholePage: false });
    return dialog;
  }

  it('in English at desktop width: the menu link asks; Stay keeps the form, Leave goes to the dashboard', async () => {
    const title = 'Cold brew launch';
    const tab = await halfFilledCampaign('en', 'desktop', title);
    const { page, t } = tab;
    const menuLink = page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.dashboard'), exact: true });

    await menuLink.click();
    const dialog = await asked(tab, '01-en-desktop-asked');
    await dialog.getByRole('button', { name: t('leave.stay'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/campaigns/create');
    expect(await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).inputValue()).toBe(title);

    await menuLink.click();
    await (await asked(tab, '02-en-desktop-asked-again')).getByRole('button', { name: t('leave.confirm'), exact: true }).click();
    await arrive(page, '/dashboard');
    // The address changes first; React Router renders the page it leads to in a transition, a moment later.
    await page.getByRole('heading', { level: 1, name: t('dashboard.title'), exact: true }).waitFor();

    // The draft waits in this tab: back to the flow, the title is there, and nothing asked on the way.
    await page.goBack();
    await arrive(page, '/campaigns/create');
    expect(await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).inputValue()).toBe(title);
    await closeTab(tab);
  });

  it('in Arabic on a phone: the back button asks; Stay keeps the form, Leave goes back', async () => {
    const title = 'إطلاق القهوة الباردة';
    const tab = await halfFilledCampaign('ar', 'phone', title);
    const { page, t } = tab;

    await page.evaluate(() => history.back());
    const dialog = await asked(tab, '03-ar-phone-asked');
    await dialog.getByRole('button', { name: t('leave.stay'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/campaigns/create');
    expect(await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).inputValue()).toBe(title);

    await page.evaluate(() => history.back());
    await (await asked(tab, '04-ar-phone-asked-again')).getByRole('button', { name: t('leave.confirm'), exact: true }).click();
    await arrive(page, '/dashboard');
    await closeTab(tab);
  });
});
