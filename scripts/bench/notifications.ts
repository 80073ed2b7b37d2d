import { randomBytes, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { EVENT_RETENTION_DAYS, newEvent } from '../../lambdas/data/events';
import { eventKey, userKey } from '../../lambdas/data/keys';
import { notificationToItem, type NotificationRecord } from '../../lambdas/data/notifications';
import { userToItem } from '../../lambdas/data/users';
import { uuidV7 } from '../../shared/domain/ids';
import { LIVE_PATH, type LiveMessage } from '../../shared/domain/live';
import type { AnyDomainEvent } from '../../shared/domain/events';
import { putBatch } from '../local/put-batch';
import type { LocalStackInfo } from '../local/stack-info';
import { signInDemo } from './campaigns';
import type { Progress, Row } from './report';

/**
 * Issue 11's figures on the local stack: the unread count under load; a notification page for a user with 100 and with
 * 10,000 notifications (written straight into the table as the consumer writes them); an event written to the
 * notification pushed down an open socket; and how many events a second the dispatcher turns into notifications.
 */

const LOAD = { connections: 20, seconds: 10 };
const PUSH_EVENTS = 200;
const THROUGHPUT_EVENTS = 2_000;
const THROUGHPUT_RECIPIENTS = 50;

export interface NotificationFigures {
  count: { p50: number; p99: number; rps: number; errors: number };
  pages: { size: number; p50: number; p99: number; errors: number }[];
  push: { p50: number; p99: number; missed: number };
  throughput: { eventsPerSecond: number; seconds: number };
}

function documentsOf(info: LocalStackInfo): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient({ region: info.region, endpoint: info.dynamodb.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }));
}

