import type { Browser, Locator, Page } from 'playwright-core';
import type { InvoiceList, InvoiceView } from '../../shared/domain/invoice';
import type { Locale } from '../../web/src/i18n/locale';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { overdueWithRequest } from '../support/compensations';
import { downloaded, shot as shotIn } from '../support/journeys';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, demoEmail, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * Issue 13's invoices from the admin's side, in Chromium, in English at desktop width and in Arabic on a 390 px phone.
 * A company pays a campaign (its tax invoice is issued), the creator's delivery goes overdue and an admin refunds it.
 * The admin finds the payment in Transactions and downloads its invoice from the invoice number (the PDF); the refund
 * reads as a compensation for an overdue delivery. The company's Results tab says no "No results yet" over the
 * cancelled creator, and the creator finds the cancelled delivery in Requests history with its badge.
 */

jest.setTimeout(240_000);

const SHOTS = '/tmp/e2e-admin-invoice-download';
const VIEWPORTS = {
  en: { viewport: { width: 1280, height: 900 } },
  ar: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const satisfies Record<Locale, unknown>;
const COMPANY_NAME = 'Saffron Coffee Traders';
const tokenOf = (member: Member) => member.token ?? '';
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);
const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(useLambdaEnvironment);

describeInBrowser('the admin downloads invoices from Transactions in Chromium', () => {
  let browser: Browser;
  let admin: string;
  let company: Member;
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
    company = await readyCompany({ companyName: COMPANY_NAME, description: 'Saudi coffee.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false });
  });
  afterAll(async () => browser?.close());

  async function adminTab(locale: Locale): Promise<Tab> {
    // The download leaves the page for the file's URL: Chromium logs the aborted navigation as a failed resource.
    const tab = await openTab(browser, locale, VIEWPORTS[locale], { ignoreFailedResources: true });
    await signInWithTokens(tab, demoEmail('admin'), '/admin', { pool: 'admins' });
    return tab;
  }

  async function memberTab(member: Member, locale: Locale): Promise<Tab> {
    const tab = await openTab(browser, locale, VIEWPORTS[locale]);
    await signInWithTokens(tab, member.email, '/dashboard', { password: TEST_PASSWORD });
    return tab;
  }

  /** The campaign's invoice as the company's list has it (newest first). */
  async function invoiceOf(campaignId: string): Promise<InvoiceView> {
    const { invoices } = (await api('/invoices', { token: tokenOf(company) })).body as unknown as InvoiceList;
    const invoice = invoices.find((listed) => listed.campaignId === campaignId);
    if (!invoice) throw new Error(`No invoice for ${campaignId}`);
    return invoice;
  }

  /** The rows of the transactions searched by `word`: table rows at desktop width, cards on a phone. */
  async function transactionRows({ page, t }: Tab, locale: Locale, type: 'payment' | 'refund', word: string): Promise<Locator> {
    await page.goto(`${stack().url}/admin?transactionType=${type}&search=${encodeURIComponent(word)}`);
    const list = locale === 'en' ? page.getByRole('table', { name: t('admin.transactionsTitle') }) : page.getByRole('list', { name: t('admin.transactionsTitle') });
    const rows = list.getByRole(locale === 'en' ? 'row' : 'listitem').filter({ hasText: word });
    await rows.first().waitFor();
    return rows;
  }

  it.each(['en', 'ar'] as const)('downloads a payment\'s invoice from Transactions; a compensation refund is worded (%s)', async (locale) => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = locale === 'ar' ? `سارة الحربي ${suffix}` : `Sara Harbi${suffix}`;
    const creator = await readyCreator(admin, name, ['food-cooking'], true, locale);
    // Paid through the payment sandbox (so invoiced), then refunded for the overdue delivery by an admin.
    const campaign = await overdueWithRequest(company, COMPANY_NAME, creator, `Nothing arrived ${suffix}.`, 'sandbox');
    const decided = await api(`/admin/compensations/${campaign.id}/${creator.id}`, { method: 'PUT', token: admin, body: JSON.stringify({ decision: 'refund' }) });
    expect(decided.status).toBe(200);
    const invoice = await invoiceOf(campaign.id);
    // The title's last word is its own: the search finds this campaign's entries only.
    const word = campaign.title.split(' ').at(-1) ?? '';

    const tab = await adminTab(locale);
    const { page, t } = tab;
    const payments = await transactionRows(tab, locale, 'payment', word);
    expect(await payments.count()).toBe(1);
    const button = payments.getByRole('button', { name: t('admin.transactions.invoiceDownload', { number: `\u2066${invoice.invoiceNumber}\u2069` }), exact: true });
    expect(await button.innerText()).toContain(invoice.invoiceNumber);
    expect(await fitsTheWidth(page)).toBe(true);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await shot(page, `01-${locale}-payment-invoice`);
    const pdf = await downloaded(page, button);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The refund the admin decided, in words rather than its code.
    const refunds = await transactionRows(tab, locale, 'refund', word);
    await refunds.getByText(t('admin.transactions.reasons.compensation'), { exact: true }).waitFor();
    expect(await refunds.getByText('compensation', { exact: true }).count()).toBe(0);
    expect(await fitsTheWidth(page)).toBe(true);
    await shot(page, `02-${locale}-refund-compensation`);
    await closeTab(tab);

    // The company's Results tab: the cancelled creator's notice, and no "No results yet" over it.
    const companyTab = await memberTab(company, locale);
    await companyTab.page.goto(`${stack().url}/campaigns/${campaign.id}?tab=results`);
    const card = companyTab.page.getByRole('listitem').filter({ hasText: name }).first();
    await card.locator('[data-testid="compensation-notice"][data-status="refunded"]').waitFor();
    await card.getByText(companyTab.t('term.applicationStatus.cancelled'), { exact: true }).waitFor();
    expect(await companyTab.page.getByText(companyTab.t('delivery.results.empty'), { exact: true }).count()).toBe(0);
    expect(await companyTab.page.getByText(companyTab.t('delivery.review.nothingYet'), { exact: true }).count()).toBe(0);
    expect(await fitsTheWidth(companyTab.page)).toBe(true);
    await shot(companyTab.page, `03-${locale}-company-results`);
    await closeTab(companyTab);

    // The creator's Requests history, filtered to the cancelled ones: the delivery with its badge.
    const creatorTab = await memberTab(creator, locale);
    await creatorTab.page.goto(`${stack().url}/campaigns/applies?view=history&status=cancelled`);
    const entry = creatorTab.page.getByRole(locale === 'en' ? 'row' : 'listitem').filter({ hasText: campaign.title });
    await entry.getByText(creatorTab.t('term.applicationStatus.cancelled'), { exact: true }).waitFor();
    expect(await fitsTheWidth(creatorTab.page)).toBe(true);
    await shot(creatorTab.page, `04-${locale}-creator-history`);
    await closeTab(creatorTab);
  });
});
