import { randomUUID } from 'node:crypto';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putApplication } from '../../lambdas/data/applications';
import { newEvent } from '../../lambdas/data/events';
import { getCampaignForDecision as getCampaign, publishCampaign } from '../../lambdas/data/campaigns';
import { campaignKey, cardKey, companyCampaignsIndexKey, counterKey, openCampaignsCounterName, unreadNotificationIndexKey, userKey } from '../../lambdas/data/keys';
import { searchTextOf } from '../../lambdas/domain/campaigns';
import { transactWrite } from '../../lambdas/data/transactions';
import { latestMailTo } from '../../scripts/local/mailbox';
import type { CampaignBrief, CampaignStatus } from '../../shared/domain/campaign';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';
import { newMember, table } from '../support/accounts';
import { TEST_BRIEF } from '../support/campaigns';
import { eventually, eventsWhere, notificationsOf } from '../support/events';
import { adminToken, dayFromToday, detailsBody, licenceBody, putSection, uploaded, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';
import { calendarDate } from '../../shared/domain/calendar';
import { ageRangeOf } from '../../shared/domain/brief-match';

/**
 * Applications on the local stack: the apply rules of spec §5, the company's decisions (and the race for the last
 * places), both sides told, and the creator's lists. Cards and campaigns are put straight into the table (their own
 * routes are another area's); creators are made through the real sign-up and profile routes.
 */

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const tokenOf = (member: Member) => member.token ?? '';
const tableName = () => stack().dynamodb.tableName;

let admin: string;
let company: Member;

beforeAll(async () => {
  // The data layer's own functions seed campaigns and applications; they read the table's name and endpoint from the environment.
  useLambdaEnvironment();
  [admin, company] = await Promise.all([adminToken(), newMember('company')]);
});

function brief(overrides: Partial<CampaignBrief> = {}): CampaignBrief {
  return {
    campaignTitle: `Iftar recipes ${randomUUID().slice(0, 8)}`,
    ...TEST_BRIEF,
    description: 'Three dishes for the evening meal.',
    numberOfContentCreators: 3,
    ...overrides,
  };
}

/** A campaign of `owner`, as the campaigns area writes it; `open` ones are published through the open set, as the webhook does. */
async function seedCampaign(owner: Member, status: CampaignStatus = 'open', overrides: Partial<CampaignBrief> = {}): Promise<{ id: string; title: string }> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const campaign = brief(overrides);
  const price = campaignPrice(campaign);
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...campaignKey(id),
        ...companyCampaignsIndexKey(owner.id, createdAt, id),
        ...campaign,
        id,
        companyId: owner.id,
        companyName: 'Test Person',
        status: status === 'open' ? 'unpaid' : status,
        amount: price.total,
        price,
        creatorEarning: creatorEarning(price),
        acceptedCount: 0,
        applicantsCount: 0,
        rejectedCount: 0,
        createdAt,
        searchText: searchTextOf(campaign.campaignTitle, 'Test Person', campaign.description),
      },
    }),
  );
  if (status === 'open') await transactWrite(publishCampaign(id, new Date().toISOString(), price.total, { checkoutId: 'test_unpaid_checkout', transactionId: randomUUID() }));
  return { id, title: campaign.campaignTitle };
}

async function addCard(userId: string): Promise<void> {
  const id = randomUUID();
  await table().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...cardKey(userId, id), id, token: `tok_${id}`, brand: 'visa', last4: '4242', holderName: 'Test Person', expiryMonth: 12, expiryYear: 2035, isDefault: true },
    }),
  );
}

async function setProfile(userId: string, changes: Record<string, unknown>): Promise<void> {
  const names = Object.keys(changes);
  await table().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, changes[name]])),
    }),
  );
}

interface CreatorSetup {
  categories?: string[];
  /** The licence: approved and valid by default; `pending` waits for review; `expiring` is approved with 20 days left; `missing` never sent. */
  licence?: 'valid' | 'pending' | 'expiring' | 'missing';
  card?: boolean;
}

