import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { generate } from 'cognito-local/lib/services/totp';
import type { PoolKind } from '../../lambdas/core/pools';
import { LOCALE_COOKIE } from '../../shared/prerendered-pages';
import type { Locale, MessageId } from '../../web/src/i18n/locale';
import { SESSION_EMAIL_KEY, SESSION_POOL_KEY } from '../../web/src/lib/session-keys';
import { MESSAGES } from './messages';
import { signIn, stack } from './stack';

/**
 * The browser tests' tabs: a fresh browser profile showing the app in a language, what its page reports going wrong,
 * the texts it shows; signing in through the form; waiting to land on a page.
 */

/** A message in the tab's language, its plain `{name}` arguments filled in (the tests fill no plural or select). */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export interface Tab {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions and console errors seen so far. */
  failures: string[];
  t: Translate;
}

export interface TabOptions {
  /**
   * `'every visit'` (the default): every page load starts in `locale`. `'first visit'`: only until the visitor picks a
   * language, which must then survive a reload. `'cookie only'`: nothing stored, the language cookie alone, as a
   * visitor whose storage was cleared (or a Lighthouse run) has it.
   */
  locale?: 'every visit' | 'first visit' | 'cookie only';
  /**
   * Not a failure: Chromium's "Failed to load resource" console error, which it logs for every 4xx, when the test
   * provokes refusals the page expects and shows.
   */
  ignoreFailedResources?: boolean;
  /** Whether console errors count as failures (by default they do; uncaught exceptions always do). */
  consoleErrors?: boolean;
}

export function translator(locale: Locale): Translate {
  return (id, values = {}) => MESSAGES[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A fresh browser profile (no session) showing the app in `locale`, with the failures its page reports. */
export async function openTab(browser: Browser, locale: Locale, contextOptions: BrowserContextOptions, options: TabOptions = {}): Promise<Tab> {
  const context = await browser.newContext(contextOptions);
  // The cookie the server picks the prebuilt pages' language by, as a browser that has used the app has it: the
  // prebuilt pages are then hydrated in both languages (a hydration mismatch is a console error, hence a failure).
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: stack().url }]);
  if (options.locale === 'first visit') {
    await context.addInitScript((initial) => {
      if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', initial);
    }, locale);
  } else if (options.locale !== 'cookie only') {
    await context.addInitScript((initial) => window.localStorage.setItem('locale', initial), locale);
  }
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  if (options.consoleErrors !== false) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (options.ignoreFailedResources && message.text().startsWith('Failed to load resource')) return;
      failures.push(message.text());
    });
  }
  return { page, context, failures, t: translator(locale) };
}

/** Closes the tab after checking its page reported no failure but those `allowed` (none unless told). */
export async function closeTab(tab: Pick<Tab, 'context' | 'failures'>, allowed: RegExp[] = []): Promise<void> {
  expect(tab.failures.filter((failure) => !allowed.some((pattern) => pattern.test(failure)))).toEqual([]);
  await tab.context.close();
}

/**
 * Waits to land on `pathname`; if the page stays put, the failure says what the page showed instead (its alerts, and
 * the `pageErrors` when given).
 */
export async function arrive(page: Page, pathname: string, pageErrors?: string[]): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
  } catch {
    const alerts = await page.getByRole('alert').allInnerTexts();
    const errors = pageErrors ? `; page errors: ${JSON.stringify(pageErrors)}` : '';
    throw new Error(`Still at ${page.url()} instead of ${pathname}; alerts: ${JSON.stringify(alerts)}${errors}`);
  }
}

type SignInMessage = 'auth.field.email' | 'auth.field.password' | 'auth.signIn.submit';

