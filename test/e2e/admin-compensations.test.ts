import type { Browser, Locator, Page } from 'playwright-core';
import { DEFAULT_EXTENSION_DAYS, extendedDueAt, type CompensationPage, type CompensationRequestView } from '../../shared/domain/compensation';
import type { CreatorProgressView } from '../../shared/domain/results';
import type { Locale } from '../../web/src/i18n/locale';
import { formatSar } from '../../web/src/lib/format';
import { formatDay } from '../../web/src/lib/dates';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { intlFor } from '../support/intl';
import { overdueWithRequest } from '../support/compensations';
import { progressOf } from '../support/deliveries';
import { notificationsOf } from '../support/events';
import { shot as shotIn } from '../support/journeys';
import { amountsOutsideIsolates, animationsDone, seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, demoEmail, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';
import { waitUntil } from '../support/wait';

/**
 * Issue 13's compensation decisions in Chromium. Two overdue deliveries, each with its company's request: the admin,
 * in English at desktop width, comes from the home figure to the requests, reads one (the reason's lines, the facts,
 * the refund), checks the extension's days inline and extends it by 10; the company sees the new date on its Results
 * tab and the creator on the workspace. Then the admin in Arabic on a phone, through the drawer, refunds the other
 * after a confirmation that states the amount; the creator, in Arabic on a phone, finds the delivery ended with no way
 * to upload, and the company sees it cancelled. Both sides are notified either way.
 */

jest.setTimeout(240_000);

const SHOTS = '/tmp/e2e-compensations';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const COMPANY_NAME = 'Qahwa House';
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);
const viewShot = (page: Page, name: string) => shotIn(page, SHOTS, name, { wholePage: false });

beforeAll(useLambdaEnvironment);

