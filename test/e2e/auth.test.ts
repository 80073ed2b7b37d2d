import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generate } from 'cognito-local/lib/services/totp';
import { ensureAccount } from '../../scripts/accounts';
import { latestMailTo, type MailRecord } from '../../scripts/local/mailbox';
import authAr from '../../web/src/features/auth/i18n/ar.json';
import authEn from '../../web/src/features/auth/i18n/en.json';
import shellAr from '../../web/src/i18n/ar.json';
import shellEn from '../../web/src/i18n/en.json';
import { maskEmail } from '../../web/src/features/auth/lib/email-mask';
import { newMember, signUp as cognitoSignUp, TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser, onlyIn } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { api, cognito, demoEmail, signIn as cognitoSignIn, stack, useLambdaEnvironment } from '../support/stack';
import { arrive as arriveAt, openTab, submitSignIn } from '../support/tabs';
import { waitUntil } from '../support/wait';
import { wrongTotpCode } from '../support/totp';

type Locale = 'en' | 'ar';
type Messages = Record<string, string>;

/** The texts the screens show, per language: the shell's catalogue merged with the auth feature's, as the app does. */
const MESSAGES: Record<Locale, Messages> = { en: { ...shellEn, ...authEn }, ar: { ...shellAr, ...authAr } };

