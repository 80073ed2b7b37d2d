import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminOverview, LedgerSummary, TransactionPage, TransactionsExportView } from '../../shared/domain/ledger';
import { table } from '../support/accounts';
import { openCampaign } from '../support/campaigns';
import { readyVideo, reviewResults, submitResults } from '../support/deliveries';
import { eventually } from '../support/events';
import { adminToken, readyCompany, readyCreator, type Member } from '../support/profiles';
import { api, stack, useLambdaEnvironment } from '../support/stack';

/**
 * The admin's ledger (issue 13) on the local stack: the transactions list by type, status and search, its figures
 * (equal to the sums of the entries themselves), the home's counts, and the CSV export made by the documents function.
 */

jest.setTimeout(120_000);

const tokenOf = (member: Member) => member.token ?? '';
let admin = '';
let company: Member;

beforeAll(async () => {
  useLambdaEnvironment();
  admin = await adminToken();
  company = await readyCompany({ companyName: 'Ledger Dates Co', description: 'Dates.', vatNumber: '300000000000003', businessAddress: 'Riyadh', showAddressToCreators: false });
});

/** A creator (named `name`) whose set the company approved: a pending payout in the ledger. */
async function approvedPayout(name: string): Promise<{ creator: Member; campaignId: string }> {
  const campaign = await openCampaign(company, 'Ledger Dates Co', { numberOfContentCreators: 1, picturesNeeded: false });
  const creator = await readyCreator(admin, name, ['food-cooking'], true);
  expect((await api(`/campaigns/apply/${campaign.id}`, { method: 'POST', token: tokenOf(creator) })).status).toBe(201);
  expect((await api(`/campaigns/${campaign.id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) })).status).toBe(200);
  expect((await submitResults(creator, campaign.id, [await readyVideo(creator, campaign.id)])).status).toBe(200);
  expect((await reviewResults(company, campaign.id, creator.id, 'approve')).status).toBe(200);
  return { creator, campaignId: campaign.id };
}

const list = (query: string) => api(`/transactions?${query}`, { token: admin });

/** The sums of the ledger's entries themselves, read one by one (a scan: tests only). */
async function sumsOfEntries() {
  const sums = { paidIn: 0, refunded: 0, paidOut: 0, owed: 0, failedPayments: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(
      new ScanCommand({ TableName: stack().dynamodb.tableName, FilterExpression: 'begins_with(PK, :txn) AND SK = :meta', ExpressionAttributeValues: { ':txn': 'TXN#', ':meta': 'META' }, ExclusiveStartKey }),
    );
    for (const entry of page.Items ?? []) {
      const amount = Number(entry.amount);
      if (entry.type === 'payment' && entry.status === 'completed') sums.paidIn += amount;
      if (entry.type === 'payment' && entry.status === 'failed') sums.failedPayments += 1;
      if (entry.type === 'refund' && entry.status === 'completed') sums.refunded += amount;
      if (entry.type === 'payout' && entry.status === 'completed') sums.paidOut += amount;
      if (entry.type === 'payout' && entry.status === 'pending') sums.owed += amount;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return sums;
}

describe('the transactions list', () => {
  it('lists payouts by default, newest first; narrows by status; finds them by a creator\'s name in either script', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const { creator, campaignId } = await approvedPayout(`Zubair Ledgerson${suffix}`);
    const arabic = await approvedPayout(`عبدالله الدوسري${suffix}`);

    // Other test files approve results meanwhile: among the newest page, these two come newest first.
    const first = (await list('')).body as unknown as TransactionPage;
    const ours = first.data.filter((row) => row.creatorId === arabic.creator.id || row.creatorId === creator.id);
    expect(ours.map((row) => row.creatorId)).toEqual([arabic.creator.id, creator.id]);
    expect(ours[1]).toMatchObject({ type: 'payout', status: 'pending', campaignId, creatorName: `Zubair Ledgerson${suffix}`, companyName: 'Ledger Dates Co' });
    const createdAt = first.data.map((row) => row.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const found = (await list(`search=${encodeURIComponent(`ledgerson${suffix}`)}`)).body as unknown as TransactionPage;
    expect(found.data.map((row) => row.creatorId)).toEqual([creator.id]);
    const foundArabic = (await list(`search=${encodeURIComponent(`الدوسري${suffix}`)}`)).body as unknown as TransactionPage;
    expect(foundArabic.data.map((row) => row.creatorId)).toEqual([arabic.creator.id]);
    // The campaign's title finds both; a payment search does not find payouts.
    expect(((await list(`transactionType=payment&search=${encodeURIComponent(`ledgerson${suffix}`)}`)).body as unknown as TransactionPage).data).toEqual([]);

    const pending = (await list('status=pending')).body as unknown as TransactionPage;
    expect(pending.data.every((row) => row.status === 'pending')).toBe(true);
    expect(((await list('status=completed')).body as unknown as TransactionPage).data.some((row) => row.creatorId === creator.id)).toBe(false);
  });

  it('refuses a type or status it does not know, and anyone but an admin', async () => {
    expect((await list('transactionType=gift')).status).toBe(400);
    expect((await list('status=lost')).status).toBe(400);
    for (const path of ['/transactions', '/transactions/summary', '/admin/overview', '/transactions/exports/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b']) {
      expect((await api(path, { token: tokenOf(company) })).status).toBe(403);
    }
    expect((await api('/transactions/exports', { method: 'POST', token: tokenOf(company), body: '{}' })).status).toBe(403);
  });
});

describe('the figures', () => {
  it('are the sums of the entries themselves; the home counts the payouts to cover', async () => {
    await approvedPayout('Figures Creator');
    // Other tests write entries meanwhile: the two reads agree once nothing lands between them.
    const agreed = await eventually(
      async () => {
        const before = await sumsOfEntries();
        const { totals } = (await api('/transactions/summary', { token: admin })).body as unknown as LedgerSummary;
        const after = await sumsOfEntries();
        return { before, totals, after };
      },
      ({ before, totals, after }) => JSON.stringify(before) === JSON.stringify(after) && Object.entries(before).every(([name, sum]) => totals[name as keyof typeof totals] === sum),
      30_000,
    );
    expect(agreed.totals).toMatchObject(agreed.before);
    expect(agreed.totals.owed).toBeGreaterThan(0);
    const overview = (await api('/admin/overview', { token: admin })).body as unknown as AdminOverview;
    expect(overview.payoutsToCover).toBeGreaterThan(0);
    const { months } = (await api('/transactions/summary', { token: admin })).body as unknown as LedgerSummary;
    expect(months).toHaveLength(12);
  });
});

describe('the CSV export', () => {
  it('is made by the documents function from every entry the filter selects, and downloaded through a short-lived URL', async () => {
    const name = `Csv Exportson${Math.random().toString(36).slice(2, 8)}`;
    const { creator } = await approvedPayout(name);
    const asked = await api('/transactions/exports', { method: 'POST', token: admin, body: JSON.stringify({ transactionType: 'payout', search: name }) });
    expect(asked.status).toBe(201);
    const { id } = asked.body as unknown as TransactionsExportView;
    const ready = await eventually(
      async () => (await api(`/transactions/exports/${id}`, { token: admin })).body as unknown as TransactionsExportView,
      (view) => view.status === 'ready',
      30_000,
    );
    if (ready.status !== 'ready') throw new Error('The export was not made');
    expect(ready.rows).toBe(1);
    const csv = await (await fetch(ready.url)).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(',')).toEqual(expect.arrayContaining(['id', 'type', 'status', 'amount_sar', 'creator_name']));
    expect(row).toContain(creator.id);
    expect(row).toContain(name);
    expect((await api('/transactions/exports/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', { token: admin })).body).toMatchObject({ code: 'EXPORT_NOT_FOUND' });
  });
});
