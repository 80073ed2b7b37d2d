import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKey, campaignKey, shipmentKey } from '../../lambdas/data/keys';
import { returnUnusedBudget } from '../../lambdas/domain/budget-returns';
import { SANDBOX_PREFIX } from '../../scripts/local/payment-sandbox-state';
import { videoFile } from '../../scripts/result-media';
import type { CampaignView } from '../../shared/domain/campaign';
import type { CompensationRequestView } from '../../shared/domain/compensation';
import type { CreatorEarnings } from '../../shared/domain/earnings';
import type { TransactionPage } from '../../shared/domain/ledger';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import { table } from '../support/accounts';
import { acceptedDaysAgo, requestCompensation } from '../support/compensations';
import { readyVideo, submitResults } from '../support/deliveries';
import { notificationsOf } from '../support/events';
import { openCampaign, TEST_BRIEF } from '../support/campaigns';
import { paidCampaign, sandboxCheckout, sandboxKeys } from '../support/payments';
import { adminToken, readyCompany, readyCreator, uploaded, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';
import { waitUntil } from '../support/wait';

/**
 * The product budget of a campaign whose creators buy the product (issue 28), on the local stack: what the approved
 * creators did not spend goes back to the company's card once the campaign completes, once; a deal refunded to the
 * company gives her whole budget back with her work, and closes her shipment.
 */

/** Each test delivers sets: their videos are made, checked and previewed by the stack's pipeline. */
jest.setTimeout(180_000);

const LIMIT = 15_000;
const PRODUCT = { handover: 'reimburse', reimbursementLimit: LIMIT } as const;
/** One 15 s portrait video per creator, who buys the product. */
const BRIEF = { ...TEST_BRIEF, description: 'Buy a V60 dripper near you and brew our beans with it.', videoDuration: 15, product: PRODUCT } as const;
const COMPANY_PROFILE = { description: 'Roasted in Riyadh.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false };

let admin = '';
let company: Member;

beforeAll(async () => {
  useLambdaEnvironment();
  // The return called here as the events dispatcher calls it, against the stack's payment sandbox.
  const { secretKey, webhookSecret } = sandboxKeys();
  Object.assign(process.env, { PAYMENT_PROVIDER: 'sandbox', PAYMENT_API_URL: `${stack().url}${SANDBOX_PREFIX}`, PAYMENT_SECRET_KEY: secretKey, PAYMENT_WEBHOOK_SECRET: webhookSecret, APP_URL: stack().url });
  admin = await adminToken();
  company = await readyCompany({ companyName: 'Qahwa House', ...COMPANY_PROFILE });
});

const tokenOf = (member: Member) => member.token ?? '';
const call = (member: Member | string, method: string, url: string, body?: unknown) =>
  api(url, { method, token: typeof member === 'string' ? member : tokenOf(member), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function item(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: key, ConsistentRead: true }))).Item;
}

/** A campaign paid through the sandbox, whose `count` creators each buy the product, applied and accepted. */
async function budgetCampaign(count: number): Promise<{ id: string; title: string; creators: Member[] }> {
  const title = `V60 dripper ${randomUUID().slice(0, 8)}`;
  const { id } = await paidCampaign(company, { ...BRIEF, campaignTitle: title, numberOfContentCreators: count });
  const creators: Member[] = [];
  for (let index = 0; index < count; index++) {
    const creator = await readyCreator(admin, `Creator ${index + 1}`, ['food-cooking'], true);
    expect((await call(creator, 'POST', `/campaigns/apply/${id}`)).status).toBe(201);
    expect((await call(company, 'POST', `/campaigns/${id}/accept/${creator.id}`)).status).toBe(200);
    creators.push(creator);
  }
  return { id, title, creators };
}

/** Her purchase's receipt and what she paid (halalas). */
async function bought(creator: Member, campaignId: string, amount: number): Promise<void> {
  const receipt = (await uploaded(tokenOf(creator), 'receipt')).replace(/^.*?(uploads\/)/, '$1');
  expect((await call(creator, 'POST', `/campaigns/${campaignId}/shipments/${creator.id}/purchase`, { key: receipt, amount })).status).toBe(200);
}

