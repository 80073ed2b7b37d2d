import { randomUUID } from 'node:crypto';
import { parseLiveRequest, MAX_LIVE_REQUEST_CHARS } from '../../lambdas/live/requests';
import { LIVE_ACTIONS, routeKeyOf } from '../../lambdas/live/routes';
import { ERROR_MESSAGES } from '../../shared/errors';

/** The live channel's requests (lambdas/live/requests.ts, routes.ts): read and checked before anything runs. */

const channelId = randomUUID();
const clientId = randomUUID();
const parse = (body: unknown) => parseLiveRequest(typeof body === 'string' ? body : JSON.stringify(body));

describe('route selection, as API Gateway makes it by the body\'s action', () => {
  it.each(LIVE_ACTIONS)('takes the %s route for its action', (action) => {
    expect(routeKeyOf(JSON.stringify({ action, anything: 1 }))).toBe(action);
  });

  it.each(['not json', '[]', 'null', '42', '{"action":"delete"}', '{"action":{"x":1}}', '{"action":"toString"}', '{}'])('takes $default for %s', (body) => {
    expect(routeKeyOf(body)).toBe('$default');
  });
});

describe('reading a request', () => {
  it('reads a ping whatever else it carries', () => {
    expect(parse({ action: 'ping', extra: true })).toEqual({ request: { action: 'ping' } });
  });

  it('reads a send, trimmed and with its defaults, by the HTTP route\'s rules', () => {
    expect(parse({ action: 'send', channelId, clientId, text: '  Hello  ' })).toEqual({ request: { action: 'send', channelId, input: { clientId, text: 'Hello', attachments: [] } } });
  });

  it('reads a read, a typing signal and a subscription (to a channel, or to none)', () => {
    const upTo = '2026-03-01T10:00:00.000Z';
    expect(parse({ action: 'read', channelId, upTo })).toEqual({ request: { action: 'read', channelId, upTo } });
    expect(parse({ action: 'typing', channelId })).toEqual({ request: { action: 'typing', channelId } });
    expect(parse({ action: 'subscribe', channelId })).toEqual({ request: { action: 'subscribe', channelId } });
    expect(parse({ action: 'subscribe', channelId: null })).toEqual({ request: { action: 'subscribe', channelId: null } });
  });

  it.each(['', 'not json', '[1]', 'null', '"send"', '{"action":"delete","channelId":"x"}', '{"action":7}', '{"action":"constructor"}'])('cannot read %j: no action to answer', (body) => {
    expect(parseLiveRequest(body)).toEqual({ unreadable: true });
  });

  it('cannot read a missing body', () => {
    expect(parseLiveRequest(undefined)).toEqual({ unreadable: true });
    expect(parseLiveRequest(null)).toEqual({ unreadable: true });
  });
});

describe('refusing a known action', () => {
  const refusal = (body: unknown) => {
    const parsed = parse(body);
    if (!('refusal' in parsed)) throw new Error(`not refused: ${JSON.stringify(parsed)}`);
    return parsed.refusal;
  };

  it.each([
    ['send', undefined],
    ['send', 42],
    ['read', 'not-a-uuid'],
    ['typing', { id: channelId }],
    ['subscribe', 'x'.repeat(100)],
    ['subscribe', undefined],
  ])('refuses %s with channel %j as an invalid channel id, echoing only a short string', (action, badChannel) => {
    expect(refusal({ action, channelId: badChannel, ...(action === 'read' ? { upTo: '2026-03-01T10:00:00.000Z' } : {}) })).toEqual({
      action,
      channelId: typeof badChannel === 'string' && badChannel.length <= 64 ? badChannel : '',
      code: 'INVALID_CHANNEL_ID',
      message: ERROR_MESSAGES.INVALID_CHANNEL_ID,
      statusCode: 400,
    });
  });

  it('refuses a send that breaks a rule with the first rule\'s message, and echoes its client id', () => {
    expect(refusal({ action: 'send', channelId, clientId, text: '   ' })).toMatchObject({ action: 'send', channelId, clientId, code: 'VALIDATION_FAILED', statusCode: 400 });
    expect(refusal({ action: 'send', channelId, clientId, text: 'x'.repeat(2001) })).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/\S/) });
    expect(refusal({ action: 'send', channelId, clientId: 'not-a-uuid', text: 'Hi' })).toMatchObject({ clientId: 'not-a-uuid', code: 'VALIDATION_FAILED' });
    expect(refusal({ action: 'send', channelId, clientId: 12, text: 'Hi' })).not.toHaveProperty('clientId');
    expect(refusal({ action: 'send', channelId, clientId, text: 'Hi', attachments: 'all' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refusal({ action: 'send', channelId, clientId, text: 'Hi', senderId: 'someone-else' })).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a read without a valid instant, and unknown fields on any action', () => {
    expect(refusal({ action: 'read', channelId, upTo: 'yesterday' })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refusal({ action: 'read', channelId })).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refusal({ action: 'typing', channelId, userId: 'someone-else' })).toMatchObject({ action: 'typing', code: 'VALIDATION_FAILED' });
    expect(refusal({ action: 'subscribe', channelId, all: true })).toMatchObject({ action: 'subscribe', code: 'VALIDATION_FAILED' });
  });

  it('refuses keys named like Object.prototype members instead of reading them', () => {
    expect(refusal(`{"action":"send","channelId":"${channelId}","clientId":"${clientId}","text":"Hi","__proto__":{"x":1}}`)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refusal(`{"action":"typing","channelId":"${channelId}","constructor":1}`)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a body larger than a frame as too large', () => {
    expect(refusal({ action: 'send', channelId, clientId, text: 'x'.repeat(MAX_LIVE_REQUEST_CHARS) })).toMatchObject({ action: 'send', clientId, code: 'BAD_REQUEST', statusCode: 413 });
  });
});
