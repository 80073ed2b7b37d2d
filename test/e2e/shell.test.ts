import type { Browser, Page } from 'playwright-core';
import type { Locale, MessageId } from '../../web/src/i18n/locale';
import { MESSAGES } from '../support/messages';
import { describeInBrowser, launchBrowser, onlyIn } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { demoEmail, stack } from '../support/stack';
import { closeTab as close, openTab as openLocaleTab, submitAdminSignIn, submitSignIn, type Tab } from '../support/tabs';
import { waitUntil } from '../support/wait';

/** The app shell (spec §2): route guard, menus per role, sign-out, 404, mobile drawer, both languages, axe. */

// Jest reads `testTimeout` only from the top-level config, not from a project's: browser flows need more than 5 s.
jest.setTimeout(60_000);

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

describeInBrowser('the app shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** A fresh browser profile (no session) showing the app in `locale` until the visitor switches. */
  const openTab = (locale: Locale, viewport = DESKTOP) => openLocaleTab(browser, locale, { viewport }, { locale: 'first visit' });

  const url = (path: string) => `${stack().url}${path}`;

  async function pathOf(page: Page, path: string): Promise<void> {
    await page.waitForURL((current) => current.pathname === path);
  }

  /** Through the sign-in form, as a person would. */
  const signInAsCreator = (tab: Tab) => submitSignIn(tab, demoEmail('creator'), stack().demoPassword);

  async function signedInCreator(locale: Locale, viewport = DESKTOP): Promise<Tab> {
    const tab = await openTab(locale, viewport);
    await tab.page.goto(url('/signin'));
    await signInAsCreator(tab);
    await pathOf(tab.page, '/dashboard');
    await tab.page.getByRole('heading', { level: 1, name: tab.t('dashboard.title') }).waitFor();
    return tab;
  }

  async function expectNoSeriousViolation(page: Page): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
  }

  /**
   * Switches the page from one language to the other with its button, which names the language it switches to. A
   * click on a prebuilt page before the app's script has run is lost (the button is the server's markup until then),
   * so the click is repeated until the page offers the way back.
   */
  async function switchLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
    const names: Record<Locale, string> = { en: 'English', ar: 'العربية' };
    const back = page.getByRole('button', { name: names[from] });
    await waitUntil(
      async () => {
        if (!(await back.isVisible())) await page.getByRole('button', { name: names[to] }).click({ timeout: 5_000 }).catch(() => undefined);
        return back.isVisible();
      },
      (switched) => switched,
      { reason: `the page to switch from ${from} to ${to} and offer ${names[from]}`, timeoutMs: 30_000, intervalMs: 250 },
    );
  }

  it('switches the landing page to Arabic right to left and remembers the choice', async () => {
    const tab = await openTab('en');
    const { page } = tab;
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: MESSAGES.en['landing.title'] }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await page.getByRole('link', { name: MESSAGES.en['landing.signIn'] }).waitFor();
    await page.getByRole('link', { name: MESSAGES.en['landing.signUp'] }).waitFor();

    await switchLanguage(page, 'en', 'ar');
    await page.getByRole('heading', { level: 1, name: MESSAGES.ar['landing.title'] }).waitFor();
    // The document's language and direction follow the catalogue's swap (CI r54 read the language a moment early).
    await page.locator('html[lang="ar"][dir="rtl"]').waitFor({ state: 'attached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: MESSAGES.ar['landing.title'] }).waitFor();
    // The switch is on the sign-in screens too, and takes the visitor back to English.
    await page.getByRole('link', { name: MESSAGES.ar['landing.signIn'] }).click();
    await pathOf(page, '/signin');
    await switchLanguage(page, 'ar', 'en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await close(tab);
  });

  it('loads the fonts shipped with the app, from its own origin', async () => {
    const tab = await openTab('en');
    const fontHosts = new Set<string>();
    tab.page.on('request', (request) => request.resourceType() === 'font' && fontHosts.add(new URL(request.url()).host));
    await tab.page.goto(url('/'));
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    await tab.page.evaluate(() => document.fonts.ready);
    expect([...fontHosts]).toEqual([new URL(stack().url).host]);
    await close(tab);
  });

  it('gives the admin the admin menu, no profile entry, and signs them out to the admin sign-in', async () => {
    const tab = await openTab('en');
    const { page, t } = tab;
    await page.goto(url('/admin/signin'));
    await submitAdminSignIn(tab, demoEmail('admin'), stack().demoPassword);
    await pathOf(page, '/admin');
    await page.getByRole('heading', { level: 1, name: t('admin.transactionsTitle') }).waitFor();
    const nav = page.getByRole('navigation', { name: t('nav.main') });
    for (const label of ['nav.users', 'nav.transactions', 'nav.covering'] as const) await nav.getByRole('link', { name: t(label), exact: true }).waitFor();
    for (const label of ['nav.dashboard', 'nav.campaigns', 'nav.payment', 'nav.notifications'] as const) {
      expect(await nav.getByRole('link', { name: t(label), exact: true }).count()).toBe(0);
    }
    // The landing page sends a signed-in admin to the admin home.
    await page.goto(url('/'));
    await pathOf(page, '/admin');

    await page.getByRole('button', { name: t('account.menu') }).click();
    await page.getByRole('menuitem', { name: t('account.signOut') }).waitFor();
    expect(await page.getByRole('menuitem', { name: t('account.viewProfile') }).count()).toBe(0);
    await page.getByRole('menuitem', { name: t('account.signOut') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t('signOut.confirm'), exact: true }).click();
    await pathOf(page, '/admin/signin');
    await close(tab);
  });

  describe.each(['en', 'ar'] as const)('in %s', (locale) => {
    const t = (id: MessageId) => MESSAGES[locale][id];

    const inEnglishOnly = onlyIn('en', locale);

    it('shows the creator the creator menu and not the admin one', async () => {
      const tab = await signedInCreator(locale);
      const nav = tab.page.getByRole('navigation', { name: t('nav.main') });
      for (const label of ['nav.dashboard', 'nav.campaigns', 'nav.payment', 'nav.notifications'] as const) {
        await nav.getByRole('link', { name: t(label), exact: true }).waitFor();
      }
      for (const label of ['nav.users', 'nav.transactions', 'nav.covering'] as const) {
        expect(await tab.page.getByRole('link', { name: t(label), exact: true }).count()).toBe(0);
      }
      expect(await tab.page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await tab.page.getAttribute('html', 'lang')).toBe(locale);
      // Mirrored: the app name starts the header on the reading side.
      const name = await tab.page.getByRole('banner').getByRole('link', { name: t('app.name') }).boundingBox();
      expect(name && (locale === 'ar' ? name.x > DESKTOP.width / 2 : name.x < DESKTOP.width / 2)).toBe(true);

      await nav.getByRole('link', { name: t('nav.payment'), exact: true }).click();
      await pathOf(tab.page, '/payment');
      await tab.page.getByRole('heading', { level: 1, name: t('payment.title') }).waitFor();
      // The landing page sends a signed-in creator to the dashboard.
      await tab.page.goto(url('/'));
      await pathOf(tab.page, '/dashboard');
      await close(tab);
    });

    inEnglishOnly('signs out through the account menu: Cancel keeps the session, Sign out ends it', async () => {
      const tab = await signedInCreator(locale);
      const { page } = tab;
      const openSignOut = async () => {
        await page.getByRole('button', { name: t('account.menu') }).click();
        const menu = page.getByRole('menu');
        await menu.getByText(demoEmail('creator')).waitFor();
        await menu.getByRole('menuitem', { name: t('account.viewProfile') }).waitFor();
        await menu.getByRole('menuitem', { name: t('account.signOut') }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByText(t('signOut.message')).waitFor();
        return dialog;
      };

      let dialog = await openSignOut();
      await dialog.getByRole('button', { name: t('signOut.cancel'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.getByRole('button', { name: t('account.menu') }).waitFor();

      dialog = await openSignOut();
      await dialog.getByRole('button', { name: t('signOut.confirm'), exact: true }).click();
      await pathOf(page, '/signin');
      await page.getByLabel(t('auth.field.email'), { exact: true }).waitFor();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      await page.goto(url('/dashboard'));
      await pathOf(page, '/signin');
      await close(tab);
    });

    inEnglishOnly('sends a creator who opens an admin page to /unauthorized', async () => {
      const tab = await signedInCreator(locale);
      await tab.page.goto(url('/user-management'));
      await pathOf(tab.page, '/unauthorized');
      await tab.page.getByRole('heading', { level: 1, name: t('unauthorized.title') }).waitFor();
      await close(tab);
    });

    inEnglishOnly('sends a visitor to sign in and, once signed in, back to the page they asked for', async () => {
      const tab = await openTab(locale);
      await tab.page.goto(url('/dashboard'));
      await pathOf(tab.page, '/signin');
      await tab.page.goto(url('/notifications'));
      await pathOf(tab.page, '/signin');
      await signInAsCreator(tab);
      await pathOf(tab.page, '/notifications');
      await tab.page.getByRole('heading', { level: 1, name: t('notifications.title') }).waitFor();
      // The demo creator's seeded notifications, newest first: the company's compensation request is the last one made.
      await tab.page.getByText(t('notifications.compensation.requested.title')).first().waitFor();
      await close(tab);
    });

    inEnglishOnly('sends a visitor of the admin home to the admin sign-in', async () => {
      const tab = await openTab(locale);
      await tab.page.goto(url('/admin'));
      await pathOf(tab.page, '/admin/signin');
      await close(tab);
    });

    it("shows '404 Page not found!' for any other path", async () => {
      const tab = await openTab(locale);
      await tab.page.goto(url('/no/such/page'));
      await tab.page.getByRole('heading', { level: 1, name: t('page.notFound') }).waitFor();
      await close(tab);
    });

    it("shows 'Something went wrong' inside the layout when a page cannot load", async () => {
      const tab = await openTab(locale);
      // A page's code that cannot be fetched (say, a deploy removed it while the tab was open).
      await tab.page.route(/NotFoundPage-\w+\.js$/, (route) => route.abort());
      await tab.page.goto(url('/no/such/page'));
      await tab.page.getByRole('heading', { level: 1, name: t('page.somethingWrong') }).waitFor();
      await tab.page.getByRole('banner').getByRole('link', { name: t('app.name') }).waitFor();
      await tab.page.getByRole('button', { name: t('page.reload') }).waitFor();
      // The failed load is reported on the console, as it should be: this tab's failures are expected.
      expect(tab.failures.length).toBeGreaterThan(0);
      await tab.context.close();
    });

    it('opens the menu in a drawer at 390 px, traps focus in it and closes it on navigation', async () => {
      const tab = await signedInCreator(locale, MOBILE);
      const { page } = tab;
      expect(await page.getByRole('banner').getByRole('navigation').count()).toBe(0);
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      const drawer = page.getByRole('dialog', { name: t('nav.menu') });
      await drawer.getByRole('link', { name: t('nav.dashboard'), exact: true }).waitFor();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      await drawer.getByRole('link', { name: t('nav.payment'), exact: true }).click();
      await pathOf(page, '/payment');
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: t('payment.title') }).waitFor();
      await close(tab);
    });

    it('has no serious or critical accessibility violation on the landing, unauthorized, 404 and dashboard pages', async () => {
      const visitor = await openTab(locale);
      for (const [path, heading] of [
        ['/', 'landing.title'],
        ['/unauthorized', 'unauthorized.title'],
        ['/no/such/page', 'page.notFound'],
      ] as const) {
        await visitor.page.goto(url(path));
        await visitor.page.getByRole('heading', { level: 1, name: t(heading) }).waitFor();
        await expectNoSeriousViolation(visitor.page);
      }
      await close(visitor);

      const creator = await signedInCreator(locale);
      await expectNoSeriousViolation(creator.page);
      await close(creator);
    });
  });
});