const NEW_PASSWORD = 'New-pass-2';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.local`;
}

/** The newest mail to `email` sent after `after` (a code resent must be a new mail, not the first one again). */
function mailTo(email: string, after?: MailRecord): Promise<MailRecord & { code: string }> {
  return waitUntil(
    () => latestMailTo(stack().mailDir, email),
    (mail): mail is MailRecord & { code: string } => Boolean(mail?.code && (!after || mail.sentAt > after.sentAt || mail.code !== after.code)),
    { reason: `a new mail with a code to ${email}`, timeoutMs: 10_000, intervalMs: 100 },
  );
}

/** Whole flows with several round trips, and axe over five screens. */
jest.setTimeout(60_000);

describeInBrowser('sign-in screens in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    useLambdaEnvironment();
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function open(locale: Locale, path: string): Promise<Page> {
    // Only uncaught exceptions count here, not console errors.
    ({ context, page, failures: pageErrors } = await openTab(browser, locale, { viewport: { width: 1280, height: 900 } }, { consoleErrors: false }));
    await page.goto(`${stack().url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  /** Waits to land on `pathname`; if the page stays put, the failure says what the page showed instead. */
  const arrive = (pathname: string) => arriveAt(page, pathname, pageErrors);

  afterEach(async () => {
    await context?.close();
    context = undefined;
    const errors = pageErrors;
    pageErrors = [];
    expect(errors).toEqual([]);
  });

  describe.each<Locale>(['en', 'ar'])('in %s', (locale) => {
    const m = MESSAGES[locale];
    const t = (id: string): string => {
      const text = m[id];
      if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
      return text;
    };

    const signInWith = (email: string, password: string) => submitSignIn({ page, t }, email, password);

    const inEnglishOnly = onlyIn('en', locale);

    async function enterCode(code: string, submit: string) {
      await page.getByLabel(t('auth.field.code')).fill(code);
      await page.getByRole('button', { name: submit, exact: true }).click();
    }

    async function agreeToTerms() {
      await page.getByText(t('auth.signUp.terms')).click();
      const dialog = page.getByRole('dialog', { name: t('auth.terms.title') });
      await dialog.getByRole('button', { name: t('auth.terms.agree') }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    async function signUpThroughTheForm(role: 'creator' | 'company', email: string) {
      await open(locale, '/signup');
      if (role === 'company') await page.getByText(t('auth.role.company'), { exact: true }).click();
      await page.getByLabel(t(role === 'company' ? 'auth.field.companyName' : 'auth.field.fullName')).fill(role === 'company' ? 'Jeddah Juices' : 'Sara Test');
      await page.getByLabel(t('auth.field.email')).fill(email);
      await page.getByLabel(t('auth.field.country')).selectOption('SA');
      await page.getByLabel(t('auth.field.password'), { exact: true }).fill(TEST_PASSWORD);
      await page.getByLabel(t('auth.field.confirmPassword'), { exact: true }).fill(TEST_PASSWORD);
      const submit = page.getByRole('button', { name: t('auth.signUp.submit') });
      expect(await submit.isDisabled()).toBe(true);
      if (role === 'creator') await page.getByText(t('auth.signUp.over18')).click();
      await agreeToTerms();
      expect(await submit.isEnabled()).toBe(true);
      await submit.click();
      await arrive('/confirm');
    }

    it('signs up a creator, confirms with the mailed code and lands on /creator/creation', async () => {
      const email = uniqueEmail('creator');
      await signUpThroughTheForm('creator', email);
      await page.getByText(t('auth.confirm.subtitle').replace('{email}', email)).waitFor();
      const continueButton = page.getByRole('button', { name: t('auth.confirm.submit'), exact: true });
      await page.getByLabel(t('auth.field.code')).fill('12 3');
      expect(await page.getByLabel(t('auth.field.code')).inputValue()).toBe('123');
      expect(await continueButton.isDisabled()).toBe(true);
      await enterCode((await mailTo(email)).code, t('auth.confirm.submit'));
      await arrive('/creator/creation');
      const me = await api(`/user?email=${encodeURIComponent(email)}`, { token: (await cognitoSignIn('users', email, TEST_PASSWORD)).AccessToken });
      expect(me.body).toMatchObject({ role: 'creator', fullName: 'Sara Test', country: 'SA', profileCompleted: false });
    });

    inEnglishOnly('signs up a company and lands on /company/creation', async () => {
      const email = uniqueEmail('company');
      await signUpThroughTheForm('company', email);
      await enterCode((await mailTo(email)).code, t('auth.confirm.submit'));
      await arrive('/company/creation');
    });

    it('refuses a wrong code with the translated message, and offers a new code only after a wait', async () => {
      const email = uniqueEmail('creator');
      await signUpThroughTheForm('creator', email);
      const first = await mailTo(email);
      const wrong = first.code === '000000' ? '111111' : '000000';
      await enterCode(wrong, t('auth.confirm.submit'));
      await page.getByRole('alert').getByText(t('cognito.CodeMismatch')).waitFor();
      expect(await page.getByRole('button', { name: t('auth.code.resend') }).count()).toBe(0);
      await page.getByText(t('auth.code.resendIn').split('{seconds}')[0]?.trim() ?? '').waitFor();
    });

    inEnglishOnly('signs in and signs out through the confirm dialog', async () => {
      await open(locale, '/signin');
      const submit = page.getByRole('button', { name: t('auth.signIn.submit'), exact: true });
      expect(await submit.isDisabled()).toBe(true);
      await signInWith(demoEmail('creator'), stack().demoPassword);
      await arrive('/dashboard');
      expect(await page.evaluate(() => window.sessionStorage.getItem('auth.email'))).toBe(demoEmail('creator'));

      await page.getByRole('button', { name: t('account.menu') }).click();
      await page.getByRole('menuitem', { name: t('account.signOut') }).click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: t('signOut.confirm'), exact: true }).click();
      await arrive('/signin');
      expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    });

    it('shows the error under the password field for a wrong password', async () => {
      await open(locale, '/signin');
      await signInWith(demoEmail('creator'), 'Wrong-pass-9');
      await page.getByRole('alert').getByText(t('auth.error.incorrectCredentials')).waitFor();
      expect(new URL(page.url()).pathname).toBe('/signin');
    });

    inEnglishOnly('sends an unconfirmed account a new code, confirms it and asks for the profile details it lacks', async () => {
      const email = uniqueEmail('unconfirmed');
      // Signed up elsewhere (not in this tab) by a client that carried no name or country, never confirmed: this tab
      // knows nothing of the sign-up, and confirming it makes no profile.
      await cognitoSignUp(email, 'creator', null);
      const first = await mailTo(email);
      await open(locale, '/signin');
      await signInWith(email, TEST_PASSWORD);
      await arrive('/confirm');
      const resent = await mailTo(email, first);
      await enterCode(resent.code, t('auth.confirm.submit'));

      await page.getByRole('heading', { level: 1, name: t('auth.profile.title') }).waitFor();
      await page.getByLabel(t('auth.field.fullName')).fill('Late Confirmer');
      await page.getByLabel(t('auth.field.country')).selectOption('AE');
      await page.getByText(t('auth.signUp.over18')).click();
      await agreeToTerms();
      await page.getByRole('button', { name: t('auth.profile.submit'), exact: true }).click();
      await arrive('/creator/creation');
      const me = await api(`/user?email=${encodeURIComponent(email)}`, { token: (await cognitoSignIn('users', email, TEST_PASSWORD)).AccessToken });
      expect(me.body).toMatchObject({ fullName: 'Late Confirmer', country: 'AE' });
    });

    it('resets a forgotten password end to end', async () => {
      const member = await newMember('company');
      await open(locale, '/signin');
      await page.getByRole('link', { name: t('auth.signIn.forgot') }).click();
      await arrive('/forgot');
      const progress = page.getByRole('progressbar');
      expect(await progress.getAttribute('aria-valuenow')).toBe('1');
      const continueButton = page.getByRole('button', { name: t('auth.forgot.continue'), exact: true });
      expect(await continueButton.isDisabled()).toBe(true);
      await page.getByLabel(t('auth.field.email')).fill(member.email);
      await continueButton.click();

      await page.getByText(maskEmail(member.email)).waitFor();
      expect(await progress.getAttribute('aria-valuenow')).toBe('2');
      await enterCode((await mailTo(member.email)).code, t('auth.forgot.continue'));

      expect(await progress.getAttribute('aria-valuenow')).toBe('3');
      await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(t('auth.field.confirmNewPassword'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t('auth.forgot.save') }).click();

      await arrive('/signin');
      await page.getByRole('status').getByText(t('auth.notice.passwordChanged')).waitFor();
      await signInWith(member.email, NEW_PASSWORD);
      await arrive('/company/creation');
    });

    inEnglishOnly("sets a new admin's authenticator up at the first sign-in (QR code, key, app link), then asks every sign-in for a code", async () => {
      const email = uniqueEmail('admin');
      await ensureAccount(cognito(), stack().cognito.admins.poolId, { role: 'admin', email, fullName: 'Totp Admin' }, TEST_PASSWORD);
      await open(locale, '/admin/signin');
      await page.getByRole('heading', { level: 1, name: t('auth.signIn.adminTitle') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('[data-amplify-authenticator]').evaluate((element) => getComputedStyle(element).direction)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.getByRole('link', { name: t('auth.signIn.signUpLink') }).count()).toBe(0);
      expect(await page.getByRole('link', { name: t('auth.signIn.forgot') }).getAttribute('href')).toBe('/admin/forgot');
      await signInWith(email, 'Wrong-pass-1');
      await page.getByRole('alert').getByText(t('auth.error.incorrectCredentials')).waitFor();
      await signInWith(email, TEST_PASSWORD);

      await page.getByRole('heading', { level: 1, name: t('auth.totp.setupTitle') }).waitFor();
      // People scan the QR code; the key is there to type, and the app link for an app on this phone.
      const qrCode = page.locator('img[data-amplify-qrcode]');
      await qrCode.waitFor();
      expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await qrCode.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
      const secret = (await page.locator('[data-amplify-copy] > div').first().textContent())?.trim() ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const appLink = await page.getByRole('link', { name: t('auth.totp.openInApp') }).getAttribute('href');
      expect(appLink).toBe(`otpauth://totp/UGC%20Marketplace:${email}?secret=${secret}&issuer=UGC%20Marketplace`);
      const enterCode = async (code: string) => {
        await page.getByLabel(t('auth.totp.codeLabel'), { exact: true }).fill(code);
        await page.getByRole('button', { name: t('auth.totp.submit'), exact: true }).click();
      };
      await enterCode(wrongTotpCode(secret));
      await page.getByRole('alert').getByText(t('cognito.CodeMismatch')).waitFor();
      await enterCode(generate(secret));
      await arrive('/admin');
      expect(await page.evaluate(() => [window.sessionStorage.getItem('auth.pool'), window.sessionStorage.getItem('auth.email')])).toEqual(['admins', email]);
      await context?.close();

      await open(locale, '/admin/signin');
      await signInWith(email, TEST_PASSWORD);
      await page.getByRole('heading', { level: 1, name: t('auth.totp.title') }).waitFor();
      expect(await page.locator('img[data-amplify-qrcode]').count()).toBe(0);
      await enterCode(generate(secret));
      await arrive('/admin');
    });

    it('refuses an Inactive account with a clear message', async () => {
      const member = await newMember('creator');
      const admin = await cognitoSignIn('admins', demoEmail('admin'));
      const deactivated = await api(`/admin/creators/${member.id}/status`, { method: 'PUT', token: admin.AccessToken, body: JSON.stringify({ status: 'Inactive' }) });
      expect(deactivated.status).toBe(200);

      await open(locale, '/signin');
      await signInWith(member.email, TEST_PASSWORD);
      await page.getByRole('alert').getByText(t('auth.error.accountDeactivated')).waitFor();
      expect(new URL(page.url()).pathname).toBe('/signin');
      expect(await page.evaluate(() => window.sessionStorage.getItem('auth.email'))).toBeNull();
    });

    it('has no serious or critical accessibility violation on sign in, sign up, confirm and forgot', async () => {
      await open(locale, '/signin');
      const found: Record<string, string[]> = {};
      for (const path of ['/signin', '/admin/signin', '/signup', '/confirm', '/forgot']) {
        await page.goto(`${stack().url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        found[path] = await seriousViolations(page);
      }
      await page.goto(`${stack().url}/signup`);
      await page.getByText(t('auth.signUp.terms')).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Measured once the opening animation has finished: mid-fade, every colour contrast is low.
      await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      found['/signup terms dialog'] = await seriousViolations(page);
      expect(found).toEqual({ '/signin': [], '/admin/signin': [], '/signup': [], '/confirm': [], '/forgot': [], '/signup terms dialog': [] });
    });
  });

  it("the local Cognito answers GetTokensFromRefreshToken, Amplify's refresh, as Cognito does: tokens, no new refresh token", async () => {
    const { RefreshToken } = await cognitoSignIn('users', demoEmail('creator'));
    const call = (operation: string, body: Record<string, unknown>) =>
      fetch(stack().cognito.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
        body: JSON.stringify({ ClientId: stack().cognito.users.clientId, ...body }),
      });
    const refreshed = await call('GetTokensFromRefreshToken', { RefreshToken });
    expect(refreshed.ok).toBe(true);
    const tokens = ((await refreshed.json()) as { AuthenticationResult?: Record<string, unknown> }).AuthenticationResult;
    expect(tokens).toMatchObject({ AccessToken: expect.any(String), IdToken: expect.any(String) });
    expect(tokens?.RefreshToken).toBeUndefined();
    expect((await call('GetTokensFromRefreshToken', { RefreshToken: 'not-a-refresh-token' })).ok).toBe(false);
  });

  it("refreshes an expired access token with Amplify's own refresh (GetTokensFromRefreshToken) and still calls the API", async () => {
    await open('en', '/signin');
    await page.context().clock.install();
    const cognitoCalls: string[] = [];
    const apiTokens: string[] = [];
    page.on('request', (request) => {
      const target = request.headers()['x-amz-target'];
      if (target) cognitoCalls.push(`${target.split('.').pop()} ${(JSON.parse(request.postData() ?? '{}') as { AuthFlow?: string }).AuthFlow ?? ''}`.trim());
      const authorization = request.headers().authorization;
      if (request.url().includes('/api/user') && authorization) apiTokens.push(authorization);
    });
    await page.reload();
    await page.getByLabel('Email').fill(demoEmail('creator'));
    await page.getByLabel('Password', { exact: true }).fill(stack().demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await arrive('/dashboard');
    const tokenKey = await page.evaluate(() => Object.keys(window.sessionStorage).find((key) => key.endsWith('.accessToken')));
    const signedInToken = await page.evaluate((key) => window.sessionStorage.getItem(key ?? ''), tokenKey);

    // A day later (local tokens live 24 h, Cognito's 1 h): the kept access token has expired. The tab leaves the app
    // (for the site's icon, a document of the same origin without the app's code) before the clock moves, so no code of
    // the signed-in page runs on the moved clock: on a slow machine that page may still be loading, would find the
    // token expired and refresh it itself, and a reload would cut that refresh short for the next page to start again
    // (two refreshes). The tab's session storage stays for the app's next page.
    await page.goto(`${stack().url}/favicon.svg`);
    await page.clock.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const answers: number[] = [];
    page.on('response', (response) => response.url().includes('/api/user') && answers.push(response.status()));
    const userAnswered = page.waitForResponse((response) => response.url().includes('/api/user'));
    await page.goto(`${stack().url}/dashboard`);
    await userAnswered;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await arrive('/dashboard');

    expect(cognitoCalls).toEqual(['InitiateAuth USER_PASSWORD_AUTH', 'GetTokensFromRefreshToken']);
    const refreshedToken = await page.evaluate((key) => window.sessionStorage.getItem(key ?? ''), tokenKey);
    expect(refreshedToken).toBeTruthy();
    expect(refreshedToken).not.toBe(signedInToken);
    expect(apiTokens.at(-1)).toBe(`Bearer ${refreshedToken}`);
    expect(answers).toEqual([200]);
  });
});
