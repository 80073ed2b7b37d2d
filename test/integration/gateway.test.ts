import { api, stack } from '../support/stack';

describe('local gateway', () => {
  it('answers the health check with every dependency live', async () => {
    const { status, body } = await api('/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', dependencies: { dynamodb: 'ok', s3: 'ok', cognito: 'ok' }, checkedAt: expect.any(String) });
  });

  it('answers an unknown API path with a 404 JSON error', async () => {
    const { status, body } = await api('/no/such/route');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'ROUTE_NOT_FOUND', requestId: expect.any(String) });
  });

  it('answers a known path with the wrong method with a 404 JSON error', async () => {
    const { status, body } = await api('/health', { method: 'DELETE' });
    expect(status).toBe(404);
    expect(body.code).toBe('ROUTE_NOT_FOUND');
  });

  it.each(['/campaigns/%ZZ', '/campaigns/%E0%A4%A', '/company/creator/%ED%A0%80'])(
    'answers a path with broken percent-encoding (%s) with 400 BAD_REQUEST and a request id, as API Gateway refuses it',
    async (path) => {
      const { status, body } = await api(path);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'BAD_REQUEST', message: 'The request is not valid.', requestId: expect.any(String) });
    },
  );

  it('answers a web path with broken percent-encoding with a 400, not a 500', async () => {
    const response = await fetch(`${stack().url}/campaigns/%ZZ`);
    expect(response.status).toBe(400);
  });

  it.each([
    ['POST /creator', '/creator', '{"fullName": "Sara", "email": "sara@example.com", "country": "SA", "toString": "x"}', 'toString'],
    ['POST /company', '/company', '{"fullName": "Brand", "email": "brand@example.com", "country": "SA", "__proto__": {"role": "admin"}}', '__proto__'],
    ['POST /support', '/support', '{"name": "Sara", "email": "sara@example.com", "message": "Hi", "constructor": {"prototype": 1}}', 'constructor'],
  ])('refuses a public %s body with a key named like an Object.prototype member as an unknown field', async (_label, path, body, field) => {
    const answer = await api(path, { method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: 'unknownField' }, requestId: expect.any(String) });
  });

  it('passes a query parameter named __proto__ on to the handler as an own key, as API Gateway does, which refuses it', async () => {
    const answer = await api('/health?__proto__=x');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { __proto__: 'unknownField' } });
  });

  it('serves the web app with its security headers, and index.html for client-side routes', async () => {
    for (const path of ['/', '/signin', '/campaigns/123']) {
      const response = await fetch(`${stack().url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('answers a missing asset with a 404, not the app', async () => {
    const response = await fetch(`${stack().url}/assets/missing.js`);
    expect(response.status).toBe(404);
  });

  it('serves the runtime configuration the app signs in with', async () => {
    const response = await fetch(`${stack().url}/config.json`);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      apiBase: '/api',
      userPool: stack().cognito.users,
      adminPool: stack().cognito.admins,
      cognitoEndpoint: stack().cognito.endpoint,
    });
  });

  it('does not serve files outside the web build', async () => {
    const response = await fetch(`${stack().url}/..%2f..%2fpackage.json`);
    expect(response.status).toBe(404);
  });
});
