import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { eventPut, newEvent } from '../../lambdas/data/events';
import { transactWrite } from '../../lambdas/data/transactions';
import type { AnyDomainEvent } from '../../shared/domain/events';
import { CANDIDATES_ANCHOR } from '../../shared/domain/notifications';
import type { Locale } from '../../web/src/i18n/locale';
import { TEST_PASSWORD } from '../support/accounts';
import { openCampaign } from '../support/campaigns';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { eventually, notificationsOf } from '../support/events';
import { amountsOutsideIsolates, seriousViolations } from '../support/pages';
import { readyCompany, type Member } from '../support/profiles';
import { api, demoEmail, useLambdaEnvironment } from '../support/stack';
import { arrive, closeTab as close, openTab as openLocaleTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * The notifications of issue 11 in the browser, once in English at desktop width and once in Arabic at 390 px: events
 * stored as the back end stores them become notifications (the local stack's stream poller hands them to the
 * dispatcher); the menu's badge counts the unread; the page lists ten, then the rest; marking one read, following a
 * notification's link and marking all read bring the badge down to nothing; sorting by unread lists the unread only.
 */

jest.setTimeout(120_000);

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
type Viewport = keyof typeof VIEWPORTS;

const tokenOf = (member: Member) => member.token ?? '';

beforeAll(() => {
  // The data layer's own functions store the campaign and the events; they read the table from the environment.
  useLambdaEnvironment();
});

/**
 * Twelve notifications for the company, a minute apart, oldest first: nine campaigns published ("Campaign 1" to 9),
 * a refund, the real campaign published, and, newest, a creator applying to it. Each event is stored in a transaction
 * of its own, as the outbox stores them.
 */
async function notifyCompany(company: Member, campaign: { id: string; title: string }, creatorName: string): Promise<void> {
  const start = Date.now() - 13 * 60_000;
  const at = (index: number) => new Date(start + index * 60_000).toISOString();
  const companyId = company.id;
  const events: AnyDomainEvent[] = [
    ...Array.from({ length: 9 }, (_, index) => newEvent('campaign.published', { campaignId: randomUUID(), campaignTitle: `Campaign ${index + 1}`, companyId }, at(index))),
    newEvent('payment.refunded', { campaignId: randomUUID(), campaignTitle: 'Campaign 10', companyId, amount: 115_000, reason: 'amount-mismatch' }, at(9)),
    newEvent('campaign.published', { campaignId: campaign.id, campaignTitle: campaign.title, companyId }, at(10)),
    newEvent('application.created', { campaignId: campaign.id, campaignTitle: campaign.title, companyId, creatorId: randomUUID(), creatorName }, at(11)),
  ];
  for (const event of events) await transactWrite([eventPut(event)]);
  const made = await eventually(() => notificationsOf(companyId), (found) => found.length === events.length, 15_000);
  expect(made).toHaveLength(events.length);
}

/** Waits until `read` answers `expected` (the page updates after its calls answer), then checks it. */
async function expectSoon<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const value = await eventually(read, (current) => JSON.stringify(current) === JSON.stringify(expected), 10_000);
  expect(value).toEqual(expected);
}

