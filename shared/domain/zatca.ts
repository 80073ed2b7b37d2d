/**
 * The QR code of a Saudi tax invoice, ZATCA e-invoicing phase 1 ("generation"): five fields, each written as TLV —
 * one byte of tag, one byte of length (the value's size in UTF-8 bytes, so at most 255), the value in UTF-8 — one
 * after the other, and the whole in base64. The QR code holds that base64 text. Pure: the web app and the tests
 * decode it too, so no Buffer (TextEncoder and btoa exist in both worlds).
 */

/** The fields of phase 1 and their tags, in the order they are written. */
export const ZATCA_TAGS = { sellerName: 1, vatNumber: 2, timestamp: 3, total: 4, vat: 5 } as const;

export interface ZatcaFields {
  /** The seller's name as registered. */
  sellerName: string;
  /** The seller's VAT registration number (15 digits). */
  vatNumber: string;
  /** When the invoice was issued, ISO-8601 (e.g. `2026-03-15T10:20:30Z`). */
  timestamp: string;
  /** The invoice's total with VAT, in riyals with two decimals and no grouping (`1234.50`). */
  total: string;
  /** The VAT of the invoice, written as `total`. */
  vat: string;
}

type FieldName = keyof typeof ZATCA_TAGS;

const FIELD_NAMES = Object.keys(ZATCA_TAGS) as FieldName[];
/** One byte of length. */
const MAX_VALUE_BYTES = 255;

/** The TLV bytes of the five fields. A value must be 1 to 255 UTF-8 bytes long. */
export function zatcaTlv(fields: ZatcaFields): Uint8Array {
  const encoder = new TextEncoder();
  const parts = FIELD_NAMES.map((name) => {
    const value = encoder.encode(fields[name]);
    if (value.length === 0 || value.length > MAX_VALUE_BYTES) {
      throw new RangeError(`ZATCA field ${name} must be 1 to ${MAX_VALUE_BYTES} UTF-8 bytes long, got ${value.length}`);
    }
    return Uint8Array.from([ZATCA_TAGS[name], value.length, ...value]);
  });
  const tlv = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    tlv.set(part, offset);
    offset += part.length;
  }
  return tlv;
}

/** What the invoice's QR code holds: base64 of the TLV fields. */
export function zatcaQrPayload(fields: ZatcaFields): string {
  let binary = '';
  for (const byte of zatcaTlv(fields)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The five fields of TLV bytes. Tags other than 1-5 (phase 2 adds signatures as tags 6-9) are passed over; a field
 * missing or given twice, or a length that runs past the end, is refused.
 */
export function decodeZatcaTlv(tlv: Uint8Array): ZatcaFields {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const found: Partial<ZatcaFields> = {};
  for (let offset = 0; offset < tlv.length; ) {
    const tag = tlv[offset];
    const length = tlv[offset + 1];
    if (tag === undefined || length === undefined || offset + 2 + length > tlv.length) throw new Error(`ZATCA TLV runs past its end at byte ${offset}`);
    const name = FIELD_NAMES.find((field) => ZATCA_TAGS[field] === tag);
    if (name) {
      if (found[name] !== undefined) throw new Error(`ZATCA TLV has tag ${tag} twice`);
      found[name] = decoder.decode(tlv.subarray(offset + 2, offset + 2 + length));
    }
    offset += 2 + length;
  }
  const missing = FIELD_NAMES.find((name) => found[name] === undefined);
  if (missing) throw new Error(`ZATCA TLV lacks tag ${ZATCA_TAGS[missing]} (${missing})`);
  return found as ZatcaFields;
}

/** The fields a QR code's base64 text holds (for tests and the admin's checks). */
export function decodeZatcaQr(base64: string): ZatcaFields {
  const binary = atob(base64);
  return decodeZatcaTlv(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