/** A creator with a completed profile (details and licence through the profile routes), an approved licence and a card, unless told otherwise. */
async function creator({ categories, licence = 'valid', card = true }: CreatorSetup = {}): Promise<Member> {
  const member = await newMember('creator');
  const token = tokenOf(member);
  const avatar = await uploaded(token, 'avatar');
  const details = await putSection(token, 'details', detailsBody(avatar, categories ? { categories } : {}));
  if (details.status !== 200) throw new Error(`PUT details answered ${details.status}: ${JSON.stringify(details.body)}`);
  if (licence === 'missing') {
    // The wizard cannot finish without a licence; an account completed before the licence step existed can.
    await setProfile(member.id, { profileCompleted: true });
  } else {
    const file = await uploaded(token, 'licence');
    const sent = await putSection(token, 'licence', licenceBody(file, licence === 'expiring' ? { expiresOn: dayFromToday(20) } : {}));
    if (sent.status !== 200) throw new Error(`PUT licence answered ${sent.status}: ${JSON.stringify(sent.body)}`);
    if (licence !== 'pending') {
      const licenceId = (sent.body.licence as { id: string }).id;
      const decided = await api(`/admin/licences/${member.id}/${licenceId}`, { method: 'PUT', token: admin, body: JSON.stringify({ decision: 'approve' }) });
      if (decided.status !== 200) throw new Error(`Approving the licence answered ${decided.status}`);
    }
  }
  if (card) await addCard(member.id);
  return member;
}

function apply(member: Member, campaignId: string, applyAnyway?: boolean) {
  const query = applyAnyway === undefined ? '' : `?applyAnyway=${String(applyAnyway)}`;
  return api(`/campaigns/apply/${campaignId}${query}`, { method: 'POST', token: tokenOf(member) });
}

function decide(token: string, decision: 'accept' | 'reject', campaignId: string, creatorId: string) {
  return api(`/campaigns/${campaignId}/${decision}/${creatorId}`, { method: 'POST', token });
}

