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
