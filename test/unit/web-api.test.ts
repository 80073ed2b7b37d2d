import type * as ApiModule from '../../web/src/lib/api';
import { ROUTES } from '../../shared/api/routes';
import type { InferType } from 'yup';
import type { createProfileSchema } from '../../shared/validation/rules';

// The identity module and the runtime configuration are the browser's; here they are stand-ins.
const getAccessToken = jest.fn<Promise<string | undefined>, []>();
jest.mock('../../web/src/lib/identity', () => ({ loadAuth: async () => ({ getAccessToken: () => getAccessToken() }) }));
jest.mock('../../web/src/lib/config', () => ({ loadRuntimeConfig: async () => ({ apiBase: '/api' }) }));
const { apiRequest, apiUrl, ApiError } = jest.requireActual<typeof ApiModule>('../../web/src/lib/api');

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the API client', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    getAccessToken.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('fills path parameters, encodes them and drops undefined query values', () => {
    expect(apiUrl('/api', '/admin/{userType}/{id}/status', { userType: 'creators', id: 'a/b' })).toBe('/api/admin/creators/a%2Fb/status');
    expect(apiUrl('/api', '/user', {}, { email: 'a+b@example.com', page: 2, skip: undefined })).toBe('/api/user?email=a%2Bb%40example.com&page=2');
    expect(() => apiUrl('/api', '/admin/{userType}/{id}/status', { userType: 'creators' })).toThrow('id');
  });

  it('sends the access token as bearer and parses the JSON answer', async () => {
    getAccessToken.mockResolvedValue('token-1');
    fetchMock.mockResolvedValue(answer(200, { id: 'u1' }));
    await expect(apiRequest(ROUTES.getUser, { query: { email: 'x@example.com' } })).resolves.toEqual({ id: 'u1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user?email=x%40example.com');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('sends no token to a public route and a JSON body when there is one', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 'u2' }));
    // Only part of the body the route's schema asks for: the client sends what it is given, the server checks it.
    await apiRequest(ROUTES.createCreator, { body: { fullName: 'A' } as InferType<typeof createProfileSchema> });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(getAccessToken).not.toHaveBeenCalled();
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"fullName":"A"}');
  });

  it('refuses a signed-in route without a token, without calling the API', async () => {
    getAccessToken.mockResolvedValue(undefined);
    await expect(apiRequest(ROUTES.getUser, { query: { email: 'x@example.com' } })).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("turns the API's error body into an ApiError with its code and fields", async () => {
    getAccessToken.mockResolvedValue('token-1');
    fetchMock.mockResolvedValue(answer(400, { code: 'VALIDATION_FAILED', message: 'Invalid email', fields: { email: 'invalidEmail' }, requestId: 'r1' }));
    const error = await apiRequest(ROUTES.getUser).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid email', fields: { email: 'invalidEmail' }, requestId: 'r1' });
  });

  it("gives API Gateway's own bare answers a code", async () => {
    getAccessToken.mockResolvedValue('token-1');
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Unauthorized' }));
    await expect(apiRequest(ROUTES.getUser)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' });
    fetchMock.mockResolvedValueOnce(answer(403, { message: 'Forbidden' }));
    await expect(apiRequest(ROUTES.getUser)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest(ROUTES.getUser)).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    getAccessToken.mockResolvedValue('token-1');
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiRequest(ROUTES.getUser)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
