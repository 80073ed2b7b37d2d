import * as path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { BUNDLE_MINIFY, BUNDLE_SOURCE_MAP, BUNDLE_TARGET, EXTERNAL_MODULES, PROJECT_ROOT, type LambdaEntry } from '../bundling';
import type { StageSettings } from '../stage';
import type { Auth } from './auth';
import { LambdaLogging } from './lambda-logging';
import type { Mail } from './mail';

const RUNTIME_REASON =
  'Node.js 22 is the runtime the team pinned in its design and in lib/bundling.ts (BUNDLE_TARGET node22); ' +
  'moving to nodejs24.x is a deliberate upgrade with its own test run, not a side effect of a library bump.';

/** What every function of the stack reads through lambdas/core/config.ts: one environment for all of them. */
export function functionEnvironment(props: { settings: StageSettings; auth: Auth; table: TableV2; mediaBucket: Bucket; mail: Mail }): Record<string, string> {
  const { settings, auth, table, mediaBucket, mail } = props;
  return {
    STAGE: settings.stage,
    TABLE_NAME: table.tableName,
    MEDIA_BUCKET: mediaBucket.bucketName,
    USERS_POOL_ID: auth.pools.users.pool.userPoolId,
    USERS_CLIENT_ID: auth.pools.users.client.userPoolClientId,
    ADMINS_POOL_ID: auth.pools.admins.pool.userPoolId,
    ADMINS_CLIENT_ID: auth.pools.admins.client.userPoolClientId,
    MAIL_FROM: mail.from,
    SUPPORT_EMAIL: mail.support,
    NODE_OPTIONS: '--enable-source-maps',
  };
}

const POOL_VARIABLES = ['USERS_POOL_ID', 'USERS_CLIENT_ID', 'ADMINS_POOL_ID', 'ADMINS_CLIENT_ID'];

/** The environment without the pools: for the users pool's own trigger, which the pool names (a dependency cycle otherwise). */
export function withoutPoolSettings(environment: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(environment).filter(([name]) => !POOL_VARIABLES.includes(name)));
}

/**
 * One of our Lambda functions (an entry of lib/bundling.ts), bundled as the bench measures it, with its own log group
 * and a role that may write only there; callers grant the rest.
 */
export function appFunction(
  scope: Construct,
  entry: LambdaEntry,
  props: {
    description: string;
    environment: Record<string, string>;
    settings: StageSettings;
    /** Caps the function's concurrency (and keeps it that much of the account's): see docs/decisions.md, Hardening. */
    reservedConcurrency?: number;
  },
): { fn: NodejsFunction; role: Role } {
  const logging = new LambdaLogging(scope, `${entry.name}Logging`, { settings: props.settings });
  const fn = new NodejsFunction(scope, `${entry.name}Function`, {
    entry: entry.entry,
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(10),
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
    bundling: {
      minify: BUNDLE_MINIFY,
      sourceMap: BUNDLE_SOURCE_MAP,
      target: BUNDLE_TARGET,
      externalModules: EXTERNAL_MODULES,
      forceDockerBundling: false,
      // esbuild's size table for every function drowns synth and test output; warnings still show.
      logLevel: LogLevel.WARNING,
    },
    environment: props.environment,
    reservedConcurrentExecutions: props.reservedConcurrency,
    logGroup: logging.logGroup,
    role: logging.role,
  });
  Validations.of(fn).acknowledge({ id: 'AwsSolutions-L1', reason: RUNTIME_REASON });
  return { fn, role: logging.role };
}
