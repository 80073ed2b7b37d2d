import type { Browser } from 'playwright-core';
import { appPath } from '../../shared/app-paths';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { openCampaign } from '../support/campaigns';
import { bubbles, campaignChannels, chatBadge, conversation, scrollsSideways, watchSockets, write } from '../support/chat-pages';
import { eventually } from '../support/events';
import { shot as shotIn } from '../support/journeys';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens } from '../support/tabs';
import { CONTACT_MASK } from '../../shared/domain/off-platform-contact';

/**
 * Issue 14's chat in two browser contexts on an accepted campaign: the company in English at desktop width, the
 * creator in Arabic on a phone. They write live both ways; the creator drops offline (the socket closes), a message
 * sent meanwhile arrives after the reconnect once, and the one the creator typed offline is delivered once; a phone
 * number in Arabic-Indic digits warns before sending and goes flagged; the unread badge and the channel's count drop
 * on reading; the campaign's Chat tab lists its channels; axe finds nothing serious; nothing scrolls sideways.
 */

jest.setTimeout(180_000);

const SHOTS = '/tmp/e2e-chat';

beforeAll(useLambdaEnvironment);

describeInBrowser('chat in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('carries messages live both ways, through a drop of the connection, with the warning, the marks and the counts', async () => {
    const companyName = 'Qassim Dates';
    const [company, creator] = await Promise.all([
      readyCompany({ companyName, description: 'Sukkari dates from Qassim.', vatNumber: '300000000000003', businessAddress: 'King Abdulaziz Road, Buraydah', showAddressToCreators: false }),
      adminToken().then((admin) => readyCreator(admin, 'Lama Al-Harbi', ['food-cooking'], true, 'ar')),
    ]);
    const campaign = await openCampaign(company, companyName);
    expect((await api(`/campaigns/apply/${campaign.id}?applyAnyway=true`, { method: 'POST', token: creator.token })).status).toBe(201);
    expect((await api(`/campaigns/${campaign.id}/accept/${creator.id}`, { method: 'POST', token: company.token })).status).toBe(200);
    const channels = await campaignChannels(company.token ?? '', campaign.id);
    const direct = channels.find((channel) => channel.kind === 'direct');
    if (!direct) throw new Error(`No direct channel among ${JSON.stringify(channels)}`);

    const brand = await openTab(browser, 'en', { viewport: { width: 1280, height: 900 } });
    await signInWithTokens(brand, company.email, '/dashboard', { password: TEST_PASSWORD });
    const phone = await openTab(browser, 'ar', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phoneSockets = watchSockets(phone.page);
    await signInWithTokens(phone, creator.email, '/dashboard', { password: TEST_PASSWORD });

    // The company opens the conversation; the creator goes from the list to it (one pane at a time on a phone).
    await brand.page.goto(`${stack().url}${appPath.chat(direct.id)}`);
    await conversation(brand.page).waitFor();
    await phone.page.goto(`${stack().url}${appPath.chat()}`);
    await phone.page.getByRole('heading', { level: 1, name: phone.t('chat.title') }).waitFor();
    await phone.page.locator(`[data-testid=chat-channel][data-channel-id="${direct.id}"]`).click();
    await conversation(phone.page).waitFor();
    await phone.page.getByRole('button', { name: phone.t('chat.back') }).waitFor();

    // Live both ways, without a reload; the English reply reads left to right inside the Arabic page.
    await write(brand, 'Welcome aboard! The brief is at https://example.com/brief.');
    await bubbles(phone.page, 'Welcome aboard! The brief is at https://example.com/brief.').waitFor({ timeout: 10_000 });
    expect(await phone.page.getByRole('link', { name: 'https://example.com/brief' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await write(phone, 'Thanks, I start tomorrow.');
    await bubbles(brand.page, 'Thanks, I start tomorrow.').waitFor({ timeout: 10_000 });
    await write(phone, 'شكرًا، سأبدأ غدًا');
    await bubbles(brand.page, 'شكرًا، سأبدأ غدًا').waitFor({ timeout: 10_000 });
    expect(await bubbles(phone.page, 'Thanks, I start tomorrow.').locator('div[dir]').getAttribute('dir')).toBe('ltr');
    expect(await bubbles(brand.page, 'شكرًا، سأبدأ غدًا').locator('div[dir]').getAttribute('dir')).toBe('rtl');
    // Read by the company (on screen): the creator's own message gets the read mark.
    await bubbles(phone.page, 'شكرًا، سأبدأ غدًا').locator('[data-mark=read]').waitFor({ timeout: 10_000 });
    await shotIn(brand.page, SHOTS, '01-en-desktop-conversation');
    await shotIn(phone.page, SHOTS, '02-ar-phone-conversation');

    // The creator drops offline: the socket closes. A message sent meanwhile, and one typed offline, each arrive once.
    expect(phoneSockets.open()).toBe(1);
    await phone.context.setOffline(true);
    expect(await eventually(async () => phoneSockets.open(), (open) => open === 0, 10_000)).toBe(0);
    await write(brand, 'Sent while you were away');
    await bubbles(brand.page, 'Sent while you were away').locator('[data-mark]').waitFor();
    await write(phone, 'Typed while offline');
    await bubbles(phone.page, 'Typed while offline').and(phone.page.locator('[data-pending=waiting]')).waitFor();
    await shotIn(phone.page, SHOTS, '03-ar-phone-offline');
    await phone.context.setOffline(false);
    await bubbles(phone.page, 'Sent while you were away').waitFor({ timeout: 30_000 });
    await bubbles(brand.page, 'Typed while offline').waitFor({ timeout: 30_000 });
    await phone.page.locator('[data-testid=chat-message][data-pending]').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await bubbles(phone.page, 'Sent while you were away').count()).toBe(1);
    expect(await bubbles(phone.page, 'Typed while offline').count()).toBe(1);
    expect(await bubbles(brand.page, 'Typed while offline').count()).toBe(1);
    expect(phoneSockets.open()).toBe(1);

    // A phone number in Arabic-Indic digits: the warning with the number highlighted; "send anyway" sends it flagged.
    await write(phone, 'هذا رقمي ٠٥٥١٢٣٤٥٦٧');
    const warning = phone.page.getByRole('alertdialog', { name: phone.t('chat.warning.title') });
    await warning.waitFor();
    expect(await warning.locator('mark').innerText()).toBe('٠٥٥١٢٣٤٥٦٧');
    expect({ where: 'warning', violations: await seriousViolations(phone.page) }).toEqual({ where: 'warning', violations: [] });
    await shotIn(phone.page, SHOTS, '04-ar-phone-warning');
    await warning.getByRole('button', { name: phone.t('chat.warning.sendAnyway') }).click();
    await bubbles(phone.page, 'هذا رقمي ٠٥٥١٢٣٤٥٦٧').getByTestId('chat-flagged').waitFor({ timeout: 10_000 });
    // The company reads it with the number masked, and that the platform hid it (issue 27); no flag of its own.
    const masked = bubbles(brand.page, `هذا رقمي ${CONTACT_MASK}`);
    await masked.getByTestId('chat-masked').waitFor({ timeout: 10_000 });
    expect(await masked.getByTestId('chat-flagged').count()).toBe(0);

    // Unread: the company is elsewhere; two messages raise the menu's badge and the channel's count, reading clears both.
    await brand.page.goto(`${stack().url}/dashboard`);
    await write(phone, 'One more thing');
    await write(phone, 'And the last one');
    expect(await eventually(() => chatBadge(brand.page), (shown) => shown === '2', 15_000)).toBe('2');
    await brand.page.goto(`${stack().url}${appPath.chat()}`);
    const row = brand.page.locator(`[data-testid=chat-channel][data-channel-id="${direct.id}"]`);
    await row.getByTestId('chat-channel-unread').waitFor();
    await shotIn(brand.page, SHOTS, '05-en-desktop-unread');
    await row.click();
    await bubbles(brand.page, 'And the last one').waitFor();
    await row.getByTestId('chat-channel-unread').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await eventually(() => chatBadge(brand.page), (shown) => shown === '', 10_000)).toBe('');

    // The campaign's Chat tab lists its channels: the creator's one-to-one and the campaign's group.
    await brand.page.goto(`${stack().url}${appPath.campaignTab(campaign.id, 'chat')}`);
    await brand.page.getByTestId('chat-workspace').getByTestId('chat-channel').nth(1).waitFor({ timeout: 15_000 });
    expect(await brand.page.getByTestId('chat-workspace').getByTestId('chat-channel').count()).toBe(2);
    await shotIn(brand.page, SHOTS, '06-en-desktop-campaign-tab');

    for (const [where, page] of [['company', brand.page], ['creator', phone.page]] as const) {
      expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
    }
    expect(await scrollsSideways(phone.page)).toBe(false);
    await shotIn(phone.page, SHOTS, '07-ar-phone-end');

    await closeTab(brand);
    // Offline, the browser reports the failed reconnects and reads as failures: they are the test's own doing.
    await closeTab(phone, [/ERR_INTERNET_DISCONNECTED/, /WebSocket/, /Failed to load resource/]);
  });
});
