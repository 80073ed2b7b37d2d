import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import WebSocket from 'ws';
import { stageSettings } from '../../lib/stage';
import { frameReader, LIVE_CONNECTION_THROTTLE, TokenBucket } from '../../scripts/local/live-limits';
import { newMember } from '../support/accounts';
import { say, wholeHistory } from '../support/chat';
import { openChannels, Tab } from '../support/chat-live';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * The local stand-ins held to API Gateway's limits (scripts/local/live-limits.ts), on the local stack: a WebSocket
 * frame over the message limit closes its own socket with 1009; a socket flooding the live endpoint is throttled
 * (API Gateway's `Too Many Requests` frame, its messages not handed on, the socket kept); a body over the HTTP API's
 * 10 MB is answered 413. Each stays on its own connection: the stack goes on serving everyone else.
 */

jest.setTimeout(180_000);

beforeAll(useLambdaEnvironment);

const tabs: Tab[] = [];
afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
});

async function open(token: string | undefined): Promise<Tab> {
  const tab = await Tab.open(token);
  tabs.push(tab);
  return tab;
}

/** The frame API Gateway sends instead of invoking a route. */
interface GatewayError {
  message: string;
  connectionId: string;
  requestId: string;
}

function gatewayErrors(tab: Tab): GatewayError[] {
  const frames: readonly unknown[] = tab.messages;
  return frames.filter((frame): frame is GatewayError => typeof frame === 'object' && frame !== null && 'message' in frame && 'requestId' in frame);
}

/** The code the socket closed with, once it has. */
function closeCodeOf(tab: Tab): () => number | undefined {
  let code: number | undefined;
  tab.socket.once('close', (closedWith: number) => (code = closedWith));
  return () => code;
}

const FLOOD_BATCH = 25;
/** Where a flood stops if no refusal has come back yet: far past the throttle's burst. */
const FLOOD_CAP = 2_000;

/** Valid sends, each with its own client id, as fast as the socket takes them, until the first refusal (or the cap). */
async function flood(tab: Tab, channelId: string): Promise<string[]> {
  const clientIds: string[] = [];
  while (gatewayErrors(tab).length === 0 && clientIds.length < FLOOD_CAP) {
    for (let sent = 0; sent < FLOOD_BATCH; sent++) {
      const clientId = randomUUID();
      clientIds.push(clientId);
      tab.send({ action: 'send', channelId, clientId, text: `Flood ${clientIds.length}` });
    }
    // Lets the socket read what came back; no time passes on purpose.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return clientIds;
}

/** What a flood's messages were answered with: stored (`chat.sent`), refused by the handler, or by the gateway. */
function answersTo(tab: Tab) {
  return { sent: tab.all('chat.sent'), refused: tab.all('chat.refused'), gateway: gatewayErrors(tab) };
}

/** POSTs `bytes` to an API route; `declared` sends the length up front, else the body goes chunked. */
function postBody(path: string, bytes: number, declared: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', ...(declared ? { 'content-length': String(bytes) } : {}) };
    const request = http.request(`${stack().apiUrl}${path}`, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(Buffer.alloc(bytes, 'x'));
  });
}

describe('the live endpoint held to API Gateway’s limits', () => {
  it('closes only the socket of an oversized frame, throttles only a flooding socket, and serves the others throughout', async () => {
    const [company, creator] = await Promise.all([newMember('company'), newMember('creator')]);
    const { directChannelId: channelId } = await openChannels(company, creator);
    const wellBehaved = await open(creator.token);

    const oversized = await open(company.token);
    const oversizedClose = closeCodeOf(oversized);
    oversized.send({ action: 'send', channelId, clientId: randomUUID(), text: 'u'.repeat(200_000) });
    const code = await waitUntil(oversizedClose, (closed) => closed !== undefined, { reason: 'the server to close the socket that sent a 200 kB frame', timeoutMs: 40_000 });
    expect(code).toBe(1009);

    const flooder = await open(company.token);
    const clientIds = await flood(flooder, channelId);
    await waitUntil(() => gatewayErrors(flooder), (errors) => errors.length > 0, { reason: `a Too Many Requests frame for a flood of ${clientIds.length} sends`, timeoutMs: 30_000 });
    const answers = await waitUntil(
      () => answersTo(flooder),
      ({ sent, refused, gateway }) => sent.length + refused.length + gateway.length === clientIds.length,
      { reason: `an answer to each of the ${clientIds.length} sends of the flood (stored, refused, or throttled)`, timeoutMs: 90_000 },
    );
    expect(answers.refused).toEqual([]);
    expect(new Set(answers.gateway.map(({ message }) => message))).toEqual(new Set(['Too Many Requests']));
    expect(answers.gateway[0]).toEqual({ message: 'Too Many Requests', connectionId: expect.any(String), requestId: expect.any(String) });
    // As on AWS, a throttled socket stays open.
    expect(flooder.socket.readyState).toBe(WebSocket.OPEN);

    const stored = (await wholeHistory(creator, channelId)).filter((message) => message.senderId === company.id);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(clientIds.length);
    expect(stored.map((message) => message.clientId).sort()).toEqual(answers.sent.map(({ message }) => message.clientId).sort());

    expect((await api('/health')).status).toBe(200);
    const after = await say(company, channelId, 'The brief is in the campaign page.');
    await wellBehaved.next('chat.message', ({ message }) => message.id === after.id, 30_000);
    wellBehaved.send({ action: 'ping' });
    await wellBehaved.next('pong', undefined, 30_000);
    expect(gatewayErrors(wellBehaved)).toEqual([]);
  });
});

