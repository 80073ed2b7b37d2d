import type { Browser, Locator, Page } from 'playwright-core';
import { appPath } from '../../shared/app-paths';
import { TEST_PASSWORD } from '../support/accounts';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { chatCampaign, wholeHistory } from '../support/chat';
import { bubbles, conversation, scrollsSideways, write } from '../support/chat-pages';
import { shot as shotIn } from '../support/journeys';
import { elfExecutable, pdf, png } from '../support/media-files';
import { seriousViolations } from '../support/pages';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { stack, useLambdaEnvironment } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';
import { waitUntil } from '../support/wait';

/**
 * Issue 14's chat beyond words, in two browser contexts on an accepted campaign: the company in English at desktop
 * width, the creator in Arabic on a phone. Each sees the other typing, and the sign goes when the message arrives or
 * the typing stops. The company attaches a picture (on a slow line: the progress shows) and a PDF through the upload
 * path and its check, and sends them with words; the creator sees the picture and opens the PDF. The creator's own
 * tries are refused with the reason: a text file at once, a program named like a picture by the server's check.
 */

jest.setTimeout(180_000);

const SHOTS = '/tmp/e2e-chat-attachments';
const COMPANY_NAME = 'Jazan Coffee';
const CREATOR_NAME = 'Hessa Al-Mutairi';
const shot = (page: Page, name: string) => shotIn(page, SHOTS, name);

beforeAll(useLambdaEnvironment);

