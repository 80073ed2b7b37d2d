import { createHmac } from 'node:crypto';
import { signPayload, verifySignature } from '../../lambdas/adapters/payment-signature';
import { cardBrandOf, isCardExpired, passesLuhn, WEBHOOK_TOLERANCE_SECONDS } from '../../shared/domain/payment';

const SECRET = 'whsec_test';
const BODY = '{"id":"evt-1","type":"payment.succeeded","data":{"amount":115000}}';
const NOW = 1_800_000_000;

describe('webhook signatures', () => {
  it('signs t=<unix>,v1=<hex HMAC-SHA256(secret, t.body)>', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signPayload(SECRET, BODY, NOW)).toBe(`t=${NOW},v1=${expected}`);
  });

  it('accepts its own signature within the tolerance, on either side of now', () => {
    expect(verifySignature(SECRET, BODY, signPayload(SECRET, BODY, NOW), NOW)).toBe('valid');
    expect(verifySignature(SECRET, BODY, signPayload(SECRET, BODY, NOW - WEBHOOK_TOLERANCE_SECONDS), NOW)).toBe('valid');
    expect(verifySignature(SECRET, BODY, signPayload(SECRET, BODY, NOW + WEBHOOK_TOLERANCE_SECONDS), NOW)).toBe('valid');
  });

  it('refuses a signature older or newer than the tolerance', () => {
    expect(verifySignature(SECRET, BODY, signPayload(SECRET, BODY, NOW - WEBHOOK_TOLERANCE_SECONDS - 1), NOW)).toBe('stale');
    expect(verifySignature(SECRET, BODY, signPayload(SECRET, BODY, NOW + WEBHOOK_TOLERANCE_SECONDS + 1), NOW)).toBe('stale');
  });

  it('refuses a changed body, another secret, or a timestamp moved without re-signing', () => {
    const header = signPayload(SECRET, BODY, NOW);
    expect(verifySignature(SECRET, BODY.replace('115000', '100'), header, NOW)).toBe('mismatch');
    expect(verifySignature(SECRET, `${BODY} `, header, NOW)).toBe('mismatch');
    expect(verifySignature('whsec_other', BODY, header, NOW)).toBe('mismatch');
    expect(verifySignature(SECRET, BODY, header.replace(`t=${NOW}`, `t=${NOW + 1}`), NOW)).toBe('mismatch');
  });

  it.each([
    ['no header', undefined, 'missing'],
    ['an empty header', '', 'missing'],
    ['no timestamp', 'v1=' + 'a'.repeat(64), 'malformed'],
    ['no v1', `t=${NOW}`, 'malformed'],
    ['a v1 that is not 64 hex digits', `t=${NOW},v1=abc`, 'malformed'],
    ['a timestamp that is not a number', `t=soon,v1=${'a'.repeat(64)}`, 'malformed'],
  ])('refuses %s', (_label, header, expected) => {
    expect(verifySignature(SECRET, BODY, header, NOW)).toBe(expected);
  });

  it('accepts a header that carries the right v1 beside another (a secret being rotated)', () => {
    const good = signPayload(SECRET, BODY, NOW);
    const other = signPayload('whsec_old', BODY, NOW).split(',')[1];
    expect(verifySignature(SECRET, BODY, `${good},${other}`, NOW)).toBe('valid');
    expect(verifySignature(SECRET, BODY, `t=${NOW},${other}`, NOW)).toBe('mismatch');
  });
});

describe('card checks', () => {
  it.each([
    ['4111111111111111', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['4111111111111112', false],
    ['4111', false],
    ['4111 1111 1111 1111', false],
  ])('Luhn of %s is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['4406470000000003', 'mada'],
    ['5888450000000000', 'mada'],
    ['9682080000000000', 'mada'],
    ['3782822463100050', undefined],
  ])('the brand of %s is %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it('keeps a card valid through the last day of its expiry month', () => {
    expect(isCardExpired({ expiryMonth: 6, expiryYear: 2030 }, '2030-06-30')).toBe(false);
    expect(isCardExpired({ expiryMonth: 6, expiryYear: 2030 }, '2030-07-01')).toBe(true);
    expect(isCardExpired({ expiryMonth: 12, expiryYear: 2029 }, '2030-01-01')).toBe(true);
  });
});
