import type { Browser, Page } from 'playwright-core';
import { mailsTo, type MailRecord } from '../../scripts/local/mailbox';
import type { Locale } from '../../web/src/i18n/locale';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { demoEmail, stack } from '../support/stack';
import { closeTab as close, openTab as openLocaleTab, submitSignIn, type Tab } from '../support/tabs';
import { waitUntil } from '../support/wait';

/** The public face (spec §2): landing sections, FAQ, contact form to the local mailbox, privacy and terms pages, axe. */

jest.setTimeout(60_000);

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
/** Where the local stack mails contact messages (lambdas/core/config.ts, SUPPORT_EMAIL's local default). */
const SUPPORT_ADDRESS = 'support@ugc.local';

/**
 * `POST /support` allows 5 messages per hour per address. Each tab writes from its own address, as CloudFront names the
 * visitor to the API (`X-Forwarded-For`, lambdas/core/client-address.ts), so these tests never use up the allowance of
 * 127.0.0.1 that other browser tests share. TEST-NET-3, apart from the integration tests' TEST-NET-2.
 */
let nextAddress = 1;
const visitorAddress = () => `203.0.113.${nextAddress++}`;

/** Holds the app's scripts until the answer is called: the prebuilt page is on screen, the app not started. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describeInBrowser('the landing page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const url = (path: string) => `${stack().url}${path}`;

  const openTab = (locale: Locale, viewport: { width: number; height: number }) =>
    openLocaleTab(browser, locale, { viewport, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } }, { locale: 'first visit' });

  async function expectNoSeriousViolation(page: Page): Promise<void> {
    expect(await seriousViolations(page)).toEqual([]);
  }

  /** The contact form loads when its section nears the viewport. */
  async function contactForm({ page, t }: Tab) {
    await page.getByRole('heading', { level: 2, name: t('landing.contact.title'), exact: true }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: t('landing.contact.title') });
    await form.getByRole('button', { name: t('landing.contact.submit') }).waitFor();
    return form;
  }

  function mailContaining(text: string): Promise<MailRecord> {
    return waitUntil(
      () => mailsTo(stack().mailDir, SUPPORT_ADDRESS).find((candidate) => candidate.text.includes(text)),
      (mail): mail is MailRecord => mail !== undefined,
      { reason: `a mail to ${SUPPORT_ADDRESS} containing ${text}`, timeoutMs: 10_000, intervalMs: 200 },
    );
  }

  describe.each([
    ['en', 'desktop', DESKTOP],
    ['ar', 'mobile', MOBILE],
  ] as const)('in %s on %s', (locale, _label, viewport) => {
    it('shows every section and opens a question from the keyboard', async () => {
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      await page.goto(url('/'));
      await page.getByRole('heading', { level: 1, name: t('landing.title') }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      for (const title of ['landing.about.title', 'landing.features.title', 'landing.benefits.title', 'landing.cta.title', 'landing.faq.title', 'landing.contact.title'] as const) {
        await page.getByRole('heading', { level: 2, name: t(title), exact: true }).waitFor();
      }
      expect(await page.getByRole('link', { name: t('landing.hero.joinCreator') }).getAttribute('href')).toBe('/signup?role=creator');
      expect(await page.getByRole('link', { name: t('landing.hero.joinBrand') }).getAttribute('href')).toBe('/signup?role=company');
      expect(await page.getByRole('link', { name: t('landing.signIn'), exact: true }).getAttribute('href')).toBe('/signin');
      await page.getByText(t('landing.benefits.brands.vat'), { exact: true }).waitFor();
      await page.getByText(t('landing.hero.joined'), { exact: true }).waitFor();

      const question = page.locator('summary', { hasText: t('landing.faq.delivery.question') });
      const answer = page.getByText(t('landing.faq.delivery.answer'), { exact: true });
      expect(await answer.isVisible()).toBe(false);
      await question.focus();
      await page.keyboard.press('Enter');
      await answer.waitFor({ state: 'visible' });
      await page.keyboard.press('Space');
      await answer.waitFor({ state: 'hidden' });

      // Axe with the lazily loaded form in place, so it is checked too.
      await contactForm(tab);
      await expectNoSeriousViolation(page);
      await close(tab);
    });

    it('checks the contact form with the spec messages, sends it and support receives it', async () => {
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      await page.goto(url('/'));
      const form = await contactForm(tab);
      const submit = form.getByRole('button', { name: t('landing.contact.submit') });

      await submit.click();
      // Name, e-mail and message are required (spec §5); the phone is optional.
      await form.getByText(t('validation.required'), { exact: true }).first().waitFor();
      expect(await form.getByText(t('validation.required'), { exact: true }).count()).toBe(3);
      // The inline errors must stay readable (axe color-contrast) too.
      await expectNoSeriousViolation(page);

      const token = `${locale}-${viewport.width}-${Date.now()}`;
      const email = `visitor-${token}@example.com`;
      await form.getByLabel(t('landing.contact.name')).fill('Sara Ali');
      await form.getByLabel(t('landing.contact.email')).fill('sara@example');
      await form.getByLabel(t('landing.contact.message')).fill(`How do payouts work? (${token})`);
      await submit.click();
      await form.getByText(t('validation.emailInvalid'), { exact: true }).waitFor();
      expect(await form.getByText(t('validation.required'), { exact: true }).count()).toBe(0);

      await form.getByLabel(t('landing.contact.email')).fill(email);
      await form.getByLabel(t('landing.contact.phone')).fill('+966 50 123 4567');
      await submit.click();
      await form.getByRole('status').filter({ hasText: t('landing.contact.sent', { email }) }).waitFor();
      // The form is emptied for a next message.
      expect(await form.getByLabel(t('landing.contact.message')).inputValue()).toBe('');

      const mail = await mailContaining(token);
      expect(mail).toMatchObject({ to: SUPPORT_ADDRESS, subject: 'Contact message from Sara Ali', replyTo: email });
      expect(mail.text).toContain('Phone: +966 50 123 4567');

      // Over the allowance the API answers 429 TOO_MANY_REQUESTS; answered here without using up the real allowance.
      await page.route('**/api/support', (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }) }),
      );
      await form.getByLabel(t('landing.contact.name')).fill('Sara Ali');
      await form.getByLabel(t('landing.contact.email')).fill(email);
      await form.getByLabel(t('landing.contact.message')).fill('Once more');
      await submit.click();
      await form.getByRole('alert').filter({ hasText: t('apiError.TOO_MANY_REQUESTS') }).waitFor();
      await close(tab, [/status of 429/]);
    });

    it('keeps where a visitor scrolled the prebuilt page before the app started, and loads the form there', async () => {
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      // The app's scripts are held until the visitor has scrolled, as on a phone whose network is slower than its reader.
      const releaseScripts = await holdScripts(page);
      await page.goto(url('/'), { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 2, name: t('landing.contact.title'), exact: true });
      await heading.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const seenAt = await heading.evaluate((element) => element.getBoundingClientRect().top);
      releaseScripts();
      // No scrolling by the test from here: the form loads only if the section is still near the viewport.
      await page.getByRole('form', { name: t('landing.contact.title') }).getByRole('button', { name: t('landing.contact.submit') }).waitFor();
      // What the visitor sees stays put (the browser's scroll anchoring may move scrollY by the few pixels that
      // content above changes as the app starts; a jump to the top would move the heading by thousands).
      expect(Math.abs((await heading.evaluate((element) => element.getBoundingClientRect().top)) - seenAt)).toBeLessThanOrEqual(5);
      await close(tab);
    });

    it('opens the privacy policy and the terms from the footer', async () => {
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      await page.goto(url('/'));
      await page.getByRole('heading', { level: 1, name: t('landing.title') }).waitFor();
      const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: t('footer.links') });

      await footerLinks.getByRole('link', { name: t('footer.privacy') }).click();
      await page.waitForURL((current) => current.pathname === '/privacy');
      await page.getByRole('heading', { level: 1, name: t('landing.privacy.title') }).waitFor();
      await page.getByText(t('landing.privacy.visibility.companies')).waitFor();
      await expectNoSeriousViolation(page);

      await footerLinks.getByRole('link', { name: t('footer.terms') }).click();
      await page.waitForURL((current) => current.pathname === '/terms');
      await page.getByRole('heading', { level: 1, name: t('landing.terms.title') }).waitFor();
      // The clauses of spec §1, the same text the sign-up terms dialog shows.
      for (const clause of ['auth.terms.age', 'auth.terms.payment', 'auth.terms.payout', 'auth.terms.rights', 'auth.terms.delivery', 'auth.terms.vat'] as const) {
        await page.getByText(t(clause)).waitFor();
      }
      await expectNoSeriousViolation(page);

      // The terms link back to the landing page's contact form.
      await page.getByRole('link', { name: t('landing.terms.contactLink') }).click();
      await page.waitForURL((current) => current.pathname === '/' && current.hash === '#contact');
      await contactForm(tab);
      await close(tab);
    });
  });

  it('keeps the Arabic prebuilt page for a visitor with the language cookie and nothing stored, hydrated in place', async () => {
    const tab = await openLocaleTab(browser, 'ar', { viewport: { width: 390, height: 844 } }, { locale: 'cookie only' });
    const { page, t } = tab;
    // The app's scripts wait until the prebuilt heading is marked: a page replaced by a fresh render loses the mark.
    const releaseScripts = await holdScripts(page);
    await page.goto(url('/'), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: t('landing.title'), exact: true });
    await heading.evaluate((element) => Object.assign(element, { prebuilt: true }));
    releaseScripts();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')])).toEqual(['ar', 'ar']);
    expect(await heading.evaluate((element) => (element as HTMLElement & { prebuilt?: boolean }).prebuilt)).toBe(true);
    await close(tab);
  });

  it('opens the brand sign-up with the brand role chosen', async () => {
    const tab = await openTab('en', DESKTOP);
    const { page, t } = tab;
    await page.goto(url('/'));
    // A click before the prebuilt page is hydrated is a plain link's navigation, after it the router's: either arrives.
    await page.getByRole('link', { name: t('landing.hero.joinBrand') }).click();
    await page.waitForURL((current) => current.pathname === '/signup', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: t('auth.signUp.title') }).waitFor();
    expect(await page.locator('input[name="role"][value="company"]').isChecked()).toBe(true);
    await close(tab);
  });

  it('opens a page at its top and goes back to where the visitor was', async () => {
    const tab = await openTab('en', DESKTOP);
    const { page, t } = tab;
    await page.goto(url('/'));
    await contactForm(tab);
    const termsLink = page.getByRole('contentinfo').getByRole('link', { name: t('footer.terms') });
    await termsLink.scrollIntoViewIfNeeded();
    const landingScroll = await page.evaluate(() => window.scrollY);
    expect(landingScroll).toBeGreaterThan(0);

    await termsLink.click();
    await page.getByRole('heading', { level: 1, name: t('landing.terms.title') }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: t('landing.title') }).waitFor();
    await waitUntil(() => page.evaluate(() => window.scrollY), (y) => Math.abs(y - landingScroll) <= 1, { reason: `the landing page back at its scroll position ${landingScroll}`, timeoutMs: 10_000 });

    // A plain `#anchor` within the page (as the skip link is) is left to the browser, which scrolls to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Read once the browser's scroll to the anchor has come to rest (its `scrollend`), however long that takes.
    const contactTop = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const timeout = setTimeout(() => reject(new Error('The scroll to #contact did not end within 10 s')), 10_000);
          const ended = () => {
            if (window.scrollY === 0) return; // the jump to the top just before, not the scroll to the anchor
            window.removeEventListener('scrollend', ended);
            clearTimeout(timeout);
            resolve(document.getElementById('contact')?.getBoundingClientRect().top ?? Number.NaN);
          };
          window.addEventListener('scrollend', ended);
          window.location.hash = 'contact';
        }),
    );
    expect(await page.evaluate(() => window.location.hash)).toBe('#contact');
    // At the top of the viewport, give or take the section's scroll margin (the page's end may stop it short too).
    expect(contactTop).toBeGreaterThanOrEqual(-1);
    expect(contactTop).toBeLessThan(100);
    await close(tab);
  });

  it('sends a signed-in creator from the landing page to the dashboard', async () => {
    const tab = await openTab('en', DESKTOP);
    const { page, t } = tab;
    await page.goto(url('/signin'));
    await submitSignIn(tab, demoEmail('creator'), stack().demoPassword);
    await page.waitForURL((current) => current.pathname === '/dashboard');
    await page.goto(url('/'));
    await page.waitForURL((current) => current.pathname === '/dashboard');
    expect(await page.getByRole('heading', { level: 1, name: t('landing.title') }).count()).toBe(0);
    await close(tab);
  });
});
