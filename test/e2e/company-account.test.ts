import type { Browser } from 'playwright-core';
import type { Locale } from '../../web/src/i18n/locale';
import { MESSAGES } from '../support/messages';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { readyCompany as readyCompanyWith } from '../support/profiles';
import { LANGUAGE_NAMES } from '../../web/src/features/profile/account/language-names';
import { eventually } from '../support/events';
import { api, signIn, stack } from '../support/stack';
import { arrive, changePassword, closeTab as close, openTab as openLocaleTab, signInThroughTheForm, signInWithTokens } from '../support/tabs';

/**
 * A company's account settings on `/company/profile` (issue 8): it changes its password and signs in with the new one,
 * switches the language (kept on this device across a reload, and its mail's language with it), and deletes its account, in both languages, at
 * desktop and mobile width.
 */

jest.setTimeout(90_000);

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
type Viewport = keyof typeof VIEWPORTS;
const NEW_PASSWORD = 'Changed-pass-2';

/** A company whose profile is complete, so the app lets it in. */
const readyCompany = () =>
  readyCompanyWith({ companyName: 'Tabuk Greens', description: 'Fresh herbs from Tabuk.', vatNumber: '300000000000003', businessAddress: 'King Fahd Road, Tabuk', showAddressToCreators: true });

describeInBrowser('company account settings in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // Only the first visit starts in `locale`: the language the company picks must survive a reload.
  const openTab = (locale: Locale, viewport: Viewport) => openLocaleTab(browser, locale, { viewport: VIEWPORTS[viewport] }, { locale: 'first visit' });

  describe.each<[Locale, Viewport]>([
    ['en', 'desktop'],
    ['ar', 'mobile'],
  ])('in %s at %s width', (locale, viewport) => {
    it('changes the password and signs in with it, switches the language for good, and deletes the account', async () => {
      const company = await readyCompany();
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });

      await page.goto(`${stack().url}/company/profile`);
      await page.getByRole('button', { name: t('profile.company.edit') }).waitFor();
      await page.getByRole('tab', { name: t('profile.company.tab.account') }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'account');
      await page.getByLabel(t('profile.account.currentPassword'), { exact: true }).waitFor();
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page)).toEqual([]);

      // Password: changed here, then a fresh visit signs in with the new one, and the old one is refused.
      await changePassword({ page, t }, TEST_PASSWORD, NEW_PASSWORD);
      const elsewhere = await openTab(locale, viewport);
      await signInThroughTheForm(elsewhere, company.email, NEW_PASSWORD, '/dashboard');
      await close(elsewhere);
      await expect(signIn('users', company.email, TEST_PASSWORD)).rejects.toThrow();

      // Language: the other one at once, still after a reload (kept on this device), and back.
      const other: Locale = locale === 'en' ? 'ar' : 'en';
      const { AccessToken } = await signIn('users', company.email, NEW_PASSWORD);
      const recordLanguage = async () => (await api(`/user?email=${encodeURIComponent(company.email)}`, { token: AccessToken })).body.language;
      await page.getByLabel(t('profile.account.language')).selectOption(other);
      await page.getByRole('heading', { level: 1, name: MESSAGES[other]['profile.company.profileTitle'] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(other === 'ar' ? 'rtl' : 'ltr');
      await page.reload();
      await page.getByLabel(MESSAGES[other]['profile.account.language'], { exact: true }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([other, other === 'ar' ? 'rtl' : 'ltr']);
      // Their mail follows the language they read the app in (issue 27), and the mail setting shows it.
      await eventually(recordLanguage, (language) => language === other, 10_000);
      await page.getByRole('radio', { name: LANGUAGE_NAMES[other], checked: true }).waitFor();
      await page.getByLabel(MESSAGES[other]['profile.account.language'], { exact: true }).selectOption(locale);
      await page.getByRole('heading', { level: 1, name: t('profile.company.profileTitle') }).waitFor();
      await eventually(recordLanguage, (language) => language === locale, 10_000);

      // Deletion, behind a confirmation: a company without open or in-progress campaigns may go.
      await page.getByText(t('profile.account.deleteLead.company')).waitFor();
      await page.getByRole('button', { name: t('profile.account.delete') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('profile.account.deleteConfirmTitle') });
      await dialog.getByText(t('profile.account.deleteConfirm.company')).waitFor();
      await dialog.getByRole('button', { name: t('profile.account.deleteSubmit') }).click();
      await arrive(page, '/signin');
      expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
      await expect(signIn('users', company.email, NEW_PASSWORD)).rejects.toThrow();

      await close(tab);
    });
  });
});
