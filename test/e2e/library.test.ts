import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import * as storage from '../../lambdas/adapters/storage';
import { putLibraryFile } from '../../lambdas/data/library';
import { APP_ROUTES } from '../../shared/app-paths';
import { normalizeSearchText } from '../../shared/domain/search-text';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { downloaded, plural, shot as shotIn } from '../support/journeys';
import { seriousViolations } from '../support/pages';
import { readyCompany, type Member } from '../support/profiles';
import { useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';
import { closeTab, openTab, signInWithTokens } from '../support/tabs';

/**
 * The content library (issue 28): in English at 1280 px the company narrows its files by type and by a search in
 * Arabic, picks two and downloads them as one zip; in Arabic on a 390 px phone the library reads right to left with
 * each file's checksum, and nothing overflows.
 */

jest.setTimeout(180_000);

const SHOTS = '/tmp/e2e-library';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);

// The files are filed with the data layer, as an approval files them.
beforeAll(useLambdaEnvironment);

/** Six approved files: three pictures of Noura's, three videos of Reem's, each original stored. */
async function fileSix(company: Member): Promise<void> {
  const campaignId = randomUUID();
  for (let index = 0; index < 6; index++) {
    const picture = index < 3;
    const resultId = randomUUID();
    const approvedAt = new Date(Date.now() - index * 60_000).toISOString();
    const creatorName = picture ? 'نورة القحطاني' : 'Reem Al-Dosari';
    const originalKey = `library-test/${resultId}.bin`;
    await storage.writeObject(originalKey, new TextEncoder().encode(`original ${index}`), 'application/octet-stream');
    await putLibraryFile(company.id, {
      file: `${approvedAt}#${resultId}`,
      resultId,
      campaignId,
      campaignTitle: 'Oud gift box',
      creatorId: picture ? 'c-noura' : 'c-reem',
      creatorName,
      kind: picture ? 'picture' : 'video',
      fileName: picture ? `still-${index}.jpg` : `take-${index}.mp4`,
      type: picture ? 'image/jpeg' : 'video/mp4',
      size: 2_500_000,
      ...(picture ? {} : { durationSeconds: 30 }),
      aspectRatio: '1:1',
      approvedAt,
      sha256: `${index}`.repeat(64),
      originalKey,
      searchText: normalizeSearchText(`Oud gift box ${creatorName}`),
    });
  }
}

describeInBrowser('the content library in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('filters, searches in Arabic and zips two files; reads right to left on a phone', async () => {
    const company = await readyCompany({ companyName: 'Oud Gallery', description: 'Perfumes.', vatNumber: '300000000000003', businessAddress: 'Jeddah', showAddressToCreators: false });
    await fileSix(company);

    const tab = await openTab(browser, 'en', DESKTOP);
    const { page, t } = tab;
    await signInWithTokens(tab, company.email, '/dashboard', { password: TEST_PASSWORD });
    await page.getByRole('navigation').first().getByRole('link', { name: t('nav.library'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('library.title') }).waitFor();
    const files = page.getByTestId('library-file');
    await files.nth(5).waitFor();
    await page.getByText(plural('en', 'library.total', { count: 6 }), { exact: true }).waitFor();

    const shown = (count: number) => waitUntil(() => files.count(), (found) => found === count, { reason: `${count} files were not shown`, timeoutMs: 10_000 });
    await page.getByLabel(t('library.filter.kind')).selectOption('picture');
    await shown(3);
    expect(await files.allInnerTexts()).toEqual(Array.from({ length: 3 }, () => expect.stringContaining('.jpg')));
    await page.getByLabel(t('library.filter.kind')).selectOption('');
    await shown(6);
    // Spelt with heh for teh marbuta, as people type it.
    await page.getByRole('searchbox', { name: t('library.search.label') }).fill('نوره');
    await page.getByRole('searchbox', { name: t('library.search.label') }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'نوره');
    await shown(3);
    expect(await files.allInnerTexts()).toEqual([expect.stringContaining('still-0.jpg'), expect.stringContaining('still-1.jpg'), expect.stringContaining('still-2.jpg')]);

    // The box drawn over the hidden input takes the click, as a person's.
    for (const name of ['still-0.jpg', 'still-1.jpg']) await page.getByRole('checkbox', { name: t('library.file.select', { name }) }).check({ force: true });
    await page.getByText(plural('en', 'library.selection.count', { count: 2 }), { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'en-selected');
    const zip = await downloaded(page, page.getByRole('button', { name: t('library.selection.zip'), exact: true }));
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    await closeTab(tab);

    const phone = await openTab(browser, 'ar', PHONE);
    await signInWithTokens(phone, company.email, APP_ROUTES.library, { password: TEST_PASSWORD });
    await phone.page.getByTestId('library-file').nth(5).waitFor();
    await phone.page.getByTestId('checksum').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await shot(phone.page, 'ar-library');
    await closeTab(phone);
  });
});
