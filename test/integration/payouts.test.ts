import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { calendarDate } from '../../shared/domain/calendar';
import { campaignKey, counterKey, transactionKey, unpaidPayoutsCounterName } from '../../lambdas/data/keys';
import type { CoveringPage, CoveringRecordView } from '../../shared/domain/ledger';
import { table } from '../support/accounts';
import { openCampaign } from '../support/campaigns';
import { readyVideo, reviewResults, submitResults } from '../support/deliveries';
import { eventsWhere, eventually, notificationsOf } from '../support/events';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';

/**
 * Payouts (issue 13) on the local stack: approving a creator's content owes them their earning in the same
 * transaction (a pending ledger entry and a covering record, drawn from the campaign's balance); an admin marks it
 * paid once, to the creator's default bank account, and the creator is told.
 */

jest.setTimeout(120_000);

const tokenOf = (member: Member) => member.token ?? '';
const SAUDI_IBAN = 'SA0380000000608010167519';

let admin = '';
let company: Member;

beforeAll(async () => {
  useLambdaEnvironment();
  admin = await adminToken();
  company = await readyCompany({ companyName: 'Qahwa House', description: 'Coffee roasters.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false });
});

async function item(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: key, ConsistentRead: true }))).Item;
}

/** A creator whose one-video set the company approved: the payout it owes, as the covering list shows it. */
async function approvedCreator(name: string): Promise<{ creator: Member; campaignId: string; record: CoveringRecordView }> {
  const campaign = await openCampaign(company, 'Qahwa House', { numberOfContentCreators: 1, picturesNeeded: false });
  const creator = await readyCreator(admin, name, ['food-cooking'], true);
  expect((await api(`/campaigns/apply/${campaign.id}`, { method: 'POST', token: tokenOf(creator) })).status).toBe(201);
  expect((await api(`/campaigns/${campaign.id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(200);
  expect((await submitResults(creator, campaign.id, [await readyVideo(creator, campaign.id)])).status).toBe(200);
  expect((await reviewResults(company, campaign.id, creator.id, 'approve')).status).toBe(200);
  return { creator, campaignId: campaign.id, record: await coveringRecordOf(campaign.id) };
}

async function coveringRecordOf(campaignId: string): Promise<CoveringRecordView> {
  for (let page = 1; ; page++) {
    const answer = await api(`/admin/creator-cards?page=${page}`, { token: admin });
    expect(answer.status).toBe(200);
    const { data, totalPages } = answer.body as unknown as CoveringPage;
    const record = data.find((candidate) => candidate.campaignId === campaignId);
    if (record) return record;
    if (page >= totalPages) throw new Error(`No covering record for campaign ${campaignId}`);
  }
}

/** The transfer the admin records: the reference their bank gave it, and today. */
const TRANSFER = { reference: 'SNB-FT-0042-7781', transferredOn: calendarDate() };

const markPaid = (id: string, token = admin, transfer: unknown = TRANSFER) => api(`/admin/mark-paid/${id}`, { method: 'PUT', token, body: JSON.stringify(transfer) });
const reveal = (id: string, token = admin) => api(`/admin/payouts/${id}/bank-account`, { token });

/** The audit items of the reveals of a payout's account. */
async function revealsOf(payoutId: string) {
  const { Items = [] } = await table().send(
    new QueryCommand({ TableName: stack().dynamodb.tableName, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :reveal)', ExpressionAttributeValues: { ':pk': `PAYOUT#${payoutId}`, ':reveal': 'REVEAL#' } }),
  );
  return Items;
}

describe('payouts', () => {
  it('an approval owes the creator their earning: a pending ledger entry and a covering record, drawn from the campaign balance', async () => {
    const { creator, campaignId, record } = await approvedCreator('Noura Al-Qahtani');
    const campaign = await item(campaignKey(campaignId));
    expect(record).toMatchObject({ payed: false, amount: campaign?.creatorEarning, campaignTitle: campaign?.campaignTitle });
    expect(record.creators).toEqual([{ creatorId: creator.id, fullName: 'Noura Al-Qahtani', progressId: creator.id, amount: record.amount }]);
    expect(await item(transactionKey(record.id))).toMatchObject({ type: 'payout', status: 'pending', amount: record.amount, creatorId: creator.id, campaignId });
    expect(campaign?.balance).toBe(Number(campaign?.amount) - record.amount);
  });

  it('needs a default bank account, then pays once among racing admins, completes the ledger entry and tells the creator', async () => {
    const { creator, record } = await approvedCreator('Lama Al-Harbi');
    expect((await markPaid(record.id)).body).toMatchObject({ code: 'BANK_ACCOUNT_REQUIRED' });

    const account = await api('/payment/bank-accounts', {
      method: 'POST',
      token: tokenOf(creator),
      body: JSON.stringify({ holderName: 'Lama Al-Harbi', iban: SAUDI_IBAN, swiftCode: 'RJHISARI' }),
    });
    expect(account.status).toBe(201);
    const shown = await coveringRecordOf(record.campaignId);
    expect(shown.creators[0]?.bankAccount).toEqual({ holderName: 'Lama Al-Harbi', bankName: expect.stringMatching(/Rajhi/), ibanLast4: '7519' });
    expect(JSON.stringify(shown)).not.toContain(SAUDI_IBAN.slice(4));

    // The whole account, for the transfer: each reveal is audited (who, when, which account) before it is answered.
    const revealed = await reveal(record.id);
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({ payoutId: record.id, amount: record.amount, creatorName: 'Lama Al-Harbi', holderName: 'Lama Al-Harbi', bankName: expect.stringMatching(/Rajhi/), iban: SAUDI_IBAN, swiftCode: 'RJHISARI', accountNumber: expect.any(String) });
    const [audit, ...moreAudits] = await revealsOf(record.id);
    expect(moreAudits).toEqual([]);
    expect(audit).toMatchObject({ payoutId: record.id, adminId: expect.any(String), creatorId: creator.id, bankAccountId: expect.any(String), revealedAt: expect.any(String) });
    expect(JSON.stringify(audit)).not.toContain(SAUDI_IBAN);

    // The transfer is required, short, and not ahead.
    for (const [transfer, field, key] of [
      [{}, 'reference', 'required'],
      [{ reference: 'x'.repeat(65), transferredOn: TRANSFER.transferredOn }, 'reference', 'transferReferenceTooLong'],
      [{ reference: 'ok', transferredOn: '2999-01-01' }, 'transferredOn', 'transferDateFuture'],
      [{ reference: 'ok', transferredOn: 'yesterday' }, 'transferredOn', 'calendarDateInvalid'],
    ] as const) {
      const refused = await markPaid(record.id, admin, transfer);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: key } });
    }

    // Owed on her dashboard and her earnings until it is paid.
    expect((await api('/dashboard', { token: tokenOf(creator) })).body).toMatchObject({ earningsPending: record.amount, earningsPaid: 0 });
    expect((await api('/payment/earnings', { token: tokenOf(creator) })).body).toMatchObject({
      payouts: [{ id: record.id, status: 'pending', amount: record.amount }],
      totals: { owed: record.amount, paidThisMonth: 0, paidAllTime: 0 },
    });
    // She keeps her account while it is owed.
    const deletion = await api('/user?softDelete=false', { method: 'DELETE', token: tokenOf(creator) });
    expect(deletion).toMatchObject({ status: 409, body: { code: 'ACCOUNT_HAS_OWED_PAYOUTS' } });
    const unpaidBefore = Number((await item(counterKey(unpaidPayoutsCounterName)))?.count);
    const answers = await Promise.all(Array.from({ length: 5 }, () => markPaid(record.id)));
    for (const answer of answers) expect(answer.body).toMatchObject({ id: record.id, payed: true, paidTo: { ibanLast4: '7519', ...TRANSFER } });
    expect((await markPaid(record.id)).status).toBe(200);
    expect(Number((await item(counterKey(unpaidPayoutsCounterName)))?.count)).toBe(unpaidBefore - 1);
    expect(await item(transactionKey(record.id))).toMatchObject({ status: 'completed', paidTo: { ibanLast4: '7519', ...TRANSFER } });
    // Paid, with where and the transfer, on her dashboard and her earnings.
    expect((await api('/dashboard', { token: tokenOf(creator) })).body).toMatchObject({ earningsPending: 0, earningsPaid: record.amount });
    expect((await api('/payment/earnings', { token: tokenOf(creator) })).body).toMatchObject({
      payouts: [{ id: record.id, status: 'completed', paidTo: { ibanLast4: '7519', ...TRANSFER } }],
      totals: { owed: 0, paidThisMonth: record.amount, paidAllTime: record.amount },
    });
    // A paid payout's account is not shown again.
    expect((await reveal(record.id)).body).toMatchObject({ code: 'PAYOUT_ALREADY_PAID' });
    // Once, for the creator: one event, one notification.
    expect((await eventsWhere('creatorId', creator.id)).filter((event) => event.type === 'payout.paid')).toHaveLength(1);
    const told = await eventually(
      () => notificationsOf(creator.id),
      (notifications) => notifications.some((notification) => notification.type === 'payout.paid'),
      15_000,
    );
    expect(told.filter((notification) => notification.type === 'payout.paid')).toHaveLength(1);
    // It has left the queue.
    await expect(coveringRecordOf(record.campaignId)).rejects.toThrow('No covering record');
  });

  it('is for admins only', async () => {
    const creator = await readyCreator(admin, 'Not An Admin', ['food-cooking'], true);
    for (const member of [company, creator]) {
      expect((await api('/admin/creator-cards', { token: tokenOf(member) })).status).toBe(403);
      expect((await markPaid('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', tokenOf(member))).status).toBe(403);
      expect((await reveal('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', tokenOf(member))).status).toBe(403);
      // Earnings are a creator's own.
      expect((await api('/payment/earnings', { token: tokenOf(member) })).status).toBe(member === company ? 403 : 200);
    }
    expect((await markPaid('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).body).toMatchObject({ code: 'PAYOUT_NOT_FOUND' });
    expect((await markPaid('not-an-id')).body).toMatchObject({ code: 'INVALID_PAYOUT_ID' });
    expect((await reveal('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).body).toMatchObject({ code: 'PAYOUT_NOT_FOUND' });
  });
});
