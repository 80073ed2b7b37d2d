/** The only module that reads process.env. Each value is read once, at cold start, on first use. */

export interface PoolConfig {
  poolId: string;
  clientId: string;
}

export interface Config {
  stage: string;
  region: string;
  tableName: string;
  mediaBucket: string;
  pools: { users: PoolConfig; admins: PoolConfig };
  /** Token issuer of a pool is `${issuerBase}/${poolId}`; its keys are at `${issuer}/.well-known/jwks.json`. */
  issuerBase: string;
  /** Set only on the local stack: endpoints of the stand-ins and their fixed credentials. */
  local?: LocalEndpoints;
}

export interface LocalEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= readConfig(process.env);
  return cached;
}

function readConfig(env: NodeJS.ProcessEnv): Config {
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`Missing environment variable ${name}`);
    return value;
  };
  const region = required('AWS_REGION');
  const local = env.DYNAMODB_ENDPOINT
    ? { dynamodb: env.DYNAMODB_ENDPOINT, s3: required('S3_ENDPOINT'), cognito: required('COGNITO_ENDPOINT') }
    : undefined;
  return {
    stage: env.STAGE ?? 'local',
    region,
    tableName: required('TABLE_NAME'),
    mediaBucket: required('MEDIA_BUCKET'),
    pools: {
      users: { poolId: required('USERS_POOL_ID'), clientId: required('USERS_CLIENT_ID') },
      admins: { poolId: required('ADMINS_POOL_ID'), clientId: required('ADMINS_CLIENT_ID') },
    },
    issuerBase: local ? local.cognito : `https://cognito-idp.${region}.amazonaws.com`,
    local,
  };
}
