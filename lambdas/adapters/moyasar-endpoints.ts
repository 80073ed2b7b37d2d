/**
 * Where Moyasar answers and how its keys look: no dependency, so the stack definition (lib/constructs/payments.ts)
 * and the Lambda code read the same values. Sources: see moyasar-shapes.ts.
 */

/** [API] "https://api.moyasar.com/v1" is the base of every endpoint. */
export const MOYASAR_API_URL = 'https://api.moyasar.com/v1';
/** Where the browser tokenizes a card: [TOKENS] "Endpoint: POST /v1/tokens — Authentication: Publishable key". */
export const MOYASAR_TOKENS_URL = `${MOYASAR_API_URL}/tokens`;
/** The origin the web app's Content-Security-Policy must allow it to connect to (connect-src). */
export const MOYASAR_API_ORIGIN = 'https://api.moyasar.com';

/**
 * [API] Authentication: "HTTP Basic … Pass your API key as the username and leave the password empty
 * (e.g. `-u sk_test_123:`)". Secret keys are `sk_test_…`/`sk_live_…`, publishable ones `pk_test_…`/`pk_live_…`.
 */
export function basicAuthorization(key: string): string {
  return `Basic ${Buffer.from(`${key}:`, 'utf8').toString('base64')}`;
}

const MOYASAR_KEY = { secret: /^sk_(test|live)_[A-Za-z0-9]+$/, publishable: /^pk_(test|live)_[A-Za-z0-9]+$/ } as const;

/** `test` or `live`, the mode of a key (undefined for anything that is not a Moyasar key of that kind). */
export function keyMode(key: string, kind: keyof typeof MOYASAR_KEY): 'test' | 'live' | undefined {
  const match = MOYASAR_KEY[kind].exec(key);
  return match ? (match[1] as 'test' | 'live') : undefined;
}
