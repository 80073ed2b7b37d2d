import type * as PaymentApi from '../../web/src/features/payment/api';
import { CardFieldError, ProviderUnavailableError, type CardDetails } from '../../web/src/features/payment/card-errors';
import { tokenizeWithMoyasar } from '../../web/src/features/payment/moyasar';
import { PENDING_CARD_KEY, PENDING_CARD_MAX_AGE_MS, rememberPendingCard, takePendingCard } from '../../web/src/features/payment/pending-card';

// The identity module and the runtime configuration are the browser's; here they are stand-ins.
jest.mock('../../web/src/lib/identity', () => ({ loadAuth: async () => ({ getAccessToken: async () => undefined }) }));
jest.mock('../../web/src/lib/config', () => ({ loadRuntimeConfig: async () => ({ apiBase: '/api' }) }));
const { tokenizeCard } = jest.requireActual<typeof PaymentApi>('../../web/src/features/payment/api');

/**
 * The browser's side of Moyasar, held to its documentation (https://docs.moyasar.com/guides/tokenization/create-token):
 * `POST /v1/tokens` with the publishable key, the card and a callback URL; a 3-D Secure page to send the payer to.
 * No Moyasar account was used: the answers are the documented samples.
 */

const PUBLISHABLE_KEY = 'pk_test_MrtwozLJAuFmLKWWSaRaoaLX';
const MOYASAR = { provider: 'moyasar' as const, tokenizeUrl: 'https://api.moyasar.com/v1/tokens', publishableKey: PUBLISHABLE_KEY };
const CARD: CardDetails = { holderName: 'John Doe', number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
const RETURN_URL = 'https://d111111abcdef8.cloudfront.net/payment';

/** [TOKENS] "POST /v1/tokens — initiated response". */
const INITIATED = {
  id: 'token_x6okRgkZJrhgDHyqJ9zztW2X1k',
  status: 'initiated',
  brand: 'visa',
  funding: 'credit',
  country: 'US',
  month: '12',
  year: '2030',
  name: 'John Doe',
  last_four: '1111',
  metadata: null,
  message: null,
  verification_url: 'https://api.moyasar.com/v1/tokens/token_x6okRgkZJrhgDHyqJ9zztW2X1k/verify',
  created_at: '2024-01-15T10:00:00.000Z',
  updated_at: '2024-01-15T10:00:00.000Z',
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const realFetch = globalThis.fetch;

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

describe('Moyasar tokenization in the browser', () => {
  it('posts the card to /v1/tokens with the publishable key (Basic, no password) and the page to come back to', async () => {
    fetchMock.mockResolvedValue(answer(201, INITIATED));
    await tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.moyasar.com/v1/tokens');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${PUBLISHABLE_KEY}:`).toString('base64')}`);
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'John Doe', number: '4111111111111111', month: 12, year: 2030, cvc: '123', callback_url: RETURN_URL });
  });

  it('answers the token with its 3-D Secure page while it is initiated, and the token alone once active', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, INITIATED)).mockResolvedValueOnce(answer(201, { ...INITIATED, status: 'active', verification_url: null }));
    await expect(tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL)).resolves.toEqual({ token: INITIATED.id, verificationUrl: INITIATED.verification_url });
    await expect(tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL)).resolves.toEqual({ token: INITIATED.id });
  });

  it('follows no verification page but Moyasar\'s own, over https', async () => {
    fetchMock.mockResolvedValue(answer(201, { ...INITIATED, verification_url: 'https://moyasar.com.evil.example/verify' }));
    await expect(tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL)).rejects.toBeInstanceOf(CardFieldError);
  });

  it.each([
    ['number', 'number'],
    ['name', 'holderName'],
    ['month', 'expiryMonth'],
    ['year', 'expiryYear'],
    ['cvc', 'cvc'],
  ])('names the refused detail %s as the form\'s %s', async (moyasarField, ourField) => {
    fetchMock.mockResolvedValue(answer(400, { type: 'invalid_request_error', message: 'Validation Failed', errors: { [moyasarField]: ['is invalid'] } }));
    await expect(tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL)).rejects.toMatchObject({ field: ourField, message: 'is invalid' });
  });

  it('refuses the card as a whole when Moyasar names no detail the form has', async () => {
    fetchMock.mockResolvedValue(answer(400, { type: 'invalid_request_error', message: 'Card is not supported', errors: {} }));
    await expect(tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL)).rejects.toMatchObject({ field: 'card', message: 'Card is not supported' });
  });

  it('says the provider is unavailable when Moyasar cannot be reached or refuses the key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(401, { type: 'authentication_error', message: 'Invalid authorization credentials' }));
    await expect(tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(tokenizeWithMoyasar(MOYASAR, CARD, RETURN_URL)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('tokenizeCard chooses by the configured provider', () => {
  it('sends Moyasar\'s cards to Moyasar', async () => {
    fetchMock.mockResolvedValue(answer(201, INITIATED));
    await expect(tokenizeCard(MOYASAR, CARD, RETURN_URL)).resolves.toEqual({ token: INITIATED.id, verificationUrl: INITIATED.verification_url });
  });

  it('keeps the sandbox as it was: a bearer publishable key, the card as typed, a token at once', async () => {
    fetchMock.mockResolvedValue(answer(201, { token: 'tok_sandbox_1' }));
    const sandbox = { provider: 'sandbox' as const, tokenizeUrl: 'http://localhost:3000/sandbox-pay/v1/tokens', publishableKey: 'pk_sandbox_1' };
    await expect(tokenizeCard(sandbox, CARD, RETURN_URL)).resolves.toEqual({ token: 'tok_sandbox_1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(sandbox.tokenizeUrl);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer pk_sandbox_1');
    expect(JSON.parse(String(init.body))).toEqual(CARD);
  });
});

describe('a card waiting for its 3-D Secure check', () => {
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, value),
    };
  }

  it('is taken once, when the payer is back', () => {
    const storage = memoryStorage();
    rememberPendingCard('token_abc', 1_000, storage);
    expect(takePendingCard(2_000, storage)).toBe('token_abc');
    expect(takePendingCard(2_000, storage)).toBeUndefined();
  });

  it('is dropped when left too long, or unreadable', () => {
    const storage = memoryStorage();
    rememberPendingCard('token_abc', 1_000, storage);
    expect(takePendingCard(1_000 + PENDING_CARD_MAX_AGE_MS + 1, storage)).toBeUndefined();
    storage.setItem(PENDING_CARD_KEY, '{not json');
    expect(takePendingCard(2_000, storage)).toBeUndefined();
    expect(storage.getItem(PENDING_CARD_KEY)).toBeNull();
  });
});
