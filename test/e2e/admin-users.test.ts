import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { SignUpRole } from '../../shared/domain/constants';
import type { Locale } from '../../web/src/i18n/locale';
import { confirm, signUp, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { focusComesBackTo, seriousViolations } from '../support/pages';
import { connectionsOf } from '../../lambdas/data/connections';
import { eventually } from '../support/events';
import { api, demoEmail, signIn, useLambdaEnvironment } from '../support/stack';
import { arrive, closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * The admins' Users screen (issue 13): an admin finds a company by the start of its e-mail address and a creator by
 * name, opens the profile link, and deactivates the creator through the confirmation dialog, by mouse and by keyboard;
 * the creator's next request is refused. In English at desktop width (the table) and in Arabic at 390 px (the cards),
 * with axe.
 */

jest.setTimeout(120_000);

beforeAll(useLambdaEnvironment);

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

/** A word no other user's name or address starts with. */
function uniqueWord(script: 'latin' | 'arabic'): string {
  const letters = script === 'latin' ? 'bcdfghjklmnpqrstvwxz' : 'بتثجحخدذرزسشصضطظعغفقكلمن';
  const hex = randomUUID().replace(/-/g, '');
  return Array.from({ length: 8 }, (_, i) => letters[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % letters.length]).join('');
}

/** A confirmed member signed up with this name (the PostConfirmation trigger makes the profile). */
async function memberNamed(role: SignUpRole, fullName: string) {
  const email = uniqueEmail(role);
  const id = await signUp(email, role, { fullName, country: 'SA' });
  await confirm(email);
  const { AccessToken } = await signIn('users', email, TEST_PASSWORD);
  return { id, email, fullName, token: AccessToken };
}

describeInBrowser("the admins' Users screen in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  /** Signed in as the demo admin and on the Users screen, reached through the menu as an admin finds it. */
  async function adminOnUsers(locale: Locale, viewport: { width: number; height: number }): Promise<Tab> {
    const tab = await openTab(browser, locale, { viewport });
    const { page, t } = tab;
    await signInWithTokens(tab, demoEmail('admin'), '/admin', { pool: 'admins' });
    if (viewport.width < 900) await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await page.getByRole('link', { name: t('nav.users'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/user-management');
    await page.getByRole('tab', { name: t('admin.tabs.users'), selected: true }).waitFor();
    return tab;
  }

  async function search({ page, t }: Tab, text: string): Promise<void> {
    const field = page.getByRole('searchbox', { name: t('admin.users.search') });
    await field.fill(text);
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === text);
  }

  async function showType({ page, t }: Tab, type: 'companies' | 'creators'): Promise<void> {
    await page.getByRole('tablist', { name: t('admin.users.type') }).getByRole('tab', { name: t(`admin.users.types.${type}`) }).click();
    await page.waitForURL((url) => (url.searchParams.get('type') ?? 'companies') === type);
  }

  async function expectNoSeriousViolation(page: Page, where: string): Promise<void> {
    await page.mouse.move(0, 0);
    // A dialog fading in has text over a half-drawn background: axe looks once it is drawn.
    await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)));
    expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
  }

  async function expectRefused(token: string | undefined, email: string): Promise<void> {
    const refused = await api(`/user?email=${encodeURIComponent(email)}`, { token });
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_INACTIVE']);
  }

  /** The member's tab, signed in and following the live channel (the server holds its connection). */
  async function memberTab(member: { id: string; email: string }, locale: Locale, viewport: { width: number; height: number }): Promise<Tab> {
    // The refused request is logged by Chromium as a failed resource: expected here.
    const tab = await openTab(browser, locale, { viewport }, { ignoreFailedResources: true });
    await signInWithTokens(tab, member.email, '/dashboard', { password: TEST_PASSWORD });
    await eventually(() => connectionsOf(member.id), (found) => found.length > 0, 10_000);
    return tab;
  }

  /** Issue 27: the deactivated member's tab is signed out and says what happened and how to reach support. */
  async function expectToldDeactivated({ page, t }: Tab): Promise<void> {
    await arrive(page, '/account-deactivated');
    await page.getByRole('heading', { level: 1, name: t('deactivated.title') }).waitFor();
    expect(await page.getByRole('link', { name: t('deactivated.contact') }).getAttribute('href')).toBe('/#contact');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')))).toEqual([]);
    await expectNoSeriousViolation(page, '/account-deactivated');
  }

  it('in English at desktop width: finds a company by e-mail, and deactivates a creator by keyboard after the confirmation', async () => {
    const company = await memberNamed('company', `${uniqueWord('latin')} Trading`);
    const creator = await memberNamed('creator', `Sara ${uniqueWord('latin')}`);
    const tab = await adminOnUsers('en', DESKTOP);
    const { page, t } = tab;
    await expectNoSeriousViolation(page, '/user-management (companies, newest first)');

    // Companies are shown first; the start of the address finds the company, whose name links to its profile.
    await search(tab, company.email.slice(0, company.email.indexOf('@') - 2));
    const link = page.getByRole('link', { name: company.fullName });
    expect(await link.getAttribute('href')).toBe(`/company/${company.id}`);
    await page.getByRole('cell', { name: company.email }).waitFor();

    // The same search among creators finds nobody, and says so.
    await showType(tab, 'creators');
    await page.getByText(t('admin.users.nothingFound')).waitFor();
    await expectNoSeriousViolation(page, 'nothing found');
    await page.getByRole('button', { name: t('admin.users.clearSearch') }).first().click();
    await page.waitForURL((url) => !url.searchParams.has('search'));

    // By the start of the name's second word; the creator's name links to /creator/{id}.
    await search(tab, creator.fullName.split(' ')[1]?.slice(0, 5) ?? '');
    expect(await page.getByRole('link', { name: creator.fullName }).getAttribute('href')).toBe(`/creator/${creator.id}`);

    // Keyboard only: Enter asks, the dialog starts on Cancel, Escape gives the focus back to the button, nothing changed.
    const deactivate = page.getByRole('button', { name: t('admin.users.deactivateFor', { name: creator.fullName }) });
    await deactivate.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: t('admin.users.deactivateTitle', { name: creator.fullName }) });
    await dialog.waitFor();
    await expectNoSeriousViolation(page, 'deactivate dialog');
    expect(await dialog.getByRole('button', { name: t('admin.users.cancel') }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await focusComesBackTo(deactivate, 'the Deactivate button');
    expect((await api(`/user?email=${encodeURIComponent(creator.email)}`, { token: creator.token })).status).toBe(200);

    // Her phone, open in Arabic: signed out the moment she is deactivated, through the live channel.
    const phone = await memberTab(creator, 'ar', MOBILE);
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(t('admin.users.deactivated', { name: creator.fullName })).waitFor();
    await expectToldDeactivated(phone);
    await closeTab(phone);
    await dialog.waitFor({ state: 'hidden' });
    // The row now offers the way back.
    await page.getByRole('row', { name: new RegExp(creator.fullName) }).getByRole('button', { name: t('admin.users.activateFor', { name: creator.fullName }) }).waitFor();
    await expectRefused(creator.token, creator.email);

    // The order waits while a search lists by match; without one it is kept in the URL.
    await page.getByRole('button', { name: t('admin.users.clearSearch') }).first().click();
    await page.getByRole('combobox', { name: t('admin.users.sortLabel') }).selectOption({ label: t('admin.users.sort.nameAsc') });
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'fullName' && url.searchParams.get('sortOrder') === 'ASC');
    await page.getByRole('table').waitFor();
    await closeTab(tab);
  });

  it('in Arabic at 390 px: finds a creator by another spelling of an Arabic name and a company by e-mail, on cards, and deactivates the creator', async () => {
    const family = uniqueWord('arabic');
    const creator = await memberNamed('creator', `إبراهيم ${family}ة`);
    const company = await memberNamed('company', `شركة ${uniqueWord('arabic')}`);
    const tab = await adminOnUsers('ar', MOBILE);
    const { page, t } = tab;
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await search(tab, company.email.slice(0, company.email.indexOf('@')));
    await page.getByRole('listitem').filter({ hasText: company.email }).getByRole('link', { name: company.fullName }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await showType(tab, 'creators');
    // Without hamza, and the second word's start: the name is stored as إبراهيم …ة.
    await search(tab, `ابراهيم ${family.slice(0, 3)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: creator.fullName }) });
    await card.waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousViolation(page, '/user-management?type=creators (ar, 390 px)');

    // Her desktop tab, offline while she is deactivated (it misses the live message): told at its next request.
    const desk = await memberTab(creator, 'en', DESKTOP);
    await desk.context.setOffline(true);
    await card.getByText(t('admin.users.status.Active'), { exact: true }).waitFor();
    await card.getByRole('button', { name: t('admin.users.deactivateFor', { name: creator.fullName }) }).click();
    const dialog = page.getByRole('alertdialog', { name: t('admin.users.deactivateTitle', { name: creator.fullName }) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t('admin.users.deactivate') }).click();
    await page.getByText(t('admin.users.deactivated', { name: creator.fullName })).waitFor();
    await card.getByText(t('admin.users.status.Inactive'), { exact: true }).waitFor();
    await card.getByRole('button', { name: t('admin.users.activateFor', { name: creator.fullName }) }).waitFor();
    await expectRefused(creator.token, creator.email);
    // Back online, the page reads its lists again: the first refused read signs the tab out.
    await desk.context.setOffline(false);
    await expectToldDeactivated(desk);
    // Chromium logs the live channel's attempts offline and its refusal once deactivated: expected here.
    const refusedSocket = /^WebSocket connection to .* failed: (Error in connection establishment: net::ERR_INTERNET_DISCONNECTED|Error during WebSocket handshake: Unexpected response code: 403)$/;
    desk.failures.splice(0, desk.failures.length, ...desk.failures.filter((failure) => !refusedSocket.test(failure)));
    await closeTab(desk);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The whole list on cards is no wider than the phone either.
    await page.getByRole('button', { name: t('admin.users.clearSearch') }).first().click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByRole('navigation', { name: t('admin.users.pagination') }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await closeTab(tab);
  });
});