async function deliveredAndApproved(creator: Member, campaignId: string): Promise<void> {
  const video = await readyVideo(creator, campaignId, videoFile({ width: 1080, height: 1920, seconds: 15 }));
  expect((await submitResults(creator, campaignId, [video])).status).toBe(200);
  expect((await call(company, 'POST', `/campaigns/${campaignId}/creators/${creator.id}/approve`, {})).status).toBe(200);
}

const campaignAs = async (member: Member, id: string) => (await call(member, 'GET', `/campaigns/${id}`)).body as unknown as CampaignView;

describe('the unused product budget', () => {
  it('goes back to the company once the campaign completes: each limit less the purchases paid back, once', async () => {
    const { id, title, creators } = await budgetCampaign(2);
    const [buyer, other] = creators as [Member, Member];
    await bought(buyer, id, 12_000);
    await bought(other, id, 4_550);
    await deliveredAndApproved(buyer, id);
    // Not complete yet: nothing goes back while a creator may still buy.
    expect((await campaignAs(company, id)).productBudgetReturned).toBeUndefined();
    await deliveredAndApproved(other, id);

    const unused = 2 * LIMIT - 12_000 - 4_550;
    const returned = await waitUntil(() => campaignAs(company, id), (campaign) => campaign.productBudgetReturned !== undefined, { reason: 'the unused budget returned on the campaign' });
    expect(returned).toMatchObject({ status: 'completed', productBudgetReturned: unused });
    // Only the company and the admins read it.
    expect((await campaignAs(buyer, id)).productBudgetReturned).toBeUndefined();
    expect((await call(admin, 'GET', `/campaigns/${id}`)).body).toMatchObject({ productBudgetReturned: unused });

    const campaign = await item(campaignKey(id));
    const price = campaignPrice({ videoDuration: 15, aspectRatio: '9:16', numberOfContentCreators: 2, picturesNeeded: false, product: PRODUCT });
    expect(campaign).toMatchObject({ refundedAmount: unused, reimbursedAmount: 16_550, balance: price.total - 2 * creatorEarning(price) - 16_550 - unused });
    expect(campaign?.refundClaim).toBeUndefined();
    const checkout = await sandboxCheckout(String(campaign?.paidCheckoutId));
    expect(checkout.refunds).toEqual([expect.objectContaining({ amount: unused, idempotencyKey: `product-budget:${id}` })]);

    // The completion's event handed on again (a retry of the stream) refunds nothing more.
    await returnUnusedBudget({ id: randomUUID(), type: 'campaign.completed', occurredAt: new Date().toISOString(), payload: { campaignId: id, campaignTitle: title, companyId: company.id } });
    expect((await sandboxCheckout(String(campaign?.paidCheckoutId))).refunds).toHaveLength(1);
    expect((await item(campaignKey(id)))?.refundedAmount).toBe(unused);

    const search = encodeURIComponent(title.split(' ').at(-1) ?? '');
    const refunds = (await call(admin, 'GET', `/transactions?transactionType=refund&search=${search}`)).body as unknown as TransactionPage;
    expect(refunds.data).toEqual([expect.objectContaining({ type: 'refund', status: 'completed', amount: unused, campaignId: id, reason: 'product-budget' })]);
    await waitUntil(() => notificationsOf(company.id), (found) => found.some((notice) => notice.type === 'product.budget.returned' && notice.campaignId === id && notice.amount === unused), {
      reason: "the company's notification of the returned budget",
    });
  });
});

