import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getMembership } from '../../lambdas/data/chat-channels';
import { recordRead } from '../../lambdas/data/chat-messages';
import { type MembershipRecord } from '../../lambdas/data/chat-records';
import { newEvent } from '../../lambdas/data/events';
import { campaignKey, channelKey, chatUnreadKey, membershipKey, userKey } from '../../lambdas/data/keys';
import type { FlaggedMessagePage, MessagePage, MessageView } from '../../shared/domain/chat';
import { table } from '../support/accounts';
import { channelsOf, chatCampaign, chatUpload, history, readUpTo, say, send, totalUnread, wholeHistory, type ChatCampaign } from '../support/chat';
import { overdueWithRequest } from '../support/compensations';
import { openCampaign } from '../support/campaigns';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * The chat (issue 14) on the local stack: channels opened by the accept, members only (a non-member learns nothing
 * and writes nothing), one message per client id however often it is sent, history newest first in pages, exact
 * unread counts under racing reads and posts, attachments only once checked, the admins' flagged list and their
 * reads of channels under review.
 */

jest.setTimeout(180_000);

const COMPANY_PROFILE = { description: 'Dates from Qassim.', vatNumber: '300000000000003', businessAddress: 'Buraydah', showAddressToCreators: false };

let admin = '';
let company: Member;
let outsiderCompany: Member;
let noura: Member;
let reem: Member;
let outsiderCreator: Member;
let rejected: Member;
let campaign: ChatCampaign;
let direct = '';

beforeAll(async () => {
  useLambdaEnvironment();
  admin = await adminToken();
  [company, outsiderCompany] = await Promise.all([
    readyCompany({ companyName: 'Qassim Dates', ...COMPANY_PROFILE }),
    readyCompany({ companyName: 'Other Brand', ...COMPANY_PROFILE }),
  ]);
  [noura, reem, outsiderCreator, rejected] = await Promise.all([
    readyCreator(admin, 'Noura Chat', ['food-cooking'], true),
    readyCreator(admin, 'Reem Chat', ['food-cooking'], true),
    readyCreator(admin, 'Outsider Creator', ['food-cooking'], true),
    readyCreator(admin, 'Rejected Creator', ['food-cooking'], true),
  ]);
  campaign = await chatCampaign(company, 'Qassim Dates', [noura, reem], [rejected]);
  direct = campaign.direct.get(noura.id) ?? '';
});

async function item(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: key, ConsistentRead: true }))).Item;
}