describeInBrowser('notifications in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  describe.each<[Locale, Viewport]>([
    ['en', 'desktop'],
    ['ar', 'mobile'],
  ])('in %s at %s width', (locale, viewport) => {
    const mobile = viewport === 'mobile';

    /** The menu's Notifications link: in the header, or in the drawer the mobile menu opens. */
    async function menuLink({ page, t }: Tab): Promise<Locator> {
      if (!mobile) return page.getByRole('banner').getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.notifications'), exact: true });
      const drawer = page.getByRole('dialog', { name: t('nav.menu') });
      if (!(await drawer.isVisible())) await page.getByRole('button', { name: t('nav.openMenu') }).click();
      return drawer.getByRole('link', { name: t('nav.notifications'), exact: true });
    }

    /** What the badge shows and the sentence it describes the link with; both empty when it is hidden. */
    async function badge(tab: Tab): Promise<{ shown: string; description: string }> {
      const link = await menuLink(tab);
      await link.waitFor();
      const seen = await link.evaluate((element, label) => {
        const id = element.getAttribute('aria-describedby');
        const text = (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
        return { shown: text.slice(label.length).trim(), description: id ? (document.getElementById(id)?.textContent ?? '') : '' };
      }, tab.t('nav.notifications'));
      if (mobile) {
        await tab.page.keyboard.press('Escape');
        await tab.page.getByRole('dialog', { name: tab.t('nav.menu') }).waitFor({ state: 'hidden' });
      }
      return seen;
    }

    const badgeOf = (tab: Tab, unread: number) => ({ shown: unread ? String(unread) : '', description: unread ? tab.t('notifications.unread', { count: unread }) : '' });

    async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
      await page.mouse.move(0, 0);
      expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
    }

    it('counts the unread in the menu, lists ten then the rest, marks one, follows a link, sorts by unread and marks all read', async () => {
      const suffix = randomUUID().slice(0, 8);
      const companyName = `Qassim Dates ${suffix}`;
      const creatorName = `Huda ${suffix}`;
      const company = await readyCompany({ companyName, description: 'Premium dates from Qassim.', vatNumber: '300000000000003', businessAddress: 'Prince Sultan Road, Buraydah', showAddressToCreators: false });
      const campaign = await openCampaign(company, companyName);
      await notifyCompany(company, campaign, creatorName);

      const tab = await openLocaleTab(browser, locale, { viewport: VIEWPORTS[viewport] });
      const { page, t } = tab;
      await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });

      // (1) The badge counts the twelve unread; the link's name stays "Notifications", described as "12 unread".
      await expectSoon(() => badge(tab), badgeOf(tab, 12));
      if (mobile) {
        // At the phone width the header carries the count too, on its bell, without opening the drawer.
        const bell = page.getByRole('banner').getByTestId('phone-unread').getByRole('link', { name: t('nav.notifications'), exact: true });
        const seen = await bell.evaluate((element) => ({
          shown: (element as HTMLElement).innerText.trim(),
          description: document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        }));
        expect(seen).toEqual(badgeOf(tab, 12));
      }
      await (await menuLink(tab)).click();
      await arrive(page, '/notifications');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: t('notifications.title') }).waitFor();
      await main.getByText(t('notifications.unread', { count: 12 }), { exact: true }).waitFor();

      // (2) Ten, newest first, each worded with its placeholders; then "Load more" appends the other two, once each.
      const list = page.getByRole('list', { name: t('notifications.list') });
      const items = list.getByRole('listitem');
      await expectSoon(() => items.count(), 10);
      const newest = items.first();
      await newest.getByRole('link', { name: t('notifications.application.created.title'), exact: true }).waitFor();
      expect(await newest.innerText()).toContain(creatorName);
      expect(await newest.innerText()).toContain(campaign.title);
      expect(await items.nth(2).innerText()).toContain(t('notifications.refundReason.amount-mismatch'));
      expect(await amountsOutsideIsolates(page)).toEqual([]);
      expect(await list.getByRole('button', { name: t('notifications.markRead'), exact: true }).count()).toBe(10);
      await expectNoSeriousViolation(page, '/notifications');

      await page.getByRole('button', { name: t('notifications.loadMore'), exact: true }).click();
      await expectSoon(() => items.count(), 12);
      const texts = await items.allInnerTexts();
      for (let index = 1; index <= 10; index++) expect(texts.filter((text) => text.includes(`Campaign ${index}`) && !text.includes(`Campaign ${index}0`))).toHaveLength(1);
      expect(await page.getByRole('button', { name: t('notifications.loadMore'), exact: true }).count()).toBe(0);
      // Focus moved to the first notification "Load more" brought.
      expect(await items.nth(10).getByRole('link').evaluate((link) => link === document.activeElement)).toBe(true);

      // (3) Marking one read lowers the count once, on the page and in the badge; the bulk read follows.
      const markedOne = items.filter({ hasText: 'Campaign 9' });
      const bulkRead = page.waitForResponse((response) => response.url().endsWith('/notifications/read') && response.request().method() === 'POST');
      await markedOne.getByRole('button', { name: t('notifications.markRead'), exact: true }).click();
      await main.getByText(t('notifications.unread', { count: 11 }), { exact: true }).waitFor();
      expect(await markedOne.getByRole('button', { name: t('notifications.markRead'), exact: true }).count()).toBe(0);
      await expectSoon(() => badge(tab), badgeOf(tab, 11));
      expect((await bulkRead).status()).toBe(200);
      expect((await api('/notifications/company/count', { token: tokenOf(company) })).body).toEqual({ unreadCount: 11 });

      // (4) The newest one's link opens the campaign at its candidates, and marks it read.
      await newest.getByRole('link', { name: t('notifications.application.created.title'), exact: true }).click();
      await arrive(page, `/campaigns/${campaign.id}`);
      expect(new URL(page.url()).hash).toBe(`#${CANDIDATES_ANCHOR}`);
      await page.locator(`#${CANDIDATES_ANCHOR}`).getByRole('heading', { name: t('campaign.candidates.title'), exact: true }).waitFor();
      // The router scrolls to the section once the lazy page has rendered it (below the fold on a phone).
      const inView = () => page.locator(`#${CANDIDATES_ANCHOR}`).evaluate((section) => section.getBoundingClientRect().top < window.innerHeight && section.getBoundingClientRect().bottom > 0);
      await expectSoon(inView, true);
      await expectSoon(async () => (await api('/notifications/company/count', { token: tokenOf(company) })).body, { unreadCount: 10 });
      await expectSoon(() => badge(tab), badgeOf(tab, 10));

      // (5) Sorting by unread lists the ten unread only.
      await (await menuLink(tab)).click();
      await arrive(page, '/notifications');
      await page.getByLabel(t('notifications.sortLabel'), { exact: true }).selectOption({ label: t('notifications.sort.unread') });
      await expectSoon(async () => (await items.allInnerTexts()).filter((text) => text.includes(creatorName) || text.includes('Campaign 9')).length, 0);
      await expectSoon(() => items.count(), 10);
      expect(await list.getByRole('button', { name: t('notifications.markRead'), exact: true }).count()).toBe(10);

      // (6) Mark all read: nothing unread is left, and the badge is gone.
      await page.getByRole('button', { name: t('notifications.markAllRead'), exact: true }).click();
      await main.getByText(t('notifications.allCaughtUp'), { exact: true }).waitFor();
      await main.getByText(t('notifications.noneUnread'), { exact: true }).waitFor();
      await expectSoon(() => badge(tab), badgeOf(tab, 0));
      expect((await api('/notifications/company/count', { token: tokenOf(company) })).body).toEqual({ unreadCount: 0 });
      await expectNoSeriousViolation(page, '/notifications, all read');

      // All of them again: read now, in the order asked for.
      await page.getByLabel(t('notifications.sortLabel'), { exact: true }).selectOption({ label: t('notifications.sort.oldest') });
      await expectSoon(async () => (await items.first().innerText()).includes('Campaign 1'), true);
      expect(await list.getByRole('button', { name: t('notifications.markRead'), exact: true }).count()).toBe(0);
      await close(tab);
    });
  });

  it('never asks for an admin\'s notifications', async () => {
    const tab = await openLocaleTab(browser, 'en', { viewport: VIEWPORTS.desktop });
    const asked: string[] = [];
    tab.page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/notifications')) asked.push(request.url());
    });
    await signInWithTokens(tab, demoEmail('admin'), '/admin', { pool: 'admins' });
    await tab.page.getByRole('banner').getByRole('link', { name: tab.t('nav.users'), exact: true }).waitFor();
    expect(await tab.page.getByRole('link', { name: tab.t('nav.notifications') }).count()).toBe(0);
    expect(asked).toEqual([]);
    await close(tab);
  });
});
