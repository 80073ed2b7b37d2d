import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { useMailer, type Mail, type Mailer } from '../../lambdas/adapters/mail';
import { putConnection } from '../../lambdas/data/connections';
import { eventKey, userKey } from '../../lambdas/data/keys';
import { eventPut, newEvent } from '../../lambdas/data/events';
import { transactWrite } from '../../lambdas/data/transactions';
import { handler as dispatcher } from '../../lambdas/events/dispatcher';
import { invoke, lambdaContext } from '../../scripts/local/lambda-runtime';
import { latestMailTo } from '../../scripts/local/mailbox';
import type { AnyDomainEvent } from '../../shared/domain/events';
import type { NotificationView } from '../../shared/domain/notifications';
import { newMember, table } from '../support/accounts';
import { eventsWhere, eventually, notificationsOf } from '../support/events';
import { adminToken, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * Notifications (issue 11): made by the events dispatcher from the outbox's events (fed by the local stack's stream
 * poller, as the stream's event source mapping does on AWS), and the spec's three calls on them.
 */

const tokenOf = (member: Member) => member.token ?? '';

/** Events reach their consumers through the stream poller: on a loaded machine a wait may take seconds. */
jest.setTimeout(60_000);

beforeAll(() => {
  // The data layer and the dispatcher, called in this process, read the table and the app's address from the environment.
  useLambdaEnvironment();
  process.env.APP_URL = stack().url;
});

/** `count` campaign.published events for `company`, stored as the outbox stores them, one transaction each. */
async function publishEvents(company: Member, count: number): Promise<AnyDomainEvent[]> {
  const events: AnyDomainEvent[] = [];
  for (let index = 0; index < count; index++) {
    const event = newEvent('campaign.published', { campaignId: randomUUID(), campaignTitle: `Campaign ${index + 1}`, companyId: company.id });
    await transactWrite([eventPut(event)]);
    events.push(event);
  }
  return events;
}

async function unreadCountOf(member: Member, role = 'company') {
  return api(`/notifications/${role}/count`, { token: tokenOf(member) });
}

async function listOf(member: Member, query = '', role = 'company') {
  return api(`/notifications/${role}${query}`, { token: tokenOf(member) });
}

function markRead(member: Member, body: unknown) {
  return api('/notifications/read', { method: 'POST', token: tokenOf(member), body: JSON.stringify(body) });
}

function pageOf(body: Record<string, unknown>): { notifications: NotificationView[]; currentPage: number; totalPages: number } {
  return body.notifications as { notifications: NotificationView[]; currentPage: number; totalPages: number };
}

async function profileCounts(member: Member): Promise<Record<string, unknown> | undefined> {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: userKey(member.id), ConsistentRead: true }))).Item;
}