/** Every item of the channel's partition (messages, guards, audits): what a refused call must leave unchanged. */
async function partition(channelId: string): Promise<string[]> {
  const { Items = [] } = await table().send(
    new QueryCommand({ TableName: stack().dynamodb.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': channelKey(channelId).PK }, ConsistentRead: true }),
  );
  return Items.map((entry) => String(entry.SK)).sort();
}

describe('channels open with the accept', () => {
  it('gives each accepted creator a direct channel with the company and all of them the group', async () => {
    const ofCompany = await channelsOf(company, campaign.campaignId);
    expect(ofCompany.channels.map((channel) => channel.kind).sort()).toEqual(['direct', 'direct', 'group']);
    const group = ofCompany.channels.find((channel) => channel.kind === 'group');
    expect(group?.members.map((member) => member.name).sort()).toEqual(['Noura Chat', 'Reem Chat']);
    const ofNoura = await channelsOf(noura, campaign.campaignId);
    expect(ofNoura.channels.map((channel) => channel.id).sort()).toEqual([direct, campaign.groupChannelId].sort());
    const directView = ofNoura.channels.find((channel) => channel.id === direct);
    expect(directView?.members).toEqual([expect.objectContaining({ id: company.id, role: 'company', name: 'Qassim Dates' })]);
    expect((await channelsOf(rejected, campaign.campaignId)).channels).toEqual([]);
  });
});

describe('a chat with an applicant before deciding (issue 27)', () => {
  const openChat = (member: Member, campaignId: string, creatorId: string) => api(`/campaigns/${campaignId}/applicants/${creatorId}/chat`, { method: 'POST', token: member.token ?? '' });

  it('opens once (even twice at once), the creator answers, and the accept keeps the same channel', async () => {
    const [applicant] = await Promise.all([readyCreator(admin, 'Applicant Chat', ['food-cooking'], true)]);
    const { id } = await openCampaign(company, 'Qassim Dates', { numberOfContentCreators: 2 });
    expect((await api(`/campaigns/apply/${id}`, { method: 'POST', token: applicant.token ?? '' })).status).toBe(201);

    const [first, second] = await Promise.all([openChat(company, id, applicant.id), openChat(company, id, applicant.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const channelId = first.body.channelId as string;
    expect(second.body.channelId).toBe(channelId);
    expect((await channelsOf(applicant, id)).channels.map((channel) => [channel.id, channel.kind])).toEqual([[channelId, 'direct']]);
    await say(company, channelId, 'Could you film in the morning light?');
    await say(applicant, channelId, 'Yes, my kitchen faces east.');

    const accepted = await api(`/campaigns/${id}/accept/${applicant.id}`, { method: 'POST', token: company.token ?? '' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.oneOnOneChannelId).toBe(channelId);
    const after = await channelsOf(applicant, id);
    expect(after.channels.map((channel) => channel.kind).sort()).toEqual(['direct', 'group']);
    expect((await wholeHistory(applicant, channelId)).map((message) => message.text)).toEqual(['Yes, my kitchen faces east.', 'Could you film in the morning light?']);
    expect((await say(applicant, channelId, 'Thank you!')).text).toBe('Thank you!');
  });

  it('closes the chat with the decline: both still read it, nobody posts; none opens for a declined applicant', async () => {
    const [applicant, declinedFirst] = await Promise.all([readyCreator(admin, 'Declined Chat', ['food-cooking'], true), readyCreator(admin, 'Declined Early', ['food-cooking'], true)]);
    const { id } = await openCampaign(company, 'Qassim Dates', { numberOfContentCreators: 2 });
    for (const creator of [applicant, declinedFirst]) expect((await api(`/campaigns/apply/${id}`, { method: 'POST', token: creator.token ?? '' })).status).toBe(201);
    const channelId = (await openChat(company, id, applicant.id)).body.channelId as string;
    await say(applicant, channelId, 'Happy to send more samples.');

    expect((await api(`/campaigns/${id}/reject/${applicant.id}`, { method: 'POST', token: company.token ?? '' })).status).toBe(200);
    const [channel] = (await channelsOf(applicant, id)).channels;
    expect(channel).toMatchObject({ id: channelId, archivedAt: expect.any(String) });
    expect((await wholeHistory(company, channelId)).map((message) => message.text)).toEqual(['Happy to send more samples.']);
    for (const member of [applicant, company]) {
      expect(await send(member, channelId, { clientId: randomUUID(), text: 'Still there?' })).toMatchObject({ status: 409, body: { code: 'CHANNEL_ARCHIVED' } });
    }
    expect((await wholeHistory(applicant, channelId)).map((message) => message.text)).toEqual(['Happy to send more samples.']);
    // Asking again answers the closed channel; a declined applicant who had none gets none.
    expect((await openChat(company, id, applicant.id)).body.channelId).toBe(channelId);
    expect((await api(`/campaigns/${id}/reject/${declinedFirst.id}`, { method: 'POST', token: company.token ?? '' })).status).toBe(200);
    expect(await openChat(company, id, declinedFirst.id)).toMatchObject({ status: 409, body: { code: 'APPLICATION_ALREADY_DECIDED' } });
  });

  it("is the owning company's only: others get 403, a creator 403, a non-applicant 404, a bad id 400", async () => {
    const { id } = await openCampaign(company, 'Qassim Dates');
    expect((await openChat(outsiderCompany, id, noura.id)).status).toBe(403);
    expect((await openChat(noura, id, noura.id)).status).toBe(403);
    expect(await openChat(company, id, outsiderCreator.id)).toMatchObject({ status: 404, body: { code: 'APPLICATION_NOT_FOUND' } });
    expect(await openChat(company, id, 'someone')).toMatchObject({ status: 400, body: { code: 'INVALID_CLIENT_ID' } });
    expect((await channelsOf(outsiderCreator, id)).channels).toEqual([]);
  });
});

describe('only members', () => {
  it('refuses every chat route to a non-member with 404 CHANNEL_NOT_FOUND and writes nothing', async () => {
    await say(company, direct, 'Welcome aboard!');
    const before = await partition(direct);
    const groupBefore = await partition(campaign.groupChannelId);
    // Reem is in the campaign but not in Noura's direct channel.
    for (const stranger of [outsiderCompany, outsiderCreator, rejected, reem]) {
      const channels = stranger === reem ? [direct] : [direct, campaign.groupChannelId];
      for (const channelId of channels) {
        for (const answer of [
          await history(stranger, channelId),
          await send(stranger, channelId, { clientId: randomUUID(), text: 'Let me in' }),
          await readUpTo(stranger, channelId, new Date().toISOString()),
        ]) {
          expect(answer).toMatchObject({ status: 404, body: { code: 'CHANNEL_NOT_FOUND' } });
        }
      }
    }
    expect(await history(company, randomUUID())).toMatchObject({ status: 404, body: { code: 'CHANNEL_NOT_FOUND' } });
    expect(await partition(direct)).toEqual(before);
    expect(await partition(campaign.groupChannelId)).toEqual(groupBefore);
    expect(await item(membershipKey(outsiderCreator.id, direct))).toBeUndefined();
  });

  it('refuses the admin routes to companies and creators', async () => {
    for (const member of [company, noura]) {
      expect((await api('/admin/chat/flagged', { token: member.token })).status).toBe(403);
      expect((await api(`/admin/chat/channels/${direct}/messages`, { token: member.token })).status).toBe(403);
    }
  });
});

describe('messages', () => {
  it('stores a resent client id once and answers the stored message with 200', async () => {
    const clientId = randomUUID();
    const first = await send(noura, direct, { clientId, text: '  Got the box, thank you!  ' });
    expect(first).toMatchObject({ status: 201, body: { clientId, text: 'Got the box, thank you!', senderId: noura.id, senderName: 'Noura Chat', flagged: false } });
    const again = await send(noura, direct, { clientId, text: 'Got the box, thank you!' });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id, createdAt: first.body.createdAt } });
    expect((await wholeHistory(company, direct)).filter((message) => message.clientId === clientId)).toHaveLength(1);
  });

  it('stores one message for five concurrent sends of one client id', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(company, campaign.groupChannelId, { clientId, text: 'Shooting starts Thursday.' })));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map(({ body }) => body.id)).size).toBe(1);
    expect((await wholeHistory(reem, campaign.groupChannelId)).filter((message) => message.clientId === clientId)).toHaveLength(1);
  });

  it('pages the history newest first, 30 a page, without overlap', async () => {
    const [creator] = [await readyCreator(admin, 'Paging Creator', ['food-cooking'], true)];
    const paged = await chatCampaign(company, 'Qassim Dates', [creator]);
    const channelId = paged.direct.get(creator.id) ?? '';
    const sent: string[] = [];
    for (let index = 0; index < 65; index++) sent.push((await say(index % 2 ? company : creator, channelId, `Message ${index + 1}`)).id);
    const pages: MessagePage[] = [];
    let before: string | undefined;
    do {
      const { status, body } = await history(creator, channelId, before);
      expect(status).toBe(200);
      pages.push(body as unknown as MessagePage);
      before = pages.at(-1)?.nextBefore;
    } while (before);
    expect(pages.map((page) => page.messages.length)).toEqual([30, 30, 5]);
    expect(pages.flatMap((page) => page.messages.map((message) => message.id))).toEqual([...sent].reverse());
    expect(pages[0]?.channel).toMatchObject({ id: channelId, kind: 'direct', campaignId: paged.campaignId });
    expect((await history(creator, channelId, 'not-a-cursor')).status).toBe(400);
  });

  it('counts unread per channel and in total, and lowers both on read', async () => {
    const [creator] = [await readyCreator(admin, 'Counting Creator', ['food-cooking'], true)];
    const counted = await chatCampaign(company, 'Qassim Dates', [creator]);
    const channelId = counted.direct.get(creator.id) ?? '';
    const messages: MessageView[] = [];
    for (const text of ['Brief attached', 'Use natural light', 'Deliver by Sunday']) messages.push(await say(company, channelId, text));
    await say(company, counted.groupChannelId, 'Hello everyone');
    expect(await totalUnread(creator)).toBe(4);
    const listed = await channelsOf(creator);
    expect(listed.totalUnread).toBe(4);
    expect(listed.channels.find((channel) => channel.id === channelId)).toMatchObject({ unreadCount: 3, lastMessage: { preview: 'Deliver by Sunday', senderId: company.id } });
    expect(await readUpTo(creator, channelId, messages[1]?.createdAt ?? '')).toMatchObject({ status: 200, body: { unreadCount: 1, totalUnread: 2 } });
    // Never backwards, and a mark past the newest message is clamped to it.
    expect(await readUpTo(creator, channelId, messages[0]?.createdAt ?? '')).toMatchObject({ status: 200, body: { unreadCount: 1, totalUnread: 2 } });
    expect(await readUpTo(creator, channelId, '2999-01-01T00:00:00.000Z')).toMatchObject({ status: 200, body: { unreadCount: 0, totalUnread: 1 } });
    expect((await item(membershipKey(creator.id, channelId)))?.lastReadAt).toBe(messages[2]?.createdAt);
    // Posting reads the channel for the sender.
    await say(creator, counted.groupChannelId, 'Hi!');
    expect(await totalUnread(creator)).toBe(0);
    expect((await channelsOf(company, counted.campaignId)).channels.find((channel) => channel.kind === 'group')?.unreadCount).toBe(1);
  });

  it('keeps the counts exact when reads and posts race', async () => {
    const [creator] = [await readyCreator(admin, 'Racing Creator', ['food-cooking'], true)];
    const raced = await chatCampaign(company, 'Qassim Dates', [creator]);
    const channelId = raced.direct.get(creator.id) ?? '';
    const early: MessageView[] = [];
    for (let index = 0; index < 6; index++) early.push(await say(company, channelId, `Note ${index}`));
    await Promise.all([
      ...early.map((message) => readUpTo(creator, channelId, message.createdAt)),
      ...[1, 2, 3].map((index) => say(company, channelId, `Late note ${index}`)),
      say(company, raced.groupChannelId, 'Group note'),
    ]);
    const membership = await item(membershipKey(creator.id, channelId));
    const all = await wholeHistory(creator, channelId);
    const unreadNow = all.filter((message) => message.senderId !== creator.id && message.createdAt > String(membership?.lastReadAt)).length;
    expect(membership?.unread).toBe(unreadNow);
    const group = await item(membershipKey(creator.id, raced.groupChannelId));
    expect((await item(chatUnreadKey(creator.id)))?.count).toBe(unreadNow + Number(group?.unread));
    expect(await readUpTo(creator, channelId, all[0]?.createdAt ?? '')).toMatchObject({ status: 200, body: { unreadCount: 0, totalUnread: 1 } });
  });

  it('refuses a recount that a message and another read overtook, though they left the count as it was read', async () => {
    const creator = await readyCreator(admin, 'Overtaken Reader', ['food-cooking'], true);
    const channelId = (await chatCampaign(company, 'Qassim Dates', [creator])).direct.get(creator.id) ?? '';
    const notes: MessageView[] = [];
    for (const text of ['First', 'Second', 'Third']) notes.push(await say(company, channelId, text));
    const [first, , third] = notes.map((note) => note.createdAt);
    // A read up to the third note has read the membership (3 unread) and counted 0 after it; before it writes...
    const read = await getMembership(creator.id, channelId, true);
    expect(read?.unread).toBe(3);
    // ...a message comes (4) and a read up to the first note recounts 3: the count is back to the one read.
    await say(company, channelId, 'Late');
    expect(await readUpTo(creator, channelId, first ?? '')).toMatchObject({ status: 200, body: { unreadCount: 3 } });
    const stale = { membership: read as MembershipRecord, lastReadAt: third ?? '', unread: 0, event: newEvent('channel.read', { channelId, userId: creator.id, lastReadAt: third ?? '' }) };
    expect(await recordRead(stale)).toBe(false);
    expect(await readUpTo(creator, channelId, third ?? '')).toMatchObject({ status: 200, body: { unreadCount: 1 } });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await partition(direct);
    for (const body of [{ clientId: randomUUID(), text: '   ' }, { clientId: randomUUID(), text: 'x'.repeat(2001) }, { clientId: 'not-a-uuid', text: 'Hello' }, { text: 'Hello' }, { clientId: randomUUID(), text: 'Hi', extra: 1 }]) {
      expect((await send(noura, direct, body)).status).toBe(400);
    }
    expect((await readUpTo(noura, direct, 'yesterday')).status).toBe(400);
    expect(await history(noura, 'not-a-channel')).toMatchObject({ status: 400, body: { code: 'INVALID_CHANNEL_ID' } });
    expect(await partition(direct)).toEqual(before);
    // 2,000 characters are fine, and text-direction controls a keyboard slipped in are removed rather than refused.
    expect((await send(noura, direct, { clientId: randomUUID(), text: 'x'.repeat(2000) })).status).toBe(201);
    expect(await send(noura, direct, { clientId: randomUUID(), text: '\u2067مرحبا\u2069 Noura' })).toMatchObject({ status: 201, body: { text: 'مرحبا Noura' } });
  });

  it('takes attachments only once their upload check passed, and answers them with read URLs', async () => {
    const pending = await chatUpload(noura, false);
    expect(await send(noura, direct, { clientId: randomUUID(), text: 'Look', attachments: [{ key: pending }] })).toMatchObject({ status: 409, body: { code: 'ATTACHMENT_NOT_READY' } });
    const ready = await chatUpload(noura);
    // Someone else's upload is not the sender's to attach.
    expect(await send(company, direct, { clientId: randomUUID(), text: '', attachments: [{ key: ready }] })).toMatchObject({ status: 409, body: { code: 'ATTACHMENT_NOT_READY' } });
    const { status, body } = await send(noura, direct, { clientId: randomUUID(), text: '', attachments: [{ key: ready }] });
    expect(status).toBe(201);
    expect(body.attachments).toEqual([expect.objectContaining({ key: ready, fileName: expect.any(String), contentType: 'image/png', url: expect.stringContaining('X-Amz-Signature') })]);
    const [newest] = (await (await history(company, direct)).body.messages) as MessageView[];
    expect(newest?.attachments[0]?.key).toBe(ready);
  });
});