/** Fills the sign-in form on the page shown (the users' or the admins') and submits it, as a person would. */
export async function submitSignIn({ page, t }: { page: Page; t: (id: SignInMessage) => string }, email: string, password: string): Promise<void> {
  await page.getByLabel(t('auth.field.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.field.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click();
}

type TotpMessage = 'auth.totp.codeLabel' | 'auth.totp.submit';

/**
 * At the admins' sign-in shown: the e-mail and password, then the 6-digit code of the admin's authenticator (by
 * default the demo admin's, which the stack set up at its start), as the admin would type it from their app.
 */
export async function submitAdminSignIn(
  { page, t }: { page: Page; t: (id: SignInMessage | TotpMessage) => string },
  email: string,
  password: string,
  secret = stack().demoAdminTotpSecret,
): Promise<void> {
  await submitSignIn({ page, t }, email, password);
  await page.getByLabel(t('auth.totp.codeLabel'), { exact: true }).fill(generate(secret));
  await page.getByRole('button', { name: t('auth.totp.submit'), exact: true }).click();
}

/** Signs in through the /signin form and waits to land on `landing`. */
export async function signInThroughTheForm(tab: Pick<Tab, 'page' | 't'>, email: string, password: string, landing: string): Promise<void> {
  await tab.page.goto(`${stack().url}/signin`);
  await submitSignIn(tab, email, password);
  await arrive(tab.page, landing);
}

/**
 * Signs in without the form, for the journeys whose subject is not signing in (those of signing in, of the sign-in
 * page and of the shell use the form): the tokens Cognito answers for the password are put where the app's Amplify
 * keeps a session (the tab's sessionStorage, under the pool client's keys, as Amplify's token store names them), with
 * the app's own e-mail and pool of the session, and then `landing` is opened. It spares each journey the sign-in page's
 * load and the form's round trips (about a second of a busy machine per sign-in).
 */
export async function signInWithTokens(tab: Pick<Tab, 'page'>, email: string, landing: string, { pool = 'users', password = stack().demoPassword }: { pool?: PoolKind; password?: string } = {}): Promise<void> {
  const { AccessToken, IdToken, RefreshToken } = await signIn(pool, email, password);
  // Amplify names the session by the username the sign-in was given: the address as typed.
  const tokens = `CognitoIdentityServiceProvider.${stack().cognito[pool].clientId}`;
  const session: Record<string, string> = {
    [`${tokens}.LastAuthUser`]: email,
    [`${tokens}.${email}.accessToken`]: AccessToken ?? '',
    [`${tokens}.${email}.idToken`]: IdToken ?? '',
    [`${tokens}.${email}.refreshToken`]: RefreshToken ?? '',
    [`${tokens}.${email}.clockDrift`]: '0',
    [SESSION_EMAIL_KEY]: email.toLowerCase(),
    [SESSION_POOL_KEY]: pool,
  };
  // An empty page of the app's origin (no icon to fetch either), so the session is there before the app reads it.
  const blank = `${stack().url}/e2e-session`;
  await tab.page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  await tab.page.goto(blank);
  await tab.page.evaluate((items) => Object.entries(items).forEach(([key, value]) => window.sessionStorage.setItem(key, value)), session);
  await tab.page.unroute(blank);
  await tab.page.goto(`${stack().url}${landing}`);
  await arrive(tab.page, landing);
  // Started as the form leaves it: the app shows its header, the document in the tab's language (lang, dir).
  await tab.page.waitForFunction(() => document.querySelector('#root header') !== null && document.documentElement.lang === (window.localStorage.getItem('locale') ?? 'en'));
}

type PasswordMessage = 'profile.account.currentPassword' | 'auth.field.newPassword' | 'auth.field.confirmNewPassword' | 'profile.account.changePassword' | 'profile.account.passwordChanged';

/** On the account settings shown: changes the password from `current` to `next` and waits for the confirmation. */
export async function changePassword({ page, t }: { page: Page; t: (id: PasswordMessage) => string }, current: string, next: string): Promise<void> {
  await page.getByLabel(t('profile.account.currentPassword'), { exact: true }).fill(current);
  await page.getByLabel(t('auth.field.newPassword'), { exact: true }).fill(next);
  await page.getByLabel(t('auth.field.confirmNewPassword'), { exact: true }).fill(next);
  await page.getByRole('button', { name: t('profile.account.changePassword') }).click();
  await page.getByText(t('profile.account.passwordChanged')).waitFor();
}
