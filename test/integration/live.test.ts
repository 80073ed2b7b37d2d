import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { putConnection } from '../../lambdas/data/connections';
import { eventPut, newEvent } from '../../lambdas/data/events';
import { CONNECTION_PREFIX, userKey } from '../../lambdas/data/keys';
import { transactWrite } from '../../lambdas/data/transactions';
import { LIVE_PATH, type LiveMessage } from '../../shared/domain/live';
import { newMember, table } from '../support/accounts';
import { eventually } from '../support/events';
import { adminToken, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';

/**
 * The live channel (issue 11) on the local stack: the gateway's WebSocket server hands each socket to the same route
 * handler API Gateway invokes on AWS, and the events dispatcher pushes through it.
 */

/** Events reach their consumers through the stream poller: on a loaded machine a wait may take seconds. */
jest.setTimeout(60_000);

beforeAll(useLambdaEnvironment);

interface OpenSocket {
  socket: WebSocket;
  messages: LiveMessage[];
}

function liveUrl(token: string | undefined): string {
  const base = `${stack().url.replace(/^http/, 'ws')}${LIVE_PATH}`;
  return token === undefined ? base : `${base}?token=${encodeURIComponent(token)}`;
}

/** Opens a socket; resolves once open, or rejects with the status the upgrade was refused with. */
function connect(token: string | undefined): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(token));
    const messages: LiveMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveMessage));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode ?? 0}`)));
    socket.once('error', reject);
  });
}

async function connectionCount(member: Member): Promise<number> {
  const { Items = [] } = await table().send(
    new QueryCommand({
      TableName: stack().dynamodb.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(member.id).PK, ':prefix': CONNECTION_PREFIX },
      ConsistentRead: true,
    }),
  );
  return Items.length;
}

function applied(company: Member) {
  return newEvent('application.created', { campaignId: randomUUID(), campaignTitle: 'Saffron tea', companyId: company.id, creatorId: randomUUID(), creatorName: 'Noura' });
}

describe('the live channel', () => {
  it('refuses a socket without a valid token of a member, and accepts one with it', async () => {
    await expect(connect(undefined)).rejects.toThrow('refused 401');
    await expect(connect('not-a-token')).rejects.toThrow('refused 401');
    await expect(connect(await adminToken())).rejects.toThrow('refused 401');
    const company = await newMember('company');
    const { socket } = await connect(company.token);
    expect(await connectionCount(company)).toBe(1);
    socket.close();
    expect(await eventually(() => connectionCount(company), (count) => count === 0)).toBe(0);
  });

  it('pushes a new notification with the count to every open tab, and the count after a read in another tab', async () => {
    const company = await newMember('company');
    const [first, second] = await Promise.all([connect(company.token), connect(company.token)]);
    const event = applied(company);
    await transactWrite([eventPut(event)]);
    for (const tab of [first, second]) {
      await eventually(async () => tab.messages, (messages) => messages.some((message) => message.type === 'notification'));
      expect(tab.messages).toContainEqual({
        type: 'notification',
        unreadCount: 1,
        notification: expect.objectContaining({ id: event.id, type: 'application.created', creatorName: 'Noura', isRead: false }),
      });
    }
    expect((await api('/notifications/read', { method: 'POST', token: company.token, body: JSON.stringify({ notificationIds: [event.id] }) })).status).toBe(200);
    await eventually(async () => second.messages, (messages) => messages.some((message) => message.type === 'unread-count'));
    expect(second.messages.at(-1)).toEqual({ type: 'unread-count', unreadCount: 0 });
    first.socket.close();
    second.socket.close();
  });

  it('answers a ping, and forgets a connection that is gone when it is pushed to', async () => {
    const company = await newMember('company');
    const tab = await connect(company.token);
    tab.socket.send(JSON.stringify({ action: 'ping' }));
    expect(await eventually(async () => tab.messages, (messages) => messages.length > 0)).toEqual([{ type: 'pong' }]);
    // A connection whose $disconnect never came (API Gateway would answer 410 Gone): the next push forgets it.
    await putConnection(company.id, 'gone-connection');
    expect(await connectionCount(company)).toBe(2);
    await transactWrite([eventPut(applied(company))]);
    expect(await eventually(() => connectionCount(company), (count) => count === 1)).toBe(1);
    expect(await eventually(async () => tab.messages, (messages) => messages.length > 1)).toContainEqual(expect.objectContaining({ type: 'notification' }));
    tab.socket.close();
  });
});
