import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKey, shipmentKey } from '../../lambdas/data/keys';
import { purgeShippingAddresses } from '../../lambdas/domain/shipments';
import type { CampaignBrief } from '../../shared/domain/campaign';
import type { CoveringPage } from '../../shared/domain/ledger';
import type { CreatorEarnings } from '../../shared/domain/earnings';
import { deliveryDueAt, type CreatorProgressView } from '../../shared/domain/results';
import type { ShipmentView, ShippingProblemPage } from '../../shared/domain/shipping';
import { ERROR_MESSAGES } from '../../shared/errors';
import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import { table } from '../support/accounts';
import { openCampaign } from '../support/campaigns';
import { progressOf, readyVideo, submitResults } from '../support/deliveries';
import { videoFile } from '../../scripts/result-media';
import { eventually, notificationsOf } from '../support/events';
import { adminToken, readyCompany, readyCreator, uploaded, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';

/**
 * Product shipping on the local stack (issue 28): the creator's address, the company's tracking, her receipt or a
 * problem (the admins' list), the delivery window starting at receipt, a purchase reimbursed with her payout as an
 * entry of its own, the address deleted 30 days after the deal; every route as every role.
 */

/** Two tests deliver a set: its video is made, checked and previewed by the stack's pipeline (seconds on a loaded machine). */
jest.setTimeout(120_000);

const tokenOf = (member: Member) => member.token ?? '';
const DAY_MS = 24 * 60 * 60 * 1000;
const ADDRESS = { buildingNumber: '8228', street: 'King Fahd Road', district: 'Al Olaya', city: 'Riyadh', postalCode: '12214', additionalNumber: '2121' };
const COMPANY_PROFILE = { description: 'Roasted in Riyadh.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false };

let admin = '';
let company: Member;
let otherCompany: Member;

beforeAll(async () => {
  useLambdaEnvironment();
  admin = await adminToken();
  [company, otherCompany] = await Promise.all([readyCompany({ companyName: 'Qahwa House', ...COMPANY_PROFILE }), readyCompany({ companyName: 'Other Beans', ...COMPANY_PROFILE })]);
});

const path = (campaignId: string, creatorId: string, step = '') => `/campaigns/${campaignId}/shipments/${creatorId}${step ? `/${step}` : ''}`;
const call = (member: Member | string, method: string, url: string, body?: unknown) =>
  api(url, { method, token: typeof member === 'string' ? member : tokenOf(member), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** A campaign of `company` needing the product, with `count` ready creators who applied and were accepted. */
async function productCampaign(product: CampaignBrief['product'], count: number): Promise<{ id: string; creators: Member[] }> {
  const campaign = await openCampaign(company, 'Qahwa House', { numberOfContentCreators: count, videoDuration: 15, product });
  const creators: Member[] = [];
  for (let index = 0; index < count; index++) {
    const creator = await readyCreator(admin, `Creator ${index + 1}`, ['food-cooking'], true);
    expect((await call(creator, 'POST', `/campaigns/apply/${campaign.id}`)).status).toBe(201);
    expect((await call(company, 'POST', `/campaigns/${campaign.id}/accept/${creator.id}`)).status).toBe(200);
    creators.push(creator);
  }
  return { id: campaign.id, creators };
}

async function item(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: key, ConsistentRead: true }))).Item;
}

/** Her whole set (one 15 s video, checked and previewed), submitted: the company may approve it. */
async function submitSet(creator: Member, campaignId: string): Promise<void> {
  const video = await readyVideo(creator, campaignId, videoFile({ width: 1080, height: 1920, seconds: 15 }));
  expect((await submitResults(creator, campaignId, [video])).status).toBe(200);
}

const shipmentOf = (answer: { body: unknown }) => answer.body as ShipmentView;
const typesOf = async (userId: string) => (await notificationsOf(userId)).map((notice) => notice.type);

