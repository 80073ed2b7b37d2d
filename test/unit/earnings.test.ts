import { earningsCsv, earningsTotals, paidOn, type CreatorPayoutView } from '../../shared/domain/earnings';

const owed: CreatorPayoutView = { id: 'p1', campaignId: 'c1', campaignTitle: 'Sukkari dates', companyName: 'نخيل', amount: 40_435, status: 'pending', createdAt: '2026-11-20T09:00:00.000Z' };
const paidThisMonth: CreatorPayoutView = {
  ...owed,
  id: 'p2',
  amount: 20_000,
  status: 'completed',
  completedAt: '2026-11-28T10:00:00.000Z',
  paidTo: { bankName: 'Al Rajhi Bank', ibanLast4: '7519', reference: 'SNB-FT-0042', transferredOn: '2026-11-27' },
};
// Marked paid late on 31 October in UTC: 1 November in Riyadh. Paid before transfers were recorded: no reference.
const paidBefore: CreatorPayoutView = { ...owed, id: 'p3', amount: 5_000, status: 'completed', completedAt: '2026-10-31T22:30:00.000Z', paidTo: { bankName: 'SNB', ibanLast4: '0001' } };
const paidLastMonth: CreatorPayoutView = { ...paidBefore, id: 'p4', completedAt: '2026-10-30T10:00:00.000Z' };

describe("a creator's earnings", () => {
  it('adds up what is owed, paid this month (Riyadh) and paid in all', () => {
    expect(earningsTotals([owed, paidThisMonth, paidBefore, paidLastMonth], '2026-11-29')).toEqual({ owed: 40_435, paidThisMonth: 25_000, paidAllTime: 30_000 });
    expect(earningsTotals([], '2026-11-29')).toEqual({ owed: 0, paidThisMonth: 0, paidAllTime: 0 });
  });

  it("counts a payout on the transfer's day, else on the day it was marked paid", () => {
    expect(paidOn(paidThisMonth)).toBe('2026-11-27');
    expect(paidOn(paidBefore)).toBe('2026-11-01');
    expect(paidOn(owed)).toBeUndefined();
  });

  it('writes her payouts as a CSV file, with the reference of each transfer', () => {
    const lines = earningsCsv([paidThisMonth, owed]).split('\r\n');
    expect(lines[0]).toBe('\uFEFFcampaign,company,amount_sar,status,owed_since,paid_on,bank,iban_last4,transfer_reference,for');
    expect(lines[1]).toBe('Sukkari dates,نخيل,200.00,paid,2026-11-20,2026-11-27,Al Rajhi Bank,7519,SNB-FT-0042,work');
    expect(lines[2]).toBe('Sukkari dates,نخيل,404.35,owed,2026-11-20,,,,,work');
    expect(earningsCsv([{ ...owed, purpose: 'reimbursement', amount: 12_650 }]).split('\r\n')[1]).toBe('Sukkari dates,نخيل,126.50,owed,2026-11-20,,,,,reimbursement');
  });
});
