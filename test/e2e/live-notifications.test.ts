import type { Browser } from 'playwright-core';
import { latestMailTo } from '../../scripts/local/mailbox';
import { CANDIDATES_ANCHOR } from '../../shared/domain/notifications';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { openCampaign } from '../support/campaigns';
import { eventually } from '../support/events';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { arrive, closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * Issue 11's "done when" in two browser contexts: a company in English at desktop width and a creator in Arabic on a
 * phone, both signed in. The creator applies: the company's badge goes up without a reload, and the notification
 * opens the campaign at its candidates. The company accepts: the creator's open notifications page shows it without
 * a reload, and the mail in the local mailbox is in Arabic.
 */

jest.setTimeout(120_000);

const tokenOf = (member: Member) => member.token ?? '';

beforeAll(useLambdaEnvironment);

/** The desktop menu's Notifications link, and the number its badge shows ('' when hidden). */
async function desktopBadge({ page, t }: Tab): Promise<string> {
  const link = page.getByRole('banner').getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.notifications'), exact: true });
  const text = await link.innerText();
  return text.replace(t('nav.notifications'), '').trim();
}

describeInBrowser('live notifications in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('tells the company of a new applicant and the creator of the decision, live, each in their language', async () => {
    const companyName = 'Tabuk Roses';
    const [company, creator] = await Promise.all([
      readyCompany({ companyName, description: 'Rose water from Tabuk.', vatNumber: '300000000000003', businessAddress: 'King Fahd Road, Tabuk', showAddressToCreators: false }),
      adminToken().then((admin) => readyCreator(admin, 'Reem Al-Otaibi', ['food-cooking'], true, 'ar')),
    ]);
    const campaign = await openCampaign(company, companyName);

    const brand = await openTab(browser, 'en', { viewport: { width: 1280, height: 900 } });
    await signInWithTokens(brand, company.email, '/dashboard', { password: TEST_PASSWORD });
    const phone = await openTab(browser, 'ar', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInWithTokens(phone, creator.email, '/dashboard', { password: TEST_PASSWORD });
    await phone.page.goto(`${stack().url}/notifications`);
    await phone.page.getByRole('heading', { level: 1, name: phone.t('notifications.title') }).waitFor();
    expect(await desktopBadge(brand)).toBe('');

    // The creator applies: the company's badge shows it without a reload.
    const applied = await api(`/campaigns/apply/${campaign.id}?applyAnyway=true`, { method: 'POST', token: tokenOf(creator) });
    expect(applied.status).toBe(201);
    // How soon it shows is the bench's figure ("event written → notification pushed"), not this test's.
    expect(await eventually(() => desktopBadge(brand), (shown) => shown === '1', 10_000)).toBe('1');

    // Its notification opens the campaign at the candidates, where Reem is.
    await brand.page.getByRole('banner').getByRole('link', { name: brand.t('nav.notifications'), exact: true }).click();
    await arrive(brand.page, '/notifications');
    await brand.page.getByRole('link', { name: brand.t('notifications.application.created.title'), exact: true }).click();
    await arrive(brand.page, `/campaigns/${campaign.id}`);
    const candidates = brand.page.locator(`#${CANDIDATES_ANCHOR}`);
    await candidates.getByText('Reem Al-Otaibi').first().waitFor();

    // Her dashboard, open in another tab before the decision.
    const board = await phone.context.newPage();
    // A tab's session is its own (session storage): the new tab signs in as she would.
    await signInWithTokens({ page: board }, creator.email, '/dashboard', { password: TEST_PASSWORD });
    // An application is not her campaign yet: the list is empty.
    await board.getByText(phone.t('dashboard.list.empty'), { exact: true }).waitFor();

    // The company accepts: the creator's open page lists it, in Arabic, without a reload; the mail is in Arabic too.
    expect((await api(`/campaigns/${campaign.id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(200);
    await phone.page.getByRole('link', { name: phone.t('notifications.application.accepted.title'), exact: true }).waitFor({ timeout: 10_000 });
    // Every list follows the notice (issue 27): her dashboard lists the campaign without a reload.
    const card = board.getByRole('list', { name: phone.t('dashboard.myCampaigns') }).getByRole('listitem').filter({ hasText: campaign.title });
    await card.getByText(phone.t('dashboard.list.placesValue', { accepted: 1, total: 2 }), { exact: true }).waitFor({ timeout: 10_000 });
    await board.close();
    await phone.page.getByText(campaign.title).first().waitFor();
    const mail = await eventually(async () => latestMailTo(stack().mailDir, creator.email), (latest) => latest?.subject === 'تم قبولك في حملة');
    expect(mail?.text).toContain(companyName);
    expect(mail?.text).toContain(`/campaigns/${campaign.id}`);
    expect(mail?.html).toContain('dir="rtl"');

    await closeTab(brand);
    await closeTab(phone);
  });
});