describe('a deal refunded to the company', () => {
  it('gives her whole product budget back with her work, pays no purchase, and closes her shipment', async () => {
    const { id, creators } = await budgetCampaign(1);
    const [late] = creators as [Member];
    await bought(late, id, 9_000);
    await acceptedDaysAgo(id, late.id, 16, 'productReceivedAt');
    expect((await requestCompensation(company, id, late.id, 'Nothing came after she bought it.')).status).toBe(201);

    const price = campaignPrice({ videoDuration: 15, aspectRatio: '9:16', numberOfContentCreators: 1, picturesNeeded: false, product: PRODUCT });
    const decided = await call(admin, 'PUT', `/admin/compensations/${id}/${late.id}`, { decision: 'refund' });
    expect(decided.status).toBe(200);
    expect(decided.body as unknown as CompensationRequestView).toMatchObject({ status: 'refunded', refundAmount: price.perCreator + LIMIT });
    const campaign = await item(campaignKey(id));
    expect(campaign).toMatchObject({ refundedAmount: price.perCreator + LIMIT, balance: price.total - price.perCreator - LIMIT });
    expect((await sandboxCheckout(String(campaign?.paidCheckoutId))).refunds).toEqual([expect.objectContaining({ amount: price.perCreator + LIMIT })]);
    expect(await item(applicationKey(id, late.id))).toMatchObject({ status: 'cancelled' });

    // Her shipment closed with the deal: no step moves it, and nothing of her purchase is owed to her.
    expect((await item(shipmentKey(id, late.id)))?.settledAt).toEqual(expect.any(String));
    expect((await call(late, 'POST', `/campaigns/${id}/shipments/${late.id}/received`, { received: false, problem: 'Late.' })).body).toMatchObject({ code: 'SHIPMENT_STEP_NOT_ALLOWED' });
    const earnings = (await call(late, 'GET', '/payment/earnings')).body as unknown as CreatorEarnings;
    expect(earnings.payouts.filter((payout) => payout.campaignId === id)).toEqual([]);
  });
});

describe('the return, called again or racing', () => {
  /** A campaign completed straight in the table (no completion event: the stack's dispatcher never acts on it). */
  async function completedInTable(id: string, set: Record<string, unknown>): Promise<void> {
    const names = Object.keys(set);
    await table().send(
      new UpdateCommand({
        TableName: stack().dynamodb.tableName,
        Key: campaignKey(id),
        UpdateExpression: `SET #status = :completed, approvedCount = :one${names.map((name) => `, ${name} = :${name}`).join('')}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':completed': 'completed', ':one': 1, ...Object.fromEntries(names.map((name) => [`:${name}`, set[name]])) },
      }),
    );
  }
  const completion = (id: string) => ({ id: randomUUID(), type: 'campaign.completed' as const, occurredAt: new Date().toISOString(), payload: { campaignId: id, campaignTitle: 'V60', companyId: company.id } });

  it('resumes a claim an attempt left (a crash after the provider call) with the same key, refunding once', async () => {
    const { id } = await paidCampaign(company, { ...BRIEF, campaignTitle: `V60 resumed ${randomUUID().slice(0, 8)}`, numberOfContentCreators: 1 });
    await completedInTable(id, { reimbursedAmount: 5_000, refundClaim: 'product-budget', budgetRefundedBefore: 0 });
    await Promise.all([returnUnusedBudget(completion(id)), returnUnusedBudget(completion(id))]);
    const campaign = await item(campaignKey(id));
    expect(campaign).toMatchObject({ productBudgetReturned: LIMIT - 5_000, refundedAmount: LIMIT - 5_000 });
    expect(campaign?.refundClaim).toBeUndefined();
    expect((await sandboxCheckout(String(campaign?.paidCheckoutId))).refunds).toEqual([expect.objectContaining({ amount: LIMIT - 5_000, idempotencyKey: `product-budget:${id}` })]);
  });

  it('waits for another refund of the payment under way, and leaves the money when the provider refuses', async () => {
    const { id } = await paidCampaign(company, { ...BRIEF, campaignTitle: `V60 waiting ${randomUUID().slice(0, 8)}`, numberOfContentCreators: 1 });
    await completedInTable(id, { refundClaim: 'creator-being-refunded' });
    await expect(returnUnusedBudget(completion(id))).rejects.toThrow(/another refund/);
    expect(await item(campaignKey(id))).toMatchObject({ refundClaim: 'creator-being-refunded' });

    // A checkout the provider never saw: it refuses, the claim is given up, nothing is recorded, nothing is retried.
    const stored = await openCampaign(company, 'Qahwa House', { ...BRIEF, numberOfContentCreators: 1 });
    await completedInTable(stored.id, {});
    await expect(returnUnusedBudget(completion(stored.id))).resolves.toBeUndefined();
    const kept = await item(campaignKey(stored.id));
    expect(kept?.refundClaim).toBeUndefined();
    expect(kept?.productBudgetReturned).toBeUndefined();
  });
});
