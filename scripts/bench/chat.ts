import '../local/quiet-sdk';
import { randomBytes, randomUUID } from 'node:crypto';
import * as os from 'node:os';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand, type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { ROLE_ATTRIBUTE } from '../../lib/definitions';
import { channelOpeningItems } from '../../lambdas/data/chat-channels';
import { type MessageRecord } from '../../lambdas/data/chat-records';
import { messageKey } from '../../lambdas/data/keys';
import { userToItem } from '../../lambdas/data/users';
import { encodeCursor } from '../../lambdas/domain/chat-text';
import { CHAT_HISTORY_PAGE_SIZE } from '../../shared/domain/chat';
import type { SignUpRole } from '../../shared/domain/constants';
import { uuidV7 } from '../../shared/domain/ids';
import { LIVE_PATH, type LiveMessage } from '../../shared/domain/live';
import { putBatch } from '../local/put-batch';
import type { LocalStackInfo } from '../local/stack-info';
import { lambdaEnvironment, localTarget } from '../stack-target';
import { CONNECTIONS, documentsOf, untilStreamsSettle } from './local-admin';
import type { Progress, Row } from './report';
import type { BenchStack } from './stacks';

/**
 * Issue 14's figures, on the bench's shared stack (data in memory, its other sections' loads over): 200 sockets open
 * (100 members of 50 direct channels, two tabs each), then messages sent one after another over the live channel's
 * `send` action, each timed from the send to its `chat.message` on the other member's socket (and to the `chat.sent`
 * answer on the sender's); then a channel's history page with 10,000 messages in it, the newest page and one from the
 * middle (`?before=`), under 20 connections.
 *
 * Members are made as the operator scripts make accounts (a Cognito user with a permanent password, the profile as
 * sign-up writes it), channels with the accept transaction's own chat items (lambdas/data/chat-channels.ts), and the 10,000
 * messages with the message item's own key and fields, in batches: the bench writes with its own client, so it never
 * reads the functions' settings (another bench in the same process may have read them for its own stack).
 *
 * Each sender's socket sends one message in every CHAT_CHANNELS (a channel's messages all come from one member, the
 * channels in turn), each once the previous one was delivered: a few messages a second per socket at most.
 */

export const CHAT_CHANNELS = 50;
/** Tabs per member: 2 × 2 members × 50 channels. */
const TABS = 2;
export const CHAT_SOCKETS = CHAT_CHANNELS * 2 * TABS;
export const CHAT_SENDS = 300;
/** Sends before the measured ones: the functions, the JVM of DynamoDB Local and the sockets warm up. */
const WARM_UP_SENDS = 30;
export const HISTORY_MESSAGES = 10_000;
const HISTORY_SECONDS = 5;
const PASSWORD = 'Bench-chat-1';
/** Cognito calls and socket openings at a time. */
const PARALLEL = 10;
const PARALLEL_BATCHES = 8;

export interface ChatFigures {
  sockets: number;
  loadAverage: number;
  /** Send → `chat.message` on the other member's socket. */
  delivered: Latency;
  /** Send → `chat.sent` on the sender's socket. */
  answered: Latency;
  history: { page: 'newest' | 'middle'; connections: number; p50: number; p99: number; rps: number; errors: number }[];
}

interface Latency {
  p50: number;
  p99: number;
  missed: number;
}

interface BenchMember {
  id: string;
  email: string;
  token: string;
  tabs: Tab[];
}

