import type { Browser, Page } from 'playwright-core';
import { appPath, APP_ROUTES } from '../../shared/app-paths';
import { DELIVERY_DAYS } from '../../shared/domain/constants';
import { CARRIER_NAMES } from '../../shared/domain/shipping';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { readyVideo, submitResults } from '../support/deliveries';
import { plural, shot as shotIn } from '../support/journeys';
import { png } from '../support/media-files';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator } from '../support/profiles';
import { acceptedProductDeal, shipmentOf } from '../support/shipments';
import { stack, useLambdaEnvironment } from '../support/stack';
import type { MessageId } from '../../web/src/i18n/locale';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * Product shipping (issue 28). *We ship it*: in Arabic on a 390 px phone the creator confirms her national address
 * while her 15 days wait for the product; in English at 1280 px the company reads the address and records the carrier
 * and tracking number; she confirms receipt and her countdown starts. *Buy and reimburse*: she uploads the receipt and
 * what she paid, the company approves her set, and her earnings show the reimbursement beside her payout.
 */

jest.setTimeout(240_000);

const SHOTS = '/tmp/e2e-shipping';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);
const COMPANY = { companyName: 'Qahwa House', description: 'Specialty coffee.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false };
const ADDRESS = { buildingNumber: '٢٤٦٨', street: 'طريق الملك فهد', district: 'العليا', city: 'الرياض', postalCode: '12211', additionalNumber: '7788' };

// acceptedProductDeal writes the campaign with the data layer, which reads the table from the environment.
beforeAll(useLambdaEnvironment);

async function signedIn(browser: Browser, locale: 'en' | 'ar', email: string, options: typeof PHONE | typeof DESKTOP): Promise<Tab> {
  const tab = await openTab(browser, locale, options);
  await signInWithTokens(tab, email, '/dashboard', { password: TEST_PASSWORD });
  return tab;
}

describeInBrowser('product shipping in Chromium', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    [browser, admin] = await Promise.all([launchBrowser(), adminToken()]);
  });
  afterAll(async () => browser?.close());

  it('ship: address → the company records the tracking → received → the 15-day countdown starts', async () => {
    const creatorName = 'ريم الدوسري';
    const [company, creator] = await Promise.all([readyCompany(COMPANY), readyCreator(admin, creatorName, ['food-cooking'], true, 'ar')]);
    const deal = await acceptedProductDeal(company, COMPANY.companyName, creator, { handover: 'ship' });

    // Her workspace, in Arabic on her phone: no countdown yet, the address to confirm.
    const her = await signedIn(browser, 'ar', creator.email, PHONE);
    const { page, t } = her;
    await page.goto(`${stack().url}${appPath.campaignTab(deal.id, 'workspace')}`);
    await page.getByText(t('delivery.plan.startsOnReceipt', { days: DELIVERY_DAYS }), { exact: true }).waitFor();
    const form = page.getByRole('form', { name: t('delivery.shipping.address.form') });
    for (const [field, value] of Object.entries(ADDRESS)) await form.getByLabel(t(`delivery.shipping.address.${field}` as MessageId)).fill(value);
    await shot(page, 'ar-address');
    await form.getByRole('button', { name: t('delivery.shipping.address.confirm'), exact: true }).click();
    await page.getByRole('button', { name: t('delivery.shipping.address.change'), exact: true }).waitFor();
    // Typed with Arabic digits, the building number is kept in Latin ones, as the rules want it.
    expect((await shipmentOf(creator, deal.id, creator.id)).address).toMatchObject({ ...ADDRESS, buildingNumber: '2468' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await seriousViolations(page)).toEqual([]);

    // The company, in English: her address, and the shipment to record.
    const brand = await signedIn(browser, 'en', company.email, DESKTOP);
    await brand.page.goto(`${stack().url}${appPath.campaignTab(deal.id, 'results')}`);
    await brand.page.getByText(brand.t('delivery.plan.startsOnReceiptOf', { days: DELIVERY_DAYS, name: creatorName }), { exact: true }).waitFor();
    await brand.page.getByText(ADDRESS.street, { exact: true }).waitFor();
    const tracking = brand.page.getByRole('form', { name: brand.t('delivery.shipping.tracking.form', { name: creatorName }) });
    await tracking.getByLabel(brand.t('delivery.shipping.tracking.carrier')).selectOption('smsa');
    await tracking.getByLabel(brand.t('delivery.shipping.tracking.number')).fill('SMSA-2900117');
    expect(await seriousViolations(brand.page)).toEqual([]);
    await shot(brand.page, 'en-record-tracking');
    await tracking.getByRole('button', { name: brand.t('delivery.shipping.tracking.record'), exact: true }).click();
    await brand.page.getByRole('button', { name: brand.t('delivery.shipping.tracking.correct'), exact: true }).waitFor();

    // She sees the carrier by its Arabic name and the tracking number, and confirms receipt.
    await page.reload();
    await page.getByText(CARRIER_NAMES.ar.smsa).waitFor();
    await page.getByText('SMSA-2900117').waitFor();
    await page.getByRole('button', { name: t('delivery.shipping.received.button'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: t('delivery.shipping.received.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(plural('ar', 'delivery.due.left', { days: DELIVERY_DAYS }), { exact: true }).waitFor();
    expect(await page.getByText(t('delivery.plan.startsOnReceipt', { days: DELIVERY_DAYS }), { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    await shot(page, 'ar-received');

    // The company's countdown follows.
    await brand.page.reload();
    await brand.page.getByText(plural('en', 'delivery.due.left', { days: DELIVERY_DAYS }), { exact: true }).waitFor();
    await closeTab(her);
    await closeTab(brand);
  });

  it('buy and reimburse: receipt and amount → the set approved → the reimbursement beside the payout', async () => {
    const creatorName = 'Noor Al-Harbi';
    const [company, creator] = await Promise.all([readyCompany(COMPANY), readyCreator(admin, creatorName, ['food-cooking'], true, 'en')]);
    const deal = await acceptedProductDeal(company, COMPANY.companyName, creator, { handover: 'reimburse', reimbursementLimit: 20_000 });

    // She buys it for SAR 149.50 (the limit is SAR 200) and sends the receipt: her 15 days start.
    const her = await signedIn(browser, 'en', creator.email, DESKTOP);
    const { page, t } = her;
    await page.goto(`${stack().url}${appPath.campaignTab(deal.id, 'workspace')}`);
    await page.getByText(t('delivery.plan.startsOnPurchase', { days: DELIVERY_DAYS }), { exact: true }).waitFor();
    const form = page.getByRole('form', { name: t('delivery.shipping.receipt.form') });
    await form.getByLabel(t('delivery.shipping.receipt.amount')).fill('250');
    await form.getByRole('button', { name: t('delivery.shipping.receipt.submit'), exact: true }).click();
    await form.getByText(t('delivery.shipping.receipt.missing'), { exact: true }).waitFor();
    await form.getByText(t('validation.reimbursementOverLimit'), { exact: true }).waitFor();
    await form.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png(8, 8) });
    await form.getByText('receipt.png', { exact: true }).waitFor();
    await form.getByLabel(t('delivery.shipping.receipt.amount')).fill('149.50');
    await shot(page, 'en-receipt');
    await form.getByRole('button', { name: t('delivery.shipping.receipt.submit'), exact: true }).click();
    await page.getByText(plural('en', 'delivery.due.left', { days: DELIVERY_DAYS }), { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Her set, submitted; the company sees the receipt and approves it.
    expect((await submitResults(creator, deal.id, [await readyVideo(creator, deal.id)])).status).toBe(200);
    const brand = await signedIn(browser, 'en', company.email, DESKTOP);
    await brand.page.goto(`${stack().url}${appPath.campaignTab(deal.id, 'results')}`);
    await brand.page.getByRole('link', { name: brand.t('delivery.shipping.receipt.open') }).waitFor();
    await shot(brand.page, 'en-company-receipt');
    await brand.page.getByRole('button', { name: brand.t('delivery.review.approveFor', { name: creatorName }), exact: true }).click();
    await brand.page.getByRole('alertdialog').getByRole('button', { name: brand.t('delivery.review.approve'), exact: true }).click();
    await brand.page.getByText(brand.t('delivery.review.approved', { name: creatorName })).first().waitFor();

    // Her earnings: the payout for the work and, as an entry of its own, the product's reimbursement.
    await page.goto(`${stack().url}${APP_ROUTES.earnings}`);
    const rows = page.getByRole('row');
    await page.getByText(t('term.payout.reimbursement'), { exact: true }).waitFor();
    expect(await rows.filter({ hasText: deal.title }).count()).toBe(2);
    await rows.filter({ hasText: t('term.payout.reimbursement') }).getByText(/SAR\s149\.50/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'en-earnings');
    await closeTab(her);
    await closeTab(brand);
  });
});
