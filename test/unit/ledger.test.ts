/** The ledger's bookkeeping is plain data (the transaction items): checked here without a table. */
process.env.AWS_REGION = 'eu-central-1';
process.env.TABLE_NAME = 'table';

import { foldSumUpdates, ledgerCompletionItems, ledgerEntryItems, ledgerMonth, searchTextsOf, type LedgerEntry } from '../../lambdas/data/ledger';
import { lastMonths } from '../../lambdas/domain/transactions';
import type { TransactItem } from '../../lambdas/data/table';

const payout: LedgerEntry = {
  id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  type: 'payout',
  status: 'pending',
  amount: 37_500,
  campaignId: 'c1',
  campaignTitle: 'Saudi coffee for guests',
  companyId: 'co1',
  companyName: 'Qahwa House',
  creatorId: 'cr1',
  creatorName: 'نورة القحطاني',
  createdAt: '2026-11-30T22:30:00.000Z',
};

/** Each counter's `ADD`s as name → amount. */
function additions(items: TransactItem[]): Record<string, Record<string, number>> {
  const sums: Record<string, Record<string, number>> = {};
  for (const item of items) {
    const update = item.Update;
    if (!update?.UpdateExpression?.startsWith('ADD') || update.Key?.PK !== 'COUNTER') continue;
    const names = update.ExpressionAttributeNames ?? {};
    const values = update.ExpressionAttributeValues ?? {};
    const added: Record<string, number> = {};
    for (const [, name, value] of update.UpdateExpression.matchAll(/(#\w+) (:\w+)/g)) added[names[name as string] as string] = values[value as string] as number;
    sums[String(update.Key.SK)] = added;
  }
  return sums;
}

describe('ledger entries', () => {
  test('a pending payout is listed by type, by status and under its creator, found by its texts, and counted as owed', () => {
    const items = ledgerEntryItems(payout, { ...payout });
    const entry = items[0]?.Put?.Item;
    expect(entry).toMatchObject({ PK: `TXN#${payout.id}`, SK: 'META', GSI1PK: 'TXNS#payout', GSI2PK: 'USER#cr1#TXNS', GSI4PK: 'TXNS#payout#pending', amount: 37_500 });
    expect(items[0]?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    const searchKeys = items.filter((item) => item.Put?.Item?.SK?.toString().startsWith('SEARCH#')).map((item) => String(item.Put?.Item?.GSI4SK));
    expect(searchKeys.every((key) => key.endsWith(`#${payout.id}`))).toBe(true);
    expect(searchKeys.map((key) => key.split('#')[0])).toEqual(searchTextsOf(payout));
    expect(additions(items)).toEqual({ 'TXNS#payout': { count: 1 }, 'TXNS#payout#pending': { count: 1 }, LEDGER: { owed: 37_500 } });
  });

  test('completing it moves it from owed to paid out, in the month it was paid (Riyadh time)', () => {
    const items = ledgerCompletionItems(payout, '2026-12-31T21:30:00.000Z', { paidBy: 'admin' });
    expect(items[0]?.Update).toMatchObject({ ConditionExpression: '#status = :pending' });
    expect(items[0]?.Update?.ExpressionAttributeValues).toMatchObject({ ':statusPk': 'TXNS#payout#completed', ':set_paidBy': 'admin' });
    expect(additions(items)).toEqual({
      'TXNS#payout#pending': { count: -1 },
      'TXNS#payout#completed': { count: 1 },
      LEDGER: { owed: -37_500, paidOut: 37_500 },
      'LEDGER#2027-01': { paidOut: 37_500 },
    });
  });

  test('a completed payment is paid in, for its month; a failed one only counts as failed', () => {
    const payment: LedgerEntry = { ...payout, type: 'payment', status: 'completed', amount: 86_250, creatorId: undefined, creatorName: undefined };
    expect(additions(ledgerEntryItems(payment, { ...payment }))).toMatchObject({ LEDGER: { paidIn: 86_250 }, 'LEDGER#2026-12': { paidIn: 86_250 } });
    expect(additions(ledgerEntryItems({ ...payment, status: 'failed' }, {}))).toMatchObject({ LEDGER: { failedPayments: 1 } });
    expect(additions(ledgerEntryItems({ ...payment, status: 'failed' }, {}))['LEDGER#2026-12']).toBeUndefined();
  });

  test('a payment and its refund in one transaction add to each running sum once, in one update, without changing the entries', () => {
    const payment: LedgerEntry = { ...payout, type: 'payment', status: 'completed', amount: 86_250 };
    const refund: LedgerEntry = { ...payment, id: 'refund-1', type: 'refund' };
    const separate = [...ledgerEntryItems(refund, {}), ...ledgerEntryItems(payment, {})];
    const folded = foldSumUpdates(separate);
    const keys = folded.map((item) => JSON.stringify(item.Update?.Key ?? item.Put?.Item?.PK + String(item.Put?.Item?.SK)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(additions(folded)).toMatchObject({ LEDGER: { refunded: 86_250, paidIn: 86_250 }, 'LEDGER#2026-12': { refunded: 86_250, paidIn: 86_250 } });
    // The first items keep their places; the inputs are not changed (a retried transaction folds them again).
    expect(folded[0]).toBe(separate[0]);
    expect(additions(ledgerEntryItems(payment, {}))).toMatchObject({ LEDGER: { paidIn: 86_250 } });
    expect(additions(foldSumUpdates(separate))).toEqual(additions(folded));
  });

  test('the texts are the title and the names from each word start, in the search form (Arabic spellings unified)', () => {
    expect(searchTextsOf({ campaignTitle: 'Saudi coffee', companyName: 'Qahwa House', creatorName: 'نورة القحطاني' })).toEqual([
      'saudi coffee',
      'coffee',
      'qahwa house',
      'house',
      'نوره القحطاني',
      'القحطاني',
      // The article is a word start of its own: "قحطاني" finds it too.
      'قحطاني',
    ]);
  });

  test('months are the product calendar\'s, and the chart counts back from this one', () => {
    expect(ledgerMonth('2026-11-30T22:30:00.000Z')).toBe('2026-12');
    expect(lastMonths('2026-02-10', 12)).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