describeInBrowser('compensation decisions in Chromium', () => {
  let browser: Browser;
  let admin: string;
  let company: Member;
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
    company = await readyCompany({ companyName: COMPANY_NAME, description: 'Saudi coffee.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false });
  });
  afterAll(async () => browser?.close());

  /** The open request of a campaign as the API lists it (oldest first, a page at a time). */
  async function listed(campaignId: string): Promise<CompensationRequestView> {
    for (let page = 1; ; page++) {
      const { status, body } = await api(`/admin/compensations?page=${page}`, { token: admin });
      expect(status).toBe(200);
      const { data, totalPages } = body as unknown as CompensationPage;
      const found = data.find((request) => request.campaignId === campaignId);
      if (found) return found;
      if (page >= totalPages) throw new Error(`No open request for ${campaignId}`);
    }
  }

  /** The request's card on the screen, paging on: other requests (older, or other tests') may come first. */
  async function requestRow({ page, t }: Tab, campaignTitle: string): Promise<Locator> {
    for (;;) {
      await page.getByTestId('compensation-count').waitFor();
      const row = page.getByTestId('compensation-request').filter({ hasText: campaignTitle });
      if ((await row.count()) > 0) return row;
      const next = page.getByRole('button', { name: t('pager.next') });
      if ((await next.count()) === 0 || (await next.isDisabled())) throw new Error(`No compensation request for ${campaignTitle}`);
      const pager = page.getByRole('navigation', { name: t('pager.label') });
      const before = await pager.innerText();
      await next.click();
      await waitUntil(() => pager.innerText(), (shown) => shown !== before, { reason: `the pager to move on from "${before}"`, timeoutMs: 10_000, intervalMs: 100 });
    }
  }

  async function adminTab(locale: Locale, options: typeof DESKTOP | typeof PHONE): Promise<Tab> {
    const tab = await openTab(browser, locale, options);
    await signInWithTokens(tab, demoEmail('admin'), '/admin', { pool: 'admins' });
    return tab;
  }

  async function memberTab(member: Member, locale: Locale, options: typeof DESKTOP | typeof PHONE): Promise<Tab> {
    const tab = await openTab(browser, locale, options);
    await signInWithTokens(tab, member.email, '/dashboard', { password: TEST_PASSWORD });
    return tab;
  }

  const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('in English at desktop width: reads a request and extends it; the company and the creator see the new date', async () => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `Layan Roaster${suffix}`;
    const creator = await readyCreator(admin, name, ['food-cooking'], true);
    const reason = `Nothing arrived ${suffix}.\nOur launch is on Thursday.`;
    // An extension moves no money: the campaign is stored as paid, without the sandbox.
    const campaign = await overdueWithRequest(company, COMPANY_NAME, creator, reason, 'stored');
    const request = await listed(campaign.id);
    expect(request).toMatchObject({ status: 'requested', companyName: COMPANY_NAME, creatorName: name, reason, deliveryStatus: 'in-progress', facts: { dueAt: campaign.dueAt, round: 0 } });

    const desk = await adminTab('en', DESKTOP);
    const { page, t } = desk;
    // From the home figure to the screen.
    await page.getByRole('link', { name: t('admin.overview.compensationRequests') }).click();
    await page.waitForURL((url) => url.pathname === '/compensations');
    await page.getByRole('heading', { level: 1, name: t('admin.compensations.title') }).waitFor();
    await page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.compensations'), exact: true }).waitFor();
    const row = await requestRow(desk, campaign.title);
    // The company's words with their line break, the parties, the facts, the delivery now and what a refund gives back.
    expect(await row.getByTestId('compensation-reason').innerText()).toBe(reason);
    await row.getByRole('link', { name: COMPANY_NAME }).waitFor();
    await row.getByRole('link', { name }).waitFor();
    await row.getByText(formatDay(intlFor('en'), campaign.dueAt), { exact: true }).waitFor();
    await row.getByText(t('admin.compensations.noRounds'), { exact: true }).waitFor();
    await row.getByTestId('compensation-delivery-status').getByText(t('term.applicationStatus.in-progress'), { exact: true }).waitFor();
    expect(await row.getByTestId('compensation-refund-amount').innerText()).toContain(formatSar(request.refundAmount, 'en'));
    expect(await amountsOutsideIsolates(page)).toEqual([]);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await row.scrollIntoViewIfNeeded();
    await shot(page, '01-en-desktop-requests');

    // Extend: 7 days proposed with the date they give; 20 is refused inline; 10 is sent.
    await row.getByTestId('compensation-extend').click();
    const dialog = page.getByRole('dialog', { name: t('admin.compensations.extendTitle', { name }) });
    const days = dialog.getByTestId('compensation-extension-days');
    expect(await days.inputValue()).toBe(String(DEFAULT_EXTENSION_DAYS));
    const dueIn = (count: number) => formatDay(intlFor('en'), extendedDueAt(new Date().toISOString(), count));
    await dialog.getByText(t('admin.compensations.newDueDate', { date: dueIn(DEFAULT_EXTENSION_DAYS) }), { exact: true }).waitFor();
    await days.fill('20');
    await dialog.getByText(t('validation.extensionDaysOutOfRange'), { exact: true }).waitFor();
    expect(await dialog.getByTestId('compensation-new-due-date').count()).toBe(0);
    await animationsDone(page);
    await shot(page, '02-en-desktop-extend-invalid');
    await days.fill('10');
    await dialog.getByText(t('admin.compensations.newDueDate', { date: dueIn(10) }), { exact: true }).waitFor();
    await shot(page, '03-en-desktop-extend');
    await dialog.getByRole('button', { name: t('admin.compensations.extendConfirm'), exact: true }).click();
    await page.getByText(t('admin.compensations.extended', { name, date: dueIn(10) }), { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await shot(page, '04-en-desktop-extended');

    // The delivery is due in 10 days; the company and the creator are told.
    const progress = (await progressOf(creator, campaign.id, creator.id)).body as unknown as CreatorProgressView;
    expect(progress).toMatchObject({ status: 'in-progress', compensation: { status: 'extended' } });
    expect(progress.deliveryDueAt).toBe(progress.compensation?.extendedDueAt);
    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'compensation.decided' && notice.campaignId === campaign.id && notice.decision === 'extend'), { reason: "the company's notification of the extension (compensation.decided, extend)", timeoutMs: 15_000 });
    await waitUntil(() => notificationsOf(creator.id), (found) => found.some((notice) => notice.type === 'delivery.extended' && notice.campaignId === campaign.id), { reason: "the creator's notification of the new due date (delivery.extended)", timeoutMs: 15_000 });

    // The company's Results tab: the decision, and the countdown to the new date.
    const companyTab = await memberTab(company, 'en', DESKTOP);
    await companyTab.page.goto(`${stack().url}/campaigns/${campaign.id}?tab=results`);
    const notice = companyTab.page.locator('[data-testid="compensation-notice"][data-status="extended"]');
    await notice.getByText(t('delivery.compensation.extendedTitle', { date: dueIn(10) }), { exact: true }).waitFor();
    await shot(companyTab.page, '05-en-desktop-company-extended');

    // The creator's workspace: the decision, and the upload area still open.
    const creatorTab = await memberTab(creator, 'en', DESKTOP);
    await creatorTab.page.goto(`${stack().url}/campaigns/${campaign.id}`);
    await creatorTab.page.locator('[data-testid="compensation-notice"][data-status="extended"]').waitFor();
    await creatorTab.page.getByRole('group', { name: t('delivery.upload.label'), exact: true }).waitFor();
    await shot(creatorTab.page, '06-en-desktop-creator-extended');
    await closeTab(creatorTab);
    await closeTab(companyTab);
    await closeTab(desk);
  });

  it('in Arabic on a phone: refunds a request after a confirmation with the amount; the delivery ends for both sides', async () => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `ريم العتيبي ${suffix}`;
    const creator = await readyCreator(admin, name, ['food-cooking'], true, 'ar');
    const reason = `لم يصل شيء ${suffix}.\nموعد الإطلاق يوم الخميس.`;
    // Paid through the payment sandbox, which then refunds the creator's share.
    const campaign = await overdueWithRequest(company, COMPANY_NAME, creator, reason, 'sandbox');
    const request = await listed(campaign.id);

    const phone = await adminTab('ar', PHONE);
    const { page, t } = phone;
    // Through the drawer's menu.
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await page.getByRole('dialog', { name: t('nav.menu') }).getByRole('link', { name: t('nav.compensations'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/compensations');
    await page.getByRole('heading', { level: 1, name: t('admin.compensations.title') }).waitFor();
    const row = await requestRow(phone, campaign.title);
    expect(await row.getByTestId('compensation-reason').innerText()).toBe(reason);
    expect(await fitsTheWidth(page)).toBe(true);
    expect(await amountsOutsideIsolates(page)).toEqual([]);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await shot(page, '11-ar-phone-requests');
    await row.scrollIntoViewIfNeeded();
    await viewShot(page, '12-ar-phone-request-card');

    // The extension's days checked inline in Arabic, Arabic-Indic digits read as numbers; then left without deciding.
    await row.getByTestId('compensation-extend').click();
    const extend = page.getByRole('dialog', { name: t('admin.compensations.extendTitle', { name }) });
    await extend.getByTestId('compensation-extension-days').fill('٢٠');
    await extend.getByText(t('validation.extensionDaysOutOfRange'), { exact: true }).waitFor();
    await extend.getByTestId('compensation-extension-days').fill('٥');
    await extend.getByText(t('admin.compensations.newDueDate', { date: formatDay(intlFor('ar'), extendedDueAt(new Date().toISOString(), 5)) }), { exact: true }).waitFor();
    expect(await fitsTheWidth(page)).toBe(true);
    await animationsDone(page);
    await viewShot(page, '13-ar-phone-extend');
    await extend.getByRole('button', { name: t('admin.compensations.cancel'), exact: true }).click();
    await extend.waitFor({ state: 'hidden' });

    // The confirmation states the amount, the way back (the company's card, through the provider) and the end.
    await row.getByTestId('compensation-refund').click();
    const confirm = page.getByRole('alertdialog', { name: t('admin.compensations.refundTitle') });
    const message = await confirm.getByTestId('compensation-refund-message').innerText();
    expect(message).toContain(formatSar(request.refundAmount, 'ar'));
    expect(message).toContain(COMPANY_NAME);
    expect(message).toContain(name);
    expect(await fitsTheWidth(page)).toBe(true);
    await animationsDone(page);
    await viewShot(page, '14-ar-phone-refund-confirm');
    await confirm.getByRole('button', { name: t('admin.compensations.refundConfirm'), exact: true }).click();
    await page.getByText(t('admin.compensations.refunded', { company: COMPANY_NAME, creator: name }), { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await viewShot(page, '15-ar-phone-refunded');

    // The delivery is cancelled and refunded; both are told.
    const progress = (await progressOf(creator, campaign.id, creator.id)).body as unknown as CreatorProgressView;
    expect(progress).toMatchObject({ status: 'cancelled', compensation: { status: 'refunded', refundAmount: request.refundAmount } });
    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'compensation.decided' && notice.campaignId === campaign.id && notice.decision === 'refund'), { reason: "the company's notification of the refund (compensation.decided, refund)", timeoutMs: 15_000 });
    await waitUntil(() => notificationsOf(creator.id), (found) => found.some((notice) => notice.type === 'delivery.cancelled' && notice.campaignId === campaign.id), { reason: "the creator's notification that the delivery was cancelled (delivery.cancelled)", timeoutMs: 15_000 });

    // The creator, in Arabic on a phone: the work has ended, nothing to upload or submit.
    const creatorTab = await memberTab(creator, 'ar', PHONE);
    await creatorTab.page.goto(`${stack().url}/campaigns/${campaign.id}`);
    const notice = creatorTab.page.locator('[data-testid="compensation-notice"][data-status="refunded"]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(formatSar(request.refundAmount, 'ar'));
    expect(await creatorTab.page.getByRole('group', { name: creatorTab.t('delivery.upload.label'), exact: true }).count()).toBe(0);
    expect(await creatorTab.page.getByRole('button', { name: creatorTab.t('delivery.submit.button'), exact: true }).count()).toBe(0);
    expect(await fitsTheWidth(creatorTab.page)).toBe(true);
    await shot(creatorTab.page, '16-ar-phone-creator-refunded');

    // The company, in English at desktop width: the creator's delivery cancelled, refunded, with nothing to review.
    const companyTab = await memberTab(company, 'en', DESKTOP);
    const en = companyTab.t;
    await companyTab.page.goto(`${stack().url}/campaigns/${campaign.id}?tab=results`);
    const card = companyTab.page.getByRole('listitem').filter({ hasText: name }).first();
    await card.locator('[data-testid="compensation-notice"][data-status="refunded"]').waitFor();
    await card.getByText(en('term.applicationStatus.cancelled'), { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: en('delivery.review.approveFor', { name }) }).count()).toBe(0);
    expect(await card.getByRole('button', { name: en('delivery.compensation.requestFor', { name }) }).count()).toBe(0);
    await shot(companyTab.page, '17-en-desktop-company-refunded');
    await closeTab(companyTab);
    await closeTab(creatorTab);
    await closeTab(phone);
  });
});