describe('the notification calls', () => {
  let company: Member;
  let events: AnyDomainEvent[];

  beforeAll(async () => {
    company = await newMember('company');
    events = await publishEvents(company, 23);
    await waitUntil(() => notificationsOf(company.id), (found) => found.length === 23, { reason: 'the 23 notifications the published events make for the company', timeoutMs: 15_000 });
  });

  it('counts the unread for the caller\'s own role only; an admin, another role and a bad role are refused', async () => {
    expect(await unreadCountOf(company)).toEqual({ status: 200, body: { unreadCount: 23 } });
    expect((await unreadCountOf(company, 'creator')).status).toBe(403);
    expect((await unreadCountOf(company, 'admin')).body).toMatchObject({ code: 'INVALID_ROLE', message: 'The role must be creator or company.' });
    expect((await api('/notifications/company/count', { token: await adminToken() })).status).toBe(403);
    expect((await api('/notifications/company/count')).status).toBe(401);
  });

  it('pages newest first by ten, with the page count; ASC reverses; each notification carries its placeholders', async () => {
    const first = await listOf(company, '?page=1&sortBy=createdAt&sortOrder=DESC&unreadOnly=false&limit=10');
    expect(first.status).toBe(200);
    const page = pageOf(first.body);
    expect(page).toMatchObject({ currentPage: 1, totalPages: 3 });
    expect(page.notifications.map((notice) => notice.id)).toEqual(events.slice(-10).reverse().map((event) => event.id));
    expect(page.notifications[0]).toEqual({
      id: events[22]?.id,
      type: 'campaign.published',
      isRead: false,
      createdAt: events[22]?.occurredAt,
      campaignId: (events[22]?.payload as { campaignId: string }).campaignId,
      campaignTitle: 'Campaign 23',
    });
    const last = pageOf((await listOf(company, '?page=3')).body);
    expect(last.notifications.map((notice) => notice.campaignTitle)).toEqual(['Campaign 3', 'Campaign 2', 'Campaign 1']);
    const oldest = pageOf((await listOf(company, '?sortOrder=asc')).body);
    expect(oldest.notifications.map((notice) => notice.campaignTitle).slice(0, 2)).toEqual(['Campaign 1', 'Campaign 2']);
    expect(pageOf((await listOf(company, '?page=9')).body)).toMatchObject({ notifications: [], currentPage: 9, totalPages: 3 });
  });

  it('refuses a bad query with the field that is wrong', async () => {
    for (const query of ['?page=0', '?limit=11', '?sortBy=title', '?sortOrder=UP', '?unreadOnly=yes', '?colour=red']) {
      const answer = await listOf(company, query);
      expect({ query, status: answer.status, code: answer.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('marks the caller\'s own read once, lists unread only when sorted by isRead, and never marks another user\'s', async () => {
    const other = await newMember('company');
    const [othersEvent] = await publishEvents(other, 1);
    await waitUntil(() => notificationsOf(other.id), (found) => found.length === 1, { reason: "the other company's one notification" });

    const mine = [events[0]?.id, events[1]?.id] as string[];
    const answer = await markRead(company, { notificationIds: [...mine, othersEvent?.id] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ notificationIds: mine, unreadCount: 21 });
    // Again: nothing more is marked, the count stays.
    expect((await markRead(company, { notificationIds: mine })).body).toEqual({ notificationIds: [], unreadCount: 21 });
    expect(await unreadCountOf(other)).toMatchObject({ body: { unreadCount: 1 } });
    expect((await notificationsOf(other.id))[0]).toMatchObject({ isRead: false });

    const unread = pageOf((await listOf(company, '?sortBy=isRead&page=3')).body);
    expect(unread).toMatchObject({ currentPage: 3, totalPages: 3 });
    expect(unread.notifications.map((notice) => notice.campaignTitle)).toEqual(['Campaign 3']);
    const onlyUnread = pageOf((await listOf(company, '?unreadOnly=true&limit=5')).body);
    expect(onlyUnread).toMatchObject({ totalPages: 5 });
    expect(onlyUnread.notifications.every((notice) => !notice.isRead)).toBe(true);
    const all = pageOf((await listOf(company, '?page=3')).body);
    expect(all.notifications.filter((notice) => notice.isRead).map((notice) => notice.campaignTitle)).toEqual(['Campaign 2', 'Campaign 1']);
  });

  it('refuses a read call without ids, with a bad id, or with too many', async () => {
    for (const body of [{}, { notificationIds: [] }, { notificationIds: ['x'] }, { notificationIds: Array.from({ length: 101 }, () => randomUUID()) }, { all: 'yes' }]) {
      expect((await markRead(company, body)).status).toBe(400);
    }
  });

  it('leaves the count equal to the unread items after 50 concurrent mark-read calls, then marks all read', async () => {
    const member = await newMember('company');
    const own = await publishEvents(member, 30);
    await waitUntil(() => notificationsOf(member.id), (found) => found.length === 30, { reason: 'the 30 notifications the published events make for the member', timeoutMs: 15_000 });
    const ids = own.map((event) => event.id);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, call) => markRead(member, { notificationIds: ids.slice(call % 20, (call % 20) + 3) })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const markedOnce = answers.flatMap((answer) => answer.body.notificationIds as string[]);
    expect(new Set(markedOnce).size).toBe(markedOnce.length);
    const unreadItems = (await notificationsOf(member.id)).filter((notice) => notice.isRead === false).length;
    expect(unreadItems).toBe(30 - markedOnce.length);
    expect(await profileCounts(member)).toMatchObject({ unreadCount: unreadItems, notificationCount: 30 });

    expect((await markRead(member, { all: true })).body).toMatchObject({ unreadCount: 0 });
    expect((await notificationsOf(member.id)).every((notice) => notice.isRead === true)).toBe(true);
    expect(pageOf((await listOf(member, '?unreadOnly=true')).body)).toMatchObject({ notifications: [], totalPages: 0 });
  });
});

/** A stream record as the table's stream carries an outbox insert. */
function streamRecord(event: AnyDomainEvent, sequence: number): DynamoDBRecord {
  const image = marshall({ ...eventKey(event.id), ...event }, { removeUndefinedValues: true });
  return {
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: { Keys: marshall(eventKey(event.id)), NewImage: image, SequenceNumber: String(sequence).padStart(21, '0'), StreamViewType: 'NEW_IMAGE' },
  } as DynamoDBRecord;
}

function dispatch(records: DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const event: DynamoDBStreamEvent = { Records: records };
  return invoke(dispatcher, event, lambdaContext('eventDispatcher'));
}

describe('the events dispatcher', () => {
  const sent: Mail[] = [];
  const recordingMailer: Mailer = {
    async sendMail(mail) {
      sent.push(mail);
    },
  };
  beforeAll(() => useMailer(recordingMailer));

  it('loses nothing and duplicates nothing when a consumer fails mid-batch and the batch is delivered again', async () => {
    const creators = await Promise.all([newMember('creator'), newMember('creator'), newMember('creator')]);
    const decisions = creators.map((creator) =>
      newEvent('application.accepted', { campaignId: randomUUID(), campaignTitle: 'Dates of Al-Qassim', companyId: randomUUID(), companyName: 'Qassim Dates', creatorId: creator.id }),
    );
    const records = decisions.map((event, index) => streamRecord(event, index + 1));

    // The second creator's mail fails: the batch reports that record, so the retry starts there.
    const mailFailsSecond: Mailer = {
      async sendMail(mail) {
        if (mail.to === creators[1]?.email) throw new Error('SES is unavailable');
        sent.push(mail);
      },
    };
    useMailer(mailFailsSecond);
    const first = await dispatch(records);
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: records[1]?.dynamodb?.SequenceNumber }] });
    expect(sent.filter((mail) => mail.to === creators[0]?.email)).toHaveLength(1);

    // Redelivered from the failed record (and once more whole, as a bisected retry may): each creator told once.
    useMailer(recordingMailer);
    expect(await dispatch(records.slice(1))).toEqual({ batchItemFailures: [] });
    expect(await dispatch(records)).toEqual({ batchItemFailures: [] });
    for (const [index, creator] of creators.entries()) {
      expect(sent.filter((mail) => mail.to === creator.email).map((mail) => mail.subject)).toEqual(['You were accepted for a campaign']);
      const notices = await notificationsOf(creator.id);
      expect(notices.map((notice) => notice.id)).toEqual([decisions[index]?.id]);
      expect(await profileCounts(creator)).toMatchObject({ unreadCount: 1, notificationCount: 1 });
    }
  });

  it('tells no one for an event whose recipient is gone, and passes over what is not an event of the catalogue', async () => {
    const gone = newEvent('licence.approved', { creatorId: randomUUID(), licenceId: randomUUID(), expiresOn: '2028-01-01' });
    const unknown = { ...streamRecord(gone, 8), dynamodb: { ...streamRecord(gone, 8).dynamodb, NewImage: marshall({ ...eventKey(randomUUID()), id: 'x', type: 'campaign.exploded', occurredAt: 'now', payload: {} }) } };
    const notAnEvent = { ...streamRecord(gone, 9), dynamodb: { ...streamRecord(gone, 9).dynamodb, NewImage: marshall({ PK: 'USER#1', SK: 'PROFILE' }) } };
    const sentBefore = sent.length;
    expect(await dispatch([streamRecord(gone, 7), unknown as DynamoDBRecord, notAnEvent as DynamoDBRecord])).toEqual({ batchItemFailures: [] });
    expect(sent.length).toBe(sentBefore);
    expect(await profileCounts({ id: gone.payload.creatorId } as Member)).toBeUndefined();
  });
});

