import * as http from 'node:http';
import * as zlib from 'node:zlib';
import { api, stack } from '../support/stack';

/** A raw GET or HEAD of the local gateway, undecoded (fetch would decompress and hide what went over the wire). */
function rawRequest(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack().url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

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

  it('serves the web app with its security headers: index.html for client-side routes, the prebuilt page where there is one', async () => {
    for (const [path, root] of [
      ['/', '<div id="root" data-prerendered="en:/">'],
      ['/signin', '<div id="root" data-prerendered="en:/signin">'],
      ['/campaigns/123', '<div id="root"></div>'],
    ]) {
      const response = await fetch(`${stack().url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain(root);
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

  describe('built assets, precompressed as CloudFront serves them', () => {
    let script: string;
    let plain: Buffer;
    beforeAll(async () => {
      const index = await (await fetch(`${stack().url}/`)).text();
      // The page's script only starts the main one (scripts/build-web.ts, bootScript).
      const boot = await (await fetch(`${stack().url}${/<script type="module" src="([^"]+)"/.exec(index)?.[1] ?? ''}`)).text();
      script = /import\("([^"]+)"\)/.exec(boot)?.[1] ?? '';
      plain = (await rawRequest(script, {})).body;
    });

    it.each([
      ['br', 'br, gzip, deflate', (body: Buffer) => zlib.brotliDecompressSync(body)],
      ['gzip', 'gzip, deflate', (body: Buffer) => zlib.gunzipSync(body)],
      ['gzip', 'br;q=0, gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ])('sends %s for Accept-Encoding "%s", the same bytes once decoded, with the plain file\'s type and cache headers', async (encoding, accept, decode) => {
      const response = await rawRequest(script, { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.body.length).toBeLessThan(plain.length / 2);
      expect(decode(response.body).equals(plain)).toBe(true);
    });

    it('sends the plain file to a client that takes no encoding', async () => {
      const response = await rawRequest(script, {});
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(plain.length);
      expect(plain.toString('utf8', 0, 200)).not.toContain('\u0000');
    });

    it('answers HEAD with the headers of what GET would send, and no body', async () => {
      const response = await rawRequest(script, { 'accept-encoding': 'br' }, 'HEAD');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body.length).toBe(0);
    });

    it('never serves a precompressed copy as a file of its own', async () => {
      expect((await rawRequest(`${script}.br`, {})).status).toBe(404);
      expect((await rawRequest(`${script}.gz`, { 'accept-encoding': 'gzip' })).status).toBe(404);
    });
  });
  describe('prebuilt first pages, chosen as CloudFront\'s viewer-request function chooses them', () => {
    const page = async (path: string, cookie?: string) => {
      const response = await rawRequest(path, cookie ? { cookie } : {});
      const html = response.body.toString('utf8');
      return { status: response.status, cacheControl: response.headers['cache-control'], html, prerendered: /data-prerendered="([^"]*)"/.exec(html)?.[1], lang: /<html lang="([^"]*)" dir="([^"]*)"/.exec(html)?.slice(1) };
    };

    it.each([
      ['/', undefined, 'en:/', ['en', 'ltr']],
      ['/', 'locale=ar', 'ar:/', ['ar', 'rtl']],
      ['/signin', 'theme=dark; locale=ar', 'ar:/signin', ['ar', 'rtl']],
      ['/signup', 'locale=en', 'en:/signup', ['en', 'ltr']],
      ['/forgot', 'locale=xx', 'en:/forgot', ['en', 'ltr']],
    ])('serves %s with cookie %s as the page built for %s, revalidated on every load', async (path, cookie, expected, lang) => {
      const answer = await page(path, cookie);
      expect(answer.status).toBe(200);
      expect(answer.prerendered).toBe(expected);
      expect(answer.lang).toEqual(lang);
      expect(answer.cacheControl).toBe('no-cache');
      // Painted without script: the page's text is in the markup, and the only script is the app's module.
      expect(answer.html.match(/<script/g)).toHaveLength(1);
    });

    it('serves the prebuilt sign-in form in Arabic with its Arabic fonts preloaded', async () => {
      const { html } = await page('/signin', 'locale=ar');
      expect(html).toContain('تسجيل الدخول');
      expect(html).toMatch(/<link rel="preload" href="\/assets\/files\/noto-kufi-arabic-arabic-400-normal-[^"]+\.woff2" as="font"/);
      expect(html).not.toMatch(/<link rel="preload" href="[^"]*poppins/);
    });

    it.each(['/signup?role=creator', '/dashboard', '/campaigns/create'])('serves %s as the plain app, which renders it in the browser', async (path) => {
      const answer = await page(path, 'locale=ar');
      expect(answer.status).toBe(200);
      expect(answer.prerendered).toBeUndefined();
      expect(answer.html).toContain('<div id="root"></div>');
    });

    it('never serves the prebuilt pages\' folder as a path of its own kind: its files are files', async () => {
      expect((await page('/prerendered/ar/signin.html')).prerendered).toBe('ar:/signin');
      expect((await rawRequest('/prerendered/ar/nothing.html', {})).status).toBe(404);
    });
  });
});