/** One open socket, with the waiters for what it is pushed. */
class Tab {
  private readonly waiting = new Map<string, () => void>();

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveMessage;
      const key = message.type === 'chat.message' || message.type === 'chat.sent' ? `${message.type} ${message.message.clientId}` : undefined;
      if (key) this.waiting.get(key)?.();
    });
  }

  /** Resolves with the time `type` of `clientId` arrived, or undefined after 5 s. */
  arrival(type: 'chat.message' | 'chat.sent', clientId: string): Promise<number | undefined> {
    const key = `${type} ${clientId}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        resolve(undefined);
      }, 5_000);
      this.waiting.set(key, () => {
        clearTimeout(timer);
        this.waiting.delete(key);
        resolve(performance.now());
      });
    });
  }
}

async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
    }),
  );
  return results;
}

/** A member who signs in: a Cognito user with a permanent password, and the profile sign-up writes. */
async function benchMember(info: LocalStackInfo, cognito: CognitoIdentityProviderClient, documents: DynamoDBDocumentClient, role: SignUpRole, index: number): Promise<BenchMember> {
  const email = `bench-chat-${role}-${index}-${randomUUID().slice(0, 6)}@bench.ugc.local`;
  const poolId = info.cognito.users.poolId;
  const { User } = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      TemporaryPassword: `${PASSWORD}-tmp`,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: `custom:${ROLE_ATTRIBUTE}`, Value: role },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: email, Password: PASSWORD, Permanent: true }));
  const id = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!id) throw new Error(`cognito-local returned no sub for ${email}`);
  const fullName = `${role === 'company' ? 'Bench Brand' : 'Bench Creator'} ${index + 1}`;
  await putBatch(documents, info.dynamodb.tableName, [
    userToItem({ id, role, email, fullName, country: 'SA', profileCompleted: true, activeCampaignsCount: 0, status: 'Active', createdAt: new Date().toISOString() }),
  ]);
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ ClientId: info.cognito.users.clientId, AuthFlow: AuthFlowType.USER_PASSWORD_AUTH, AuthParameters: { USERNAME: email, PASSWORD } }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error(`${email} could not sign in`);
  return { id, email, token: AuthenticationResult.AccessToken, tabs: [] };
}

/** The chats an accept opens between `company` and `creator` (a direct channel, and the campaign's group). */
async function openDirectChannel(info: LocalStackInfo, documents: DynamoDBDocumentClient, company: BenchMember, creator: BenchMember, index: number): Promise<string> {
  const directChannelId = randomUUID();
  const items = channelOpeningItems({
    campaignId: randomUUID(),
    campaignTitle: `Bench campaign ${index + 1}`,
    companyId: company.id,
    creatorId: creator.id,
    directChannelId,
    groupChannelId: randomUUID(),
    openedAt: new Date().toISOString(),
  });
  // The items name the table of whatever stack this process's settings named first: this stack's is put in.
  const TransactItems = items.map((item) => Object.fromEntries(Object.entries(item).map(([kind, action]) => [kind, { ...action, TableName: info.dynamodb.tableName }]))) as TransactWriteCommandInput['TransactItems'];
  await documents.send(new TransactWriteCommand({ TransactItems }));
  return directChannelId;
}

function openTab(info: LocalStackInfo, token: string): Promise<Tab> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${info.url.replace(/^http/, 'ws')}${LIVE_PATH}?token=${encodeURIComponent(token)}`);
    socket.once('open', () => resolve(new Tab(socket)));
    socket.once('error', reject);
  });
}

function percentiles(times: number[], missed: number): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length * 0.5)] ?? 0, p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0, missed };
}

/** One message at a time, over the sender's first tab, timed to the recipient's first tab and to the answer. */
async function measureSends(channels: readonly { channelId: string; members: [BenchMember, BenchMember] }[], count: number): Promise<{ delivered: Latency; answered: Latency }> {
  const delivered: number[] = [];
  const answered: number[] = [];
  let missed = 0;
  let unanswered = 0;
  for (let index = 0; index < count; index++) {
    const channel = channels[index % channels.length];
    if (!channel) continue;
    const [sender, recipient] = index % 2 === 0 ? channel.members : ([channel.members[1], channel.members[0]] as const);
    const [from, to] = [sender.tabs[0], recipient.tabs[0]];
    if (!from || !to) throw new Error('A member has no tab open');
    const clientId = randomUUID();
    const arrived = to.arrival('chat.message', clientId);
    const acknowledged = from.arrival('chat.sent', clientId);
    const started = performance.now();
    from.socket.send(JSON.stringify({ action: 'send', channelId: channel.channelId, clientId, text: `Bench message ${index + 1}: the draft is ready for review.` }));
    const [at, answeredAt] = await Promise.all([arrived, acknowledged]);
    if (at === undefined) missed++;
    else delivered.push(at - started);
    if (answeredAt === undefined) unanswered++;
    else answered.push(answeredAt - started);
  }
  return { delivered: percentiles(delivered, missed), answered: percentiles(answered, unanswered) };
}

/** 10,000 messages of the pair in the channel, a minute apart, written in batches as the send stores each. */
async function fillHistory(info: LocalStackInfo, documents: DynamoDBDocumentClient, channelId: string, members: [BenchMember, BenchMember]): Promise<MessageRecord[]> {
  const start = Date.now() - HISTORY_MESSAGES * 60_000;
  const messages = Array.from({ length: HISTORY_MESSAGES }, (_, index): MessageRecord => {
    const at = start + index * 60_000;
    const sender = members[index % 2] as BenchMember;
    return {
      id: uuidV7(at, randomBytes(10)),
      channelId,
      clientId: randomUUID(),
      senderId: sender.id,
      senderName: index % 2 === 0 ? 'Bench Brand' : 'Bench Creator',
      text: `History message ${index + 1}: notes on the second cut, the lighting and the captions.`,
      attachments: [],
      createdAt: new Date(at).toISOString(),
      flagged: false,
      campaignId: randomUUID(),
      campaignTitle: 'Bench history campaign',
      channelKind: 'direct',
    };
  });
  const items = messages.map((message) => ({ ...messageKey(channelId, message.createdAt, message.id), ...message }));
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, index) => items.slice(index * 25, (index + 1) * 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) await putBatch(documents, info.dynamodb.tableName, batch);
    }),
  );
  return messages;
}

