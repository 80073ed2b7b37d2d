import type { Browser, Page } from 'playwright-core';
import type { Locale } from '../../web/src/i18n/locale';
import { newMember, TEST_PASSWORD } from '../support/accounts';
import { png } from '../support/media-files';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { api, demoEmail, signIn, stack } from '../support/stack';
import { arrive, closeTab as close, openTab as openLocaleTab, signInThroughTheForm, signInWithTokens } from '../support/tabs';
import { waitUntil } from '../support/wait';

/**
 * Company profile completion and editing, and the public profiles a company and a creator open (issue 4), in both
 * languages, at desktop and mobile width, with axe on every screen.
 */

jest.setTimeout(90_000);

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
type Viewport = keyof typeof VIEWPORTS;

/** What the seed gives the demo creator (scripts/local/seed-profiles.ts) and a company must never see. */
const DEMO_CREATOR_PRIVATE = { birthdate: '1997-03-14', address: 'Al Nakheel District' };

async function idOf(email: string): Promise<string> {
  const { AccessToken } = await signIn('users', email);
  const { body } = await api(`/user?email=${encodeURIComponent(email)}`, { token: AccessToken });
  return body.id as string;
}

describeInBrowser('company profile and public profiles in Chromium', () => {
  let browser: Browser;
  let creatorId: string;
  let companyId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [creatorId, companyId] = await Promise.all([idOf(demoEmail('creator')), idOf(demoEmail('company'))]);
  });
  afterAll(async () => browser?.close());

  // A 400 or 404 the page expects (a bad or unknown id) is logged by Chromium as a failed resource: not a failure.
  const openTab = (locale: Locale, viewport: Viewport) => openLocaleTab(browser, locale, { viewport: VIEWPORTS[viewport] }, { ignoreFailedResources: true });

  async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
    // Off the button just clicked: the hover shade of a solid button (4.3:1) is the shared button recipe's, not these pages'.
    await page.mouse.move(0, 0);
    expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
  }

  describe.each<[Locale, Viewport]>([
    ['en', 'desktop'],
    ['ar', 'mobile'],
  ])('in %s at %s width', (locale, viewport) => {
    it('a new company completes its profile (the VAT rule refuses a bad number), lands on the dashboard, then edits it and adds a logo', async () => {
      const company = await newMember('company');
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      await signInThroughTheForm(tab, company.email, TEST_PASSWORD, '/company/creation');
      await page.getByRole('heading', { level: 1, name: t('profile.company.creationTitle') }).waitFor();
      const name = page.getByLabel(t('profile.company.field.companyName'), { exact: true });
      // The name given at sign-up is offered.
      expect(await name.inputValue()).toBe('Test Person');
      await expectNoSeriousViolation(page, '/company/creation');

      const complete = page.getByRole('button', { name: t('profile.company.complete'), exact: true });
      await complete.click();
      // Required fields first, then the VAT rule with the shared message.
      await page.getByText(t('validation.required')).first().waitFor();
      await name.fill('Qassim Dates Co.');
      await page.getByLabel(t('profile.company.field.description'), { exact: true }).fill('Premium dates from Qassim, packed for gifting.');
      const vat = page.getByLabel(t('profile.company.field.vatNumber'), { exact: true });
      await vat.fill('123456789012345');
      await vat.blur();
      await page.getByText(t('validation.vatNumberInvalid')).waitFor();
      await expectNoSeriousViolation(page, '/company/creation with errors');
      expect(new URL(page.url()).pathname).toBe('/company/creation');

      // People group the digits; the spaces do not count.
      await vat.fill('300 0000 0000 0003');
      await page.getByLabel(t('profile.company.field.businessAddress'), { exact: true }).fill('Prince Sultan Road, Buraydah');
      await page.getByText(t('profile.company.field.showAddress')).click();
      await complete.click();
      await arrive(page, '/dashboard');
      await page.getByRole('heading', { level: 1, name: t('dashboard.title') }).waitFor();

      const saved = await api('/company/profile', { token: company.token });
      expect(saved.body).toMatchObject({
        companyName: 'Qassim Dates Co.',
        vatNumber: '300000000000003',
        businessAddress: 'Prince Sultan Road, Buraydah',
        showAddressToCreators: true,
        profileCompleted: true,
      });

      // The profile page shows it, and edits it.
      await page.goto(`${stack().url}/company/profile`);
      await page.getByRole('heading', { level: 1, name: t('profile.company.profileTitle') }).waitFor();
      await page.getByText('300000000000003').waitFor();
      await page.getByText(t('profile.company.addressShown')).waitFor();
      await expectNoSeriousViolation(page, '/company/profile');
      await page.getByRole('button', { name: t('profile.company.edit') }).click();
      // A logo, through the app's upload component: it is kept once the server's check has verified it.
      await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(16, 16) });
      await page.getByRole('button', { name: t('upload.remove') }).waitFor({ timeout: 20_000 });
      await page.getByLabel(t('profile.company.field.vatNumber'), { exact: true }).fill('3000000000000034');
      await page.getByRole('button', { name: t('profile.company.save') }).click();
      await page.getByText(t('validation.vatNumberInvalid')).waitFor();
      await page.getByLabel(t('profile.company.field.vatNumber'), { exact: true }).fill('399999999999993');
      await page.getByText(t('profile.company.field.showAddress')).click();
      await page.getByRole('button', { name: t('profile.company.save') }).click();
      await page.getByText(t('profile.company.saved')).waitFor();
      await page.getByText('399999999999993').waitFor();
      await page.getByText(t('profile.company.addressHidden')).waitFor();
      const logo = page.getByRole('img', { name: t('profile.company.logoAlt') });
      await logo.waitFor();
      await waitUntil(
        () => page.evaluate(() => [...document.images].some((image) => image.complete && image.naturalWidth === 16)),
        Boolean,
        { reason: 'the new 16 px logo to load on the page', timeoutMs: 20_000 },
      );
      const edited = await api('/company/profile', { token: company.token });
      expect(edited.body).toMatchObject({ vatNumber: '399999999999993', showAddressToCreators: false, avatar: expect.stringContaining(`/uploads/${company.id}/avatar/`) });
      await close(tab);
    });

    it('the demo company opens the demo creator’s public profile without private fields; a bad id and an unknown one say so', async () => {
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      await signInWithTokens(tab, demoEmail('company'), '/dashboard');

      const answer = page.waitForResponse((response) => response.url().includes(`/api/company/creator/${creatorId}`));
      await page.goto(`${stack().url}/creator/${creatorId}`);
      const body = (await (await answer).json()) as Record<string, unknown>;
      await page.getByRole('heading', { level: 1, name: 'Noura Al-Qahtani' }).waitFor();
      await page.getByText('Food and lifestyle creator', { exact: false }).waitFor();
      await page.getByText(t('profile.public.category.food-cooking'), { exact: true }).waitFor();
      await page.getByRole('link', { name: t('profile.public.network.instagram') }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Morning coffee ritual' }).waitFor();
      // The portfolio's picture really loads, through its signed read URL.
      const picture = page.getByRole('img', { name: t('profile.public.portfolioFile').replace('{caption}', 'Morning coffee ritual').replace('{number}', '1') });
      await picture.waitFor();
      const loaded = await picture.evaluate((image: HTMLImageElement) =>
        image.complete
          ? image.naturalWidth > 0
          : new Promise<boolean>((resolve) => {
              image.addEventListener('load', () => resolve(image.naturalWidth > 0), { once: true });
              image.addEventListener('error', () => resolve(false), { once: true });
            }),
      );
      expect(loaded).toBe(true);

      // Neither the answer nor the screen carries the creator's e-mail, birthdate or address.
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('birthdate');
      expect(body).not.toHaveProperty('address');
      expect(body).not.toHaveProperty('licence');
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(demoEmail('creator'));
      expect(text).not.toContain(DEMO_CREATOR_PRIVATE.address);
      expect(text).not.toContain('1997');
      expect(text).not.toContain(t('profile.public.adminDetails'));
      await expectNoSeriousViolation(page, '/creator/{id}');

      await page.goto(`${stack().url}/creator/not-a-creator`);
      await page.getByText(t('apiError.INVALID_CREATOR_ID'), { exact: true }).waitFor();
      await expectNoSeriousViolation(page, '/creator/not-a-creator');
      await page.goto(`${stack().url}/creator/00000000-0000-4000-8000-000000000000`);
      await page.getByText(t('profile.public.notFound'), { exact: true }).waitFor();

      // A company may not open another company's public profile (spec §2: admins and creators).
      await page.goto(`${stack().url}/company/${companyId}`);
      await arrive(page, '/unauthorized');
      await close(tab);
    });

    it('a creator opens the demo company’s public profile, with the address it chose to show', async () => {
      const tab = await openTab(locale, viewport);
      const { page, t } = tab;
      await signInWithTokens(tab, demoEmail('creator'), '/dashboard');
      await page.goto(`${stack().url}/company/${companyId}`);
      await page.getByRole('heading', { level: 1, name: 'Riyadh Roasters' }).waitFor();
      await page.getByText('Specialty coffee roasted in Riyadh', { exact: false }).waitFor();
      await page.getByText('King Fahd Road, Al Olaya, Riyadh 12211').waitFor();
      const text = await page.locator('main').innerText();
      expect(text).not.toContain('310122393500003');
      expect(text).not.toContain(demoEmail('company'));
      await expectNoSeriousViolation(page, '/company/{id}');
      await page.goto(`${stack().url}/company/nope`);
      await page.getByText(t('apiError.INVALID_COMPANY_ID'), { exact: true }).waitFor();
      await close(tab);
    });
  });
});