describe('a product the company ships', () => {
  it('goes address → tracking → problem → shipped again → received, and the 15 days start at receipt', async () => {
    const { id, creators } = await productCampaign({ handover: 'ship' }, 2);
    const [creator, colleague] = creators as [Member, Member];

    // Accepted, waiting for her address: no delivery window yet.
    expect(shipmentOf(await call(creator, 'GET', path(id, creator.id)))).toMatchObject({ handover: 'ship', status: 'address-needed' });
    expect((await progressOf(creator, id, creator.id)).body.deliveryDueAt).toBeUndefined();
    expect((await item(applicationKey(id, creator.id)))?.GSI2PK).toBeUndefined();
    // The company cannot ship before she says where.
    const early = await call(company, 'PUT', path(id, creator.id, 'tracking'), { carrier: 'smsa', trackingNumber: '290412857731' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'SHIPMENT_STEP_NOT_ALLOWED', message: ERROR_MESSAGES.SHIPMENT_STEP_NOT_ALLOWED });

    const bad = await call(creator, 'PUT', path(id, creator.id, 'address'), { ...ADDRESS, postalCode: '1221', buildingNumber: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { postalCode: 'postalCodeInvalid', buildingNumber: 'buildingNumberInvalid' } });
    const confirmed = shipmentOf(await call(creator, 'PUT', path(id, creator.id, 'address'), ADDRESS));
    expect(confirmed).toMatchObject({ status: 'awaiting-shipment', address: ADDRESS });

    // Her address is shown to the campaign's company only.
    expect(shipmentOf(await call(company, 'GET', path(id, creator.id))).address).toEqual(ADDRESS);
    expect((await call(otherCompany, 'GET', path(id, creator.id))).status).toBe(403);
    expect((await call(colleague, 'GET', path(id, creator.id))).status).toBe(403);
    expect((await call(admin, 'GET', path(id, creator.id))).status).toBe(403);
    await eventually(() => typesOf(company.id), (types) => types.includes('shipment.address.confirmed'));

    const other = await call(company, 'PUT', path(id, creator.id, 'tracking'), { carrier: 'other', trackingNumber: 'ABC-12345' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ fields: { carrierName: 'required' } });
    const shipped = shipmentOf(await call(company, 'PUT', path(id, creator.id, 'tracking'), { carrier: 'smsa', trackingNumber: '290412857731' }));
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'smsa', trackingNumber: '290412857731' });
    await eventually(() => typesOf(creator.id), (types) => types.includes('product.shipped'));

    // A problem: the company is told, the admins list it until it ships again.
    const problem = shipmentOf(await call(creator, 'POST', path(id, creator.id, 'received'), { received: false, problem: 'The box arrived crushed and the jar was broken.' }));
    expect(problem).toMatchObject({ status: 'problem', problem: { text: 'The box arrived crushed and the jar was broken.' } });
    const listed = (await call(admin, 'GET', '/admin/shipping-problems?page=1')).body as unknown as ShippingProblemPage;
    expect(listed.problems.some((row) => row.campaignId === id && row.creatorId === creator.id)).toBe(true);
    await eventually(() => typesOf(company.id), (types) => types.includes('shipment.problem'));
    expect(shipmentOf(await call(company, 'PUT', path(id, creator.id, 'tracking'), { carrier: 'aramex', trackingNumber: '31234567890' })).status).toBe('shipped');
    const after = (await call(admin, 'GET', '/admin/shipping-problems?page=1')).body as unknown as ShippingProblemPage;
    expect(after.problems.some((row) => row.campaignId === id && row.creatorId === creator.id)).toBe(false);

    const received = shipmentOf(await call(creator, 'POST', path(id, creator.id, 'received'), { received: true }));
    expect(received.status).toBe('received');
    const progress = (await progressOf(creator, id, creator.id)).body as unknown as CreatorProgressView;
    expect(progress.deliveryDueAt).toBe(deliveryDueAt(received.receivedAt ?? ''));
    expect(String((await item(applicationKey(id, creator.id)))?.GSI2SK).startsWith(progress.deliveryDueAt ?? '-')).toBe(true);
    expect((await call(creator, 'POST', path(id, creator.id, 'received'), { received: true })).status).toBe(409);
    await eventually(() => typesOf(company.id), (types) => types.includes('product.received'));
  });

  it('answers each step only to its side, and prefills the address of her next campaign from her profile', async () => {
    const { id, creators } = await productCampaign({ handover: 'ship' }, 1);
    const [creator] = creators as [Member];
    expect((await call(company, 'PUT', path(id, creator.id, 'address'), ADDRESS)).status).toBe(403);
    expect((await call(creator, 'PUT', path(id, creator.id, 'tracking'), { carrier: 'spl', trackingNumber: 'RR123456785SA' })).status).toBe(403);
    expect((await call(company, 'POST', path(id, creator.id, 'received'), { received: true })).status).toBe(403);
    expect((await call(admin, 'PUT', path(id, creator.id, 'address'), ADDRESS)).status).toBe(403);
    expect((await api(path(id, creator.id))).status).toBe(401);
    expect((await call(creator, 'GET', '/admin/shipping-problems?page=1')).status).toBe(403);
    expect((await call(company, 'GET', '/admin/shipping-problems?page=1')).status).toBe(403);
    expect((await call(creator, 'PUT', path(id, creator.id, 'address'), ADDRESS)).status).toBe(200);
    expect((await call(otherCompany, 'PUT', path(id, creator.id, 'tracking'), { carrier: 'spl', trackingNumber: 'RR123456785SA' })).status).toBe(403);

    // A campaign without a product has no shipment.
    const plain = await openCampaign(company, 'Qahwa House');
    expect((await call(creator, 'POST', `/campaigns/apply/${plain.id}`)).status).toBe(201);
    expect((await call(company, 'POST', `/campaigns/${plain.id}/accept/${creator.id}`)).status).toBe(200);
    expect((await call(creator, 'GET', path(plain.id, creator.id))).body).toMatchObject({ code: 'SHIPMENT_NOT_FOUND' });

    const next = await openCampaign(company, 'Qahwa House', { product: { handover: 'ship' } });
    expect((await call(creator, 'POST', `/campaigns/apply/${next.id}`)).status).toBe(201);
    expect((await call(company, 'POST', `/campaigns/${next.id}/accept/${creator.id}`)).status).toBe(200);
    expect(shipmentOf(await call(creator, 'GET', path(next.id, creator.id)))).toMatchObject({ status: 'address-needed', profileAddress: ADDRESS });
    expect(shipmentOf(await call(company, 'GET', path(next.id, creator.id))).profileAddress).toBeUndefined();
  });

  it('deletes the address 30 days after her set is approved, and keeps the rest', async () => {
    const { id, creators } = await productCampaign({ handover: 'ship' }, 1);
    const [creator] = creators as [Member];
    await call(creator, 'PUT', path(id, creator.id, 'address'), ADDRESS);
    await call(company, 'PUT', path(id, creator.id, 'tracking'), { carrier: 'naqel', trackingNumber: '500123456' });
    await call(creator, 'POST', path(id, creator.id, 'received'), { received: true });
    await submitSet(creator, id);
    expect((await call(company, 'POST', `/campaigns/${id}/creators/${creator.id}/approve`, {})).status).toBe(200);
    const approvedAt = Date.parse(String((await item(applicationKey(id, creator.id)))?.approvedAt));

    // The daily run's part that deletes addresses (lambdas/events/delivery-deadlines.ts runs it after the reminders; the
    // whole run 31 days on would also mark other tests' deliveries overdue).
    const runAt = (time: number) => purgeShippingAddresses(new Date(time));
    await runAt(approvedAt + 29 * DAY_MS);
    expect(shipmentOf(await call(company, 'GET', path(id, creator.id))).address).toEqual(ADDRESS);
    await runAt(approvedAt + 31 * DAY_MS);
    const kept = shipmentOf(await call(company, 'GET', path(id, creator.id)));
    expect(kept.address).toBeUndefined();
    expect(kept).toMatchObject({ status: 'received', carrier: 'naqel', trackingNumber: '500123456', addressDeletedAt: new Date(approvedAt + 31 * DAY_MS).toISOString() });
    expect((await item(shipmentKey(id, creator.id)))?.address).toBeUndefined();
  });
});

