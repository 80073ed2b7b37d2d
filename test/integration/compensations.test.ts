import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKey, campaignKey, compensationKey, dueDeliveryIndexKey, userKey } from '../../lambdas/data/keys';
import { latestMailTo } from '../../scripts/local/mailbox';
import type { CampaignBrief } from '../../shared/domain/campaign';
import type { CompensationPage, CompensationRequestView } from '../../shared/domain/compensation';
import type { TransactionPage } from '../../shared/domain/ledger';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import type { CreatorProgressView } from '../../shared/domain/results';
import { table } from '../support/accounts';
import { openCampaign, TEST_BRIEF } from '../support/campaigns';
import { progressOf, readyVideo, reviewResults, submitResults } from '../support/deliveries';
import { acceptedDaysAgo, requestCompensation } from '../support/compensations';
import { eventsWhere, eventually, notificationsOf } from '../support/events';
import { paidCampaign, sandboxCheckout } from '../support/payments';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * Compensation decisions (issue 13) on the local stack: the admins' queue of the companies' requests for overdue
 * deliveries, decided once by extension (a new due date) or by refund — the creator's share given back through the
 * payment sandbox, the delivery cancelled, the ledger's refund entry, the campaign completed when nothing else is owed.
 */

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const BRIEF: Omit<CampaignBrief, 'campaignTitle'> = { ...TEST_BRIEF, description: 'Show our saffron tea from tin to cup.' };
const PER_CREATOR = campaignPrice({ videoDuration: 30, aspectRatio: '9:16', numberOfContentCreators: 1, picturesNeeded: false }).perCreator;

const tokenOf = (member: Member) => member.token ?? '';
let admin = '';
let company: Member;

beforeAll(async () => {
  useLambdaEnvironment();
  admin = await adminToken();
  company = await readyCompany({ companyName: 'Zafaran Tea', description: 'Saffron tea from Taif.', vatNumber: '300000000000003', businessAddress: 'Taif', showAddressToCreators: false });
});

async function item(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: key, ConsistentRead: true }))).Item;
}

interface OverdueCase {
  id: string;
  title: string;
  /** The creator whose delivery is overdue and asked about, then the others (on time). */
  late: Member;
  others: Member[];
}

/**
 * A campaign with `creators` accepted, paid through the sandbox (or stored with a checkout the sandbox never saw), whose
 * first creator was accepted 16 days ago with nothing delivered; the company has asked for compensation.
 */
