import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../shared/domain/payment';

/**
 * Webhook signatures: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + rawBody)>`. The timestamp is signed with
 * the body, so an old delivery cannot be replayed with a fresh `t`; the body is signed as sent, byte for byte, so the
 * receiver must verify the raw text before parsing it. Several `v1` entries may be sent while a secret is rotated.
 */

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The header value that signs `rawBody` at `timestamp`. */
export function signPayload(secret: string, rawBody: string, timestamp: number = nowSeconds()): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Checks a header against the body, in constant time per candidate; says why it failed, for the log. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: number = nowSeconds(),
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'missing';
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && HEX_SHA256.test(value)) candidates.push(value);
  }
  if (timestamp === undefined || !candidates.length) return 'malformed';
  if (Math.abs(now - timestamp) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  // Every candidate is compared, so the time taken does not tell which one (or how much of one) matched.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(expected, Buffer.from(candidate, 'hex')) || matched;
  return matched ? 'valid' : 'mismatch';
}
