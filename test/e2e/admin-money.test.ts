import type { Browser, Page } from 'playwright-core';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { openCampaign } from '../support/campaigns';
import { readyVideo, reviewResults, submitResults } from '../support/deliveries';
import { downloaded, markDocument, noticeArrives, openNotifications, plural, sameDocument, shot as shotIn } from '../support/journeys';
import { calendarDate } from '../../shared/domain/calendar';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, demoEmail, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';
import { waitUntil } from '../support/wait';
import { groupedIban } from '../../shared/domain/bank-accounts';

/**
 * Issue 13's money screens in Chromium: the admin's home (what waits, the ledger's figures and chart, the transactions
 * filtered by type and status, searched and exported), and Covering, where a payout is marked paid after a confirmation
 * and the creator, on a phone in Arabic, is told live. Then the admin in Arabic on a phone.
 */

jest.setTimeout(180_000);

const SHOTS = '/tmp/e2e-admin-money';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tokenOf = (member: Member) => member.token ?? '';
const IBAN = 'SA0380000000608010167519';
const REFERENCE = 'SNB-FT-0042-7781';
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);

beforeAll(useLambdaEnvironment);

describeInBrowser('the admin\'s money screens in Chromium', () => {
  let browser: Browser;
  let admin: string;
  let company: Member;
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
    company = await readyCompany({ companyName: 'Oud Gallery', description: 'Perfumes.', vatNumber: '300000000000003', businessAddress: 'Jeddah', showAddressToCreators: false });
  });
  afterAll(async () => browser?.close());

  /** A creator (Arabic-speaking, with a default bank account) whose set the company approved: a payout to cover. */
  async function creatorOwed(name: string): Promise<{ creator: Member; campaignTitle: string }> {
    const campaign = await openCampaign(company, 'Oud Gallery', { numberOfContentCreators: 1, picturesNeeded: false });
    const creator = await readyCreator(admin, name, ['food-cooking'], true, 'ar');
    const account = await api('/payment/bank-accounts', { method: 'POST', token: tokenOf(creator), body: JSON.stringify({ holderName: name, iban: IBAN, swiftCode: 'RJHISARI' }) });
    expect(account.status).toBe(201);
    expect((await api(`/campaigns/apply/${campaign.id}`, { method: 'POST', token: tokenOf(creator) })).status).toBe(201);
    expect((await api(`/campaigns/${campaign.id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(200);
    expect((await submitResults(creator, campaign.id, [await readyVideo(creator, campaign.id)])).status).toBe(200);
    expect((await reviewResults(company, campaign.id, creator.id, 'approve')).status).toBe(200);
    return { creator, campaignTitle: campaign.title };
  }

  /**
   * The covering record of `name`, paging on: the list is oldest first, and other tests owe payouts too. They also mark
   * theirs paid meanwhile, which moves this one to an earlier page than the one being read: from the last page, the
   * list is read again from the first (a few times).
   */
  async function coveringRow({ page, t }: Tab, name: string) {
    for (let round = 1; ; ) {
      await page.getByText(t('admin.covering.owedBadge')).first().waitFor();
      const row = page.getByRole('listitem').filter({ hasText: name });
      if ((await row.count()) > 0) return row;
      const next = page.getByRole('button', { name: t('pager.next') });
      if ((await next.count()) === 0 || (await next.isDisabled())) {
        if (round === 3) throw new Error(`No covering record of ${name}`);
        round += 1;
        await page.reload();
        continue;
      }
      const pager = page.getByRole('navigation', { name: t('pager.label') });
      const before = await pager.innerText();
      await next.click();
      await waitUntil(() => pager.innerText(), (shown) => shown !== before, { reason: `the pager to move on from "${before}"`, timeoutMs: 10_000, intervalMs: 100 });
    }
  }

  async function adminTab(locale: 'en' | 'ar', options: typeof DESKTOP | typeof PHONE): Promise<Tab> {
    const tab = await openTab(browser, locale, options);
    await signInWithTokens(tab, demoEmail('admin'), '/admin', { pool: 'admins' });
    return tab;
  }

  it('in English at desktop width: finds a payout, exports the list, marks it paid; the creator is told live in Arabic', async () => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = `Layan Fragrance${suffix}`;
    const { creator, campaignTitle } = await creatorOwed(name);
    const phone = await openTab(browser, 'ar', PHONE);
    await signInWithTokens(phone, creator.email, '/dashboard', { password: TEST_PASSWORD });
    await openNotifications(phone);

    const desk = await adminTab('en', DESKTOP);
    const { page, t } = desk;
    // Home: what waits, the figures and the months, then the payouts, newest first.
    await page.getByRole('heading', { name: t('admin.overview.title') }).waitFor();
    await page.getByRole('list', { name: t('admin.transactions.figures') }).getByText(t('admin.transactions.owed')).waitFor();
    await page.getByRole('figure', { name: t('admin.transactions.chartTitle') }).waitFor();
    await page.getByRole('table', { name: t('admin.transactionsTitle') }).getByRole('cell', { name }).first().waitFor();
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await shot(page, '01-en-admin-home');

    // Payments, failed only, through the filters (kept in the URL); then back to payouts and a search by the creator.
    await page.getByRole('radiogroup', { name: t('admin.transactions.type') }).getByText(t('admin.transactions.types.payment')).click();
    await page.waitForURL((url) => url.searchParams.get('transactionType') === 'payment');
    await page.getByLabel(t('admin.transactions.status')).selectOption('failed');
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    await page.goto(`${stack().url}/admin`);
    await page.getByLabel(t('admin.transactions.search')).fill(`fragrance${suffix}`);
    await page.getByRole('button', { name: t('admin.transactions.searchButton'), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === `fragrance${suffix}`);
    const list = page.getByRole('table', { name: t('admin.transactionsTitle') });
    const rows = list.getByRole('row').filter({ hasText: name });
    await rows.first().waitFor();
    // The header and the one payout found.
    expect(await list.getByRole('row').count()).toBe(2);
    await rows.getByRole('link', { name: campaignTitle }).waitFor();
    await shot(page, '02-en-admin-search');
    const csv = (await downloaded(page, page.getByRole('button', { name: t('admin.transactions.export') }))).toString('utf8');
    expect(csv.split('\r\n')[1]).toContain(name);

    // Covering: the payout with its account, masked; the whole account on request; marked paid with the transfer.
    await page.getByRole('link', { name: t('nav.covering'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/covering');
    const row = await coveringRow(desk, name);
    await row.getByText('7519').waitFor();
    await row.getByRole('button', { name: t('admin.covering.showAccountFor', { name }) }).click();
    const account = page.getByRole('dialog', { name: t('admin.covering.accountTitle') });
    await account.getByText(groupedIban(IBAN)).waitFor();
    await account.getByRole('button', { name: t('admin.covering.copy', { what: t('admin.covering.iban') }) }).waitFor();
    await shot(page, '03-en-covering-account');
    await account.getByRole('button', { name: t('common.close'), exact: true }).first().click();
    await account.waitFor({ state: 'hidden' });
    const owedBefore = Number((await page.getByText(/payouts? to cover/).innerText()).match(/\d+/)?.[0]);
    await row.getByRole('button', { name: t('admin.covering.markPaidFor', { name }) }).click();
    const confirm = page.getByRole('dialog', { name: t('admin.covering.confirmTitle') });
    await confirm.getByText('7519').waitFor();
    await confirm.getByRole('button', { name: t('admin.covering.confirm'), exact: true }).click();
    // The reference is required.
    await confirm.getByText(t('validation.required')).waitFor();
    await confirm.getByLabel(t('admin.covering.reference')).fill(REFERENCE);
    await shot(page, '03-en-covering-confirm');
    await confirm.getByRole('button', { name: t('admin.covering.confirm'), exact: true }).click();
    await page.getByText(t('admin.covering.paid', { name })).waitFor();
    await row.getByText(t('admin.covering.paidBadge'), { exact: true }).waitFor();
    // The count of payouts still to cover follows at once (issue 27), the paid one staying in view.
    await page.getByText(plural('en', 'admin.covering.count', { count: owedBefore - 1 }), { exact: true }).waitFor();
    await shot(page, '04-en-covering-paid');
    // The transactions list names the transfer.
    await page.goto(`${stack().url}/admin?search=fragrance${suffix}`);
    await page.getByRole('table', { name: t('admin.transactionsTitle') }).getByText(REFERENCE).waitFor();

    // The creator, on the notifications page in Arabic, is told without a reload.
    await noticeArrives(phone, 'notifications.payout.paid.title');
    await shot(phone.page, '05-ar-phone-payout-notice');
    await closeTab(desk);
    await closeTab(phone);
  });

  it("a creator's earnings, in Arabic on a phone, follow live: owed, then paid with the transfer's reference", async () => {
    const name = `Hind Oud${Math.random().toString(36).slice(2, 7)}`;
    const { creator, campaignTitle } = await creatorOwed(name);
    const phone = await openTab(browser, 'ar', PHONE);
    const { page, t } = phone;
    await signInWithTokens(phone, creator.email, '/dashboard', { password: TEST_PASSWORD });
    // The dashboard's figure leads to the earnings.
    await page.getByRole('link', { name: t('dashboard.figures.earningsLink') }).click();
    await page.waitForURL((url) => url.pathname === '/earnings');
    await page.getByRole('heading', { level: 1, name: t('payment.earnings.title') }).waitFor();
    const payout = page.getByRole('listitem').filter({ hasText: campaignTitle });
    await payout.getByText(t('payment.earnings.owedBadge')).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await shot(page, '06-ar-phone-earnings-owed');
    await markDocument(page);

    const owed = await waitUntil(
      async () => {
        for (let number = 1; ; number++) {
          const listed = (await api(`/admin/creator-cards?page=${number}`, { token: admin })).body as { data: { id: string; campaignTitle: string }[]; totalPages: number };
          const found = listed.data.find((record) => record.campaignTitle === campaignTitle);
          if (found || number >= listed.totalPages) return found;
        }
      },
      (found) => found !== undefined,
      { reason: `the payout of ${campaignTitle} in the covering list` },
    );
    const paid = await api(`/admin/mark-paid/${owed?.id ?? ''}`, { method: 'PUT', token: admin, body: JSON.stringify({ reference: REFERENCE, transferredOn: calendarDate() }) });
    expect(paid.status).toBe(200);
    await payout.getByText(t('payment.earnings.paid'), { exact: true }).waitFor();
    await payout.getByText(REFERENCE).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await shot(page, '07-ar-phone-earnings-paid');
    await closeTab(phone);
  });

  it('in Arabic on a phone: the home, the transactions as cards, and Covering', async () => {
    const tab = await adminTab('ar', PHONE);
    const { page, t } = tab;
    await page.getByRole('heading', { name: t('admin.overview.title') }).waitFor();
    await page.getByRole('figure', { name: t('admin.transactions.chartTitle') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await shot(page, '11-ar-phone-admin-home');
    await page.goto(`${stack().url}/covering`);
    await page.getByRole('heading', { level: 1, name: t('admin.coveringTitle') }).waitFor();
    await page.getByText(t('admin.covering.owedBadge')).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, '12-ar-phone-covering');
    await closeTab(tab);
  });
});
