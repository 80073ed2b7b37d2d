import type { Browser } from 'playwright-core';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCreator } from '../support/profiles';
import { stack } from '../support/stack';
import { closeTab, openTab, signInWithTokens } from '../support/tabs';

/**
 * A creator's bank accounts on `/payment` (issue 13), in Arabic on a 390 px phone: the empty state, the Add dialog
 * (the IBAN grouped by four as it is typed, the bank named from its code, a foreign SWIFT code refused at its field),
 * the masked account with its default badge, a second account made the default, and a removal behind a confirmation.
 */

jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844 } as const;

describeInBrowser('bank accounts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('adds, defaults and removes bank accounts in Arabic at 390 px', async () => {
    const creator = await readyCreator(await adminToken(), 'Huda Al-Otaibi', ['food-cooking'], false, 'ar');
    const tab = await openTab(browser, 'ar', { viewport: PHONE });
    const { page, t } = tab;
    await signInWithTokens(tab, creator.email, '/dashboard', { password: TEST_PASSWORD });
    await page.goto(`${stack().url}/payment`);

    const section = page.getByRole('region', { name: t('payment.bankAccounts') });
    await section.getByText(t('payment.noAccounts'), { exact: true }).waitFor();
    await section.getByText(t('payment.noAccountsHint'), { exact: true }).waitFor();

    await section.getByRole('button', { name: t('payment.bank.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('payment.bank.addTitle') });
    await dialog.getByLabel(t('payment.bank.holderName'), { exact: true }).fill('هدى العتيبي');
    const iban = dialog.getByLabel(t('payment.bank.iban'), { exact: true });
    await iban.pressSequentially('sa0380000000608010167519');
    expect(await iban.inputValue()).toBe('SA03 8000 0000 6080 1016 7519');
    expect(await dialog.getByLabel(t('payment.bank.bankName'), { exact: true }).inputValue()).toBe('مصرف الراجحي');
    const swift = dialog.getByLabel(t('payment.bank.swiftCode'), { exact: true });
    await swift.fill('DEUTDEFF');
    await swift.blur();
    await dialog.getByText(t('validation.swiftNotSaudi'), { exact: true }).waitFor();
    await swift.fill('rjhisari');
    expect(await swift.inputValue()).toBe('RJHISARI');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('payment.bank.save'), exact: true }).click();
    await page.getByText(t('payment.bank.added'), { exact: true }).waitFor();

    const first = section.getByRole('listitem', { name: 'مصرف الراجحي' });
    await first.getByText('SA•• •••• •••• •••• •••• 7519').waitFor();
    await first.getByText(t('payment.bank.default'), { exact: true }).waitFor();

    // A second account (The Saudi National Bank, by its code), then made the default.
    await section.getByRole('button', { name: t('payment.bank.add'), exact: true }).click();
    await dialog.getByLabel(t('payment.bank.holderName'), { exact: true }).fill('هدى العتيبي');
    await dialog.getByLabel(t('payment.bank.iban'), { exact: true }).fill('SA5110000000012345678901');
    await dialog.getByLabel(t('payment.bank.swiftCode'), { exact: true }).fill('NCBKSAJE');
    await dialog.getByRole('button', { name: t('payment.bank.save'), exact: true }).click();
    const second = section.getByRole('listitem', { name: 'البنك الأهلي السعودي' });
    await second.getByText('SA•• •••• •••• •••• •••• 8901').waitFor();
    await second.getByRole('button', { name: t('payment.bank.setDefault'), exact: true }).click();
    await second.getByText(t('payment.bank.default'), { exact: true }).waitFor();
    await first.getByRole('button', { name: t('payment.bank.setDefault'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    // Removing the default, behind a confirmation: the remaining account takes over.
    await second.getByRole('button', { name: t('payment.bank.remove'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: t('payment.bank.removeTitle') });
    await confirm.getByRole('button', { name: t('payment.bank.remove'), exact: true }).click();
    await page.getByText(t('payment.bank.removed'), { exact: true }).waitFor();
    await second.waitFor({ state: 'detached' });
    await first.getByText(t('payment.bank.default'), { exact: true }).waitFor();
    expect(await page.content()).not.toContain('SA0380000000608010167519');
    await closeTab(tab);
  });
});
