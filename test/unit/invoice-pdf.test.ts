import { invoicePdf } from '../../lambdas/media/invoice';
import { qrMatrix, qrRuns } from '../../lambdas/media/invoice-qr';
import { invoiceFigures, invoiceQrFields, type Invoice } from '../../shared/domain/invoice';
import { decodeZatcaQr, zatcaQrPayload } from '../../shared/domain/zatca';
import { backwards, drawnQrModules, pdfContent, pdfPages, readQr } from '../support/pdf';

/**
 * The tax invoice's PDF read back from its bytes: one A4 page, the number, the parties and the figures in SAR, the
 * Arabic shaped and right to left, and a QR code that decodes to the five ZATCA fields.
 */

const INVOICE: Invoice = {
  number: 123,
  issuedAt: '2026-03-14T22:30:05.120Z',
  seller: { name: 'UGC Marketplace Co.', vatNumber: '311111111100003', address: 'Olaya Street, Riyadh 12214' },
  buyer: { name: 'محمصة الرياض', vatNumber: '310122393500003', address: 'King Fahd Road, Al Olaya, Riyadh 12211' },
  companyId: '0196a0b4-6a1e-7000-8000-000000000001',
  campaignId: '0196a0b4-6a1e-7000-8000-000000000002',
  campaignTitle: 'Back to school',
  paymentTransactionId: '0196a0b4-6a1e-7000-8000-000000000003',
  currency: 'SAR',
  ...invoiceFigures(43_125),
};

/** The middle of the A4 page, in points: the Arabic column lies to its right. */
const MIDDLE = 297.64;

describe('invoicePdf', () => {
  let pdf: Buffer;
  let read: ReturnType<typeof pdfContent>;

  beforeAll(async () => {
    pdf = await invoicePdf(INVOICE);
    read = pdfContent(pdf);
  });

  const texts = () => read.drawn.map(({ text }) => text);

  it('is a small PDF of one A4 page drawn with embedded fonts only', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(150_000);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.dictionary).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.toString('latin1')).not.toMatch(/Helvetica|Times|Courier/);
  });

  it('prints the invoice number, the moment of issue in Riyadh, both parties and their VAT numbers', () => {
    expect(texts()).toEqual(expect.arrayContaining(['INV-000123', '2026-03-15', '01:30', '311111111100003', '310122393500003', 'UGC', 'Marketplace', 'Co.']));
    expect(texts()).toEqual(expect.arrayContaining(['Olaya', 'Fahd', 'Back', 'school']));
    // The number in the heading's facts and in both footers.
    expect(texts().filter((text) => text === 'INV-000123')).toHaveLength(3);
  });

  it('prints net, VAT and total in SAR with Latin digits', () => {
    // 431.25 = 375.00 + 56.25, each in the line and in the totals.
    for (const amount of ['375.00', '56.25', '431.25']) expect(texts().filter((text) => text === amount).length).toBeGreaterThanOrEqual(2);
    expect(texts()).toContain('SAR');
    expect(texts().join(' ')).not.toMatch(/[٠-٩]/);
  });

  it('writes the Arabic right to left, shaped, with the Arabic labels in the right column', () => {
    // The title, in bold (the footer says it too, in regular): its first word on the right, the second left of it.
    const title = read.drawn.find(({ text, font }) => text === backwards('فاتورة') && font.endsWith('IBMPlexSansArabic-SemiBold'));
    expect(title?.x).toBeGreaterThan(MIDDLE);
    const line = read.drawn.filter(({ y, x }) => y === title?.y && x > MIDDLE).sort((one, other) => other.x - one.x);
    expect(line.map(({ text }) => backwards(text))[0]).toBe('فاتورة');
    // "ضريبية": the font draws ض and ر as one ligature, whose text is the pair in reading order.
    expect(line[1]?.text).toBe('ةيبي' + 'ضر');
    expect(line).toHaveLength(2);
    // Words the fonts draw without ligatures, so their glyphs read back letter by letter.
    for (const label of ['البائع', 'التوريد']) expect(read.drawn.find(({ text }) => text === backwards(label))?.x).toBeGreaterThan(MIDDLE);
    // The buyer's Arabic name, once, in the middle.
    expect(texts()).toContain(backwards('محمصة'));
    const regular = [...read.fonts.values()].find(({ name }) => name.endsWith('IBMPlexSansArabic-Regular'));
    const forms = new Map<string, number>();
    for (const text of regular?.glyphs.values() ?? []) forms.set(text, (forms.get(text) ?? 0) + 1);
    // Letters join: one letter comes out as several glyphs (its forms by position in the word).
    expect(Math.max(...forms.values())).toBeGreaterThanOrEqual(2);
  });

  it('says "—" where the buyer saved no VAT number or address', async () => {
    const { drawn } = pdfContent(await invoicePdf({ ...INVOICE, buyer: { name: 'Acme Trading' } }));
    expect(drawn.filter(({ text }) => text === '—')).toHaveLength(2);
  });

  it('makes the same bytes from the same invoice: a redelivered event stores the same file', async () => {
    expect((await invoicePdf(INVOICE)).equals(pdf)).toBe(true);
  });
});

describe('the ZATCA QR code', () => {
  const expected = { sellerName: 'UGC Marketplace Co.', vatNumber: '311111111100003', timestamp: '2026-03-14T22:30:05Z', total: '431.25', vat: '56.25' };

  it('encodes the five fields, which decode from a bitmap of the same encoder\'s modules', () => {
    const payload = zatcaQrPayload(invoiceQrFields(INVOICE));
    const scanned = readQr(qrMatrix(payload));
    expect(scanned).toBe(payload);
    expect(decodeZatcaQr(scanned ?? '')).toEqual(expected);
  });

  it('is drawn in the PDF as vector squares that scan to the same fields', async () => {
    const pdf = await invoicePdf(INVOICE);
    const [stream = ''] = pdfContent(pdf).streams;
    const drawn = drawnQrModules(stream);
    // About 3.5 cm, centred on the page.
    expect(Math.abs(drawn.side - 100)).toBeLessThan(2);
    expect(Math.abs(drawn.left + drawn.side / 2 - MIDDLE)).toBeLessThan(1);
    const scanned = readQr(drawn);
    expect(decodeZatcaQr(scanned ?? '')).toEqual(expected);
  });

  it('keeps Arabic seller names as UTF-8', async () => {
    const arabicSeller: Invoice = { ...INVOICE, seller: { ...INVOICE.seller, name: 'شركة سوق المحتوى' } };
    const [stream = ''] = pdfContent(await invoicePdf(arabicSeller)).streams;
    expect(decodeZatcaQr(readQr(drawnQrModules(stream)) ?? '').sellerName).toBe('شركة سوق المحتوى');
  });

  it('draws each row\'s dark modules as runs, one rectangle per run', () => {
    const matrix = qrMatrix('AQVTYWxsYQ==');
    const runs = qrRuns(matrix);
    let dark = 0;
    for (let row = 0; row < matrix.size; row++) for (let column = 0; column < matrix.size; column++) if (matrix.isDark(row, column)) dark++;
    expect(runs.reduce((sum, run) => sum + run.length, 0)).toBe(dark);
    // The top-left finder pattern starts with a run of 7.
    expect(runs[0]).toEqual({ row: 0, column: 0, length: 7 });
  });
});