async function overdueRequest(creators = 1, paid: 'sandbox' | 'unknown-checkout' = 'sandbox'): Promise<OverdueCase> {
  const title = `Saffron tea ${randomUUID().slice(0, 8)}`;
  const brief = { ...BRIEF, campaignTitle: title, numberOfContentCreators: creators };
  const id = paid === 'sandbox' ? (await paidCampaign(company, brief)).id : (await openCampaign(company, 'Zafaran Tea', brief)).id;
  const members: Member[] = [];
  for (let index = 0; index < creators; index++) {
    const creator = await readyCreator(admin, `Creator ${index + 1}`, ['food-cooking'], true);
    expect((await api(`/campaigns/apply/${id}`, { method: 'POST', token: tokenOf(creator) })).status).toBe(201);
    expect((await api(`/campaigns/${id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(200);
    members.push(creator);
  }
  const [late, ...others] = members as [Member, ...Member[]];
  await acceptedDaysAgo(id, late.id, 16);
  expect((await requestCompensation(company, id, late.id, 'Nothing arrived;\nthe launch was this week.')).status).toBe(201);
  return { id, title, late, others };
}

function decide(campaignId: string, creatorId: string, body: unknown, token = admin) {
  return api(`/admin/compensations/${campaignId}/${creatorId}`, { method: 'PUT', token, body: JSON.stringify(body) });
}

/** Every open request, page after page (other tests and the demo seed add theirs). */
async function openRequests(): Promise<CompensationRequestView[]> {
  const rows: CompensationRequestView[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await api(`/admin/compensations?page=${page}`, { token: admin });
    expect(status).toBe(200);
    const answer = body as unknown as CompensationPage;
    rows.push(...answer.data);
    if (page >= answer.totalPages) return rows;
  }
}

describe('the compensation queue', () => {
  it('shows admins only the open requests, oldest first, with the facts and what a refund gives back', async () => {
    const { id, title, late } = await overdueRequest();
    const creator = late;
    for (const token of [tokenOf(company), tokenOf(creator)]) {
      expect((await api('/admin/compensations', { token })).status).toBe(403);
      expect((await decide(id, creator.id, { decision: 'refund' }, token)).status).toBe(403);
    }
    const rows = await openRequests();
    const row = rows.find((candidate) => candidate.campaignId === id);
    expect(row).toMatchObject({
      campaignTitle: title,
      companyName: 'Zafaran Tea',
      creatorId: creator.id,
      creatorName: 'Creator 1',
      status: 'requested',
      reason: 'Nothing arrived;\nthe launch was this week.',
      facts: { round: 0, dueAt: expect.any(String) },
      deliveryStatus: 'in-progress',
      refundAmount: PER_CREATOR,
    });
    const requested = rows.map((candidate) => candidate.requestedAt);
    expect(requested).toEqual([...requested].sort());
    const overview = (await api('/admin/overview', { token: admin })).body as { compensationRequests: number };
    expect(overview.compensationRequests).toBeGreaterThanOrEqual(1);

    expect((await decide(id, creator.id, { decision: 'maybe' })).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { decision: 'compensationDecisionInvalid' } });
    expect((await decide(id, creator.id, { decision: 'extend' })).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { extensionDays: 'required' } });
    expect((await decide(id, creator.id, { decision: 'extend', extensionDays: 16 })).body).toMatchObject({ fields: { extensionDays: 'extensionDaysOutOfRange' } });
    expect((await decide(id, creator.id, { decision: 'extend', extensionDays: 2.5 })).body).toMatchObject({ fields: { extensionDays: 'extensionDaysOutOfRange' } });
    expect(await decide(id, randomUUID(), { decision: 'refund' })).toMatchObject({ status: 404, body: { code: 'COMPENSATION_NOT_FOUND' } });
    expect(await decide(id, 'not-a-creator', { decision: 'refund' })).toMatchObject({ status: 400, body: { code: 'INVALID_CREATOR_ID' } });
  });
});

describe('deciding by extension', () => {
  it('gives the creator new days: the due date moves, the overdue mark goes, both sides are told, and it is decided once', async () => {
    const { id, late: creator } = await overdueRequest();
    const asked = Date.now();
    const extended = await decide(id, creator.id, { decision: 'extend', extensionDays: 5 });
    const answered = Date.now();
    expect(extended.status).toBe(200);
    const view = extended.body as unknown as CompensationRequestView;
    expect(view).toMatchObject({ status: 'extended', deliveryStatus: 'in-progress' });
    // Five days from the decision, made while the request ran (the local stack shares this machine's clock).
    const decidedAt = Date.parse(view.decidedAt ?? '');
    expect(decidedAt).toBeGreaterThanOrEqual(asked);
    expect(decidedAt).toBeLessThanOrEqual(answered);
    expect(view.extendedDueAt).toBe(new Date(decidedAt + 5 * DAY_MS).toISOString());

    const application = await item(applicationKey(id, creator.id));
    expect(application).toMatchObject({ extendedDueAt: view.extendedDueAt, GSI2SK: dueDeliveryIndexKey(view.extendedDueAt ?? '', id, creator.id).GSI2SK, compensation: { status: 'extended' } });
    expect(application?.overdueAt).toBeUndefined();
    expect(await item(compensationKey(id, creator.id))).toMatchObject({ status: 'extended', decidedBy: expect.any(String) });
    expect((await item(compensationKey(id, creator.id)))?.GSI1PK).toBeUndefined();
    const progress = (await progressOf(creator, id, creator.id)).body as unknown as CreatorProgressView;
    expect(progress).toMatchObject({ deliveryDueAt: view.extendedDueAt, compensation: { status: 'extended', extendedDueAt: view.extendedDueAt } });
    expect((await openRequests()).some((row) => row.campaignId === id)).toBe(false);

    expect(await decide(id, creator.id, { decision: 'refund' })).toMatchObject({ status: 409, body: { code: 'COMPENSATION_ALREADY_DECIDED' } });
    // The company may ask again only once the new date has passed too.
    const again = await requestCompensation(company, id, creator.id, 'Still nothing.');
    expect(again.body).toMatchObject({ code: 'DELIVERY_NOT_OVERDUE' });

    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'compensation.decided' && notice.campaignId === id && notice.decision === 'extend'), { reason: "the company's notification of the extension (compensation.decided, extend)" });
    await waitUntil(() => notificationsOf(creator.id), (found) => found.some((notice) => notice.type === 'delivery.extended' && notice.campaignId === id && notice.dueAt === view.extendedDueAt), { reason: "the creator's notification of the new due date (delivery.extended)" });
    const mail = await eventually(async () => latestMailTo(stack().mailDir, creator.email), (latest) => latest?.subject === 'You have more time to deliver');
    expect(mail?.text).toContain(String(view.extendedDueAt).slice(0, 10));
  });

  it('refuses an extension once the creator delivered late: the company reviews the set instead', async () => {
    const { id, late: creator } = await overdueRequest();
    expect((await submitResults(creator, id, [await readyVideo(creator, id)])).status).toBe(200);
    expect(await decide(id, creator.id, { decision: 'extend', extensionDays: 3 })).toMatchObject({ status: 409, body: { code: 'DELIVERY_ALREADY_SUBMITTED' } });
    // Approving the late set closes the company's own request.
    expect((await reviewResults(company, id, creator.id, 'approve')).status).toBe(200);
    expect(await item(compensationKey(id, creator.id))).toMatchObject({ status: 'withdrawn' });
    expect((await item(compensationKey(id, creator.id)))?.GSI1PK).toBeUndefined();
    expect((await progressOf(company, id, creator.id)).body).toMatchObject({ status: 'approved', compensation: { status: 'withdrawn' } });
    expect(await decide(id, creator.id, { decision: 'refund' })).toMatchObject({ status: 409, body: { code: 'COMPENSATION_ALREADY_DECIDED' } });
  });
});

describe('deciding by refund', () => {
  it('gives the creator’s share back through the provider once however many admins click, and cancels the delivery', async () => {
    const { id, title, late, others } = await overdueRequest(2);
    const [onTime] = others as [Member];
    // The other creator delivered and was approved: the campaign is full, and this cancellation leaves nothing owed.
    expect((await submitResults(onTime, id, [await readyVideo(onTime, id)])).status).toBe(200);
    expect((await reviewResults(company, id, onTime.id, 'approve')).status).toBe(200);
    expect((await item(userKey(late.id)))?.activeCampaignsCount).toBe(1);

    const answers = await Promise.all(Array.from({ length: 5 }, () => decide(id, late.id, { decision: 'refund' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    const view = answers.find((answer) => answer.status === 200)?.body as unknown as CompensationRequestView;
    expect(view).toMatchObject({ status: 'refunded', deliveryStatus: 'cancelled', refundAmount: PER_CREATOR * 1 });

    const campaign = await item(campaignKey(id));
    const paid = Number(campaign?.amount);
    const price = campaignPrice({ videoDuration: 30, aspectRatio: '9:16', numberOfContentCreators: 2, picturesNeeded: false });
    expect(campaign).toMatchObject({ status: 'completed', cancelledCount: 1, approvedCount: 1, refundedAmount: price.perCreator, balance: paid - creatorEarning(price) - price.perCreator });
    expect(campaign?.refundClaim).toBeUndefined();
    const checkout = await sandboxCheckout(String(campaign?.paidCheckoutId));
    expect(checkout.refunds).toEqual([expect.objectContaining({ amount: price.perCreator, idempotencyKey: `compensation:${id}:${late.id}` })]);

    expect(await item(applicationKey(id, late.id))).toMatchObject({ status: 'cancelled', compensation: { status: 'refunded', refundAmount: price.perCreator } });
    expect((await item(applicationKey(id, late.id)))?.GSI2PK).toBeUndefined();
    expect((await item(userKey(late.id)))?.activeCampaignsCount).toBe(0);
    expect((await progressOf(company, id, late.id)).body).toMatchObject({ status: 'cancelled', compensation: { status: 'refunded' } });
    expect((await api(`/campaigns/${id}/results/uploads`, { method: 'POST', token: tokenOf(late), body: JSON.stringify({ fileName: 'late.mp4', fileType: 'video/mp4', fileSize: 1000 }) })).status).toBeGreaterThanOrEqual(400);

    const refunds = (await api(`/transactions?transactionType=refund&search=${encodeURIComponent(title.split(' ').at(-1) ?? '')}`, { token: admin })).body as unknown as TransactionPage;
    expect(refunds.data).toEqual([expect.objectContaining({ type: 'refund', status: 'completed', amount: price.perCreator, campaignId: id, creatorName: 'Creator 1', reason: 'compensation' })]);
    expect((await eventsWhere('campaignId', id)).filter((event) => event.type === 'campaign.completed')).toHaveLength(1);
    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'compensation.decided' && notice.campaignId === id && notice.amount === price.perCreator), { reason: "the company's notification of the refund (compensation.decided, its amount)" });
    await waitUntil(() => notificationsOf(late.id), (found) => found.some((notice) => notice.type === 'delivery.cancelled' && notice.campaignId === id), { reason: "the late creator's notification that the delivery was cancelled (delivery.cancelled)" });
  });

  it('resumes a refund an attempt left claimed (a crash after the provider call), one attempt at a time, never refunding twice', async () => {
    const { id, late: creator } = await overdueRequest();
    const claimedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    // As a crashed attempt leaves it: the request and the campaign claimed, the refund made at the provider, nothing recorded.
    await table().send(
      new UpdateCommand({ TableName: stack().dynamodb.tableName, Key: compensationKey(id, creator.id), UpdateExpression: 'SET refundStartedAt = :at, refundAttemptAt = :now, refundedBefore = :zero', ExpressionAttributeValues: { ':at': claimedAt, ':now': new Date().toISOString(), ':zero': 0 } }),
    );
    await table().send(new UpdateCommand({ TableName: stack().dynamodb.tableName, Key: campaignKey(id), UpdateExpression: 'SET refundClaim = :creator', ExpressionAttributeValues: { ':creator': creator.id } }));
    const checkoutId = String((await item(campaignKey(id)))?.paidCheckoutId);
    // An attempt still under way (within its lease): a second one is refused, and no extension can slip in.
    expect(await decide(id, creator.id, { decision: 'refund' })).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await decide(id, creator.id, { decision: 'extend', extensionDays: 3 })).toMatchObject({ status: 409, body: { code: 'COMPENSATION_ALREADY_DECIDED' } });
    await table().send(new UpdateCommand({ TableName: stack().dynamodb.tableName, Key: compensationKey(id, creator.id), UpdateExpression: 'SET refundAttemptAt = :at', ExpressionAttributeValues: { ':at': claimedAt } }));
    expect((await decide(id, creator.id, { decision: 'refund' })).body).toMatchObject({ status: 'refunded', deliveryStatus: 'cancelled' });
    expect((await sandboxCheckout(checkoutId)).refunds).toHaveLength(1);
    expect((await item(campaignKey(id)))?.refundClaim).toBeUndefined();
  });

  it('keeps the request open when the provider refuses the refund, so an admin can decide again', async () => {
    const { id, late: creator } = await overdueRequest(1, 'unknown-checkout');
    expect(await decide(id, creator.id, { decision: 'refund' })).toMatchObject({ status: 409, body: { code: 'REFUND_REFUSED' } });
    expect(await item(compensationKey(id, creator.id))).toMatchObject({ status: 'requested', GSI1PK: 'COMPENSATIONS#OPEN' });
    expect((await item(compensationKey(id, creator.id)))?.refundStartedAt).toBeUndefined();
    expect((await item(campaignKey(id)))?.refundClaim).toBeUndefined();
    expect((await decide(id, creator.id, { decision: 'extend', extensionDays: 7 })).status).toBe(200);
  });
});
