import { decodeZatcaQr, decodeZatcaTlv, zatcaQrPayload, zatcaTlv, ZATCA_TAGS, type ZatcaFields } from '../../shared/domain/zatca';

/**
 * The ZATCA (phase 1) QR payload: five TLV fields (tag, length in UTF-8 bytes, value), base64 of the whole.
 */

/** A published vector (Salla's `salla/zatca` package, README): the same five fields give the same base64. */
const SALLA: { fields: ZatcaFields; base64: string } = {
  fields: { sellerName: 'Salla', vatNumber: '1234567891', timestamp: '2021-07-12T14:25:09Z', total: '100.00', vat: '15.00' },
  base64: 'AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=',
};

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('zatcaQrPayload', () => {
  it('encodes the published example byte for byte', () => {
    expect(zatcaQrPayload(SALLA.fields)).toBe(SALLA.base64);
  });

  it('writes tag, length and value for each field, in tag order 1 to 5', () => {
    const fields: ZatcaFields = { sellerName: 'Ab', vatNumber: '3', timestamp: '2026-03-15T10:20:30Z', total: '431.25', vat: '56.25' };
    expect(zatcaTlv(fields)).toEqual(
      bytes(
        1, 2, ...ascii('Ab'),
        2, 1, ...ascii('3'),
        3, 20, ...ascii('2026-03-15T10:20:30Z'),
        4, 6, ...ascii('431.25'),
        5, 5, ...ascii('56.25'),
      ),
    );
    expect(Object.values(ZATCA_TAGS)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts lengths in UTF-8 bytes, not characters: an Arabic name of 4 letters is 8 bytes', () => {
    // ش ر ك ة: U+0634 U+0631 U+0643 U+0629, two bytes each in UTF-8.
    const tlv = zatcaTlv({ ...SALLA.fields, sellerName: 'شركة' });
    expect([...tlv.slice(0, 10)]).toEqual([1, 8, 0xd8, 0xb4, 0xd8, 0xb1, 0xd9, 0x83, 0xd8, 0xa9]);
    expect(decodeZatcaTlv(tlv).sellerName).toBe('شركة');
  });

  it('refuses a value longer than one length byte can say, and an empty one', () => {
    expect(() => zatcaTlv({ ...SALLA.fields, sellerName: 'x'.repeat(256) })).toThrow(RangeError);
    // 128 Arabic letters are 256 bytes: too long although only 128 characters.
    expect(() => zatcaTlv({ ...SALLA.fields, sellerName: 'ب'.repeat(128) })).toThrow(RangeError);
    expect(zatcaTlv({ ...SALLA.fields, sellerName: 'x'.repeat(255) })[1]).toBe(255);
    expect(() => zatcaTlv({ ...SALLA.fields, vatNumber: '' })).toThrow(RangeError);
  });
});

describe('decodeZatcaQr', () => {
  it('reads the published example back', () => {
    expect(decodeZatcaQr(SALLA.base64)).toEqual(SALLA.fields);
  });

  it('round-trips Arabic, Latin and mixed names', () => {
    for (const sellerName of ['سوق المحتوى للتسويق', 'UGC Marketplace Co.', 'شركة UGC المحدودة']) {
      const fields = { ...SALLA.fields, sellerName };
      expect(decodeZatcaQr(zatcaQrPayload(fields))).toEqual(fields);
    }
  });

  it('refuses a payload that is cut short, lacks a field or has one twice', () => {
    const tlv = zatcaTlv(SALLA.fields);
    expect(() => decodeZatcaTlv(tlv.slice(0, tlv.length - 1))).toThrow(/runs past/);
    expect(() => decodeZatcaTlv(tlv.slice(0, 7))).toThrow(/tag 2/);
    expect(() => decodeZatcaTlv(Uint8Array.from([...tlv, 1, 1, 65]))).toThrow(/twice/);
    expect(() => decodeZatcaQr('not base64!')).toThrow();
  });

  it('skips tags beyond the five (phase 2 adds 6 to 9)', () => {
    const tlv = Uint8Array.from([...zatcaTlv(SALLA.fields), 6, 2, 0xab, 0xcd]);
    expect(decodeZatcaTlv(tlv)).toEqual(SALLA.fields);
  });
});