describe('campaigns and accounts', () => {
  it('keeps a completed campaign\'s channels open', async () => {
    await table().send(
      new UpdateCommand({ TableName: stack().dynamodb.tableName, Key: campaignKey(campaign.campaignId), UpdateExpression: 'SET #status = :completed', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':completed': 'completed' } }),
    );
    expect((await send(company, campaign.groupChannelId, { clientId: randomUUID(), text: 'Thank you all, great work!' })).status).toBe(201);
    expect((await send(noura, direct, { clientId: randomUUID(), text: 'Happy to work again!' })).status).toBe(201);
  });

  it('refuses a deleted account and takes it out of its channels', async () => {
    const leaving = await readyCreator(admin, 'Leaving Creator', ['food-cooking'], true);
    const left = await chatCampaign(company, 'Qassim Dates', [leaving]);
    const channelId = left.direct.get(leaving.id) ?? '';
    await say(company, channelId, 'Unread for you');
    await table().send(new UpdateCommand({ TableName: stack().dynamodb.tableName, Key: userKey(leaving.id), UpdateExpression: 'SET activeCampaignsCount = :zero', ExpressionAttributeValues: { ':zero': 0 } }));
    expect((await api('/user?softDelete=false', { method: 'DELETE', token: leaving.token })).status).toBe(204);
    const before = await partition(channelId);
    const refused = await send(leaving, channelId, { clientId: randomUUID(), text: 'Still here?' });
    expect([401, 403, 404]).toContain(refused.status);
    expect(await partition(channelId)).toEqual(before);
    await waitUntil(() => item(membershipKey(leaving.id, channelId)), (membership) => membership === undefined, { reason: "the deleted creator's membership of the channel to be removed", timeoutMs: 15_000 });
    await waitUntil(() => item(chatUnreadKey(leaving.id)), (total) => total === undefined, { reason: "the deleted creator's unread total to be removed", timeoutMs: 15_000 });
    const group = await item(channelKey(left.groupChannelId));
    expect([...((group?.memberIds as Set<string> | undefined) ?? [])]).toEqual([company.id]);
    // The company still posts to the group: nobody else is left to tell.
    expect((await send(company, left.groupChannelId, { clientId: randomUUID(), text: 'Noted.' })).status).toBe(201);
  });
});

