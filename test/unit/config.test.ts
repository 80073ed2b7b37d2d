import { configFrom } from '../../lambdas/core/config';

describe('settings read on first use', () => {
  it('asks only for the settings that are read: a function told no bucket still reads its table', () => {
    const config = configFrom({ AWS_REGION: 'eu-central-1', TABLE_NAME: 'table' });
    expect(config.tableName).toBe('table');
    expect(config.region).toBe('eu-central-1');
    expect(() => config.mediaBucket).toThrow('Missing environment variable MEDIA_BUCKET');
  });

  it('reads a setting once and keeps it', () => {
    const env: NodeJS.ProcessEnv = { TABLE_NAME: 'first' };
    const config = configFrom(env);
    expect(config.tableName).toBe('first');
    env.TABLE_NAME = 'second';
    expect(config.tableName).toBe('first');
  });

  it('finds token issuers in the region on AWS and at the Cognito stand-in locally', () => {
    expect(configFrom({ AWS_REGION: 'eu-central-1' }).issuerBase).toBe('https://cognito-idp.eu-central-1.amazonaws.com');
    const local = configFrom({ AWS_REGION: 'eu-central-1', DYNAMODB_ENDPOINT: 'http://localhost:1', S3_ENDPOINT: 'http://localhost:2', COGNITO_ENDPOINT: 'http://localhost:3' });
    expect(local.issuerBase).toBe('http://localhost:3');
    expect(local.local).toEqual({ dynamodb: 'http://localhost:1', s3: 'http://localhost:2', cognito: 'http://localhost:3' });
  });

  it('supports destructuring, as the data modules read the table name', () => {
    const { tableName, region } = configFrom({ AWS_REGION: 'eu-central-1', TABLE_NAME: 'table' });
    expect([tableName, region]).toEqual(['table', 'eu-central-1']);
  });
});