async function historyLoad(url: string, token: string, connections: number) {
  const result = await autocannon({ url, connections, duration: HISTORY_SECONDS, headers: { authorization: `Bearer ${token}` } });
  return { connections, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

export async function measureChat({ info, dataDir }: BenchStack, progress: Progress): Promise<ChatFigures> {
  const members: BenchMember[] = [];
  try {
    // The chat's item makers name the table from the functions' settings: these, unless another bench set them first.
    Object.assign(process.env, lambdaEnvironment(localTarget(dataDir), 'local'));
    const documents = documentsOf(info);
    const cognito = new CognitoIdentityProviderClient({ region: info.region, endpoint: info.cognito.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
    const pairs = await inTurns(
      Array.from({ length: CHAT_CHANNELS }, (_, index) => index),
      async (index) => [await benchMember(info, cognito, documents, 'company', index), await benchMember(info, cognito, documents, 'creator', index)] as [BenchMember, BenchMember],
    );
    members.push(...pairs.flat());
    const channels = await inTurns(pairs, async (pair) => ({ channelId: await openDirectChannel(info, documents, pair[0], pair[1], pairs.indexOf(pair)), members: pair }));
    const historyPair = pairs[0];
    if (!historyPair) throw new Error('No channel opened');
    const historyChannelId = await openDirectChannel(info, documents, historyPair[0], historyPair[1], CHAT_CHANNELS);
    progress(`${HISTORY_MESSAGES.toLocaleString('en')} messages of history, ${CHAT_SOCKETS} sockets`);
    const written = await fillHistory(info, documents, historyChannelId, historyPair);
    // The stream pollers read the 10,000 items (and dispatch none of them) before anything is timed.
    await untilStreamsSettle(info);
    await inTurns(
      members.flatMap((member) => Array.from({ length: TABS }, () => member)),
      async (member) => member.tabs.push(await openTab(info, member.token)),
    );
    const sockets = members.reduce((sum, member) => sum + member.tabs.length, 0);
    progress(`measuring send → delivered (${sockets} sockets, ${CHAT_SENDS} messages)`);
    await measureSends(channels, WARM_UP_SENDS);
    const [loadAverage = 0] = os.loadavg();
    const { delivered, answered } = await measureSends(channels, CHAT_SENDS);
    // The newest page, and the one before the middle message (a reader far up the conversation).
    const middle = written[Math.floor(written.length / 2)];
    if (!middle) throw new Error('No history written');
    const route = `${info.apiUrl}/chat/channels/${historyChannelId}/messages`;
    const token = historyPair[0].token;
    const first = await fetch(route, { headers: { authorization: `Bearer ${token}` } });
    const page = (await first.json()) as { messages?: unknown[] };
    if (first.status !== 200 || page.messages?.length !== CHAT_HISTORY_PAGE_SIZE) throw new Error(`GET ${route} answered ${first.status}: ${JSON.stringify(page).slice(0, 300)}`);
    const deep = `${route}?before=${encodeCursor({ at: middle.createdAt, id: middle.id })}`;
    progress('history pages under load');
    await historyLoad(route, token, CONNECTIONS);
    // Under 20 connections (requests queue on this machine's cores), and one at a time (a request's own cost).
    const pages: ChatFigures['history'] = [];
    for (const connections of [CONNECTIONS, 1]) {
      pages.push({ page: 'newest', ...(await historyLoad(route, token, connections)) }, { page: 'middle', ...(await historyLoad(deep, token, connections)) });
    }
    return { sockets, loadAverage, delivered, answered, history: pages };
  } finally {
    for (const member of members) for (const tab of member.tabs) tab.socket.terminate();
  }
}

/** The bench's rows for these figures (label, value, goal). */
export function chatRows({ sockets, loadAverage, delivered, answered, history }: ChatFigures): Row[] {
  const timing = (latency: Latency) => `${latency.p50.toFixed(0)} / ${latency.p99.toFixed(0)} ms`;
  const load = `${sockets} sockets open, ${CHAT_SENDS} messages one at a time, load average ${loadAverage.toFixed(1)}`;
  const rows: Row[] = [
    [`chat: send → chat.message on the other member's socket, p50 / p99 (${load})`, timing(delivered), `p99 < 100 ms${delivered.missed ? `, ${delivered.missed} missed` : ''}`],
    ["chat: send → chat.sent answer on the sender's socket, p50 / p99", timing(answered), answered.missed ? `${answered.missed} unanswered` : ''],
  ];
  for (const { page, connections, p50, p99, rps, errors } of history) {
    const which = page === 'newest' ? 'newest page' : 'a page from the middle (?before=)';
    const load = `${connections} connection${connections === 1 ? '' : 's'}, ${HISTORY_SECONDS} s`;
    rows.push([`GET /api/chat/channels/{id}/messages, ${HISTORY_MESSAGES.toLocaleString('en')} messages, ${which}: p50 / p99 (${load})`, `${p50} / ${p99} ms`, errors ? `${errors} errors` : '']);
    rows.push([`GET /api/chat/channels/{id}/messages, ${which}, ${load}: requests/s`, `${Math.round(rps)}`, '']);
  }
  return rows;
}
