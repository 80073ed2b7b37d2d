import type { Browser, Page } from 'playwright-core';
import { DEFAULT_NOTICE_CHANNELS, type ChoosableNotificationType } from '../../shared/domain/notifications';
import { newMember, TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { detailsBody, licenceBody, putSection, readyCompany, uploaded, type Member } from '../support/profiles';
import { api, stack } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Translate } from '../support/tabs';

/**
 * The e-mail language and the notification settings of issue 11 in the account settings: a creator (English, desktop)
 * turns off one notice in the app and has its mail in Arabic, which a reload and the API both show; a company (Arabic,
 * 390 px) sees its own notices, right to left, each group named, and changes one from the keyboard.
 */

jest.setTimeout(90_000);

const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;

const COMPANY_NOTICES: ChoosableNotificationType[] = ['campaign.published', 'payment.failed', 'payment.refunded', 'application.created'];

/** A creator whose profile is complete (details and a licence sent), so the app lets them in. */
async function readyCreator(): Promise<Member> {
  const creator = await newMember('creator');
  const token = creator.token ?? '';
  const details = await putSection(token, 'details', detailsBody(await uploaded(token, 'avatar')));
  if (details.status !== 200) throw new Error(`PUT details answered ${details.status}: ${JSON.stringify(details.body)}`);
  const licence = await putSection(token, 'licence', licenceBody(await uploaded(token, 'licence')));
  if (licence.status !== 200) throw new Error(`PUT licence answered ${licence.status}: ${JSON.stringify(licence.body)}`);
  return creator;
}

/** The user's record as `GET /user` answers it. */
async function userRecord(member: Member): Promise<Record<string, unknown>> {
  const { status, body } = await api(`/user?email=${encodeURIComponent(member.email)}`, { token: member.token });
  expect(status).toBe(200);
  return body;
}

/** The group of one notice's tick boxes, named by what the notice tells. */
const noticeGroup = (page: Page, t: Translate, type: ChoosableNotificationType) => page.getByRole('group', { name: t(`profile.account.notices.type.${type}`), exact: true });

async function openAccountSettings(page: Page, t: Translate, profilePath: string): Promise<void> {
  await page.goto(`${stack().url}${profilePath}?tab=account`);
  await page.getByRole('heading', { level: 3, name: t('profile.account.notices.title'), exact: true }).waitFor();
}

describeInBrowser('notice settings in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('saves a creator’s e-mail language and notice choices, shown again after a reload and stored on the record', async () => {
    const creator = await readyCreator();
    const tab = await openTab(browser, 'en', { viewport: VIEWPORTS.desktop });
    const { page, t } = tab;
    await signInWithTokens(tab, creator.email, '/dashboard', { password: TEST_PASSWORD });
    await openAccountSettings(page, t, '/creator/profile');

    const mailLanguage = page.getByRole('radiogroup', { name: t('profile.account.mailLanguage.title') });
    const rejectedInApp = noticeGroup(page, t, 'application.rejected').getByRole('checkbox', { name: t('profile.account.notices.inApp') });
    expect(await mailLanguage.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    expect(await rejectedInApp.isChecked()).toBe(true);
    expect(await noticeGroup(page, t, 'campaign.published').count()).toBe(0);

    // As a person does: a click on the choice's words.
    await mailLanguage.getByText('العربية', { exact: true }).click();
    await page.getByRole('button', { name: t('profile.account.mailLanguage.save') }).click();
    await page.getByText(t('profile.account.mailLanguage.saved')).waitFor();
    await noticeGroup(page, t, 'application.rejected').getByText(t('profile.account.notices.inApp'), { exact: true }).click();
    expect(await rejectedInApp.isChecked()).toBe(false);
    await page.getByRole('button', { name: t('profile.account.notices.save') }).click();
    await page.getByText(t('profile.account.notices.saved')).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 3, name: t('profile.account.notices.title'), exact: true }).waitFor();
    expect(await mailLanguage.getByRole('radio', { name: 'العربية' }).isChecked()).toBe(true);
    expect(await rejectedInApp.isChecked()).toBe(false);
    expect(await noticeGroup(page, t, 'application.rejected').getByRole('checkbox', { name: t('profile.account.notices.mail') }).isChecked()).toBe(true);
    expect(await noticeGroup(page, t, 'application.accepted').getByRole('checkbox', { name: t('profile.account.notices.inApp') }).isChecked()).toBe(true);
    // The e-mails' language is not the app's: the page stays in English.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    const record = await userRecord(creator);
    expect(record.language).toBe('ar');
    expect(record.noticePreferences).toEqual({ 'application.rejected': { inApp: false } });

    await closeTab(tab);
  });

  it('shows a company its own notices right to left at 390 px, each group named, usable from the keyboard', async () => {
    const company = await readyCompany({ companyName: 'Jazan Coffee', description: 'Coffee from the Jazan hills.', vatNumber: '300000000000003', businessAddress: 'Corniche Road, Jazan', showAddressToCreators: false });
    const tab = await openTab(browser, 'ar', { viewport: VIEWPORTS.mobile });
    const { page, t } = tab;
    await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });
    await openAccountSettings(page, t, '/company/profile');

    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.scrollWidth])).toEqual(['rtl', VIEWPORTS.mobile.width]);
    expect(await page.getByRole('radiogroup', { name: t('profile.account.mailLanguage.title') }).getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    expect(await noticeGroup(page, t, 'application.rejected').count()).toBe(0);
    for (const type of COMPANY_NOTICES) {
      const group = noticeGroup(page, t, type);
      expect(await group.getByRole('checkbox', { name: t('profile.account.notices.inApp') }).isChecked()).toBe(true);
      const mail = group.getByRole('checkbox', { name: t('profile.account.notices.mail') });
      expect(await mail.count()).toBe(DEFAULT_NOTICE_CHANNELS[type].mail ? 1 : 0);
      if (DEFAULT_NOTICE_CHANNELS[type].mail) expect(await mail.isChecked()).toBe(true);
      else await group.getByText(t('profile.account.notices.notMailed')).waitFor();
    }

    // Right to left: a tick box's label reads to the left of its box.
    const appliedGroup = noticeGroup(page, t, 'application.created');
    const box = await appliedGroup.locator('[data-part="control"]').boundingBox();
    const label = await appliedGroup.getByText(t('profile.account.notices.inApp'), { exact: true }).boundingBox();
    expect(box && label && label.x + label.width <= box.x).toBe(true);

    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // From the keyboard: Space unticks the focused box, Enter on the button saves.
    const appliedInApp = appliedGroup.getByRole('checkbox', { name: t('profile.account.notices.inApp') });
    await appliedInApp.focus();
    await page.keyboard.press('Space');
    expect(await appliedInApp.isChecked()).toBe(false);
    await page.getByRole('button', { name: t('profile.account.notices.save') }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(t('profile.account.notices.saved')).waitFor();
    expect((await userRecord(company)).noticePreferences).toEqual({ 'application.created': { inApp: false } });

    await closeTab(tab);
  });
});