describe('the admins', () => {
  it('lists flagged messages newest first, flagged only for the admin and the sender', async () => {
    const { status, body } = await send(noura, direct, { clientId: randomUUID(), text: 'Call me on ٠٥٥١٢٣٤٥٦٧ please' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ flagged: true, flaggedKinds: ['phone'] });
    const [seen] = (await history(company, direct)).body.messages as MessageView[];
    expect(seen).toMatchObject({ id: body.id, flagged: false });
    expect(seen?.flaggedKinds).toBeUndefined();
    const first = (await api('/admin/chat/flagged', { token: admin })).body as unknown as FlaggedMessagePage;
    expect(first.totalEntries).toBeGreaterThanOrEqual(1);
    expect(first.messages[0]).toMatchObject({ id: body.id, flagged: true, campaignId: campaign.campaignId, channelKind: 'direct' });
    // The channel is under review now: the admin reads it, and the read is kept.
    const read = await api(`/admin/chat/channels/${direct}/messages`, { token: admin });
    expect(read.status).toBe(200);
    expect((read.body as unknown as MessagePage).channel.members.map((member) => member.id).sort()).toEqual([company.id, noura.id].sort());
    expect((await partition(direct)).some((key) => key.startsWith('AUDIT#'))).toBe(true);
  });

  it('reads a channel only while a compensation request or a flag concerns it', async () => {
    const creator = await readyCreator(admin, 'Reviewed Creator', ['food-cooking'], true);
    const quiet = await chatCampaign(company, 'Qassim Dates', [creator]);
    const quietChannel = quiet.direct.get(creator.id) ?? '';
    await say(company, quietChannel, 'Nothing to see here');
    expect(await api(`/admin/chat/channels/${quietChannel}/messages`, { token: admin })).toMatchObject({ status: 403, body: { code: 'CHANNEL_NOT_UNDER_REVIEW' } });
    expect(await api(`/admin/chat/channels/${quiet.groupChannelId}/messages`, { token: admin })).toMatchObject({ status: 403, body: { code: 'CHANNEL_NOT_UNDER_REVIEW' } });
    expect(await api(`/admin/chat/channels/${randomUUID()}/messages`, { token: admin })).toMatchObject({ status: 404, body: { code: 'CHANNEL_NOT_FOUND' } });

    const late = await readyCreator(admin, 'Late Creator', ['food-cooking'], true);
    const { id } = await overdueWithRequest(company, 'Qassim Dates', late, 'Nothing arrived.', 'stored');
    const lateChannel = (await channelsOf(late, id)).channels.find((channel) => channel.kind === 'direct')?.id ?? '';
    await say(late, lateChannel, 'Sorry, the video is late');
    const read = await api(`/admin/chat/channels/${lateChannel}/messages`, { token: admin });
    expect(read.status).toBe(200);
    expect((read.body as unknown as MessagePage).messages[0]).toMatchObject({ text: 'Sorry, the video is late' });
    const queue = await api('/admin/compensations', { token: admin });
    const rows = (queue.body.data ?? []) as { campaignId: string; channelId?: string }[];
    const row = rows.find((candidate) => candidate.campaignId === id);
    if (row) expect(row.channelId).toBe(lateChannel);
  });
});
