/** On AWS the API answers only requests that came through CloudFront, which adds the secret origin header. */
process.env.AWS_REGION = 'eu-central-1';
process.env.ORIGIN_SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:ugc-dev-origin-verify';

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import type { AuthorizerContext } from '../../lambdas/core/caller';
import { areaHandler, type ApiEvent, type RouteHandler } from '../../lambdas/core/http';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/core/origin';
import { routeKey, routesOfArea } from '../../shared/api/routes';
import { testApiEvent, testLambdaContext } from '../support/api-event';

const secrets = mockClient(SecretsManagerClient);
const creator: Partial<AuthorizerContext> = { userId: 'u1', email: 'c@x.io', pool: 'users', role: 'creator', status: 'Active' };

function usersArea(handler: RouteHandler) {
  const handle = areaHandler('users', routesOfArea('users').map((route): [string, RouteHandler] => [routeKey(route), handler]));
  return (apiEvent: ApiEvent) => handle(apiEvent, testLambdaContext('users'));
}

function request(headers: Record<string, string>) {
  const event = testApiEvent('GET /user', { context: creator });
  return { ...event, headers };
}

beforeAll(() => {
  secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ current: 'new-value', previous: 'old-value' }) });
});

afterAll(() => {
  delete process.env.ORIGIN_SECRET_ARN;
  secrets.restore();
});

describe('the secret origin header', () => {
  it.each([
    ['without the header (called at its execute-api URL)', {}],
    ['with a wrong value', { [ORIGIN_VERIFY_HEADER]: 'guessed' }],
    ['with an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
  ])('refuses a request %s with 403 before any handler runs', async (_label, headers) => {
    const handler = jest.fn();
    const result = await usersArea(handler)(request(headers));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ code: 'FORBIDDEN' });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ['the current value', 'new-value'],
    ['the previous value, during a rotation', 'old-value'],
  ])('accepts %s', async (_label, value) => {
    const result = await usersArea(async () => ({ body: { ok: true } }))(request({ [ORIGIN_VERIFY_HEADER]: value }));
    expect(result.statusCode).toBe(200);
  });

  it('reads the secret once and keeps it for a while, not once per request', () => {
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });
});
