import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getMembership } from '../../lambdas/data/chat-channels';
import { eventPut, newEvent } from '../../lambdas/data/events';
import { CONNECTION_PREFIX, NOTIFICATION_PREFIX, userKey } from '../../lambdas/data/keys';
import { transactWrite } from '../../lambdas/data/transactions';
import { setUserStatus } from '../../lambdas/data/users';
import { mailsTo } from '../../scripts/local/mailbox';
import { ERROR_MESSAGES } from '../../shared/errors';
import { newMember, table } from '../support/accounts';
import { openChannels, Tab, type Refusal } from '../support/chat-live';
import { eventually } from '../support/events';
import type { Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * The chat over the live channel (issue 14) on the local stack, over real WebSockets: each action is checked against
 * the channel's membership and answered down the same socket; the events dispatcher tells the rest (unread counts,
 * delivery and read marks). A refusal is `chat.refused` with the API's error code, and stores nothing.
 */

jest.setTimeout(90_000);

beforeAll(useLambdaEnvironment);

const tabs: Tab[] = [];
afterEach(async () => {
  await Promise.all(tabs.splice(0).map((tab) => tab.close()));
});

async function open(member: Member): Promise<Tab> {
  const tab = await Tab.open(member.token);
  tabs.push(tab);
  return tab;
}

/** Everything the channel's partition holds (its facts, messages, the senders' client-id guards). */
async function channelItems(channelId: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({ TableName: stack().dynamodb.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `CHANNEL#${channelId}` }, ConsistentRead: true }),
  );
  return Items;
}

const messagesIn = async (channelId: string) => (await channelItems(channelId)).filter((item) => String(item.SK).startsWith('MSG#'));

async function connectionsOf(member: Member): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: stack().dynamodb.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(member.id).PK, ':prefix': CONNECTION_PREFIX },
      ConsistentRead: true,
    }),
  );
  return Items;
}

const send = (channelId: string, text: string, clientId = randomUUID()) => ({ action: 'send' as const, channelId, clientId, text });