describe('a product the creator buys', () => {
  it('takes her receipt up to the limit, starts her window, and pays it with her payout as an entry of its own', async () => {
    const { id, creators } = await productCampaign({ handover: 'reimburse', reimbursementLimit: 15_000 }, 1);
    const [creator] = creators as [Member];
    expect(shipmentOf(await call(creator, 'GET', path(id, creator.id)))).toMatchObject({ handover: 'reimburse', status: 'purchase-needed', reimbursementLimit: 15_000 });
    const objectUrl = await uploaded(tokenOf(creator), 'receipt');
    const key = objectUrl.slice(objectUrl.indexOf('uploads/'));
    const over = await call(creator, 'POST', path(id, creator.id, 'purchase'), { key, amount: 15_001 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGES.reimbursementOverLimit, fields: { amount: 'reimbursementOverLimit' } });
    const foreign = await call(creator, 'POST', path(id, creator.id, 'purchase'), { key: key.replace(creator.id, company.id), amount: 12_000 });
    expect(foreign.status).toBe(400);
    expect((await call(company, 'POST', path(id, creator.id, 'purchase'), { key, amount: 12_000 })).status).toBe(403);

    const bought = shipmentOf(await call(creator, 'POST', path(id, creator.id, 'purchase'), { key, amount: 12_000 }));
    expect(bought).toMatchObject({ status: 'received', receipt: { amount: 12_000, fileName: 'picture.png' } });
    expect(bought.receipt?.url).toMatch(/X-Amz-Signature=/);
    expect(shipmentOf(await call(company, 'GET', path(id, creator.id))).receipt?.amount).toBe(12_000);
    expect((await progressOf(creator, id, creator.id)).body.deliveryDueAt).toBe(deliveryDueAt(bought.receivedAt ?? ''));

    await submitSet(creator, id);
    expect((await call(company, 'POST', `/campaigns/${id}/creators/${creator.id}/approve`, {})).status).toBe(200);
    const earnings = (await call(creator, 'GET', '/payment/earnings')).body as unknown as CreatorEarnings;
    const ofCampaign = earnings.payouts.filter((payout) => payout.campaignId === id);
    expect(ofCampaign.map((payout) => [payout.purpose ?? 'work', payout.status])).toEqual(expect.arrayContaining([['work', 'pending'], ['reimbursement', 'pending']]));
    expect(ofCampaign.find((payout) => payout.purpose === 'reimbursement')?.amount).toBe(12_000);
    expect(earnings.totals.owed).toBe(ofCampaign.reduce((sum, payout) => sum + payout.amount, 0));

    // Her deal is over: the shipment is settled, no step is open.
    expect((await call(creator, 'POST', path(id, creator.id, 'received'), { received: false, problem: 'Late.' })).body).toMatchObject({ code: 'SHIPMENT_STEP_NOT_ALLOWED' });

    // The same receipt is never paid back twice; a deal approved before any receipt takes none afterwards.
    const next = await openCampaign(company, 'Qahwa House', { videoDuration: 15, product: { handover: 'reimburse', reimbursementLimit: 15_000 } });
    expect((await call(creator, 'POST', `/campaigns/apply/${next.id}`)).status).toBe(201);
    expect((await call(company, 'POST', `/campaigns/${next.id}/accept/${creator.id}`)).status).toBe(200);
    const reused = await call(creator, 'POST', path(next.id, creator.id, 'purchase'), { key, amount: 12_000 });
    expect(reused.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { key: 'uploadNotFound' } });
    await submitSet(creator, next.id);
    expect((await call(company, 'POST', `/campaigns/${next.id}/creators/${creator.id}/approve`, {})).status).toBe(200);
    expect(shipmentOf(await call(creator, 'GET', path(next.id, creator.id)))).toMatchObject({ status: 'purchase-needed', settledAt: expect.any(String) });
    const fresh = (await uploaded(tokenOf(creator), 'receipt')).replace(/^.*?(uploads\/)/, '$1');
    expect((await call(creator, 'POST', path(next.id, creator.id, 'purchase'), { key: fresh, amount: 12_000 })).body).toMatchObject({ code: 'SHIPMENT_STEP_NOT_ALLOWED' });

    // The admins cover both, each its own record.
    let covering: CoveringPage | undefined;
    for (let page = 1; !covering?.data.some((row) => row.campaignId === id && row.purpose === 'reimbursement'); page++) {
      covering = (await call(admin, 'GET', `/admin/creator-cards?page=${page}`)).body as unknown as CoveringPage;
      if (page > covering.totalPages) throw new Error('the reimbursement is not in the covering queue');
    }
  });
});
