import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { channelOpeningItems } from '../../lambdas/data/chat-channels';
import { transactWrite } from '../../lambdas/data/transactions';
import type { ChatLiveMessage, ChatLiveRequest } from '../../shared/domain/chat';
import { LIVE_PATH, type LiveMessage } from '../../shared/domain/live';
import { eventually } from './events';
import type { Member } from './profiles';
import { stack } from './stack';

/**
 * The chat's live side on the local stack (test/integration/chat-live.test.ts): channels opened as an accept opens
 * them, and tabs that talk over the live channel as the app does.
 */

export interface OpenedChannels {
  campaignId: string;
  campaignTitle: string;
  directChannelId: string;
  groupChannelId: string;
}

/**
 * The chats an accept of `creator` by `company` opens (the direct one and the campaign's group), written with the
 * accept transaction's own chat items (lambdas/data/chat-channels.ts): the memberships are what an accept makes.
 */
export async function openChannels(company: Member, creator: Member): Promise<OpenedChannels> {
  const opened = { campaignId: randomUUID(), campaignTitle: `Live chat ${randomUUID().slice(0, 8)}`, directChannelId: randomUUID(), groupChannelId: randomUUID() };
  await transactWrite(channelOpeningItems({ ...opened, companyId: company.id, creatorId: creator.id, openedAt: new Date().toISOString() }));
  return opened;
}

type Pushed<Type extends LiveMessage['type']> = Extract<LiveMessage, { type: Type }>;

/** One open tab: what it sends, and everything pushed to it, in order. */
export class Tab {
  readonly messages: LiveMessage[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.messages.push(JSON.parse(String(data)) as LiveMessage));
  }

  static open(token: string | undefined): Promise<Tab> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${stack().url.replace(/^http/, 'ws')}${LIVE_PATH}?token=${encodeURIComponent(token ?? '')}`);
      const tab = new Tab(socket);
      socket.once('open', () => resolve(tab));
      socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode ?? 0}`)));
      socket.once('error', reject);
    });
  }

  send(request: ChatLiveRequest | Record<string, unknown> | string): void {
    this.socket.send(typeof request === 'string' ? request : JSON.stringify(request));
  }

  /** Every push of `type` so far that `matches`. */
  all<Type extends LiveMessage['type']>(type: Type, matches: (message: Pushed<Type>) => boolean = () => true): Pushed<Type>[] {
    return this.messages.filter((message): message is Pushed<Type> => message.type === type && matches(message as Pushed<Type>));
  }

  /** The first push of `type` that `matches`, waited for (the events dispatcher's pushes come after the answer). */
  async next<Type extends LiveMessage['type']>(type: Type, matches: (message: Pushed<Type>) => boolean = () => true, timeoutMs = 10_000): Promise<Pushed<Type>> {
    const [found] = await eventually(async () => this.all(type, matches), (messages) => messages.length > 0, timeoutMs);
    if (!found) throw new Error(`No ${type} pushed within ${timeoutMs} ms; pushed: ${JSON.stringify(this.messages)}`);
    return found;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

export type Refusal = Extract<ChatLiveMessage, { type: 'chat.refused' }>;
