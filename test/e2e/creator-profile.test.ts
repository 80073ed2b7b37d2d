import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Browser, BrowserContext, FileChooser, Page } from 'playwright-core';
import authAr from '../../web/src/features/auth/i18n/ar.json';
import authEn from '../../web/src/features/auth/i18n/en.json';
import profileAr from '../../web/src/features/profile/i18n/ar.json';
import profileEn from '../../web/src/features/profile/i18n/en.json';
import shellAr from '../../web/src/i18n/ar.json';
import shellEn from '../../web/src/i18n/en.json';
import termsAr from '../../web/src/i18n/terms.ar.json';
import termsEn from '../../web/src/i18n/terms.en.json';
import { newMember, TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { animationsDone, seriousViolations } from '../support/pages';
import { elfExecutable, mp4, png } from '../support/media-files';
import { dayFromToday, getOwnProfile, uploaded } from '../support/profiles';
import { api, signIn, stack } from '../support/stack';
import { arrive as arriveAt, changePassword, openTab, submitSignIn } from '../support/tabs';

type Locale = 'en' | 'ar';
type Messages = Record<string, string>;

/** The texts the screens show, per language, merged as the app merges its catalogues. */
const MESSAGES: Record<Locale, Messages> = { en: { ...shellEn, ...termsEn, ...authEn, ...profileEn }, ar: { ...shellAr, ...termsAr, ...authAr, ...profileAr } };

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const NEW_PASSWORD = 'Changed-pass-2';

/** The whole wizard and every settings tab, with real uploads, in one browser session. */
jest.setTimeout(180_000);

let s3: S3Client | undefined;
async function objectExists(key: string): Promise<boolean> {
  const { region, s3: local } = stack();
  s3 ??= new S3Client({ region, endpoint: local.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    await s3.send(new HeadObjectCommand({ Bucket: local.mediaBucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

describeInBrowser('creator profile in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  afterEach(async () => {
    await context?.close();
    context = undefined;
    const errors = pageErrors;
    pageErrors = [];
    expect(errors).toEqual([]);
  });

  describe.each<[Locale, typeof DESKTOP]>([
    ['en', DESKTOP],
    ['ar', MOBILE],
  ])('in %s at %o', (locale, viewport) => {
    const m = MESSAGES[locale];
    const t = (id: string, values: Record<string, string | number> = {}): string => {
      const text = m[id];
      if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
      return Object.entries(values).reduce((message, [name, value]) => message.replace(`{${name}}`, String(value)), text);
    };

    /** Storage PUTs wait for this while it is pending: see chooseHeld. */
    let heldPuts: Promise<void> = Promise.resolve();
    let letPutsGo: () => void = () => undefined;

    async function open(path: string) {
      // Only uncaught exceptions count here, not console errors.
      ({ context, page, failures: pageErrors } = await openTab(browser, locale, { viewport }, { consoleErrors: false }));
      // A PUT to storage started while the test holds them waits until it lets them go (chooseHeld), so the progress
      // bar stays on screen until it has been seen (and cancelled): no pause that a slow machine could outlast.
      await page.route(
        (url) => url.origin === new URL(stack().s3.endpoint).origin,
        async (route) => {
          if (route.request().method() === 'PUT') await heldPuts;
          // A PUT cancelled while it was held has nothing left to continue.
          await route.continue().catch(() => undefined);
        },
      );
      await page.goto(`${stack().url}${path}`);
    }

    const arrive = (pathname: string) => arriveAt(page, pathname, pageErrors);

    async function signInThroughTheForm(email: string, password: string) {
      await open('/signin');
      await submitSignIn({ page, t }, email, password);
    }

    /** Picks a file the way a person does: the visible button opens the file chooser. */
    async function chooseFile(button: ReturnType<Page['getByRole']>, file: { name: string; mimeType: string; buffer: Buffer }) {
      const chooser: Promise<FileChooser> = page.waitForEvent('filechooser');
      await button.click();
      await (await chooser).setFiles(file);
    }

    const chooseButton = (label: string, scope: Page | ReturnType<Page['getByRole']> = page) =>
      scope.getByRole('button', { name: `${t('upload.choose')} (${label})`, exact: true });

    /** Chooses a file whose PUT to storage is held until the test has seen its progress (expectProgressThenDone). */
    async function chooseHeld(button: ReturnType<Page['getByRole']>, file: { name: string; mimeType: string; buffer: Buffer }) {
      heldPuts = new Promise((resolve) => (letPutsGo = resolve));
      await chooseFile(button, file);
    }

    async function expectProgressThenDone(name: string) {
      await page.getByRole('progressbar', { name: t('upload.uploading', { name }) }).waitFor();
      letPutsGo();
      await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 20_000 });
    }

    /** Clicks a save button and waits for the section's PUT to succeed (toasts of earlier saves may still show). */
    async function saveWith(button: ReturnType<Page['getByRole']>) {
      const response = page.waitForResponse((answer) => answer.url().includes('/api/creator/profile/') && answer.request().method() === 'PUT');
      await button.click();
      expect((await response).status()).toBe(200);
      await page.getByText(t('profile.creator.settings.saved')).first().waitFor();
      // On a phone the toast spans the width below the header: a click while it still slides in can land on it.
      await animationsDone(page);
    }

    it('completes the wizard with real files, lands on the dashboard and edits every settings tab', async () => {
      const member = await newMember('creator');
      await signInThroughTheForm(member.email, TEST_PASSWORD);
      await arrive('/creator/creation');
      await page.getByRole('heading', { level: 2, name: t('profile.creator.step.details') }).waitFor();
      expect(await page.locator('[aria-current="step"]').innerText()).toContain(t('profile.creator.step.details'));
      expect(await seriousViolations(page)).toEqual([]);

      // Nothing filled in: the spec's messages, inline.
      await page.getByRole('button', { name: t('profile.creator.wizard.next') }).click();
      await page.getByText(t('validation.avatarRequired')).waitFor();
      await page.getByText(t('validation.categoriesRequired')).waitFor();

      // A program renamed to .png passes the browser's check, is refused by the server's and is deleted.
      const avatarLabel = t('profile.creator.field.avatar');
      const ticket = page.waitForResponse((response) => response.url().endsWith('/api/s3') && response.request().method() === 'POST');
      await chooseFile(chooseButton(avatarLabel), { name: 'holiday.png', mimeType: 'image/png', buffer: elfExecutable(8192) });
      const { key } = (await (await ticket).json()) as { key: string };
      const refusal = page.getByRole('alert').filter({ hasText: t('upload.refused', { name: 'holiday.png', reason: t('validation.fileTypeInvalid') }) });
      await refusal.waitFor();
      expect((await api(`/s3/status?key=${encodeURIComponent(key)}`, { token: member.token })).body).toEqual({ status: 'rejected', reason: 'fileTypeInvalid' });
      expect(await objectExists(key)).toBe(false);
      expect(await page.getByRole('button', { name: `${t('upload.replace')} (${avatarLabel})` }).count()).toBe(0);

      // A real picture, with its progress on screen.
      await chooseHeld(chooseButton(avatarLabel), { name: 'me.png', mimeType: 'image/png', buffer: png(256, 256, true) });
      await expectProgressThenDone('me.png');
      await page.getByRole('button', { name: `${t('upload.replace')} (${avatarLabel})` }).waitFor();
      expect(await refusal.count()).toBe(0);

      await page.getByLabel(t('profile.creator.field.fullName')).fill('Lama Al-Shehri');
      // Too young first: the 18+ rule with its message, then a real birthdate.
      await page.getByLabel(t('profile.creator.field.birthdate')).fill(dayFromToday(-365 * 10));
      await page.getByLabel(t('profile.creator.field.address')).click();
      await page.getByText(t('validation.creatorTooYoung')).waitFor();
      await page.getByLabel(t('profile.creator.field.birthdate')).fill('1995-06-01');
      // Issue 27: the brief's gender options, one to choose.
      await page.getByRole('radiogroup', { name: t('profile.creator.field.gender') }).getByText(t('term.gender.female'), { exact: true }).click();
      await page.getByLabel(t('profile.creator.field.address')).fill('Al Malqa District, Riyadh');
      await page.getByLabel(t('profile.creator.field.biography')).fill('Food and beauty videos.');
      await page.getByText(t('profile.creator.category.food-cooking'), { exact: true }).click();
      await page.getByText(t('profile.creator.category.beauty-fashion'), { exact: true }).click();
      await page.getByRole('button', { name: t('profile.creator.wizard.next') }).click();

      // Portfolio: one case with a real video; its cover is a separate image.
      await page.getByRole('heading', { level: 2, name: t('profile.creator.step.portfolio') }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t('profile.creator.portfolio.addCase') }).click();
      const caseOne = page.getByRole('region', { name: t('profile.creator.portfolio.caseTitle', { number: 1 }) });
      await caseOne.getByLabel(t('profile.creator.portfolio.caption')).fill('Kabsa in 30 seconds');
      await caseOne.getByLabel(t('profile.creator.portfolio.description')).fill('A recipe video for a spice brand.');
      const addFile = caseOne.getByRole('button', { name: `${t('profile.creator.portfolio.addFile')} (${t('profile.creator.portfolio.caseTitle', { number: 1 })})` });

      // Cancelling an upload under way keeps nothing.
      await chooseHeld(addFile, { name: 'draft.mp4', mimeType: 'video/mp4', buffer: mp4(512 * 1024) });
      await page.getByRole('progressbar', { name: t('upload.uploading', { name: 'draft.mp4' }) }).waitFor();
      await page.getByRole('button', { name: t('upload.cancel') }).click();
      await page.getByRole('progressbar').waitFor({ state: 'detached' });
      letPutsGo();
      expect(await caseOne.locator('video').count()).toBe(0);

      await chooseHeld(addFile, { name: 'kabsa.mp4', mimeType: 'video/mp4', buffer: mp4(2 * 1024 * 1024) });
      await expectProgressThenDone('kabsa.mp4');
      await caseOne.locator('video').waitFor();
      // A video alone is no cover: the form asks for an image.
      await page.getByRole('button', { name: t('profile.creator.wizard.next') }).click();
      await caseOne.getByText(t('validation.required')).waitFor();
      await chooseHeld(chooseButton(t('profile.creator.portfolio.cover'), caseOne), { name: 'cover.png', mimeType: 'image/png', buffer: png(320, 240, true) });
      await expectProgressThenDone('cover.png');
      await page.getByRole('button', { name: t('profile.creator.wizard.next') }).click();

      // Licence: waits for an admin; finishing completes the profile.
      await page.getByRole('heading', { level: 2, name: t('profile.creator.step.licence') }).waitFor();
      await page.getByLabel(t('profile.creator.licence.issuedOn')).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel(t('profile.creator.licence.issuedOn')).fill(dayFromToday(-30));
      await page.getByLabel(t('profile.creator.licence.expiresOn')).fill(dayFromToday(365));
      await chooseHeld(chooseButton(t('profile.creator.licence.file')), { name: 'licence.png', mimeType: 'image/png', buffer: png(200, 120) });
      await expectProgressThenDone('licence.png');
      await page.getByRole('button', { name: t('profile.creator.wizard.finish') }).click();
      await arrive('/dashboard');
      // Her onboarding (issue 27): profile and gender done; the licence waits for review and no bank account yet.
      await page.getByTestId('onboarding-step').first().waitFor();
      expect(await page.getByTestId('onboarding-step').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-done')))).toEqual(['true', 'true', 'false', 'false']);

      const saved = (await getOwnProfile(member.token ?? '')).body as Record<string, unknown> & {
        portfolio: { caption: string; media: string[]; cover: string }[];
        licence: { status: string };
      };
      expect(saved).toMatchObject({ profileCompleted: true, fullName: 'Lama Al-Shehri', birthdate: '1995-06-01', gender: 'female', categories: ['food-cooking', 'beauty-fashion'] });
      expect(saved.avatar).toMatch(/\/avatar\/.*-me\.png$/);
      expect(saved.portfolio).toHaveLength(1);
      expect(saved.portfolio[0]?.media).toEqual([expect.stringMatching(/-kabsa\.mp4$/)]);
      expect(saved.portfolio[0]?.cover).toMatch(/-cover\.png$/);
      expect(saved.licence.status).toBe('pending');

      // Settings, reached from the account menu.
      await page.getByRole('button', { name: t('account.menu') }).click();
      await page.getByRole('menuitem', { name: t('account.viewProfile') }).click();
      await arrive('/creator/profile');
      await page.getByRole('tab', { name: t('profile.creator.tab.general') }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // General.
      await page.getByLabel(t('profile.creator.field.address')).fill('Al Olaya, Riyadh');
      await saveWith(page.getByRole('button', { name: t('profile.creator.settings.save') }));

      // Categories.
      await page.getByRole('tab', { name: t('profile.creator.tab.categories') }).click();
      await page.getByText(t('profile.creator.category.travel-adventure'), { exact: true }).click();
      await saveWith(page.getByRole('tabpanel').getByRole('button', { name: t('profile.creator.settings.save') }));

      // Licence: its state, then a new one for review.
      await page.getByRole('tab', { name: t('profile.creator.tab.licence') }).click();
      await page.getByText(t('profile.creator.licence.state.pending')).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel(t('profile.creator.licence.issuedOn')).fill(dayFromToday(-10));
      await page.getByLabel(t('profile.creator.licence.expiresOn')).fill(dayFromToday(700));
      await chooseHeld(chooseButton(t('profile.creator.licence.file')), { name: 'renewed.png', mimeType: 'image/png', buffer: png(200, 120) });
      await expectProgressThenDone('renewed.png');
      await saveWith(page.getByRole('button', { name: t('profile.creator.licence.submit') }));

      // Social networks: a link to another site is refused with the shared rule's message.
      await page.getByRole('tab', { name: t('profile.creator.tab.social') }).click();
      await page.getByLabel(t('profile.creator.social.instagram')).fill('https://example.com/lama');
      await page.getByRole('tabpanel').getByRole('button', { name: t('profile.creator.settings.save') }).click();
      await page.getByText(t('validation.socialLinkInvalid')).waitFor();
      await page.getByLabel(t('profile.creator.social.instagram')).fill('https://www.instagram.com/lama.creates');
      await page.getByLabel(t('profile.creator.social.tiktok')).fill('https://www.tiktok.com/@lama.creates');
      await saveWith(page.getByRole('tabpanel').getByRole('button', { name: t('profile.creator.settings.save') }));

      const edited = (await getOwnProfile(member.token ?? '')).body as Record<string, unknown> & { licence: { expiresOn: string; status: string } };
      expect(edited).toMatchObject({
        address: 'Al Olaya, Riyadh',
        categories: ['food-cooking', 'beauty-fashion', 'travel-adventure'],
        socialLinks: { instagram: 'https://www.instagram.com/lama.creates', tiktok: 'https://www.tiktok.com/@lama.creates' },
      });
      expect(edited.licence).toMatchObject({ expiresOn: dayFromToday(700), status: 'pending' });

      // Account: password, language, and finally the account itself.
      await page.getByRole('tab', { name: t('profile.creator.tab.account') }).click();
      await page.getByLabel(t('profile.account.currentPassword'), { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await changePassword({ page, t }, TEST_PASSWORD, NEW_PASSWORD);
      await signIn('users', member.email, NEW_PASSWORD);

      const other: Locale = locale === 'en' ? 'ar' : 'en';
      await page.getByLabel(t('profile.account.language')).selectOption(other);
      await page.getByRole('heading', { level: 1, name: MESSAGES[other]['profile.creator.settings.title'] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(other === 'ar' ? 'rtl' : 'ltr');
      await page.getByLabel(MESSAGES[other]['profile.account.language'] as string).selectOption(locale);
      await page.getByRole('heading', { level: 1, name: t('profile.creator.settings.title') }).waitFor();

      await page.getByRole('button', { name: t('profile.account.delete') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('profile.account.deleteConfirmTitle') });
      await dialog.getByRole('button', { name: t('profile.account.deleteSubmit') }).click();
      await arrive('/signin');
      expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
      await expect(signIn('users', member.email, NEW_PASSWORD)).rejects.toThrow();
    });

    it('resumes the wizard at the first step not done', async () => {
      const member = await newMember('creator');
      // The details were saved in an earlier visit (another device, or a closed tab).
      const avatar = await uploaded(member.token ?? '', 'avatar');
      const details = await api('/creator/profile/details', {
        method: 'PUT',
        token: member.token,
        body: JSON.stringify({ avatar, fullName: 'Back Again', birthdate: '1990-01-01', gender: 'male', address: 'Jeddah', categories: ['art-design'] }),
      });
      expect(details.status).toBe(200);
      await signInThroughTheForm(member.email, TEST_PASSWORD);
      await arrive('/creator/creation');
      await page.getByRole('heading', { level: 2, name: t('profile.creator.step.portfolio') }).waitFor();
      // Back shows what was saved.
      await page.getByRole('button', { name: t('profile.creator.wizard.back') }).click();
      expect(await page.getByLabel(t('profile.creator.field.address')).inputValue()).toBe('Jeddah');
    });
  });
});