describe('the HTTP gateway held to the HTTP API’s payload limit', () => {
  it.each([
    ['declared up front', true],
    ['sent chunked', false],
  ])('answers an 11 MB body %s with 413, and goes on serving', async (_label, declared) => {
    const answer = await postBody('/support', 11 * 1024 * 1024, declared);
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ message: 'Request Entity Too Large' }) });
    expect((await api('/health')).status).toBe(200);
  });
});

describe('the live endpoint’s limits', () => {
  it('throttles per connection within what the stage accepts on AWS', () => {
    const { live } = stageSettings('dev').limits;
    expect(LIVE_CONNECTION_THROTTLE.ratePerSecond).toBeLessThanOrEqual(live.rateLimit);
    expect(LIVE_CONNECTION_THROTTLE.burst).toBeLessThanOrEqual(live.burstLimit);
  });

  it('takes a burst at once, then refills at the rate up to the burst', () => {
    const bucket = new TokenBucket({ ratePerSecond: 20, burst: 40 }, 0);
    expect(Array.from({ length: 41 }, () => bucket.take(0)).filter(Boolean)).toHaveLength(40);
    expect([bucket.take(50), bucket.take(50)]).toEqual([true, false]);
    expect(Array.from({ length: 41 }, () => bucket.take(60_000)).filter(Boolean)).toHaveLength(40);
  });

  it("never refuses a tab's heaviest use: a reconnect's waiting messages, then typing, sending, reading and pinging", () => {
    const bucket = new TokenBucket(LIVE_CONNECTION_THROTTLE, 0);
    // After a reconnect: the open channel subscribed to again, 30 waiting messages sent, the channel read.
    const reconnect = Array.from({ length: 32 }, () => bucket.take(0));
    const tenMinutes: boolean[] = [];
    for (let at = 0; at <= 600_000; at += 10) {
      // Typing signals every 1.67 s, a message a second, a read after each, a ping a minute.
      const due = [at % 1_670 === 0, at % 1_000 === 0, at % 1_000 === 0, at % 60_000 === 0].filter(Boolean).length;
      for (let message = 0; message < due; message++) tenMinutes.push(bucket.take(at));
    }
    expect(reconnect.every(Boolean)).toBe(true);
    expect(tenMinutes.every(Boolean)).toBe(true);
  });

  it('reads the payload length of every frame, whatever the chunks its bytes come in', () => {
    const frames = [5, 125, 126, 40_000, 70_000].map(clientFrame);
    const bytes = Buffer.concat(frames);
    for (const chunkSize of [1, 3, 1_000, bytes.length]) {
      const lengths: number[] = [];
      const read = frameReader((payloadBytes) => lengths.push(payloadBytes));
      for (let at = 0; at < bytes.length; at += chunkSize) read(bytes.subarray(at, at + chunkSize));
      expect(lengths).toEqual([5, 125, 126, 40_000, 70_000]);
    }
  });
});

/** A masked text frame from a client, with a payload of `payloadBytes` (RFC 6455 §5.2). */
function clientFrame(payloadBytes: number): Buffer {
  const extended = Buffer.alloc(payloadBytes < 126 ? 0 : payloadBytes < 0x10000 ? 2 : 8);
  if (extended.length === 2) extended.writeUInt16BE(payloadBytes);
  if (extended.length === 8) extended.writeBigUInt64BE(BigInt(payloadBytes));
  const length = extended.length === 0 ? payloadBytes : extended.length === 2 ? 126 : 127;
  return Buffer.concat([Buffer.from([0x81, 0x80 | length]), extended, Buffer.from([1, 2, 3, 4]), Buffer.alloc(payloadBytes, 0x61)]);
}
