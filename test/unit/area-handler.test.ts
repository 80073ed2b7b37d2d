import type { AuthorizerContext } from '../../lambdas/core/caller';
import { ConflictError } from '../../lambdas/core/errors';
import { areaHandler, type ApiEvent, type RouteHandler } from '../../lambdas/core/http';
import { routeKey, routesOfArea } from '../../shared/api/routes';
import { testApiEvent, testLambdaContext } from '../support/api-event';

const event = testApiEvent;

const creator: Partial<AuthorizerContext> = { userId: 'u1', email: 'c@x.io', pool: 'users', role: 'creator', status: 'Active' };

/** The users area with one handler behind every route, so the test follows the route table as it grows. */
function usersArea(handler: RouteHandler) {
  const handle = areaHandler('users', routesOfArea('users').map((route): [string, RouteHandler] => [routeKey(route), handler]));
  return (apiEvent: ApiEvent) => handle(apiEvent, testLambdaContext('users'));
}

describe('area handler', () => {
  it('refuses to build when a route of the area has no handler', () => {
    expect(() => areaHandler('users', [])).toThrow(/^No handler for .+ in area users$/);
  });

  it('passes the caller and answers JSON', async () => {
    const handle = usersArea(async ({ caller }) => ({ body: { id: caller?.userId } }));
    const result = await handle(event('GET /user', { context: creator }));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toEqual({ id: 'u1' });
  });

  it.each([
    ['no caller', undefined, 401, 'UNAUTHORIZED'],
    ['an Inactive caller', { ...creator, status: 'Inactive' as const }, 403, 'ACCOUNT_INACTIVE'],
    ['a caller with no profile yet', { ...creator, role: '' as const, status: '' as const }, 403, 'FORBIDDEN'],
  ])('refuses %s before the handler runs', async (_label, context, status, code) => {
    const handler = jest.fn();
    // PUT /user: a route that, unlike GET /user, does not admit callers without a profile.
    const result = await usersArea(handler)(event('PUT /user', { context }));
    expect(result.statusCode).toBe(status);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ code, requestId: 'req-1' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const result = await usersArea(async () => ({}))(event('GET /user', { body: '{"broken', context: creator }));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '').code).toBe('INVALID_JSON');
  });

  it.each([
    ['at the top', '{"fullName": "Sara", "__proto__": {"role": "admin"}}', '__proto__'],
    ['inside an object', '{"profile": {"constructor": {"name": "x"}}}', 'profile.constructor'],
    ['inside an array', '[{"valueOf": 1}]', '[0].valueOf'],
  ])('refuses a body with a key named like an Object.prototype member %s as an unknown field, before the handler runs', async (_label, body, path) => {
    const handler = jest.fn();
    const result = await usersArea(handler)(event('PUT /user', { body, context: creator }));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This field cannot be set here', fields: { [path]: 'unknownField' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a query parameter named like an Object.prototype member as an unknown field', async () => {
    const handler = jest.fn();
    const result = await usersArea(handler)(event('GET /user', { query: { email: 'c@x.io', toString: '1' }, context: creator }));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ code: 'VALIDATION_FAILED', fields: { toString: 'unknownField' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('maps a domain error to its status and stable code', async () => {
    const result = await usersArea(async () => {
      throw new ConflictError('ACCOUNT_EXISTS');
    })(event('GET /user', { context: creator }));
    expect(result.statusCode).toBe(409);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ code: 'ACCOUNT_EXISTS', message: 'An account with this e-mail already exists.' });
  });

  it('answers an unexpected failure with a 500 and the request id, and logs the stack', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await usersArea(async () => {
      throw new Error('database on fire');
    })(event('GET /user', { context: creator }));
    expect(result.statusCode).toBe(500);
    const body = JSON.parse(result.body ?? '');
    expect(body).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred', requestId: 'req-1' });
    expect(JSON.stringify(body)).not.toContain('database on fire');
    expect(log.mock.calls[0]?.[0]).toContain('database on fire');
    log.mockRestore();
  });

  it('answers a route key of another area with a 404', async () => {
    const result = await usersArea(async () => ({}))(event('GET /health'));
    expect(result.statusCode).toBe(404);
  });
});
