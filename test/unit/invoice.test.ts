import fc from 'fast-check';
import {
  formatInvoiceNumber,
  formatSar,
  invoiceFigures,
  invoiceMoment,
  invoiceQrFields,
  parseInvoiceNumber,
  sarAmount,
  zatcaAmount,
  zatcaTimestamp,
  type Invoice,
} from '../../shared/domain/invoice';
import { campaignPrice, PICTURES_PRICE_PER_CREATOR_HALALAS, PRICE_PER_VIDEO_HALALAS } from '../../shared/domain/pricing';
import { decodeZatcaQr, zatcaQrPayload } from '../../shared/domain/zatca';

describe('invoiceFigures: net, VAT and total of a VAT-inclusive amount in halalas', () => {
  it('takes the 15% out of a price of the list: 431.25 = 375 + 56.25', () => {
    expect(invoiceFigures(43_125)).toEqual({ net: 37_500, vat: 5_625, total: 43_125, vatRatePercent: 15 });
    expect(invoiceFigures(35_000)).toEqual({ net: 30_435, vat: 4_565, total: 35_000, vatRatePercent: 15 });
  });

  it('rounds the net half up to the halala and makes the VAT the rest, so net + VAT is the amount paid', () => {
    // 700.00 / 1.15 = 608.695…: net 608.70, VAT 91.30 (15% of the net would be 91.305).
    expect(invoiceFigures(70_000)).toEqual({ net: 60_870, vat: 9_130, total: 70_000, vatRatePercent: 15 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        const { net, vat } = invoiceFigures(total);
        expect(Number.isInteger(net) && Number.isInteger(vat)).toBe(true);
        expect(net + vat).toBe(total);
        // The VAT differs from 15% of the net by less than 1.15 × half a halala.
        expect(Math.abs(vat - net * 0.15)).toBeLessThan(0.575 + 1e-9);
      }),
    );
  });

  it('agrees with the breakdown the checkout shows for every campaign the price list can make', () => {
    for (const [duration, ratios] of Object.entries(PRICE_PER_VIDEO_HALALAS)) {
      for (const ratio of Object.keys(ratios)) {
        for (let creators = 1; creators <= 10; creators++) {
          for (const picturesNeeded of [false, true]) {
            const price = campaignPrice({ videoDuration: Number(duration) as 15, aspectRatio: ratio as '9:16', numberOfContentCreators: creators, picturesNeeded });
            expect(invoiceFigures(price.total)).toMatchObject({ net: price.net, vat: price.vat, total: price.total });
          }
        }
      }
    }
    expect(PICTURES_PRICE_PER_CREATOR_HALALAS).toBe(11_500);
  });

  it('refuses an amount that is not whole halalas', () => {
    expect(() => invoiceFigures(10.5)).toThrow(RangeError);
    expect(() => invoiceFigures(-1)).toThrow(RangeError);
  });
});

describe('invoice numbers', () => {
  it('are written INV- and six digits at least', () => {
    expect(formatInvoiceNumber(1)).toBe('INV-000001');
    expect(formatInvoiceNumber(123)).toBe('INV-000123');
    expect(formatInvoiceNumber(999_999)).toBe('INV-999999');
    expect(formatInvoiceNumber(1_234_567)).toBe('INV-1234567');
    expect(() => formatInvoiceNumber(0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(1.5)).toThrow(RangeError);
  });

  it('are read from a path as written or as the bare number', () => {
    expect(parseInvoiceNumber('INV-000123')).toBe(123);
    expect(parseInvoiceNumber('123')).toBe(123);
    expect(parseInvoiceNumber('INV-1234567')).toBe(1_234_567);
    for (const bad of ['', '0', 'INV-000000', '-1', '1.5', '1e3', 'INV-', 'inv-000123', 'INV-12a', ' 12', '1234567890', 'x'.repeat(1000)]) {
      expect([bad, parseInvoiceNumber(bad)]).toEqual([bad, undefined]);
    }
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (number) => parseInvoiceNumber(formatInvoiceNumber(number)) === number));
  });
});

describe('amounts', () => {
  it('are SAR with Latin digits, grouped by thousands, two decimals', () => {
    expect(sarAmount(43_125)).toBe('431.25');
    expect(sarAmount(5)).toBe('0.05');
    expect(sarAmount(0)).toBe('0.00');
    expect(sarAmount(123_456_789)).toBe('1,234,567.89');
    expect(formatSar(575_000)).toBe('SAR 5,750.00');
    expect(() => sarAmount(1.5)).toThrow(RangeError);
  });

  it('are plain decimals in the QR code', () => {
    expect(zatcaAmount(123_456_789)).toBe('1234567.89');
    expect(zatcaAmount(5_625)).toBe('56.25');
    expect(zatcaAmount(7)).toBe('0.07');
  });
});

describe('times', () => {
  it('go into the QR code as ISO-8601 UTC to the second', () => {
    expect(zatcaTimestamp('2026-03-15T10:20:30.123Z')).toBe('2026-03-15T10:20:30Z');
    expect(zatcaTimestamp('2026-03-15T10:20:30Z')).toBe('2026-03-15T10:20:30Z');
  });

  it('are printed as the day and time in Riyadh', () => {
    expect(invoiceMoment('2026-03-14T22:30:00.000Z')).toEqual({ date: '2026-03-15', time: '01:30' });
    expect(invoiceMoment('2026-03-15T10:20:30.123Z')).toEqual({ date: '2026-03-15', time: '13:20' });
  });
});

describe('invoiceQrFields', () => {
  it('names the seller, its VAT number, the moment, the total and the VAT', () => {
    const invoice: Pick<Invoice, 'seller' | 'issuedAt' | 'total' | 'vat'> = {
      seller: { name: 'سوق المحتوى', vatNumber: '311111111100003' },
      issuedAt: '2026-03-15T10:20:30.123Z',
      total: 123_456_789,
      vat: 16_102_973,
    };
    const fields = invoiceQrFields(invoice);
    expect(fields).toEqual({ sellerName: 'سوق المحتوى', vatNumber: '311111111100003', timestamp: '2026-03-15T10:20:30Z', total: '1234567.89', vat: '161029.73' });
    expect(decodeZatcaQr(zatcaQrPayload(fields))).toEqual(fields);
  });
});
