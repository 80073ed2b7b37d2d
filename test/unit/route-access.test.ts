import type { AuthorizerContext } from '../../lambdas/core/caller';
import { ValidationError } from '../../lambdas/core/errors';
import { areaHandler, type ApiEvent, type RouteHandler } from '../../lambdas/core/http';
import { checkBody } from '../../lambdas/core/input';
import { routeKey, routesOfArea, ROUTE_LIST } from '../../shared/api/routes';
import { createProfileSchema } from '../../shared/validation/rules';
import { testApiEvent as event, testLambdaContext } from '../support/api-event';

const profileless: Partial<AuthorizerContext> = { userId: 'u1', email: '', pool: 'users', role: '', status: '' };

function usersArea(handler: RouteHandler) {
  const handle = areaHandler('users', routesOfArea('users').map((route): [string, RouteHandler] => [routeKey(route), handler]));
  return (apiEvent: ApiEvent) => handle(apiEvent, testLambdaContext('users'));
}

describe('routes a caller without a profile may call', () => {
  it('are GET /user and DELETE /user only', () => {
    expect(ROUTE_LIST.filter((route) => route.allowWithoutProfile).map(routeKey)).toEqual(['GET /user', 'DELETE /user']);
  });

  it.each(['GET /user', 'DELETE /user'])('%s reaches its handler, with no role on the caller', async (key) => {
    const handler = jest.fn(async () => ({ body: {} }));
    const result = await usersArea(handler)(event(key, { context: profileless }));
    expect(result.statusCode).toBe(200);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ caller: expect.objectContaining({ userId: 'u1', role: undefined }) }));
  });

  it('PUT /user refuses them with 403', async () => {
    const handler = jest.fn();
    const result = await usersArea(handler)(event('PUT /user', { context: profileless }));
    expect(result.statusCode).toBe(403);
    expect(handler).not.toHaveBeenCalled();
  });

  it('still need a signed-in caller', async () => {
    expect((await usersArea(jest.fn())(event('GET /user'))).statusCode).toBe(401);
  });
});

describe('answers', () => {
  it('a 204 has no body', async () => {
    const result = await usersArea(async () => ({ statusCode: 204 }))(event('DELETE /user', { context: profileless }));
    expect(result).toEqual({ statusCode: 204, headers: { 'cache-control': 'no-store' } });
  });

  it('a validation failure carries the field keys and the English text of the first', async () => {
    const result = await usersArea(async ({ body }) => ({ body: checkBody(createProfileSchema, body) }))(
      event('POST /creator', { body: JSON.stringify({ fullName: 'a'.repeat(51), email: 'x' }) }),
    );
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '')).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Must be no longer than 50 characters',
      requestId: 'req-1',
      fields: { fullName: 'nameTooLong', email: 'emailInvalid', country: 'required' },
    });
  });

  it.each([['[]'], ['"text"'], ['42'], ['null']])('a body of %s is 400 INVALID_BODY', (body) => {
    expect(() => checkBody(createProfileSchema, JSON.parse(body))).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_BODY' }));
  });

  it('no body counts as an empty object, so each required field is named', () => {
    expect(() => checkBody(createProfileSchema, undefined)).toThrow(ValidationError);
  });
});