describeInBrowser('chat attachments and typing in Chromium', () => {
  let browser: Browser;
  let company: Member;
  let creator: Member;
  let brand: Tab;
  let phone: Tab;
  let channelId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    [company, creator] = await Promise.all([
      readyCompany({ companyName: COMPANY_NAME, description: 'Khawlani coffee from the Jazan mountains.', vatNumber: '300000000000003', businessAddress: 'Jazan', showAddressToCreators: false }),
      adminToken().then((admin) => readyCreator(admin, CREATOR_NAME, ['food-cooking'], true, 'ar')),
    ]);
    const campaign = await chatCampaign(company, COMPANY_NAME, [creator]);
    channelId = campaign.direct.get(creator.id) ?? '';
    brand = await openTab(browser, 'en', { viewport: { width: 1280, height: 900 } });
    await signInWithTokens(brand, company.email, '/dashboard', { password: TEST_PASSWORD });
    phone = await openTab(browser, 'ar', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInWithTokens(phone, creator.email, '/dashboard', { password: TEST_PASSWORD });
    for (const tab of [brand, phone]) {
      await tab.page.goto(`${stack().url}${appPath.chat(channelId)}`);
      await conversation(tab.page).waitFor();
    }
  });
  afterAll(async () => {
    await closeTab(brand);
    await closeTab(phone);
    await browser?.close();
  });

  const composer = ({ page, t }: Tab) => page.getByRole('textbox', { name: t('chat.composer.label'), exact: true });
  const typing = (page: Page) => page.getByTestId('chat-typing');

  /** Picks files through the attach button's file chooser, as a person does. */
  async function attach({ page, t }: Tab, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: t('chat.attach.button') }).click()]);
    await chooser.setFiles(files);
  }

  const draft = (page: Page, fileName: string): Locator => page.getByTestId('chat-draft-file').filter({ hasText: fileName });

  it('shows who is typing, both ways, until the message arrives or the typing stops', async () => {
    // The creator types: the company sees it, under the messages.
    await composer(phone).pressSequentially('لحظة، أكتب لكم', { delay: 20 });
    await typing(brand.page).filter({ hasText: CREATOR_NAME }).waitFor({ timeout: 10_000 });
    expect(await typing(brand.page).innerText()).toBe(`${CREATOR_NAME} is typing…`);
    await shot(brand.page, '01-en-desktop-typing');
    // The message arrives: the sign goes at once, not when it runs out.
    await composer(phone).press('Enter');
    await bubbles(brand.page, 'لحظة، أكتب لكم').waitFor({ timeout: 10_000 });
    expect(await typing(brand.page).count()).toBe(0);

    // The company types in English: the creator sees it in Arabic; it stops, and the sign goes by itself.
    await composer(brand).pressSequentially('Sure, take your time', { delay: 20 });
    await typing(phone.page).filter({ hasText: COMPANY_NAME }).waitFor({ timeout: 10_000 });
    expect(await typing(phone.page).innerText()).toContain('يكتب');
    expect(await scrollsSideways(phone.page)).toBe(false);
    await shot(phone.page, '02-ar-phone-typing');
    await composer(brand).fill('');
    await typing(phone.page).waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('sends a picture and a PDF with their progress and check; the other side sees them; refused files say why', async () => {
    const picture = png(1024, 1024, true);
    const brief = pdf('Campaign brief: pour first, then the dates');
    // A slow line (about 1 MB/s up), so the picture's 4 MB take a few seconds: the progress shows.
    const cdp = await brand.context.newCDPSession(brand.page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    // Every value the picture's progress bar takes, recorded in the page as it changes: a moving bar is judged by the
    // whole run of its values (never by two reads of it, which may fall on either side of a step).
    const progressLabel = brand.t('chat.attach.uploading', { name: 'khawlani-beans.png' });
    await brand.page.evaluate((label) => {
      const seen: { now: string | null; text: string | null }[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const bar = [...document.querySelectorAll('[role="progressbar"]')].find((element) => element.getAttribute('aria-label') === label);
        if (!bar) return;
        const value = { now: bar.getAttribute('aria-valuenow'), text: bar.getAttribute('aria-valuetext') };
        const last = seen.at(-1);
        if (last?.now !== value.now || last?.text !== value.text) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow', 'aria-valuetext'] });
    }, progressLabel);
    await attach(brand, [
      { name: 'khawlani-beans.png', mimeType: 'image/png', buffer: picture },
      { name: 'campaign-brief.pdf', mimeType: 'application/pdf', buffer: brief },
    ]);
    const uploading = draft(brand.page, 'khawlani-beans.png');
    const progress = uploading.getByRole('progressbar', { name: progressLabel });
    await progress.and(brand.page.locator(':not([aria-valuenow="0"])')).waitFor();
    // Nothing to send while a file is on its way.
    expect(await brand.page.getByRole('button', { name: brand.t('chat.composer.send') }).isDisabled()).toBe(true);
    await shot(brand.page, '11-en-desktop-uploading');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    for (const name of ['khawlani-beans.png', 'campaign-brief.pdf']) await draft(brand.page, name).and(brand.page.locator('[data-phase=ready]')).waitFor({ timeout: 30_000 });
    // The bar went up step by step, never back, each step's text its own value; it showed the picture on its way.
    const seen = await brand.page.evaluate(() => (window as unknown as { progressSeen: { now: string | null; text: string | null }[] }).progressSeen);
    const values = seen.map(({ now }) => Number(now));
    expect(seen).toEqual(values.map((value) => ({ now: String(value), text: `${value}%` })));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.some((value) => value > 0 && value < 100)).toBe(true);
    expect(values.every((value) => value >= 0 && value <= 100)).toBe(true);
    await shot(brand.page, '12-en-desktop-ready');
    await write(brand, 'The beans and the brief');
    await brand.page.getByTestId('chat-draft-file').first().waitFor({ state: 'detached' });

    // Stored with both files, their names, types and sizes (the composer empties as it hands the message on, before
    // the server has stored it).
    const sent = await waitUntil(
      async () => (await wholeHistory(company, channelId))[0],
      (newest) => newest?.text === 'The beans and the brief',
      { reason: "the company's message with the two files to be stored", timeoutMs: 15_000 },
    );
    expect(sent).toMatchObject({ text: 'The beans and the brief', attachments: [{ fileName: 'khawlani-beans.png', contentType: 'image/png', size: picture.length }, { fileName: 'campaign-brief.pdf', contentType: 'application/pdf', size: brief.length }] });

    // Both sides show the picture, loaded, and the PDF as a link with its name that opens it.
    for (const tab of [brand, phone]) {
      const bubble = bubbles(tab.page, 'The beans and the brief');
      const image = bubble.getByRole('img', { name: 'khawlani-beans.png' });
      await image.waitFor({ timeout: 10_000 });
      await waitUntil(
        () => image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth),
        (width) => width === 1024,
        { reason: 'the picture khawlani-beans.png to load, 1024 px wide', timeoutMs: 20_000 },
      );
      const link = bubble.getByRole('link', { name: 'campaign-brief.pdf' });
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      const response = await tab.page.request.get((await link.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await bubbles(brand.page, 'The beans and the brief').scrollIntoViewIfNeeded();
    await shot(brand.page, '13-en-desktop-sent');
    // The link opens the file in a new tab, which gets the PDF: the full browser shows it in its viewer, the headless
    // shell (no viewer) hands it to its downloads, so the tab's navigation answer is what both have.
    const [popup, opened] = await Promise.all([
      phone.page.waitForEvent('popup'),
      phone.context.waitForEvent('response', (answer) => answer.request().isNavigationRequest() && answer.url().includes('campaign-brief.pdf')),
      bubbles(phone.page, 'The beans and the brief').getByRole('link', { name: 'campaign-brief.pdf' }).click(),
    ]);
    expect({ status: opened.status(), type: opened.headers()['content-type'] }).toEqual({ status: 200, type: 'application/pdf' });
    await popup.close();
    expect(await scrollsSideways(phone.page)).toBe(false);
    await shot(phone.page, '14-ar-phone-received');

    // The creator's refused files: a text file at once, a program named like a picture after the server's check.
    await attach(phone, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('call me') },
      { name: 'selfie.png', mimeType: 'image/png', buffer: elfExecutable() },
    ]);
    const refusal = phone.t('validation.fileTypeInvalid');
    await draft(phone.page, 'notes.txt').getByRole('alert').filter({ hasText: refusal }).waitFor();
    await draft(phone.page, 'selfie.png').getByRole('alert').filter({ hasText: refusal }).waitFor({ timeout: 15_000 });
    expect(await phone.page.getByRole('button', { name: phone.t('chat.composer.send') }).isDisabled()).toBe(true);
    expect(await scrollsSideways(phone.page)).toBe(false);
    expect({ violations: await seriousViolations(phone.page) }).toEqual({ violations: [] });
    await shot(phone.page, '15-ar-phone-refused');
    // Removed, nothing is left to send.
    for (const name of ['notes.txt', 'selfie.png']) await phone.page.getByRole('button', { name: phone.t('chat.attach.remove', { name }) }).click();
    expect(await phone.page.getByTestId('chat-draft-file').count()).toBe(0);
    expect({ violations: await seriousViolations(brand.page) }).toEqual({ violations: [] });
  });
});
