import type { Browser, Locator, Page } from 'playwright-core';
import type { CompensationPage, CompensationRequestView } from '../../shared/domain/compensation';
import type { FlaggedMessagePage } from '../../shared/domain/chat';
import type { Locale } from '../../web/src/i18n/locale';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { chatCampaign, say } from '../support/chat';
import { overdueWithRequest } from '../support/compensations';
import { scrollsSideways } from '../support/chat-pages';
import { shot as shotIn } from '../support/journeys';
import { animationsDone, focusComesBackTo, seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { TEST_PASSWORD } from '../support/accounts';
import { appPath } from '../../shared/app-paths';
import { CONTACT_MASK } from '../../shared/domain/off-platform-contact';
import { api, demoEmail, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';
import { waitUntil } from '../support/wait';

/**
 * Issue 14's admin screens in Chromium. Flagged messages: the seeded Arabic message with a phone number in
 * Arabic-Indic digits, and a page's worth more that this test flags (a phone, an e-mail address, WhatsApp), so the
 * list pages; each shows what was found highlighted and opens its conversation read-only (nothing to write, Escape
 * closes, the focus goes back). The compensation screen's "Messages" opens the seeded pair's conversation the same
 * way. In English at desktop width, then in Arabic on a phone through the drawer: mirrored, nothing scrolling
 * sideways, nothing serious for axe.
 */

jest.setTimeout(240_000);

const SHOTS = '/tmp/e2e-chat-admin';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);
const viewShot = (page: Page, name: string) => shotIn(page, SHOTS, name, { wholePage: false });

/**
 * The seed's flagged message (scripts/local/seed-chat.ts), by words of its own (other test files send the same number
 * in other messages), and the number found in it.
 */
const SEEDED_WORDS = 'مرضت الأسبوع الماضي';
const SEEDED_PHONE = '٠٥٥١٢٣٤٥٦٧';
const SEEDED_CAMPAIGN = 'Cardamom latte for winter evenings';
const SEEDED_CREATOR = 'Reem Al-Dosari';
const SEEDED_COMPANY = 'Riyadh Roasters';
/** This run's company. */
const COMPANY_NAME = 'Tabuk Tea';

beforeAll(useLambdaEnvironment);

describeInBrowser('the chat’s admin screens in Chromium', () => {
  let browser: Browser;
  let admin: string;
  /** This run's campaign and its three newest flagged messages. */
  let flagged: { campaignTitle: string; email: string; whatsapp: string; phone: string; creatorName: string; channelId: string };
  let company: Member;
  /** The campaign of this run's compensation request whose pair never wrote. */
  let quiet: { title: string; creatorName: string };
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
    const suffix = Math.random().toString(36).slice(2, 7);
    const quietName = `Maha Al-Zahrani ${suffix}`;
    const creatorName = `Dana Al-Shehri ${suffix}`;
    let creator: Member;
    let silent: Member;
    [company, creator, silent] = await Promise.all([
      readyCompany({ companyName: COMPANY_NAME, description: 'Herbal tea from Tabuk.', vatNumber: '300000000000003', businessAddress: 'Tabuk', showAddressToCreators: false }),
      readyCreator(admin, creatorName, ['food-cooking'], true),
      readyCreator(admin, quietName, ['food-cooking'], true),
    ]);
    quiet = { title: (await overdueWithRequest(company, COMPANY_NAME, silent, 'Nothing arrived.', 'stored')).title, creatorName: quietName };
    const campaign = await chatCampaign(company, COMPANY_NAME, [creator]);
    const channelId = campaign.direct.get(creator.id) ?? '';
    // More than a page: the seed's message (the oldest) moves to a later one. The newest three: an e-mail address, a
    // WhatsApp handle, a phone number.
    const earlier = Array.from({ length: 28 }, (_, n) => `My number is 05512${String(n).padStart(5, '0')} (${suffix})`);
    // The title openCampaign gives.
    flagged = {
      campaignTitle: `Ramadan dates ${campaign.campaignId.slice(0, 8)}`,
      email: `Write to dana.${suffix}@example.com`,
      whatsapp: `${suffix}: find me on WhatsApp.`,
      phone: `Or call 0551299999 (${suffix})`,
      creatorName,
      channelId,
    };
    for (const text of [...earlier, flagged.email, flagged.whatsapp, flagged.phone]) await say(creator, channelId, text);
    await say(company, channelId, 'Thanks, let us keep talking here.');
  });
  afterAll(async () => browser?.close());

  async function adminTab(locale: Locale, options: typeof DESKTOP | typeof PHONE): Promise<Tab> {
    const tab = await openTab(browser, locale, options);
    await signInWithTokens(tab, demoEmail('admin'), '/admin', { pool: 'admins' });
    return tab;
  }

  /** The card (`testId`) showing `text`, paging on through the list until it shows. */
  async function listedRow({ page, t }: Tab, testId: 'flagged-message' | 'compensation-request', text: string): Promise<Locator> {
    for (;;) {
      await page.getByTestId(testId).first().waitFor();
      const row = page.getByTestId(testId).filter({ hasText: text });
      if ((await row.count()) > 0) return row;
      const next = page.getByRole('button', { name: t('pager.next') });
      if ((await next.count()) === 0 || (await next.isDisabled())) throw new Error(`No ${testId} showing "${text}"`);
      const pager = page.getByRole('navigation', { name: t('pager.label') });
      const before = await pager.innerText();
      await next.click();
      await waitUntil(() => pager.innerText(), (shown) => shown !== before, { reason: `the pager to move on from "${before}"`, timeoutMs: 10_000, intervalMs: 100 });
    }
  }

  /** The compensation request of the seed's pair, through the API (other tests' requests may come first). */
  async function seededRequest(): Promise<CompensationRequestView> {
    for (let page = 1; ; page++) {
      const { body } = await api(`/admin/compensations?page=${page}`, { token: admin });
      const { data, totalPages } = body as unknown as CompensationPage;
      const found = data.find((request) => request.campaignTitle === SEEDED_CAMPAIGN && request.creatorName === SEEDED_CREATOR);
      if (found) return found;
      if (page >= totalPages) throw new Error('The seeded compensation request is gone');
    }
  }

  /** The open read-only conversation dialog: its log, nothing to write in it. */
  async function readOnlyDialog({ page, t }: Tab, title: string): Promise<Locator> {
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByTestId('chat-read-only').waitFor();
    await dialog.getByRole('log', { name: title }).getByTestId('chat-message').first().waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: t('chat.composer.send') }).count()).toBe(0);
    return dialog;
  }

  /** Closes the dialog with Escape; the focus goes back to the button that opened it. */
  async function closeWithEscape(page: Page, dialog: Locator, opener: Locator): Promise<void> {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await focusComesBackTo(opener, 'the button that opened the conversation');
  }

  it('in English at desktop width: pages through the flagged messages, reads one’s conversation and a compensation pair’s', async () => {
    const desk = await adminTab('en', DESKTOP);
    const { page, t } = desk;
    await page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.flaggedMessages'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/flagged-messages');
    await page.getByRole('heading', { level: 1, name: t('chat.admin.title') }).waitFor();

    // Newest first: this run's messages lead the first page (other test files may flag one meanwhile, so each is found
    // by its text); what was found in each is marked, with its kind.
    const { body } = await api('/admin/chat/flagged?page=1', { token: admin });
    const { totalEntries, totalPages } = body as unknown as FlaggedMessagePage;
    expect(totalPages).toBeGreaterThan(1);
    const shown = Number((await page.getByRole('status').filter({ hasText: /\d/ }).innerText()).replace(/\D/g, ''));
    // The page was read before the call above: it shows more than a page, and nothing flagged after the call.
    expect(shown).toBeGreaterThan(30);
    expect(shown).toBeLessThanOrEqual(totalEntries);
    const first = page.getByTestId('flagged-message').filter({ hasText: flagged.phone });
    await first.waitFor();
    expect(await first.locator('mark[data-kind=phone]').innerText()).toBe('0551299999');
    expect(await first.getByTestId('flagged-kind').allInnerTexts()).toEqual([t('chat.contactKind.phone')]);
    await first.getByRole('link', { name: flagged.campaignTitle }).waitFor();
    const email = page.getByTestId('flagged-message').filter({ hasText: flagged.email });
    expect(await email.locator('mark[data-kind=email]').innerText()).toBe(/\S+@example\.com/.exec(flagged.email)?.[0]);
    expect(await email.getByTestId('flagged-kind').allInnerTexts()).toEqual([t('chat.contactKind.email')]);
    const whatsapp = page.getByTestId('flagged-message').filter({ hasText: flagged.whatsapp });
    expect(await whatsapp.locator('mark[data-kind=whatsapp]').innerText()).toBe('WhatsApp');
    expect(await whatsapp.getByTestId('flagged-kind').allInnerTexts()).toEqual([t('chat.contactKind.whatsapp')]);
    expect(await page.getByTestId('flagged-message').count()).toBe(30);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await shot(page, '01-en-desktop-flagged');

    // The phone number's: the conversation shows the creator's messages and the company's reply.
    const open = first.getByRole('button', { name: t('chat.admin.open') });
    await open.click();
    const title = t('chat.admin.conversationTitle', { campaign: flagged.campaignTitle });
    const dialog = await readOnlyDialog(desk, title);
    await dialog.getByText('Thanks, let us keep talking here.').waitFor();
    await animationsDone(page);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await viewShot(page, '02-en-desktop-flagged-conversation');
    await closeWithEscape(page, dialog, open);

    // Issue 27: the admin warns its sender, after a confirmation that says what follows; the card then says who did
    // it and when, and offers nothing more.
    await first.getByRole('button', { name: t('chat.admin.review.warn') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('chat.admin.review.warnTitle', { name: flagged.creatorName }) });
    await confirm.getByRole('button', { name: t('chat.admin.review.warn') }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await first.getByTestId('flagged-review').innerText()).toContain(demoEmail('admin'));
    expect(await first.getByRole('button', { name: t('chat.admin.review.warn') }).count()).toBe(0);

    // Paging on to the seed's message in Arabic-Indic digits: the number is what is marked.
    const seeded = await listedRow(desk, 'flagged-message', SEEDED_WORDS);
    expect(await seeded.locator('mark[data-kind=phone]').innerText()).toBe(SEEDED_PHONE);
    await seeded.getByText(t('chat.admin.sender', { name: SEEDED_CREATOR })).waitFor();
    expect(await page.getByRole('navigation', { name: t('pager.label') }).innerText()).not.toContain(t('pager.status', { page: 1, totalPages }));
    await seeded.scrollIntoViewIfNeeded();
    await viewShot(page, '03-en-desktop-flagged-page-2');

    // The compensation screen: the seeded pair's conversation, read-only.
    const request = await seededRequest();
    await page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.compensations'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/compensations');
    const card = page.getByTestId('compensation-request').filter({ hasText: SEEDED_CAMPAIGN }).filter({ hasText: SEEDED_CREATOR });
    const messages = card.getByTestId('compensation-messages');
    await messages.click();
    const pair = await readOnlyDialog(desk, t('admin.compensations.messagesTitle', { company: request.companyName, creator: request.creatorName }));
    await pair.locator('div[dir]', { hasText: SEEDED_WORDS }).waitFor();
    await pair.getByText(SEEDED_COMPANY).first().waitFor();
    await animationsDone(page);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await viewShot(page, '04-en-desktop-compensation-messages');
    await closeWithEscape(page, pair, messages);

    // A pair that never wrote: the conversation says so (nothing invites the admin to write).
    const quietCard = await listedRow(desk, 'compensation-request', quiet.title);
    await quietCard.getByTestId('compensation-messages').click();
    const empty = page.getByRole('dialog', { name: t('admin.compensations.messagesTitle', { company: COMPANY_NAME, creator: quiet.creatorName }) });
    await empty.getByText(t('chat.admin.noMessages'), { exact: true }).waitFor();
    expect(await empty.getByRole('textbox').count()).toBe(0);
    await animationsDone(page);
    await viewShot(page, '05-en-desktop-compensation-no-messages');
    await page.keyboard.press('Escape');
    await empty.waitFor({ state: 'hidden' });
    await closeTab(desk);

    // The company reads the flagged messages with the contact details masked, nothing linked, and says so.
    const brand = await openTab(browser, 'en', DESKTOP);
    await signInWithTokens(brand, company.email, '/dashboard', { password: TEST_PASSWORD });
    await brand.page.goto(`${stack().url}${appPath.chat(flagged.channelId)}`);
    const masked = brand.page.getByTestId('chat-message').filter({ hasText: `Write to ${CONTACT_MASK}` });
    await masked.getByTestId('chat-masked').getByText(brand.t('chat.masked')).waitFor();
    expect(await masked.getByRole('link').count()).toBe(0);
    expect(await brand.page.getByTestId('chat-message').filter({ hasText: '0551299999' }).count()).toBe(0);
    await viewShot(brand.page, '06-en-desktop-company-masked');
    await closeTab(brand);
  });

  it('in Arabic on a phone: the flagged list and the compensation pair’s conversation, mirrored, within the width', async () => {
    const phone = await adminTab('ar', PHONE);
    const { page, t } = phone;
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await page.getByRole('dialog', { name: t('nav.menu') }).getByRole('link', { name: t('nav.flaggedMessages'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/flagged-messages');
    await page.getByRole('heading', { level: 1, name: t('chat.admin.title') }).waitFor();
    const newest = page.getByTestId('flagged-message').filter({ hasText: flagged.phone });
    await newest.getByTestId('flagged-kind').getByText(t('chat.contactKind.phone'), { exact: true }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // Issue 27: the WhatsApp mention was harmless; the admin dismisses its flag.
    const whatsapp = page.getByTestId('flagged-message').filter({ hasText: flagged.whatsapp });
    await whatsapp.getByRole('button', { name: t('chat.admin.review.dismiss') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('chat.admin.review.dismissTitle') });
    await confirm.getByText(t('chat.admin.review.dismissMessage')).waitFor();
    await confirm.getByRole('button', { name: t('chat.admin.review.dismiss') }).click();
    await confirm.waitFor({ state: 'hidden' });
    await whatsapp.getByTestId('flagged-review').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await shot(page, '11-ar-phone-flagged');

    // The seed's Arabic message: right to left, the number marked; its conversation in the dialog.
    const seeded = await listedRow(phone, 'flagged-message', SEEDED_WORDS);
    expect(await seeded.locator('mark').innerText()).toBe(SEEDED_PHONE);
    expect(await seeded.locator('div[dir]').getAttribute('dir')).toBe('rtl');
    await seeded.scrollIntoViewIfNeeded();
    expect(await scrollsSideways(page)).toBe(false);
    await viewShot(page, '12-ar-phone-flagged-seeded');
    const open = seeded.getByRole('button', { name: t('chat.admin.open') });
    await open.click();
    const dialog = await readOnlyDialog(phone, t('chat.admin.conversationTitle', { campaign: SEEDED_CAMPAIGN }));
    await dialog.locator('div[dir=rtl]', { hasText: SEEDED_WORDS }).waitFor();
    await animationsDone(page);
    expect(await scrollsSideways(page)).toBe(false);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await viewShot(page, '13-ar-phone-flagged-conversation');
    await closeWithEscape(page, dialog, open);

    // Through the drawer to the compensation requests: the pair's conversation.
    const request = await seededRequest();
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await page.getByRole('dialog', { name: t('nav.menu') }).getByRole('link', { name: t('nav.compensations'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/compensations');
    const card = page.getByTestId('compensation-request').filter({ hasText: SEEDED_CAMPAIGN }).filter({ hasText: SEEDED_CREATOR });
    await card.scrollIntoViewIfNeeded();
    expect(await scrollsSideways(page)).toBe(false);
    await viewShot(page, '14-ar-phone-compensation-card');
    const messages = card.getByTestId('compensation-messages');
    await messages.click();
    const pair = await readOnlyDialog(phone, t('admin.compensations.messagesTitle', { company: request.companyName, creator: request.creatorName }));
    await pair.locator('div[dir=rtl]', { hasText: SEEDED_WORDS }).waitFor();
    await animationsDone(page);
    expect(await scrollsSideways(page)).toBe(false);
    expect({ violations: await seriousViolations(page) }).toEqual({ violations: [] });
    await viewShot(page, '15-ar-phone-compensation-messages');
    await closeWithEscape(page, pair, messages);
    await closeTab(phone);
  });
});