async function item(key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  return (await table().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
}

describe('the outbox', () => {
  it("is on a table whose stream carries new images, locally as on AWS (the dispatcher's source)", async () => {
    const { Table } = await table().send(new DescribeTableCommand({ TableName: tableName() }));
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(Table?.LatestStreamArn).toEqual(expect.any(String));
  });
});

describe('applying to a campaign', () => {
  it('applies a ready creator, counts the applicant and tells the company', async () => {
    const { id, title } = await seedCampaign(company);
    const lama = await creator();
    const answer = await apply(lama, id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'pending', campaign: { id, campaignTitle: title, status: 'open', companyName: 'Test Person', creatorEarning: expect.any(Number) } });
    expect(answer.body.appliedAt).toEqual(expect.any(String));

    expect(await item(campaignKey(id))).toMatchObject({ applicantsCount: 1, acceptedCount: 0, status: 'open' });
    // The company is told by the event's consumer, after the answer: the notification's id is the event's.
    const ofCampaign = async () => (await notificationsOf(company.id)).find((candidate) => candidate.campaignId === id);
    const notification = await eventually(ofCampaign, Boolean);
    expect(notification).toMatchObject({ type: 'application.created', campaignId: id, campaignTitle: title, creatorName: 'Lama Al-Shehri', isRead: false });
    expect(notification).toMatchObject(unreadNotificationIndexKey(company.id, String(notification?.id)));
    expect(await eventsWhere('campaignId', id)).toEqual([expect.objectContaining({ id: notification?.id })]);
    expect(await item(userKey(company.id))).toMatchObject({ unreadCount: expect.any(Number) });
    // The event, stored with the application in its transaction.
    expect(await eventsWhere('campaignId', id)).toEqual([
      expect.objectContaining({
        type: 'application.created',
        id: expect.any(String),
        occurredAt: answer.body.appliedAt,
        payload: { campaignId: id, campaignTitle: title, companyId: company.id, creatorId: lama.id, creatorName: 'Lama Al-Shehri' },
        expiresAt: expect.any(Number),
      }),
    ]);
  });

  it('refuses a second application with 409 ALREADY_APPLIED', async () => {
    const { id } = await seedCampaign(company);
    const lama = await creator();
    expect((await apply(lama, id)).status).toBe(201);
    const again = await apply(lama, id, true);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_APPLIED', message: 'You have already applied to this campaign.' });
    expect(await item(campaignKey(id))).toMatchObject({ applicantsCount: 1 });

    // Two applications sent at once (a double click): one is stored, the other is the same refusal.
    const { id: other } = await seedCampaign(company);
    const both = await Promise.all([apply(lama, other), apply(lama, other)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)?.body.code).toBe('ALREADY_APPLIED');
    expect(await item(campaignKey(other))).toMatchObject({ applicantsCount: 1 });
    // A refused application writes no event: one each, for the application that was stored.
    expect((await eventsWhere('campaignId', id)).map((event) => event.type)).toEqual(['application.created']);
    expect((await eventsWhere('campaignId', other)).map((event) => event.type)).toEqual(['application.created']);
  });

  it('asks to confirm interests that do not match, and applies with applyAnyway=true', async () => {
    const { id } = await seedCampaign(company, 'open', { creatorInterests: ['tech-gadgets', 'gaming-sports'] });
    const lama = await creator();
    for (const answer of [await apply(lama, id), await apply(lama, id, false)]) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'INTERESTS_MISMATCH', message: 'Interests do not match' });
    }
    expect((await apply(lama, id, true)).status).toBe(201);
    const listed = await api(`/campaigns/${id}/applied-creators`, { token: tokenOf(company) });
    expect(listed.body.creators).toEqual([expect.objectContaining({ creatorId: lama.id, interestsMatched: false, status: 'pending', match: expect.objectContaining({ interests: false }) })]);
  });

  it('refuses a creator working on five campaigns, with the spec\'s message; four leave room', async () => {
    const { id } = await seedCampaign(company);
    const busy = await creator();
    await setProfile(busy.id, { activeCampaignsCount: 5 });
    const refused = await apply(busy, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ACTIVE_CAMPAIGNS_LIMIT',
      message: 'Please finish at least one of your active campaigns before applying to a new one.',
    });
    await setProfile(busy.id, { activeCampaignsCount: 4 });
    expect((await apply(busy, id)).status).toBe(201);
  });

  it.each<[string, CreatorSetup, ErrorCode]>([
    ['without a payment card', { card: false }, 'PAYMENT_CARD_REQUIRED'],
    ['without a licence', { licence: 'missing' }, 'LICENCE_REQUIRED'],
    ['whose licence waits for review', { licence: 'pending' }, 'LICENCE_PENDING_REVIEW'],
    ['whose licence expires within 30 days', { licence: 'expiring' }, 'LICENCE_REQUIRED'],
  ])('refuses a creator %s: 409 %s', async (_label, setup, code) => {
    const { id } = await seedCampaign(company);
    const member = await creator(setup);
    const answer = await apply(member, id, true);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code, message: ERROR_MESSAGES[code] });
    expect(await item(campaignKey(id))).toMatchObject({ applicantsCount: 0 });
  });

  it('refuses a creator whose profile is not complete', async () => {
    const { id } = await seedCampaign(company);
    const fresh = await newMember('creator');
    await addCard(fresh.id);
    const answer = await apply(fresh, id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'PROFILE_INCOMPLETE', message: 'Please complete your profile before applying to a campaign.' });
  });

  it('refuses a full campaign and one that is not open with a clear 409', async () => {
    const lama = await creator();
    const full = await seedCampaign(company, 'in-progress');
    const unpaid = await seedCampaign(company, 'unpaid');
    const done = await seedCampaign(company, 'completed');
    expect((await apply(lama, full.id)).body).toMatchObject({ code: 'CAMPAIGN_FULL' });
    for (const campaign of [unpaid, done]) {
      const answer = await apply(lama, campaign.id);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'CAMPAIGN_NOT_OPEN', message: 'This campaign is not open for applications.' });
    }
  });

  it.each([
    ['a malformed campaign id', () => '/campaigns/apply/nope', 400, 'INVALID_CAMPAIGN_ID'],
    ['an unknown campaign', () => `/campaigns/apply/${UNKNOWN_ID}`, 404, 'NOT_FOUND'],
    ['a malformed applyAnyway', () => `/campaigns/apply/${UNKNOWN_ID}?applyAnyway=maybe`, 400, 'BAD_REQUEST'],
  ])('answers %s', async (_label, url, status, code) => {
    const lama = await newMember('creator');
    const answer = await api(url(), { method: 'POST', token: tokenOf(lama) });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });

  it('is for creators only', async () => {
    const { id } = await seedCampaign(company);
    expect((await api(`/campaigns/apply/${id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(403);
    expect((await api(`/campaigns/apply/${id}`, { method: 'POST' })).status).toBe(401);
  });
});

describe('choosing creators', () => {
  it('accepts a candidate: in progress, chat channels, one more active campaign, and the creator is told', async () => {
    const { id, title } = await seedCampaign(company);
    const lama = await creator();
    const other = await creator();
    await apply(lama, id);
    await apply(other, id);

    const accepted = await decide(tokenOf(company), 'accept', id, lama.id);
    expect(accepted.status).toBe(200);
    const lamasAgeRange = ageRangeOf('1995-06-01', calendarDate());
    expect(accepted.body).toMatchObject({
      creatorId: lama.id,
      fullName: 'Lama Al-Shehri',
      status: 'in-progress',
      categories: ['beauty-fashion', 'food-cooking'],
      interestsMatched: true,
      // Issue 27: her age range and gender, and how they meet the brief (25-34, female, food).
      gender: 'female',
      ageRange: lamasAgeRange,
      match: { age: lamasAgeRange === '25-34', gender: true, interests: true },
      oneOnOneChannelId: expect.any(String),
      decidedAt: expect.any(String),
    });
    expect(accepted.body.avatarReadUrl).toMatch(/X-Amz-Signature=/);
    const campaign = await item(campaignKey(id));
    expect(campaign).toMatchObject({ acceptedCount: 1, status: 'open', groupChannelId: expect.any(String), GSI3PK: expect.any(String) });
    expect(await item(userKey(lama.id))).toMatchObject({ activeCampaignsCount: 1 });
    const [told] = await eventually(() => notificationsOf(lama.id), (found) => found[0]?.type === 'application.accepted');
    expect(told).toMatchObject({ type: 'application.accepted', campaignId: id, campaignTitle: title, companyName: 'Test Person' });
    const notices = await notificationsOf(lama.id);
    expect(await item(userKey(lama.id))).toMatchObject({ unreadCount: notices.length, notificationCount: notices.length });
    const mail = await eventually(async () => latestMailTo(stack().mailDir, lama.email), (latest) => latest?.subject === 'You were accepted for a campaign');
    expect(mail).toMatchObject({ subject: 'You were accepted for a campaign', text: expect.stringContaining(`/campaigns/${id}`) });

    // A second accept keeps the campaign's group chat.
    expect((await decide(tokenOf(company), 'accept', id, other.id)).status).toBe(200);
    expect((await item(campaignKey(id)))?.groupChannelId).toBe(campaign?.groupChannelId);

    const again = await decide(tokenOf(company), 'reject', id, lama.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'APPLICATION_ALREADY_DECIDED' });
    const decisions = (await eventsWhere('campaignId', id)).filter((event) => event.type !== 'application.created');
    expect(decisions).toEqual([lama, other].map((member) => expect.objectContaining({ type: 'application.accepted', payload: expect.objectContaining({ creatorId: member.id, companyName: 'Test Person' }) })));
  });

  it('rejects a candidate once; the creator is told and sees it in their history', async () => {
    const { id, title } = await seedCampaign(company);
    const lama = await creator();
    await apply(lama, id);
    const rejected = await decide(tokenOf(company), 'reject', id, lama.id);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ creatorId: lama.id, status: 'rejected', decidedAt: expect.any(String) });
    expect(rejected.body.oneOnOneChannelId).toBeUndefined();
    expect(await item(campaignKey(id))).toMatchObject({ rejectedCount: 1, acceptedCount: 0, applicantsCount: 1 });
    expect(await item(userKey(lama.id))).toMatchObject({ activeCampaignsCount: 0 });
    const [told] = await eventually(() => notificationsOf(lama.id), (found) => found[0]?.type === 'application.rejected');
    expect(told).toMatchObject({ type: 'application.rejected', campaignId: id, campaignTitle: title });
    const mail = await eventually(async () => latestMailTo(stack().mailDir, lama.email), (latest) => latest?.subject === 'Your application was not accepted');
    expect(mail).toMatchObject({ subject: 'Your application was not accepted' });

    for (const decision of ['accept', 'reject'] as const) {
      const again = await decide(tokenOf(company), decision, id, lama.id);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'APPLICATION_ALREADY_DECIDED' });
    }
    // One rejection event; the refused second decisions wrote none.
    expect((await eventsWhere('campaignId', id)).map((event) => event.type)).toEqual(['application.created', 'application.rejected']);
    const history = await api('/campaigns/creator/applications?status=rejected,approved,completed', { token: tokenOf(lama) });
    expect(history.body).toMatchObject({ totalEntries: 1, applications: [{ status: 'rejected', campaign: { id } }] });
  });

  it('lets exactly as many of 20 concurrent accepts win as the campaign has places', async () => {
    const { id } = await seedCampaign(company, 'open', { numberOfContentCreators: 3 });
    // Twenty creators who applied, put straight into the table: the race is about the accepts.
    const creatorIds = Array.from({ length: 20 }, () => randomUUID());
    const createdAt = new Date().toISOString();
    await Promise.all(
      creatorIds.map((creatorId, i) =>
        table().send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...userKey(creatorId),
              id: creatorId,
              role: 'creator',
              email: `racer-${i}-${creatorId.slice(0, 8)}@test.ugc.local`,
              fullName: `Racer ${i}`,
              profileCompleted: true,
              activeCampaignsCount: 0,
              status: 'Active',
              createdAt,
            },
          }),
        ),
      ),
    );
    for (const creatorId of creatorIds) {
      const campaign = await getCampaign(id, true);
      if (!campaign) throw new Error('The campaign is gone');
      const { rejectedCount: _rejected, groupChannelId: _group, ...summary } = campaign;
      const refusal = await putApplication(
        {
          campaignId: id,
          creatorId,
          creatorName: 'Racer',
          status: 'pending',
          appliedAt: new Date().toISOString(),
          interestsMatched: true,
          creatorEarning: campaign.creatorEarning,
          campaign: summary,
        },
        newEvent('application.created', { campaignId: id, campaignTitle: campaign.campaignTitle, companyId: company.id, creatorId, creatorName: 'Racer' }),
      );
      if (refusal) throw new Error(`Seeding an application was refused: ${refusal}`);
    }
    const before = await item(counterKey(openCampaignsCounterName));

    const answers = await Promise.all(creatorIds.map((creatorId) => decide(tokenOf(company), 'accept', id, creatorId)));

    const winners = creatorIds.filter((_, i) => answers[i]?.status === 200);
    expect(winners).toHaveLength(3);
    // An accept that lost the race wrote no event: exactly one per winner.
    const accepts = (await eventsWhere('campaignId', id)).filter((event) => event.type === 'application.accepted');
    expect(accepts.map((event) => (event.payload as { creatorId: string }).creatorId).sort()).toEqual([...winners].sort());
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers.map((answer) => answer.status)).toEqual(Array(17).fill(409));
    expect(new Set(losers.map((answer) => answer.body.code))).toEqual(new Set(['CAMPAIGN_FULL']));

    const campaign = await item(campaignKey(id));
    expect(campaign).toMatchObject({ acceptedCount: 3, applicantsCount: 20, status: 'in-progress' });
    expect(campaign?.GSI3PK).toBeUndefined();
    expect(campaign?.GSI3SK).toBeUndefined();
    const after = await item(counterKey(openCampaignsCounterName));
    // Other test files may publish meanwhile; when only this race changed the open set, it changed it exactly once.
    if (Number(after?.version) - Number(before?.version) === 1) expect(Number(after?.count)).toBe(Number(before?.count) - 1);
    else expect(Number(after?.version)).toBeGreaterThan(Number(before?.version));

    const profiles = await Promise.all(creatorIds.map((creatorId) => item(userKey(creatorId))));
    expect(profiles.map((profile) => profile?.activeCampaignsCount)).toEqual(creatorIds.map((creatorId) => (winners.includes(creatorId) ? 1 : 0)));
    const listed = await api(`/campaigns/${id}/applied-creators?sortBy=fullName&sortOrder=ASC&page=1`, { token: tokenOf(company) });
    expect(listed.body).toMatchObject({ totalEntries: 20, totalPages: 2, page: 1 });
    const all = [...(listed.body.creators as { status: string; fullName: string }[])];
    const second = await api(`/campaigns/${id}/applied-creators?sortBy=fullName&sortOrder=ASC&page=2`, { token: tokenOf(company) });
    all.push(...(second.body.creators as { status: string; fullName: string }[]));
    expect(all.filter((applicant) => applicant.status === 'in-progress')).toHaveLength(3);
    expect(all.filter((applicant) => applicant.status === 'pending')).toHaveLength(17);
    const names = all.map((applicant) => applicant.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
  });

  it('never lets a creator past five active campaigns: of 10 concurrent accepts one wins, the rest are told why', async () => {
    const busy = await creator();
    const campaigns = await Promise.all(Array.from({ length: 10 }, () => seedCampaign(company)));
    // Applied while working on four: every application is allowed.
    await setProfile(busy.id, { activeCampaignsCount: 4 });
    for (const { id } of campaigns) expect((await apply(busy, id)).status).toBe(201);

    const answers = await Promise.all(campaigns.map(({ id }) => decide(tokenOf(company), 'accept', id, busy.id)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(9).fill(409));
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        code: 'CREATOR_ACTIVE_CAMPAIGNS_LIMIT',
        message: 'This creator is already working on 5 campaigns, the most a creator can take at once. You can accept them once they finish one.',
      });
    }
    expect(await item(userKey(busy.id))).toMatchObject({ activeCampaignsCount: 5 });
    const waiting = campaigns.filter((_, i) => answers[i]?.status !== 200);
    // Nothing of a refused accept was written: the application still waits, no place was taken.
    for (const { id } of waiting) expect(await item(campaignKey(id))).toMatchObject({ acceptedCount: 0, status: 'open' });

    // The company sees why before trying; the creator sees why their other applications wait.
    const applicants = await api(`/campaigns/${waiting[0]?.id}/applied-creators`, { token: tokenOf(company) });
    expect(applicants.body.creators).toEqual([expect.objectContaining({ creatorId: busy.id, status: 'pending', atActiveCampaignsLimit: true })]);
    const mine = await api('/campaigns/creator/applications?status=pending', { token: tokenOf(busy) });
    expect(mine.body.totalEntries).toBe(9);
    for (const application of mine.body.applications as { waitingFor?: string }[]) expect(application.waitingFor).toBe('active-campaigns-limit');

    // Once a place frees up, the next accept goes through.
    await setProfile(busy.id, { activeCampaignsCount: 4 });
    const freed = await api(`/campaigns/${waiting[0]?.id}/applied-creators`, { token: tokenOf(company) });
    expect(freed.body.creators).toEqual([expect.objectContaining({ atActiveCampaignsLimit: false })]);
    expect((await decide(tokenOf(company), 'accept', waiting[0]?.id ?? '', busy.id)).status).toBe(200);
  });

  it('keeps another company out: it can neither list nor decide (403), nor can a creator', async () => {
    const { id } = await seedCampaign(company);
    const lama = await creator();
    const rival = await newMember('company');
    await apply(lama, id);
    expect((await api(`/campaigns/${id}/applied-creators`, { token: tokenOf(rival) })).status).toBe(403);
    expect((await decide(tokenOf(rival), 'accept', id, lama.id)).status).toBe(403);
    expect((await decide(tokenOf(rival), 'reject', id, lama.id)).status).toBe(403);
    expect((await api(`/campaigns/${id}/applied-creators`, { token: tokenOf(lama) })).status).toBe(403);
    expect((await decide(tokenOf(lama), 'accept', id, lama.id)).status).toBe(403);
    expect(await item(campaignKey(id))).toMatchObject({ acceptedCount: 0, rejectedCount: 0 });

    const byAdmin = await api(`/campaigns/${id}/applied-creators`, { token: admin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ totalEntries: 1, creators: [{ creatorId: lama.id }] });
  });

  it.each([
    ['a malformed clientId', (id: string) => `/campaigns/${id}/accept/nope`, 400, 'INVALID_CLIENT_ID'],
    ['a malformed campaign id', () => `/campaigns/nope/accept/${UNKNOWN_ID}`, 400, 'INVALID_CAMPAIGN_ID'],
    ['a creator who did not apply', (id: string) => `/campaigns/${id}/reject/${UNKNOWN_ID}`, 404, 'APPLICATION_NOT_FOUND'],
    ['an unknown campaign', () => `/campaigns/${UNKNOWN_ID}/accept/${UNKNOWN_ID}`, 404, 'NOT_FOUND'],
  ])('answers %s', async (_label, url, status, code) => {
    const { id } = await seedCampaign(company);
    const answer = await api(url(id), { method: 'POST', token: tokenOf(company) });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
  });

  it('refuses to accept into a campaign that is no longer open', async () => {
    const { id } = await seedCampaign(company, 'open', { numberOfContentCreators: 1 });
    const first = await creator();
    const second = await creator();
    await apply(first, id);
    await apply(second, id);
    expect((await decide(tokenOf(company), 'accept', id, first.id)).status).toBe(200);
    const late = await decide(tokenOf(company), 'accept', id, second.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'CAMPAIGN_FULL', message: 'Every place in this campaign has been filled.' });
    // Pending candidates of a filled campaign can still be told no.
    expect((await decide(tokenOf(company), 'reject', id, second.id)).status).toBe(200);
  });

  it.each([['?page=0'], ['?sortBy=rating'], ['?sortOrder=up'], ['?colour=blue']])('refuses the applicants query %s with 400', async (query) => {
    const { id } = await seedCampaign(company);
    const { status, body } = await api(`/campaigns/${id}/applied-creators${query}`, { token: tokenOf(company) });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});

describe("the creator's lists", () => {
  it('lists applications newest first by keyword and status, and the campaigns the creator was accepted to', async () => {
    const lama = await creator();
    const token = tokenOf(lama);
    const first = await seedCampaign(company, 'open', { campaignTitle: `Dates harvest ${randomUUID().slice(0, 6)}`, contentType: 'service' });
    const second = await seedCampaign(company);
    const third = await seedCampaign(company);
    for (const campaign of [first, second, third]) expect((await apply(lama, campaign.id)).status).toBe(201);
    await decide(tokenOf(company), 'accept', first.id, lama.id);
    await decide(tokenOf(company), 'reject', third.id, lama.id);

    const all = await api('/campaigns/creator/applications', { token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalEntries: 3, totalPages: 1, page: 1 });
    expect((all.body.applications as { campaign: { id: string } }[]).map((application) => application.campaign.id)).toEqual([third.id, second.id, first.id]);

    const pending = await api('/campaigns/creator/applications?status=pending', { token });
    expect(pending.body).toMatchObject({ totalEntries: 1, applications: [{ status: 'pending', campaign: { id: second.id } }] });
    const byKeyword = await api(`/campaigns/creator/applications?keyword=${encodeURIComponent(first.title.toUpperCase())}`, { token });
    expect(byKeyword.body).toMatchObject({ totalEntries: 1, applications: [{ status: 'in-progress', oneOnOneChannelId: expect.any(String), campaign: { id: first.id } }] });
    expect((await api('/campaigns/creator/applications?page=2', { token })).body).toMatchObject({ applications: [], totalEntries: 3, page: 2 });

    const campaigns = await api('/campaigns/creator', { token });
    expect(campaigns.status).toBe(200);
    expect(campaigns.body).toMatchObject({ totalEntries: 1, totalPages: 1, campaigns: [{ id: first.id, campaignTitle: first.title, acceptedCount: 1 }] });
    expect((await api('/campaigns/creator?status=in-progress&contentType=service', { token })).body).toMatchObject({ totalEntries: 1 });
    expect((await api('/campaigns/creator?status=approved', { token })).body).toMatchObject({ totalEntries: 0, campaigns: [] });
    expect((await api('/campaigns/creator?contentType=product-review', { token })).body).toMatchObject({ totalEntries: 0 });
    expect((await api('/campaigns/creator?keyword=nothing-like-this', { token })).body).toMatchObject({ totalEntries: 0 });
    expect((await api('/campaigns/creator?sortBy=rating', { token })).status).toBe(400);
    expect((await api('/campaigns/creator/applications?status=maybe', { token })).status).toBe(400);
  });

  it("marks each campaign of the exchange with the caller's own application status, and no one else's", async () => {
    const marker = `own${randomUUID().slice(0, 8)}`;
    const applied = await seedCampaign(company, 'open', { campaignTitle: `${marker} applied` });
    const accepted = await seedCampaign(company, 'open', { campaignTitle: `${marker} accepted` });
    const untouched = await seedCampaign(company, 'open', { campaignTitle: `${marker} untouched` });
    const [lama, other] = await Promise.all([creator(), creator()]);
    for (const campaign of [applied, accepted]) expect((await apply(lama, campaign.id)).status).toBe(201);
    expect((await decide(tokenOf(company), 'accept', accepted.id, lama.id)).status).toBe(200);

    const statusesFor = async (member: Member) => {
      // A campaign published a moment ago reaches the exchange's copy at its next check (about a second).
      const answer = await waitUntil(
        () => api(`/campaigns?keyword=${marker}`, { token: tokenOf(member) }),
        ({ status, body }) => status !== 200 || (body.campaigns as unknown[]).length === 3,
        { reason: `the exchange to list the 3 campaigns marked ${marker}`, timeoutMs: 15_000, intervalMs: 100 },
      );
      expect(answer.status).toBe(200);
      const rows = answer.body.campaigns as { id: string; myApplicationStatus?: string }[];
      return Object.fromEntries(rows.map((row) => [row.id, row.myApplicationStatus ?? 'none']));
    };
    expect(await statusesFor(lama)).toEqual({ [applied.id]: 'pending', [accepted.id]: 'in-progress', [untouched.id]: 'none' });
    expect(await statusesFor(other)).toEqual({ [applied.id]: 'none', [accepted.id]: 'none', [untouched.id]: 'none' });
   }, 30_000);

  it('is for creators only', async () => {
    expect((await api('/campaigns/creator', { token: tokenOf(company) })).status).toBe(403);
    expect((await api('/campaigns/creator/applications', { token: tokenOf(company) })).status).toBe(403);
  });
});
