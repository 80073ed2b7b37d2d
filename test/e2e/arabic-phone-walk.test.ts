import type { Browser, Page } from 'playwright-core';
import { APP_ROUTES, appPath, CAMPAIGN_TABS } from '../../shared/app-paths';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { MESSAGES } from '../support/messages';
import { api, demoEmail, signIn, stack } from '../support/stack';
import { closeTab, openTab, signInWithTokens, type Tab } from '../support/tabs';

/**
 * Issue 27: the main screens of each role in Arabic at 390 px, on the demo's data, each checked for what a phone
 * reader in Arabic trips on: a page wider than the screen, a text cut off by its box, and a message id shown instead
 * of its words.
 */

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const MESSAGE_IDS = new Set(Object.keys(MESSAGES.ar));
const LOADING = MESSAGES.ar['common.loading'];

interface Trip {
  path: string;
  problem: string;
}

/** What is wrong on the page as it stands: horizontal scroll, clipped texts, raw message ids. */
async function tripsOn(page: Page, path: string): Promise<Trip[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
    // The direction a text starts in: its first letter's script (Arabic right to left, Latin left to right).
    const startDirection = (text: string) => {
      const letter = /[A-Za-z\u0600-\u06ff]/.exec(text)?.[0];
      return letter === undefined ? undefined : /[A-Za-z]/.test(letter) ? 'ltr' : 'rtl';
    };
    // A box whose own text is wider than it and hidden: cut off instead of wrapped. Only a user's words (a title, a
    // message's start: isolated in their own direction, `dir`) may end in an ellipsis, and only in a box of the
    // direction they start in: a Latin title in a right-to-left box loses its start ("…dates tasting"). The
    // product's own words (a month under a chart, a label) must fit. Visually hidden texts (a pixel wide, clipped:
    // for screen readers) are not seen; texts hidden from screen readers (a chart's labels) are.
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const style = getComputedStyle(element);
      const ellipsis = style.textOverflow === 'ellipsis';
      if ((!ownText && !ellipsis) || element.closest('input, textarea, select, script, style')) continue;
      if (style.visibility === 'hidden' || style.display === 'none' || element.getClientRects().length === 0) continue;
      if (element.clientWidth <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') continue;
      if (style.overflowX === 'visible' || element.scrollWidth <= element.clientWidth + 1) continue;
      const text = (ellipsis ? element.textContent ?? '' : ownText).trim();
      const cut = `"${text.slice(0, 60)}" (${element.scrollWidth} px in ${element.clientWidth} px)`;
      if (!ellipsis) problems.push(`clips ${cut}`);
      else if (!element.closest('[dir]:not(html)')) problems.push(`cuts the product's words ${cut}`);
      else if (startDirection(text) !== undefined && startDirection(text) !== style.direction) problems.push(`cuts the start of ${cut}`);
    }
    problems.push(...(document.body.innerText.match(/[a-zA-Z][\w-]*(?:\.[\w-]+)+/g) ?? []).map((token) => `key? ${token}`));
    return problems;
  });
  return found.filter((problem) => !problem.startsWith('key? ') || MESSAGE_IDS.has(problem.slice(5))).map((problem) => ({ path, problem: problem.replace(/^key\? /, 'shows the message id ') }));
}

/** Opens each path and gathers what is wrong on it, once its heading and its lists are there. */
async function walk(tab: Tab, paths: readonly string[]): Promise<Trip[]> {
  const trips: Trip[] = [];
  for (const path of paths) {
    await tab.page.goto(`${stack().url}${path}`);
    await tab.page.getByRole('heading', { level: 1 }).first().waitFor();
    // Every "loading" status gone (a spinner's or a skeleton's): what a reader sees once the page has loaded.
    await tab.page.getByRole('status').filter({ hasText: LOADING }).or(tab.page.getByRole('status', { name: LOADING })).first().waitFor({ state: 'detached', timeout: 15_000 });
    trips.push(...(await tripsOn(tab.page, path)));
  }
  return trips;
}

async function firstCampaignOf(role: 'company' | 'creator', token: string | undefined): Promise<string> {
  const { body } = await api(`/campaigns/${role}?page=1`, { token });
  const campaigns = (body as { campaigns: { id: string }[] }).campaigns;
  const first = campaigns[0];
  if (!first) throw new Error(`The demo ${role} has no campaign`);
  return first.id;
}

/** The member's channels, the group ones first: a group's header names the campaign, a direct one the person. */
async function channelsOf(token: string | undefined): Promise<string[]> {
  const { body } = await api('/chat/channels', { token });
  const channels = (body as { channels: { id: string; kind: string }[] }).channels;
  return [...channels].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'group' ? -1 : 1)).slice(0, 2).map((channel) => channel.id);
}

describeInBrowser('the main screens in Arabic at 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  async function signedIn(role: 'company' | 'creator' | 'admin'): Promise<Tab> {
    const tab = await openTab(browser, 'ar', { viewport: PHONE, isMobile: true, hasTouch: true });
    await signInWithTokens(tab, demoEmail(role), role === 'admin' ? APP_ROUTES.adminHome : APP_ROUTES.dashboard, role === 'admin' ? { pool: 'admins' } : {});
    return tab;
  }

  it("a company's screens", async () => {
    const { AccessToken } = await signIn('users', demoEmail('company'));
    const [campaignId, channels] = await Promise.all([firstCampaignOf('company', AccessToken), channelsOf(AccessToken)]);
    const tab = await signedIn('company');
    const trips = await walk(tab, [
      APP_ROUTES.dashboard,
      APP_ROUTES.createCampaign,
      APP_ROUTES.payment,
      APP_ROUTES.notifications,
      APP_ROUTES.chat,
      ...channels.map((channelId) => appPath.chat(channelId)),
      APP_ROUTES.companyProfile,
      ...CAMPAIGN_TABS.filter((name) => name !== 'workspace').map((name) => appPath.campaignTab(campaignId, name)),
    ]);
    expect(trips).toEqual([]);
    await closeTab(tab);
  });

  it("a creator's screens", async () => {
    const { AccessToken } = await signIn('users', demoEmail('creator'));
    const campaignId = await firstCampaignOf('creator', AccessToken);
    const tab = await signedIn('creator');
    const trips = await walk(tab, [
      APP_ROUTES.dashboard,
      APP_ROUTES.campaigns,
      appPath.applicationsHistory(),
      APP_ROUTES.earnings,
      APP_ROUTES.payment,
      APP_ROUTES.notifications,
      APP_ROUTES.chat,
      APP_ROUTES.creatorProfile,
      appPath.campaignTab(campaignId, 'workspace'),
      appPath.campaignTab(campaignId, 'chat'),
    ]);
    expect(trips).toEqual([]);
    await closeTab(tab);
  });

  it("an admin's screens", async () => {
    const tab = await signedIn('admin');
    const trips = await walk(tab, [APP_ROUTES.adminHome, APP_ROUTES.users, appPath.licenceQueue(), APP_ROUTES.covering, APP_ROUTES.compensations, APP_ROUTES.flaggedMessages]);
    expect(trips).toEqual([]);
    await closeTab(tab);
  });
});
