import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { CampaignList } from '../../shared/domain/campaign';
import type { Locale } from '../../web/src/i18n/locale';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { readyCompany as readyCompanyWith, type Member } from '../support/profiles';
import { api, stack } from '../support/stack';
import { campaignPrice } from '../../shared/domain/pricing';
import { formatSar } from '../../web/src/lib/format';
import { arrive, closeTab, openTab as openLocaleTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * Issue 8, one campaign per draft, in the browser: a company fills the create flow, goes to the provider's checkout,
 * leaves it (the browser's back button, or "Cancel payment") and comes back: the back button resumes the same
 * campaign, paid through the same checkout; "Create campaign" starts a new draft (issue 27), and the unpaid campaign
 * waits in the list with Pay now, Edit and Delete: edited (priced again) and paid, or edited and saved, or deleted
 * through the confirm dialog.
 */

jest.setTimeout(90_000);

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
type Viewport = keyof typeof VIEWPORTS;

const CHECKOUT_LABELS: Record<Locale, { holderName: string; number: string; expiryMonth: string; expiryYear: string; cvc: string; cancel: string }> = {
  en: { holderName: 'Name on card', number: 'Card number', expiryMonth: 'Expiry month', expiryYear: 'Expiry year', cvc: 'CVC', cancel: 'Cancel payment' },
  ar: { holderName: 'الاسم على البطاقة', number: 'رقم البطاقة', expiryMonth: 'شهر الانتهاء', expiryYear: 'سنة الانتهاء', cvc: 'رمز التحقق (CVC)', cancel: 'إلغاء الدفع' },
};
const SUCCESS_CARD = '4111111111111111';
const EXPIRY_YEAR = String(new Date().getUTCFullYear() + 2);

const tokenOf = (member: Member) => member.token ?? '';

const readyCompany = () =>
  readyCompanyWith({ companyName: 'Jeddah Oud House', description: 'Oud and perfumes.', vatNumber: '300000000000003', businessAddress: 'Tahlia Street, Jeddah', showAddressToCreators: false });

async function ownCampaigns(company: Member): Promise<CampaignList> {
  const { status, body } = await api('/campaigns/company', { token: tokenOf(company) });
  expect(status).toBe(200);
  return body as unknown as CampaignList;
}

describeInBrowser('leaving the checkout and coming back, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const openTab = (locale: Locale, viewport: Viewport) => openLocaleTab(browser, locale, { viewport: VIEWPORTS[viewport] }, { ignoreFailedResources: true });
  const signIn = (tab: Tab, email: string) => signInWithTokens(tab, email, '/dashboard', { password: TEST_PASSWORD });

  /** The three steps, up to "Pay now", which leaves for the provider's page. */
  async function fillTheFlow({ page, t }: Tab, title: string): Promise<void> {
    await page.goto(`${stack().url}/campaigns/create`);
    await page.getByRole('heading', { level: 2, name: t('create.step.campaign') }).waitFor();
    await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).fill(title);
    await page.getByLabel(t('create.field.description'), { exact: true }).fill('Show our oud collection, from the box to the first scent.');
    await page.getByText(t('term.contentType.product-showcase'), { exact: true }).click();
    await page.getByText(t('term.aspectRatio.9:16'), { exact: true }).click();
    await page.getByText(t('term.duration', { seconds: 15 }), { exact: true }).click();
    await page.getByRole('button', { name: t('create.next'), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: t('create.step.creator') }).waitFor();
    await page.getByText(t('term.age.25-34'), { exact: true }).click();
    await page.getByText(t('term.gender.male'), { exact: true }).click();
    await page.getByText(t('term.category.beauty-fashion'), { exact: true }).click();
    await page.getByText(t('term.shouldShow.house'), { exact: true }).click();
    await page.getByText(t('term.location.living-room'), { exact: true }).click();
    await page.getByRole('button', { name: t('create.next'), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: t('create.step.payment') }).waitFor();
  }

  async function payNow({ page, t }: Tab, locale: Locale): Promise<string> {
    await page.getByRole('button', { name: t('create.pay.submit'), exact: true }).click();
    await page.getByLabel(CHECKOUT_LABELS[locale].number, { exact: true }).waitFor({ timeout: 20_000 });
    return page.url().split('?')[0] ?? '';
  }

  async function payOnCheckout(page: Page, locale: Locale): Promise<void> {
    const labels = CHECKOUT_LABELS[locale];
    await page.getByLabel(labels.holderName, { exact: true }).fill('Test Person');
    await page.getByLabel(labels.number, { exact: true }).fill(SUCCESS_CARD);
    await page.getByLabel(labels.expiryMonth, { exact: true }).fill('12');
    await page.getByLabel(labels.expiryYear, { exact: true }).fill(EXPIRY_YEAR);
    await page.getByLabel(labels.cvc, { exact: true }).fill('123');
    await page.locator('form').getByRole('button').click();
  }

  /** From the company's list, an unpaid row's Edit: one more creator, through the steps to the payment step. */
  async function editFromTheList({ page, t }: Tab, title: string): Promise<void> {
    await page.goto(`${stack().url}/dashboard`);
    await page.getByRole('link', { name: t('campaign.unpaid.editLabel', { title }), exact: true }).click();
    await page.waitForURL((url) => /^\/campaigns\/[^/]+\/edit$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: t('create.edit.title') }).waitFor();
    expect(await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).inputValue()).toBe(title);
    await page.getByLabel(t('create.field.numberOfContentCreators'), { exact: true }).selectOption('2');
    await page.getByRole('button', { name: t('create.next'), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: t('create.step.creator') }).waitFor();
    await page.getByRole('button', { name: t('create.next'), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: t('create.step.payment') }).waitFor();
  }

  /** From the company's list, an unpaid row's Delete, through the confirm dialog (cancelled once); the list follows. */
  async function deleteFromTheList({ page, t }: Tab, company: Member, title: string): Promise<void> {
    await page.goto(`${stack().url}/dashboard`);
    await page.getByRole('button', { name: t('campaign.unpaid.deleteLabel', { title }), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(t('campaign.delete.message', { title }), { exact: true }).waitFor();
    expect({ where: 'delete dialog', violations: await seriousViolations(page) }).toEqual({ where: 'delete dialog', violations: [] });
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: t('campaign.delete.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await ownCampaigns(company)).campaigns.map((campaign) => campaign.campaignTitle)).toContain(title);
    await page.getByRole('button', { name: t('campaign.unpaid.deleteLabel', { title }), exact: true }).click();
    await dialog.getByRole('button', { name: t('campaign.delete.confirm'), exact: true }).click();
    await page.getByText(t('campaign.delete.done'), { exact: true }).waitFor();
    await page.getByRole('link', { name: title, exact: true }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect((await ownCampaigns(company)).campaigns.map((campaign) => campaign.campaignTitle)).not.toContain(title);
  }

  it('in English at 1280 px: back from the checkout to the flow, paid through the same checkout, one campaign; then an unpaid one edited from the list and paid', async () => {
    const company = await readyCompany();
    const tab = await openTab('en', 'desktop');
    const { page, t } = tab;
    await signIn(tab, company.email);
    const title = `Oud launch ${randomUUID().slice(0, 8)}`;
    await fillTheFlow(tab, title);
    const firstCheckout = await payNow(tab, 'en');

    // The browser's back button: the flow again, at the payment step of the campaign it already created.
    await page.goBack();
    await arrive(page, '/campaigns/create');
    await page.getByText(t('create.pay.createdTitle'), { exact: true }).waitFor();
    expect((await ownCampaigns(company)).totalEntries).toBe(1);
    expect(await payNow(tab, 'en')).toBe(firstCheckout);
    await payOnCheckout(page, 'en');
    await arrive(page, '/payment/success');
    await page.getByText(t('payment.successTitle'), { exact: true }).waitFor({ timeout: 20_000 });
    const own = await ownCampaigns(company);
    expect(own.campaigns.map((campaign) => [campaign.campaignTitle, campaign.status])).toEqual([[title, 'open']]);

    // The paid draft is over: the flow starts a new one.
    await page.goto(`${stack().url}/campaigns/create`);
    await page.getByRole('heading', { level: 2, name: t('create.step.campaign') }).waitFor();
    expect(await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).inputValue()).toBe('');

    const unpaidTitle = `Oud gift set ${randomUUID().slice(0, 8)}`;
    const created = await api('/campaigns', {
      method: 'POST',
      token: tokenOf(company),
      body: JSON.stringify({ campaignTitle: unpaidTitle, description: 'Gift set.', contentType: 'service', aspectRatio: '1:1', videoDuration: 15, numberOfContentCreators: 1, preferredAge: '18-24', gender: 'female', creatorInterests: ['beauty-fashion'], creatorShouldShow: ['house'], location: 'outdoor' }),
    });
    expect(created.status).toBe(201);
    // Edited from the list to two creators: priced again, saved and paid in one step.
    await editFromTheList(tab, unpaidTitle);
    const twice = campaignPrice({ aspectRatio: '1:1', videoDuration: 15, numberOfContentCreators: 2, picturesNeeded: false });
    await page.getByText(formatSar(twice.total, 'en'), { exact: true }).first().waitFor();
    await payNow(tab, 'en');
    await payOnCheckout(page, 'en');
    await arrive(page, '/payment/success');
    await page.getByText(t('payment.successTitle'), { exact: true }).waitFor({ timeout: 20_000 });
    expect((await ownCampaigns(company)).campaigns.map((campaign) => [campaign.campaignTitle, campaign.status, campaign.numberOfContentCreators, campaign.amount])).toEqual([
      [unpaidTitle, 'open', 2, twice.total],
      [title, 'open', 1, own.campaigns[0]?.amount],
    ]);
    await closeTab(tab);
  });

  it('in Arabic at 390 px: cancelled at the checkout, "Create campaign" starts anew; from the list the unpaid one is edited, saved, then deleted', async () => {
    const company = await readyCompany();
    const tab = await openTab('ar', 'mobile');
    const { page, t } = tab;
    await signIn(tab, company.email);
    const title = `Oud launch ${randomUUID().slice(0, 8)}`;
    await fillTheFlow(tab, title);
    await payNow(tab, 'ar');
    await page.getByRole('link', { name: CHECKOUT_LABELS.ar.cancel, exact: true }).click();
    await arrive(page, '/payment/failure');

    // "Create campaign" again, from the menu's address: a new draft; the unpaid campaign waits in the list.
    await page.goto(`${stack().url}/campaigns/create`);
    await page.getByRole('heading', { level: 2, name: t('create.step.campaign') }).waitFor();
    expect(await page.getByLabel(t('create.field.campaignTitle'), { exact: true }).inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await ownCampaigns(company)).campaigns.map((campaign) => [campaign.campaignTitle, campaign.status])).toEqual([[title, 'unpaid']]);

    // Edited from the list and only saved: the campaign page shows it, still unpaid, at its new price.
    await editFromTheList(tab, title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: t('create.edit.save'), exact: true }).click();
    await page.getByText(t('create.edit.saved'), { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect((await ownCampaigns(company)).campaigns.map((campaign) => [campaign.status, campaign.numberOfContentCreators])).toEqual([['unpaid', 2]]);

    await deleteFromTheList(tab, company, title);
    expect((await ownCampaigns(company)).totalEntries).toBe(0);
    await closeTab(tab);
  });
});
