import type { Browser, Page } from 'playwright-core';
import { APP_ROUTES, appPath } from '../../shared/app-paths';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { openCampaign } from '../support/campaigns';
import { shot as shotIn } from '../support/journeys';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens } from '../support/tabs';

/**
 * Direct invitations (issue 28): in English at 1280 px the company invites a favourite from its open campaign's
 * candidates; in Arabic on a 390 px phone the creator finds the invitation at the top of her exchange and applies
 * from it (another invitation she declines); the company sees her first among the candidates, marked invited, and
 * accepts her.
 */

jest.setTimeout(180_000);

const SHOTS = '/tmp/e2e-invitations';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);

// openCampaign writes the campaign with the data layer, which reads the table from the environment.
beforeAll(useLambdaEnvironment);

describeInBrowser('direct invitations in Chromium', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
  });
  afterAll(async () => browser?.close());

  it('star → invite → the creator applies from the invitation → first among the candidates → accepted', async () => {
    const company = await readyCompany({ companyName: 'Oud Gallery', description: 'Perfumes.', vatNumber: '300000000000003', businessAddress: 'Jeddah', showAddressToCreators: false });
    const creatorName = 'هدى العتيبي';
    const [creator, earlier] = await Promise.all([readyCreator(admin, creatorName, ['food-cooking'], true, 'ar'), readyCreator(admin, 'Lama Earlier', ['food-cooking'], true, 'en')]);
    const [campaign, declined] = await Promise.all([openCampaign(company, 'Oud Gallery'), openCampaign(company, 'Oud Gallery')]);
    for (const id of [creator.id, earlier.id]) expect((await api(`/favourites/${id}`, { method: 'PUT', token: company.token })).status).toBe(204);
    // Another creator applied before the invitation: the invited one will still come first.
    expect((await api(`/campaigns/apply/${campaign.id}?applyAnyway=true`, { method: 'POST', token: earlier.token })).status).toBe(201);
    expect((await api(`/campaigns/${declined.id}/invitations/${creator.id}`, { method: 'PUT', token: company.token })).status).toBe(204);

    // The company invites her from the campaign's candidates.
    const brand = await openTab(browser, 'en', DESKTOP);
    await signInWithTokens(brand, company.email, '/dashboard', { password: TEST_PASSWORD });
    await brand.page.goto(`${stack().url}${appPath.campaignTab(campaign.id, 'requests')}`);
    await brand.page.getByRole('button', { name: brand.t('campaign.invite.open'), exact: true }).click();
    const dialog = brand.page.getByRole('dialog');
    await dialog.getByRole('heading', { name: brand.t('campaign.invite.title') }).waitFor();
    const inviteHer = dialog.getByRole('button', { name: brand.t('campaign.invite.inviteFor', { name: creatorName }), exact: true });
    await inviteHer.waitFor();
    // The one who applied already needs no invitation.
    expect(await dialog.getByRole('button', { name: brand.t('campaign.invite.inviteFor', { name: 'Lama Earlier' }), exact: true }).count()).toBe(0);
    await inviteHer.click();
    await dialog.getByText(brand.t('campaign.invite.status.pending'), { exact: true }).waitFor();
    await brand.page.getByText(brand.t('campaign.invite.sent', { name: creatorName })).first().waitFor();
    expect(await seriousViolations(brand.page)).toEqual([]);
    await shot(brand.page, 'en-invite-dialog');
    await dialog.getByRole('button', { name: brand.t('campaign.invite.done'), exact: true }).click();

    // The creator, on her phone in Arabic: both invitations at the top of the exchange.
    const tab = await openTab(browser, 'ar', PHONE);
    const { page, t } = tab;
    await signInWithTokens(tab, creator.email, APP_ROUTES.campaigns, { password: TEST_PASSWORD });
    const invitations = page.getByRole('region', { name: t('exchange.invitations.title') });
    await invitations.getByRole('article').nth(1).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'ar-invitations');

    // She declines one (after a confirmation) and applies from the other.
    await invitations.getByRole('button', { name: t('exchange.invitations.declineFor', { title: declined.title }), exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t('exchange.invitations.decline'), exact: true }).click();
    await invitations.getByRole('article').nth(1).waitFor({ state: 'detached' });
    await invitations.getByRole('button', { name: t('exchange.apply.buttonLabel', { title: campaign.title }), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('exchange.apply.confirm'), exact: true }).click();
    await page.getByText(t('exchange.apply.success'), { exact: true }).first().waitFor();
    await invitations.waitFor({ state: 'detached' });
    await shot(page, 'ar-applied');

    // The company sees her first, invited, above the one who applied earlier, and accepts her; the dialog shows she applied.
    await brand.page.reload();
    await brand.page.getByText(brand.t('campaign.candidates.invited'), { exact: true }).waitFor();
    const listed = await brand.page.locator('#candidates').innerText();
    expect(listed.indexOf(creatorName)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(creatorName)).toBeLessThan(listed.indexOf('Lama Earlier'));
    await brand.page.getByRole('button', { name: brand.t('campaign.invite.open'), exact: true }).click();
    const herRow = brand.page.getByRole('dialog').getByRole('listitem').filter({ hasText: creatorName });
    await herRow.getByText(brand.t('campaign.invite.status.applied'), { exact: true }).waitFor();
    await shot(brand.page, 'en-invite-applied');
    await brand.page.getByRole('dialog').getByRole('button', { name: brand.t('campaign.invite.done'), exact: true }).click();
    await brand.page.getByRole('button', { name: brand.t('campaign.candidates.acceptFor', { name: creatorName }), exact: true }).click();
    await brand.page.getByRole('alertdialog').getByRole('button', { name: brand.t('campaign.candidates.accept'), exact: true }).click();
    await brand.page.getByText(brand.t('campaign.candidates.accepted', { name: creatorName })).first().waitFor();
    await shot(brand.page, 'en-accepted');
    await closeTab(tab);
    await closeTab(brand);
  });
});
