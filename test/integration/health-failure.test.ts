import { freePort } from '../../scripts/local/ports';
import { testApiEvent, testLambdaContext } from '../support/api-event';
import { useLambdaEnvironment } from '../support/stack';

/**
 * The health handler run in this test's process against the live stand-ins, with S3 pointed at a port
 * where nothing listens: the answer must be a 503 that names S3 and only S3.
 */
describe('health check with a dependency down', () => {
  beforeAll(async () => {
    useLambdaEnvironment();
    // S3 where nothing listens.
    process.env.S3_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
  });

  it('answers 503 naming the dependency that failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = jest.requireActual<typeof import('../../lambdas/http/system')>('../../lambdas/http/system');
    const result = await handler(testApiEvent('GET /health'), testLambdaContext('system'));
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? '')).toMatchObject({ status: 'unavailable', dependencies: { dynamodb: 'ok', s3: 'unavailable', cognito: 'ok' } });
  });
});