describe('the chat over the live channel', () => {
  let company: Member;
  let creator: Member;
  let outsider: Member;

  beforeAll(async () => {
    [company, creator, outsider] = await Promise.all([newMember('company'), newMember('creator'), newMember('creator')]);
  });

  it("refuses a non-member's send, read, typing and subscription with CHANNEL_NOT_FOUND, and stores nothing", async () => {
    const { directChannelId, groupChannelId } = await openChannels(company, creator);
    const [intruder, member] = await Promise.all([open(outsider), open(company)]);
    for (const channelId of [directChannelId, groupChannelId]) {
      const clientId = randomUUID();
      intruder.send(send(channelId, 'Let me in', clientId));
      intruder.send({ action: 'read', channelId, upTo: new Date().toISOString() });
      intruder.send({ action: 'typing', channelId });
      intruder.send({ action: 'subscribe', channelId });
      for (const action of ['send', 'read', 'typing', 'subscribe'] as const) {
        const refusal = await intruder.next('chat.refused', (message) => message.action === action && message.channelId === channelId);
        expect(refusal).toEqual({
          type: 'chat.refused',
          action,
          channelId,
          ...(action === 'send' ? { clientId } : {}),
          code: 'CHANNEL_NOT_FOUND',
          message: ERROR_MESSAGES.CHANNEL_NOT_FOUND,
        } satisfies Refusal);
      }
      expect(await messagesIn(channelId)).toEqual([]);
      expect((await channelItems(channelId)).map((item) => item.SK)).toEqual(['META']);
    }
    expect(await getMembership(outsider.id, directChannelId)).toBeUndefined();
    expect((await connectionsOf(outsider)).map((item) => item.viewedChannelId)).toEqual([undefined]);
    // A channel that does not exist at all is refused alike: nobody learns which ids exist.
    const unknown = randomUUID();
    intruder.send({ action: 'subscribe', channelId: unknown });
    expect(await intruder.next('chat.refused', (message) => message.channelId === unknown)).toMatchObject({ code: 'CHANNEL_NOT_FOUND' });
    // The members saw nothing of it.
    expect(member.all('chat.typing')).toEqual([]);
    expect(member.all('chat.message')).toEqual([]);
  });

  it("sends a message: the other member's tab gets it and its counts, the sender's the answer, then the delivery mark", async () => {
    const { directChannelId: channelId } = await openChannels(company, creator);
    const [sender, recipient] = await Promise.all([open(company), open(creator)]);
    const clientId = randomUUID();
    sender.send(send(channelId, '  Welcome aboard! The brief is in the campaign page.  ', clientId));
    const sent = await sender.next('chat.sent', (message) => message.clientId === clientId);
    expect(sent.message).toMatchObject({ channelId, clientId, senderId: company.id, text: 'Welcome aboard! The brief is in the campaign page.', attachments: [], flagged: false });
    const received = await recipient.next('chat.message', (message) => message.message.id === sent.message.id);
    expect(received.message).toEqual(sent.message);
    // The sender's own tabs are told of their message too (another tab shows it).
    await sender.next('chat.message', (message) => message.message.id === sent.message.id);
    expect(await recipient.next('chat.unread', (message) => message.channelId === channelId)).toEqual({ type: 'chat.unread', channelId, unreadCount: 1, totalUnread: expect.any(Number) });
    expect(await sender.next('chat.receipt', (message) => message.userId === creator.id)).toEqual({
      type: 'chat.receipt',
      channelId,
      userId: creator.id,
      lastDeliveredAt: sent.message.createdAt,
    });
    expect((await getMembership(creator.id, channelId, true))?.lastDeliveredAt).toBe(sent.message.createdAt);
    expect(await messagesIn(channelId)).toHaveLength(1);
  });

  it('tells a tab showing the channel no unread count (it shows the message), and still marks the message delivered', async () => {
    const { directChannelId: channelId } = await openChannels(company, creator);
    const [sender, viewer] = await Promise.all([open(company), open(creator)]);
    viewer.send({ action: 'subscribe', channelId });
    await waitUntil(async () => (await connectionsOf(creator)).some((item) => item.viewedChannelId === channelId), Boolean, { reason: "the creator's connection to record the channel it views" });
    const clientId = randomUUID();
    sender.send(send(channelId, 'Are you there?', clientId));
    const sent = await sender.next('chat.sent', (message) => message.clientId === clientId);
    await viewer.next('chat.message', (message) => message.message.id === sent.message.id);
    await sender.next('chat.receipt', (message) => message.userId === creator.id && message.lastDeliveredAt === sent.message.createdAt);
    expect(viewer.all('chat.unread', (message) => message.channelId === channelId)).toEqual([]);
    // Subscribing to none clears it.
    viewer.send({ action: 'subscribe', channelId: null });
    await waitUntil(async () => (await connectionsOf(creator)).every((item) => item.viewedChannelId === undefined), Boolean, { reason: "the creator's connections to view no channel any more" });
  });

  it('pushes typing to the other members only, never storing it', async () => {
    const { groupChannelId: channelId } = await openChannels(company, creator);
    const [typist, other] = await Promise.all([open(creator), open(company)]);
    const before = (await channelItems(channelId)).length;
    typist.send({ action: 'typing', channelId });
    expect(await other.next('chat.typing')).toEqual({ type: 'chat.typing', channelId, userId: creator.id, name: expect.any(String) });
    expect(typist.all('chat.typing')).toEqual([]);
    expect(typist.all('chat.refused')).toEqual([]);
    expect(await channelItems(channelId)).toHaveLength(before);
  });

  it('reads: the reader is answered with the counts after it, and the other member sees the read mark', async () => {
    const { directChannelId: channelId } = await openChannels(company, creator);
    const [sender, reader] = await Promise.all([open(company), open(creator)]);
    const clientIds = [randomUUID(), randomUUID()];
    for (const [index, clientId] of clientIds.entries()) {
      sender.send(send(channelId, `Message ${index + 1}`, clientId));
      await sender.next('chat.sent', (message) => message.clientId === clientId);
    }
    const last = await reader.next('chat.unread', (message) => message.channelId === channelId && message.unreadCount === 2);
    const newest = sender.all('chat.sent').at(-1)?.message;
    if (!newest) throw new Error('no message sent');
    reader.send({ action: 'read', channelId, upTo: newest.createdAt });
    expect(await reader.next('chat.unread', (message) => message.channelId === channelId && message.unreadCount === 0)).toEqual({
      type: 'chat.unread',
      channelId,
      unreadCount: 0,
      totalUnread: last.totalUnread - 2,
    });
    expect(await sender.next('chat.receipt', (message) => message.userId === creator.id && message.lastReadAt !== undefined)).toEqual({
      type: 'chat.receipt',
      channelId,
      userId: creator.id,
      lastReadAt: newest.createdAt,
    });
    expect(await getMembership(creator.id, channelId, true)).toMatchObject({ unread: 0, lastReadAt: newest.createdAt });
    const unread = await api('/chat/unread', { token: creator.token });
    expect(unread.body).toEqual({ unreadCount: last.totalUnread - 2 });
  });

  it('stores a message resent with the same client id after a reconnect once, and answers the same message', async () => {
    const { directChannelId: channelId } = await openChannels(company, creator);
    const clientId = randomUUID();
    const first = await open(creator);
    first.send(send(channelId, 'Draft is uploaded', clientId));
    const original = await first.next('chat.sent', (message) => message.clientId === clientId);
    await first.close();
    const second = await open(creator);
    second.send(send(channelId, 'Draft is uploaded', clientId));
    const again = await second.next('chat.sent', (message) => message.clientId === clientId);
    expect(again.message).toEqual(original.message);
    // Racing resends on two tabs at once store it once too.
    const [third, fourth] = await Promise.all([open(creator), open(creator)]);
    const raced = randomUUID();
    third.send(send(channelId, 'Twice?', raced));
    fourth.send(send(channelId, 'Twice?', raced));
    const [a, b] = await Promise.all([third.next('chat.sent', (message) => message.clientId === raced), fourth.next('chat.sent', (message) => message.clientId === raced)]);
    expect(a.message.id).toBe(b.message.id);
    expect(await messagesIn(channelId)).toHaveLength(2);
  });

  it("refuses a deactivated user's socket, and a deleted user's, and stores nothing", async () => {
    const [brand, maker] = await Promise.all([newMember('company'), newMember('creator')]);
    const { directChannelId: channelId } = await openChannels(brand, maker);
    const [brandTab, makerTab] = await Promise.all([open(brand), open(maker)]);
    await setUserStatus(maker.id, 'creator', 'Inactive', 'test');
    const clientId = randomUUID();
    makerTab.send(send(channelId, 'Still here', clientId));
    makerTab.send({ action: 'typing', channelId });
    expect(await makerTab.next('chat.refused', (message) => message.action === 'send')).toMatchObject({ clientId, code: 'ACCOUNT_INACTIVE' });
    expect(await makerTab.next('chat.refused', (message) => message.action === 'typing')).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    expect(brandTab.all('chat.typing')).toEqual([]);
    // Deleting the account: its connections go with it, and the open socket is refused.
    const deleted = await api('/user', { method: 'DELETE', token: brand.token });
    expect(deleted.status).toBe(204);
    await waitUntil(async () => (await connectionsOf(brand)).length, (count) => count === 0, { reason: "the deleted company's connections to be removed", timeoutMs: 15_000 });
    brandTab.send(send(channelId, 'Gone but typing'));
    expect(await brandTab.next('chat.refused', (message) => message.action === 'send')).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await messagesIn(channelId)).toEqual([]);
  });

  it('answers hostile input without failing: unknown actions and unreadable bodies are ignored, broken fields refused', async () => {
    const { directChannelId: channelId } = await openChannels(company, creator);
    const tab = await open(creator);
    for (const body of ['not json', '[]', 'null', '{"action":"delete","channelId":"x"}', '{"action":{"$ne":1}}', `{"action":"send","channelId":"${channelId}","__proto__":{"admin":true}}`]) tab.send(body);
    tab.send({ action: 'send', channelId: 42, clientId: randomUUID(), text: 'x' });
    tab.send({ action: 'send', channelId, clientId: randomUUID(), text: 'x'.repeat(40_000) });
    tab.send({ action: 'read', channelId, upTo: { $gt: '' } });
    tab.send({ action: 'typing', channelId, name: 'Someone else' });
    const refusals = await eventually(async () => tab.all('chat.refused'), (found) => found.length >= 5);
    expect(refusals.map(({ action, code }) => `${action} ${code}`).sort()).toEqual(['read VALIDATION_FAILED', 'send BAD_REQUEST', 'send INVALID_CHANNEL_ID', 'send VALIDATION_FAILED', 'typing VALIDATION_FAILED']);
    // Still open and answering.
    tab.send({ action: 'ping' });
    await tab.next('pong');
    expect(await messagesIn(channelId)).toEqual([]);
  });

  it("mails a chat's unread reminder with a link to the channel, and makes no notification in the app", async () => {
    const { directChannelId: channelId, campaignId, campaignTitle } = await openChannels(company, creator);
    await transactWrite([eventPut(newEvent('chat.unread.reminder', { channelId, campaignId, campaignTitle, userId: creator.id, unreadCount: 3, senderName: 'Riyadh Roasters' }))]);
    const [mail] = await eventually(async () => mailsTo(stack().mailDir, creator.email).filter((each) => each.text.includes(campaignTitle)), (found) => found.length > 0, 15_000);
    expect(mail?.subject).toBe('3 unread messages from Riyadh Roasters');
    expect(mail?.text).toContain(`${stack().url}/chat?channel=${channelId}`);
    const { Items = [] } = await table().send(
      new QueryCommand({
        TableName: stack().dynamodb.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userKey(creator.id).PK, ':prefix': NOTIFICATION_PREFIX },
        ConsistentRead: true,
      }),
    );
    expect(Items.filter((item) => item.type === 'chat.unread.reminder')).toEqual([]);
  });
});
