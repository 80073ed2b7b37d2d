import type { TransactionView } from '../../shared/domain/ledger';
import { csvCell } from '../../shared/csv';
import { CSV_COLUMNS, csvChunks, transactionCsvLine } from '../../lambdas/domain/transactions-csv';
import { transactionView } from '../../lambdas/domain/transactions';

const row: TransactionView = {
  id: 't1',
  type: 'payment',
  status: 'completed',
  amount: 86_250,
  campaignId: 'c1',
  campaignTitle: 'Dates, "Sukkari" edition',
  companyId: 'co1',
  companyName: 'نخيل للتمور',
  createdAt: '2026-11-26T05:00:00.000Z',
  invoiceNumber: 12,
};

describe('the transactions CSV', () => {
  test('quotes what needs quoting and keeps formulas as text', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(undefined)).toBe('');
  });

  test('a line has every column, the amount in SAR, the invoice number as printed', () => {
    const line = transactionCsvLine(row);
    expect(line.endsWith('\r\n')).toBe(true);
    // 862.50 with VAT: 750.00 net, 112.50 VAT.
    expect(line).toBe('t1,payment,completed,862.50,750.00,112.50,c1,"Dates, ""Sukkari"" edition",co1,نخيل للتمور,,,2026-11-26T05:00:00.000Z,,INV-000012,,,,,,\r\n');
    expect(line.trimEnd().split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)).toHaveLength(CSV_COLUMNS.length);
  });

  test("a paid payout's line names its bank, the IBAN's last four and the transfer, never the whole IBAN", () => {
    const payout: TransactionView = { ...row, type: 'payout', invoiceNumber: undefined, paidTo: { bankName: 'Al Rajhi Bank', ibanLast4: '7519', reference: 'SNB-FT-0042', transferredOn: '2026-11-28' } };
    expect(transactionCsvLine(payout).trimEnd().split(',').slice(-5)).toEqual(['Al Rajhi Bank', '7519', 'SNB-FT-0042', '2026-11-28', 'work']);
    // A product's reimbursement is said so (issue 28).
    expect(transactionCsvLine({ ...payout, purpose: 'reimbursement' }).trimEnd().split(',').at(-1)).toBe('reimbursement');
    // A payout is the creator's share without VAT: net is the amount, VAT nothing.
    expect(transactionCsvLine(payout).split(',').slice(3, 6)).toEqual(['862.50', '862.50', '0.00']);
  });

  test('the file starts with a byte-order mark and the header, then each page', async () => {
    async function* pages() {
      yield [row];
      yield [];
      yield [{ ...row, id: 't2', amount: 5 }];
    }
    let text = '';
    for await (const chunk of csvChunks(pages())) text += chunk;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${CSV_COLUMNS.join(',')}`);
    expect(lines.slice(1, 3).map((line) => line.split(',')[0])).toEqual(['t1', 't2']);
    expect(lines[2]?.split(',')[3]).toBe('0.05');
  });

  test('a payment recorded completed completed when it was recorded; a pending payout has no completion yet', () => {
    const payment = transactionView({ id: 'p', type: 'payment', status: 'completed', amount: 100, campaignId: 'c', createdAt: '2026-11-26T05:00:00.000Z' });
    expect(payment.completedAt).toBe('2026-11-26T05:00:00.000Z');
    const payout = transactionView({ id: 'o', type: 'payout', status: 'pending', amount: 100, campaignId: 'c', createdAt: '2026-11-26T05:00:00.000Z' });
    expect(payout.completedAt).toBeUndefined();
    const paid = transactionView({ id: 'o', type: 'payout', status: 'completed', amount: 100, campaignId: 'c', createdAt: '2026-11-26T05:00:00.000Z', completedAt: '2026-11-28T09:00:00.000Z' });
    expect(paid.completedAt).toBe('2026-11-28T09:00:00.000Z');
  });
});
