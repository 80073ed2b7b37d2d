import type { Locator, Page, WebSocket } from 'playwright-core';
import type { ChannelList } from '../../shared/domain/chat';
import { api } from './stack';
import type { Tab } from './tabs';

/** What the chat's browser test does on its pages (web/src/features/chat): find, write, count, watch the socket. */

/** The caller's channels of a campaign, through the API. */
export async function campaignChannels(token: string, campaignId: string): Promise<ChannelList['channels']> {
  const answer = await api(`/chat/channels?campaignId=${campaignId}`, { token });
  if (answer.status !== 200) throw new Error(`GET /chat/channels answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as unknown as ChannelList).channels;
}

export const conversation = (page: Page): Locator => page.getByTestId('chat-conversation');

/** The bubbles of the open conversation that show exactly `text` (stored or pending). */
export function bubbles(page: Page, text: string): Locator {
  return conversation(page)
    .getByTestId('chat-message')
    .filter({ has: page.locator('div[dir]', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
}

/** Types a message in the composer and sends it with Enter. */
export async function write({ page, t }: Tab, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: t('chat.composer.label'), exact: true });
  await box.fill(text);
  await box.press('Enter');
}

/** The menu's Chat link (the desktop one, or the drawer's on a phone) and the number its badge shows ('' when none). */
export async function chatBadge(page: Page): Promise<string> {
  const badge = page.getByTestId('chat-menu-badge').first();
  return (await badge.count()) > 0 && (await badge.isVisible()) ? (await badge.innerText()).trim() : '';
}

/**
 * Follows the live sockets of the page's document (the ones opened with an access token; Playwright sees the
 * browser's own): how many are open now. A new document starts the count again: Playwright does not report the
 * close of the sockets of a document navigated away from.
 */
export function watchSockets(page: Page): { open: () => number } {
  let sockets: WebSocket[] = [];
  page.on('domcontentloaded', () => {
    sockets = [];
  });
  page.on('websocket', (socket) => {
    if (socket.url().includes('token=')) sockets.push(socket);
  });
  return { open: () => sockets.filter((socket) => !socket.isClosed()).length };
}

/** The page scrolls sideways (a layout wider than the screen). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