async function load(url: string, token: string) {
  const result = await autocannon({ url, connections: LOAD.connections, duration: LOAD.seconds, headers: { authorization: `Bearer ${token}` } });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

/** Gives `userId` `count` more notifications, spread over the last days, and counts them on the profile. */
async function addNotifications(info: LocalStackInfo, documents: DynamoDBDocumentClient, userId: string, count: number): Promise<void> {
  const now = Date.now();
  const items = Array.from({ length: count }, (_, index) => {
    const at = now - (count - index) * 60_000;
    const record: NotificationRecord = {
      id: uuidV7(at, randomBytes(10)),
      userId,
      type: 'campaign.published',
      isRead: index % 3 === 0,
      createdAt: new Date(at).toISOString(),
      campaignId: randomUUID(),
      campaignTitle: `Bench campaign ${index + 1}`,
    };
    return notificationToItem(record);
  });
  for (let start = 0; start < items.length; start += 25 * 8) {
    await Promise.all(Array.from({ length: 8 }, (_, batch) => items.slice(start + batch * 25, start + (batch + 1) * 25)).filter((batch) => batch.length).map((batch) => putBatch(documents, info.dynamodb.tableName, batch)));
  }
  const unread = items.filter((item) => item.isRead === false).length;
  await documents.send(
    new UpdateCommand({ TableName: info.dynamodb.tableName, Key: userKey(userId), UpdateExpression: 'ADD notificationCount :all, unreadCount :unread', ExpressionAttributeValues: { ':all': count, ':unread': unread } }),
  );
}

/** The id (`sub`) of an access token, read without verifying it: the bench's own token. */
function subjectOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

/** Stores an event as the outbox does (the data layer's eventPut, with the bench's own client). */
async function writeEvent(info: LocalStackInfo, documents: DynamoDBDocumentClient, event: AnyDomainEvent): Promise<void> {
  const expiresAt = Math.floor(Date.parse(event.occurredAt) / 1000) + EVENT_RETENTION_DAYS * 86_400;
  await documents.send(new PutCommand({ TableName: info.dynamodb.tableName, Item: { ...eventKey(event.id), ...event, expiresAt } }));
}

function published(companyId: string, index: number): AnyDomainEvent {
  return newEvent('campaign.published', { campaignId: randomUUID(), campaignTitle: `Pushed ${index}`, companyId });
}

/** Event stored → its notification on an open socket, one event at a time. */
async function measurePush(info: LocalStackInfo, documents: DynamoDBDocumentClient, token: string): Promise<NotificationFigures['push']> {
  const socket = new WebSocket(`${info.url.replace(/^http/, 'ws')}${LIVE_PATH}?token=${encodeURIComponent(token)}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waiting = new Map<string, () => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveMessage;
    if (message.type === 'notification') waiting.get(message.notification.id)?.();
  });
  const companyId = subjectOf(token);
  const times: number[] = [];
  let missed = 0;
  for (let index = 0; index < PUSH_EVENTS; index++) {
    const event = published(companyId, index);
    const started = performance.now();
    const pushed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5_000);
      waiting.set(event.id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    await writeEvent(info, documents, event);
    if (await pushed) times.push(performance.now() - started);
    else missed++;
    waiting.delete(event.id);
  }
  socket.close();
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)] ?? 0, p99: times[Math.floor(times.length * 0.99)] ?? 0, missed };
}

/** Companies that only the throughput figure tells: profiles as sign-up makes them. */
async function benchCompanies(info: LocalStackInfo, documents: DynamoDBDocumentClient): Promise<string[]> {
  const ids = Array.from({ length: THROUGHPUT_RECIPIENTS }, () => randomUUID());
  const createdAt = new Date().toISOString();
  const profiles = ids.map((id, index) =>
    userToItem({ id, role: 'company', email: `bench-${id}@example.com`, fullName: `Bench Company ${index + 1}`, profileCompleted: true, activeCampaignsCount: 0, status: 'Active', createdAt }),
  );
  for (let start = 0; start < profiles.length; start += 25) await putBatch(documents, info.dynamodb.tableName, profiles.slice(start, start + 25));
  return ids;
}

/**
 * Events for many companies written as fast as the table takes them; the clock stops when the last one's
 * notification is counted.
 */
async function measureThroughput(info: LocalStackInfo, documents: DynamoDBDocumentClient): Promise<NotificationFigures['throughput']> {
  const companies = await benchCompanies(info, documents);
  const counted = async () => {
    const { Responses } = await documents.send(
      new BatchGetCommand({ RequestItems: { [info.dynamodb.tableName]: { Keys: companies.map((id) => userKey(id)), ProjectionExpression: 'notificationCount', ConsistentRead: true } } }),
    );
    return (Responses?.[info.dynamodb.tableName] ?? []).reduce((sum, item) => sum + (typeof item.notificationCount === 'number' ? item.notificationCount : 0), 0);
  };
  const events = Array.from({ length: THROUGHPUT_EVENTS }, (_, index) => published(companies[index % companies.length] ?? '', index));
  const started = performance.now();
  for (let start = 0; start < events.length; start += 25 * 8) {
    await Promise.all(
      Array.from({ length: 8 }, (_, batch) => events.slice(start + batch * 25, start + (batch + 1) * 25))
        .filter((batch) => batch.length)
        .map((batch) =>
          putBatch(
            documents,
            info.dynamodb.tableName,
            batch.map((event) => ({ ...eventKey(event.id), ...event, expiresAt: Math.floor(Date.now() / 1000) + EVENT_RETENTION_DAYS * 86_400 })),
          ),
        ),
    );
  }
  while ((await counted()) < THROUGHPUT_EVENTS) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - started) / 1000;
  return { eventsPerSecond: THROUGHPUT_EVENTS / seconds, seconds };
}

export async function measureNotifications(info: LocalStackInfo, progress: Progress): Promise<NotificationFigures> {
  const documents = documentsOf(info);
  const [companyToken, creatorToken] = await Promise.all([signInDemo(info, 'company'), signInDemo(info, 'creator')]);
  const count = await load(`${info.apiUrl}/notifications/company/count`, companyToken);
  const users = [[100, companyToken, 'company'], [10_000, creatorToken, 'creator']] as const;
  progress('pages of users with 100 and 10,000 notifications');
  // Both users' notifications are written before either is measured: the two loads then meet the same table.
  for (const [size, token] of users) await addNotifications(info, documents, subjectOf(token), size);
  const pages: NotificationFigures['pages'] = [];
  for (const [size, token, role] of users) {
    const page = await load(`${info.apiUrl}/notifications/${role}?page=1&sortBy=createdAt&sortOrder=DESC&unreadOnly=false&limit=10`, token);
    pages.push({ size, p50: page.p50, p99: page.p99, errors: page.errors });
  }
  progress(`event → socket push (${PUSH_EVENTS} events), then the dispatcher's throughput (${THROUGHPUT_EVENTS.toLocaleString('en')} events)`);
  const push = await measurePush(info, documents, companyToken);
  const throughput = await measureThroughput(info, documents);
  return { count, pages, push, throughput };
}

/** The section's rows (label, value, goal). */
export function notificationRows({ count, pages, push, throughput }: NotificationFigures): Row[] {
  const under = `${LOAD.connections} connections`;
  const rows: Row[] = [
    [`GET /api/notifications/{role}/count p50 / p99 (${under}, ${LOAD.seconds} s)`, `${count.p50} / ${count.p99} ms`, ''],
    ['GET /api/notifications/{role}/count requests/s, errors', `${Math.round(count.rps)}, ${count.errors}`, '0 errors'],
  ];
  for (const page of pages) {
    rows.push([`GET /api/notifications/{role} page 1, user with ${page.size.toLocaleString('en')} more: p50 / p99 (${under})`, `${page.p50} / ${page.p99} ms`, page.errors ? `${page.errors} errors` : '']);
  }
  const [few, many] = pages;
  if (few && many) rows.push([`notification page p99 at ${many.size.toLocaleString('en')} / at ${few.size.toLocaleString('en')}`, `${(many.p99 / few.p99).toFixed(2)}`, '<= 1.2']);
  rows.push([`event written → notification pushed to an open socket, p50 / p99 (${PUSH_EVENTS} events)`, `${push.p50.toFixed(0)} / ${push.p99.toFixed(0)} ms`, `p99 < 1000 ms${push.missed ? `, ${push.missed} missed` : ''}`]);
  rows.push([`events dispatcher throughput (${THROUGHPUT_EVENTS.toLocaleString('en')} events for ${THROUGHPUT_RECIPIENTS} users, to notifications)`, `${throughput.eventsPerSecond.toFixed(0)} events/s`, '']);
  return rows;
}
