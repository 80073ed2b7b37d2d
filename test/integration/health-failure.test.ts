import { freePort } from '../../scripts/local/ports';
import { testApiEvent, testLambdaContext } from '../support/api-event';
import { stack } from '../support/stack';

/**
 * The health handler run in this test's process against the live stand-ins, with S3 pointed at a port
 * where nothing listens: the answer must be a 503 that names S3 and only S3.
 */
describe('health check with a dependency down', () => {
  beforeAll(async () => {
    const info = stack();
    Object.assign(process.env, {
      AWS_REGION: info.region,
      TABLE_NAME: info.dynamodb.tableName,
      MEDIA_BUCKET: info.s3.mediaBucket,
      USERS_POOL_ID: info.cognito.users.poolId,
      USERS_CLIENT_ID: info.cognito.users.clientId,
      ADMINS_POOL_ID: info.cognito.admins.poolId,
      ADMINS_CLIENT_ID: info.cognito.admins.clientId,
      DYNAMODB_ENDPOINT: info.dynamodb.endpoint,
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      COGNITO_ENDPOINT: info.cognito.endpoint,
    });
  });

  it('answers 503 naming the dependency that failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = jest.requireActual<typeof import('../../lambdas/http/system')>('../../lambdas/http/system');
    const result = await handler(testApiEvent('GET /health'), testLambdaContext('system'));
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ status: 'unavailable', dependencies: { dynamodb: 'ok', s3: 'unavailable', cognito: 'ok' } });
  });
});
