import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { cognitoClient, dynamoClient, s3Client } from './clients';
import { config, poolsConfig } from './config';
import { errorDetails, logError } from './log';

export type DependencyName = 'dynamodb' | 's3' | 'cognito';
export type DependencyState = 'ok' | 'unavailable';
export interface HealthReport {
  status: 'ok' | 'unavailable';
  dependencies: Record<DependencyName, DependencyState>;
  checkedAt: string;
}

const CHECK_TIMEOUT_MS = 2000;
/**
 * Checks started within this window share one result: a burst of health probes (load balancers, monitors,
 * a bench) then costs the dependencies one round of calls a second per container, not one per probe.
 * DescribeTable and DescribeUserPool are control-plane calls with low rate limits on AWS.
 */
export const HEALTH_FRESH_FOR_MS = 1000;

let latest: { startedAt: number; report: Promise<HealthReport> } | undefined;

export function checkHealth(now = Date.now()): Promise<HealthReport> {
  if (!latest || now - latest.startedAt >= HEALTH_FRESH_FOR_MS) latest = { startedAt: now, report: checkDependencies() };
  return latest.report;
}

/** Checks each dependency live, in parallel, each within a time limit. */
async function checkDependencies(): Promise<HealthReport> {
  const { tableName, mediaBucket } = config();
  const pools = poolsConfig();
  const checks: Record<DependencyName, () => Promise<unknown>> = {
    dynamodb: () => dynamoClient().send(new DescribeTableCommand({ TableName: tableName })),
    s3: () => s3Client().send(new HeadBucketCommand({ Bucket: mediaBucket })),
    cognito: () =>
      Promise.all([pools.users, pools.admins].map(({ poolId }) => cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: poolId })))),
  };
  const names = Object.keys(checks) as DependencyName[];
  const results = await Promise.all(names.map((name) => probe(name, checks[name])));
  const dependencies = Object.fromEntries(names.map((name, i) => [name, results[i]])) as HealthReport['dependencies'];
  const status = results.every((state) => state === 'ok') ? 'ok' : 'unavailable';
  return { status, dependencies, checkedAt: new Date().toISOString() };
}

async function probe(name: DependencyName, check: () => Promise<unknown>): Promise<DependencyState> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CHECK_TIMEOUT_MS);
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => abort.signal.addEventListener('abort', () => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS} ms`)))),
    ]);
    return 'ok';
  } catch (error) {
    logError('Health check failed', { dependency: name, ...errorDetails(error) });
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
