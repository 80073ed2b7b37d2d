import type { Browser, Locator, Page } from 'playwright-core';
import type { Locale } from '../../web/src/i18n/locale';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { adminToken, creatorWithPendingLicence, getOwnProfile } from '../support/profiles';
import { api, demoEmail, signIn, stack } from '../support/stack';
import { closeTab as close, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * The admins' licence review queue (issue 4) on the Users page: approve, reject with a reason, a licence another admin
 * decided meanwhile; the creator sees the outcome. In both languages, at desktop and mobile width, with axe.
 */

jest.setTimeout(90_000);

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
/** The seeded creator whose licence waits for review (scripts/local/seed.ts). */
const WAITING_CREATOR = 'creator2@demo.ugc.local';

describeInBrowser('licence review by admins in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function adminTab(locale: Locale, viewport: { width: number; height: number }): Promise<Tab> {
    // The 409 of a licence decided meanwhile is logged by Chromium as a failed resource: expected there.
    const tab = await openTab(browser, locale, { viewport }, { ignoreFailedResources: true });
    const { page, t } = tab;

    await signInWithTokens(tab, demoEmail('admin'), '/admin', { pool: 'admins' });
    // Through the menu and the tab, as an admin finds the queue.
    await navigateToUsers(tab, viewport.width < 900);
    await page.getByRole('tab', { name: t('admin.tabs.licences') }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'licences');
    return tab;
  }

  async function navigateToUsers({ page, t }: Tab, mobile: boolean): Promise<void> {
    if (mobile) await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await page.getByRole('link', { name: t('nav.users'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user-management');
  }

  async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
    // Off the button just clicked: the hover shade of a solid button (4.3:1) is the shared button recipe's, not these pages'.
    await page.mouse.move(0, 0);
    expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
  }

  /** The queue's row of a creator, paging on: other tests add pending licences to the same stack, newest first. */
  async function rowOf({ page, t }: Tab, email: string): Promise<Locator> {
    const [before] = t('admin.licences.pageOf').split('{page}');
    await page.getByRole('button', { name: t('admin.licences.approve') }).first().waitFor();
    const here = page.getByRole('listitem').filter({ hasText: email });
    if ((await here.count()) > 0) return here;
    // Not on the page shown: look from the first page on (a reload starts there).
    await page.goto(`${stack().url}/user-management?tab=licences`);
    for (let shown = 1; ; shown++) {
      await page.getByRole('button', { name: t('admin.licences.approve') }).first().waitFor();
      const row = page.getByRole('listitem').filter({ hasText: email });
      if ((await row.count()) > 0) return row;
      const next = page.getByRole('button', { name: t('admin.licences.next'), exact: true });
      if ((await next.count()) === 0 || (await next.isDisabled())) throw new Error(`No pending licence of ${email} in the queue`);
      await next.click();
      await page.getByText(`${before}${shown + 1} `).waitFor();
    }
  }

  async function approve(tab: Tab, email: string, name: string): Promise<void> {
    const row = await rowOf(tab, email);
    await row.getByRole('button', { name: tab.t('admin.licences.approve') }).click();
    await tab.page.getByText(tab.t('admin.licences.approved', { name })).waitFor();
    await row.waitFor({ state: 'detached' });
  }

  async function reject(tab: Tab, email: string, reason: string): Promise<void> {
    const { page, t } = tab;
    const row = await rowOf(tab, email);
    await row.getByRole('button', { name: t('admin.licences.reject') }).click();
    const dialog = page.getByRole('dialog', { name: t('admin.licences.rejectTitle') });
    await dialog.waitFor();
    // A reason is required to reject.
    await dialog.getByRole('button', { name: t('admin.licences.confirmReject') }).click();
    await dialog.getByText(t('validation.required')).waitFor();
    await expectNoSeriousViolation(page, 'reject dialog');
    await dialog.getByLabel(t('admin.licences.reason')).fill(reason);
    await dialog.getByRole('button', { name: t('admin.licences.confirmReject') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
  }

  async function creatorToken(email: string): Promise<string> {
    const { AccessToken } = await signIn('users', email);
    return AccessToken ?? '';
  }

  it('in English at desktop width: approves creator2’s licence, which the creator then sees approved, and rejects another with a reason', async () => {
    const other = await creatorWithPendingLicence();
    const tab = await adminTab('en', DESKTOP);
    await rowOf(tab, WAITING_CREATOR);
    await expectNoSeriousViolation(tab.page, '/user-management?tab=licences');
    // The row links to the creator's profile, with the licence's file to look at.
    const row = await rowOf(tab, WAITING_CREATOR);
    expect(await row.getByRole('link', { name: 'Faisal Al-Harbi' }).getAttribute('href')).toMatch(/^\/creator\/[0-9a-f-]{36}$/);
    const file = await row.getByRole('link', { name: tab.t('admin.licences.viewFile') }).getAttribute('href');
    expect((await fetch(file ?? '')).status).toBe(200);

    await approve(tab, WAITING_CREATOR, 'Faisal Al-Harbi');
    const approved = await getOwnProfile(await creatorToken(WAITING_CREATOR));
    expect(approved.body).toMatchObject({ licence: { status: 'approved' }, licenceState: 'valid' });

    const reason = 'The scan is unreadable; please upload a sharper picture.';
    await reject(tab, other.creator.email, reason);
    const rejected = await getOwnProfile(other.creator.token ?? '');
    expect(rejected.body).toMatchObject({ licence: { id: other.licenceId, status: 'rejected', reason }, licenceState: 'rejected' });
    await close(tab);
  });

  it('in Arabic at mobile width: approves and rejects, and a licence another admin decided meanwhile is announced and leaves the queue', async () => {
    const [first, second, decidedElsewhere] = await Promise.all([creatorWithPendingLicence(), creatorWithPendingLicence(), creatorWithPendingLicence()]);
    const tab = await adminTab('ar', MOBILE);
    await rowOf(tab, first.creator.email);
    await expectNoSeriousViolation(tab.page, '/user-management?tab=licences (ar)');

    await approve(tab, first.creator.email, 'Test Person');
    expect((await getOwnProfile(first.creator.token ?? '')).body).toMatchObject({ licence: { status: 'approved' }, licenceState: 'valid' });
    await reject(tab, second.creator.email, 'تاريخ الانتهاء في الملف لا يطابق التاريخ المُدخل.');
    expect((await getOwnProfile(second.creator.token ?? '')).body).toMatchObject({ licence: { status: 'rejected' } });

    // Another admin approves while this page still lists the licence: this admin's approval is refused with the 409.
    const row = await rowOf(tab, decidedElsewhere.creator.email);
    const decided = await api(`/admin/licences/${decidedElsewhere.creator.id}/${decidedElsewhere.licenceId}`, {
      method: 'PUT',
      token: await adminToken(),
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(decided.status).toBe(200);
    await row.getByRole('button', { name: tab.t('admin.licences.approve') }).click();
    await tab.page.getByText(tab.t('apiError.LICENCE_ALREADY_DECIDED')).waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await getOwnProfile(decidedElsewhere.creator.token ?? '')).body).toMatchObject({ licence: { status: 'approved' } });
    await close(tab);
  });
});
