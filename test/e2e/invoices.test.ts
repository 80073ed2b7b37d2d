import * as fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { formatInvoiceNumber, type InvoiceList } from '../../shared/domain/invoice';
import { decodeZatcaQr } from '../../shared/domain/zatca';
import type { Locale } from '../../web/src/i18n/locale';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { TEST_BRIEF } from '../support/campaigns';
import { seriousViolations } from '../support/pages';
import { drawnQrModules, pdfContent, readQr } from '../support/pdf';
import { readyCompany, type Member } from '../support/profiles';
import { api, stack } from '../support/stack';
import { closeTab, openTab, signInWithTokens } from '../support/tabs';

/**
 * A company's tax invoices on `/payment` (issue 13), in English at desktop width and in Arabic on a 390 px phone:
 * the list (number, date, campaign, total), and the Download button, which saves the PDF whose QR code carries the
 * ZATCA fields.
 */

jest.setTimeout(120_000);

const VIEWPORTS = { en: { width: 1280, height: 900 }, ar: { width: 390, height: 844 } } as const satisfies Record<Locale, unknown>;
const tokenOf = (member: Member) => member.token ?? '';

async function paidCampaign(company: Member, title: string): Promise<void> {
  const brief = {
    campaignTitle: title,
    ...TEST_BRIEF,
    description: 'Our cardamom coffee from bag to cup.',
    videoDuration: 15,
    numberOfContentCreators: 1,
  };
  const created = await api('/campaigns', { method: 'POST', token: tokenOf(company), body: JSON.stringify(brief) });
  const checkout = await api(`/campaigns/${created.body.id as string}/checkout`, { method: 'POST', token: tokenOf(company) });
  const paid = await fetch(checkout.body.checkoutUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ holderName: 'Test Person', number: '4111111111111111', expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1), cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

describeInBrowser('tax invoices in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each(['en', 'ar'] as const)('lists the company\'s invoices and downloads one (%s)', async (locale) => {
    const company = await readyCompany({ companyName: 'Hail Coffee Roasters', description: 'Coffee.', vatNumber: '300000000000003', businessAddress: 'Hail', showAddressToCreators: false });
    const title = locale === 'ar' ? 'قهوة الهيل في الصباح' : 'Cardamom mornings';
    await paidCampaign(company, title);
    const { invoices } = (await api('/invoices', { token: tokenOf(company) })).body as unknown as InvoiceList;
    const [invoice] = invoices;
    if (!invoice) throw new Error('No invoice for the paid campaign');
    expect(invoice.invoiceNumber).toBe(formatInvoiceNumber(invoice.number));

    const tab = await openTab(browser, locale, { viewport: VIEWPORTS[locale] }, { ignoreFailedResources: true });
    const { page, t } = tab;
    await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });
    await page.goto(`${stack().url}/payment`);
    const section = page.getByRole('region', { name: t('payment.invoices.title') });
    // A table at desktop width, cards on a phone.
    const row = section.getByRole(locale === 'en' ? 'row' : 'listitem').filter({ hasText: invoice.invoiceNumber });
    await row.waitFor();
    await row.getByRole('link', { name: title, exact: true }).waitFor();
    // 350.00 SAR: a 15-second portrait video, VAT included.
    await row.getByText('350.00', { exact: false }).waitFor();
    // Nothing widens the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[locale].width);
    expect(await seriousViolations(page)).toEqual([]);

    const button = row.getByRole('button', { name: t('payment.invoices.downloadLabel', { number: `\u2066${invoice.invoiceNumber}\u2069` }), exact: true });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
    expect(download.suggestedFilename()).toBe(`tax-invoice-${invoice.invoiceNumber}.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [stream = ''] = pdfContent(pdf).streams;
    expect(decodeZatcaQr(readQr(drawnQrModules(stream)) ?? '')).toMatchObject({ sellerName: 'UGC Marketplace Co.', vatNumber: '311111111100003', total: '350.00', vat: '45.65' });
    await closeTab(tab);
  });
});