describe('the language and preferences a user keeps', () => {
  it('mails in the language of the sign-up, then of the settings, and honours a channel turned off', async () => {
    const creator = await newMember('creator', 'ar');
    expect((await api(`/user?email=${encodeURIComponent(creator.email)}`, { token: tokenOf(creator) })).body).toMatchObject({ language: 'ar' });
    const decide = async () => {
      const event = newEvent('application.rejected', { campaignId: randomUUID(), campaignTitle: 'Kunafa', companyId: randomUUID(), companyName: 'Nablus Sweets', creatorId: creator.id });
      await transactWrite([eventPut(event)]);
      return event;
    };
    await decide();
    const arabic = await eventually(async () => latestMailTo(stack().mailDir, creator.email), (mail) => mail?.subject === 'لم يتم قبول طلبك');
    expect(arabic?.html).toContain('dir="rtl"');

    const settings = await api('/user', { method: 'PUT', token: tokenOf(creator), body: JSON.stringify({ language: 'en', noticePreferences: { 'application.rejected': { inApp: false } } }) });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ language: 'en', noticePreferences: { 'application.rejected': { inApp: false } } });
    const second = await decide();
    await waitUntil(async () => latestMailTo(stack().mailDir, creator.email), (mail) => mail?.subject === 'Your application was not accepted', { reason: "the rejection mail in English, the language the creator chose since" });
    expect((await notificationsOf(creator.id)).map((notice) => notice.id)).not.toContain(second.id);

    for (const body of [{ language: 'fr' }, { noticePreferences: { 'application.created': { mail: true } } }, { noticePreferences: { 'no.such': { inApp: false } } }, { noticePreferences: { 'licence.approved': { inApp: 'no' } } }]) {
      expect((await api('/user', { method: 'PUT', token: tokenOf(creator), body: JSON.stringify(body) })).status).toBe(400);
    }
  });
});

describe('a deleted account', () => {
  it('takes its notifications and live connections with it, through the event stored with the deletion', async () => {
    const company = await newMember('company');
    await publishEvents(company, 3);
    await waitUntil(() => notificationsOf(company.id), (found) => found.length === 3, { reason: "the company's 3 notifications" });
    await putConnection(company.id, 'left-behind');
    expect((await api('/user?softDelete=false', { method: 'DELETE', token: tokenOf(company) })).status).toBe(204);
    const partition = async () =>
      (await table().send(new QueryCommand({ TableName: stack().dynamodb.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': userKey(company.id).PK }, ConsistentRead: true })))
        .Items ?? [];
    expect(await eventually(partition, (items) => items.length === 0)).toEqual([]);
    expect(await eventsWhere('userId', company.id)).toEqual([expect.objectContaining({ type: 'account.deleted' })]);
  });
});
