import * as http from 'node:http';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { contactKey } from '../../lambdas/data/keys';
import { mailsTo } from '../../scripts/local/mailbox';
import { table } from '../support/accounts';
import { stack } from '../support/stack';

/** `POST /support`, the landing page's contact form: public, stored, mailed to support, rate-limited per address. */

const SUPPORT_ADDRESS = 'support@ugc.local';
let nextAddress = 1;

/**
 * Each test writes from its own address: the request leaves from another loopback address (127.0.1.x), and the local
 * gateway names the socket's address to the API as CloudFront does (`CloudFront-Viewer-Address`). So these tests
 * never use up the allowance of 127.0.0.1, which the browser tests share.
 */
function visitorAddress(): string {
  return `127.0.1.${nextAddress++}`;
}

function contact(body: unknown, address: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${stack().apiUrl}/support`);
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: address, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Ali',
  email: 'Sara@Example.com',
  phone: '+966 50 123 4567',
  message: `How do payouts work? (${Math.random().toString(36).slice(2)})`,
  ...overrides,
});

async function rateCounters(address: string) {
  const { Items } = await table().send(
    new QueryCommand({ TableName: stack().dynamodb.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `RATE#contact#${address}` } }),
  );
  return Items ?? [];
}

describe('POST /support', () => {
  it('stores the message and mails it to support, replying to the visitor, without a token', async () => {
    const sent = message();
    const { status, body } = await contact(sent, visitorAddress());
    expect(status).toBe(201);
    expect(typeof body.id).toBe('string');

    const { Item } = await table().send(new GetCommand({ TableName: stack().dynamodb.tableName, Key: contactKey(body.id as string) }));
    expect(Item).toMatchObject({ id: body.id, name: 'Sara Ali', email: 'sara@example.com', phone: '+966 50 123 4567', message: sent.message });

    const mail = mailsTo(stack().mailDir, SUPPORT_ADDRESS).find((candidate) => candidate.text.includes(`Reference: ${body.id as string}`));
    expect(mail).toMatchObject({ to: SUPPORT_ADDRESS, subject: 'Contact message from Sara Ali', replyTo: 'sara@example.com' });
    expect(mail?.text).toContain(sent.message);
  });

  it('takes five messages an hour from one address, answers the sixth 429, and counts other addresses apart', async () => {
    const address = visitorAddress();
    for (let i = 0; i < 5; i++) expect((await contact(message(), address)).status).toBe(201);
    const refused = await contact(message(), address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many messages were sent from your address. Please try again in an hour.' });
    expect((await contact(message(), visitorAddress())).status).toBe(201);

    const [counter, ...others] = await rateCounters(address);
    expect(others).toEqual([]);
    expect(counter).toMatchObject({ count: 5 });
    // The counter expires (TTL) one window after its own ends.
    expect(counter?.expiresAt).toBe(Date.parse(counter?.SK as string) / 1000 + 2 * 3600);
  });

  it('believes no address the visitor writes: forged X-Forwarded-For and viewer headers still use one allowance', async () => {
    const address = visitorAddress();
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const forged = `203.0.113.${i + 1}`;
      answers.push(await contact(message(), address, { 'x-forwarded-for': forged, 'cloudfront-viewer-address': `${forged}:443` }));
    }
    expect(answers.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await rateCounters(address)).toEqual([expect.objectContaining({ count: 5 })]);
  });

  it('allows five messages even to parallel requests, never six', async () => {
    const address = visitorAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => contact(message(), address)));
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(5);
    expect(answers.filter(({ status }) => status === 429)).toHaveLength(3);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'This field is required'],
    ['a name over 50 characters', { name: 'a'.repeat(51) }, 'name', 'Must be no longer than 50 characters'],
    ['no e-mail', { email: undefined }, 'email', 'This field is required'],
    ['an invalid e-mail', { email: 'sara@example' }, 'email', 'Please, enter a valid email'],
    ['an invalid phone number', { phone: 'call me maybe' }, 'phone', 'Please, enter a valid phone number'],
    ['no message', { message: '  ' }, 'message', 'This field is required'],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }, 'message', 'Must be no longer than 2000 characters'],
  ])('refuses %s with 400 and the rule\'s message, writing nothing', async (_label, change, field, text) => {
    const address = visitorAddress();
    const { status, body } = await contact(message(change), address);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: text });
    expect(Object.keys(body.fields as object)).toEqual([field]);
    expect(await rateCounters(address)).toEqual([]);
  });

  it('refuses a body that is not a message with a stable code', async () => {
    const address = visitorAddress();
    expect((await contact('{"name":', address)).body.code).toBe('INVALID_JSON');
    expect((await contact([message()], address)).body.code).toBe('INVALID_BODY');
    expect((await contact(message({ subject: 'Hello' }), address)).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { subject: 'unknownField' } });
    expect(await rateCounters(address)).toEqual([]);
  });
});
