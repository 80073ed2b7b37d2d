import * as fs from 'node:fs';
import * as path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { HttpError } from '../lambdas/core/errors';
import { STACK_OUTPUTS, stackName } from '../lib/definitions';
import { stackOutputs } from './cloudformation';
import { STACK_INFO_FILE, type LocalStackInfo } from './local/stack-info';

/**
 * Which stack an operator script works on: the running local stack, or a deployed stage. Either way the
 * script then runs the functions' own repositories, configured through the environment as on Lambda.
 */
export interface StackTarget {
  description: string;
  region: string;
  tableName: string;
  mediaBucket: string;
  pools: { users: { poolId: string; clientId: string }; admins: { poolId: string; clientId: string } };
  /** Only for the local stack: where its stand-ins answer. */
  local?: { dynamodb: string; s3: string; cognito: string };
}

/** A problem the person at the keyboard can fix, printed as one line. */
export class TargetProblem extends Error {}

/** The local stack that `npm start` is running with its data in `dataDir`. */
export function localTarget(dataDir: string): StackTarget {
  const file = path.join(dataDir, STACK_INFO_FILE);
  if (!fs.existsSync(file)) throw new TargetProblem(`The local stack is not running (no ${file}): start it with npm start, or pass --stage <stage>.`);
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as LocalStackInfo;
  return {
    description: `the local stack at ${info.url}`,
    region: info.region,
    tableName: info.dynamodb.tableName,
    mediaBucket: info.s3.mediaBucket,
    pools: { users: info.cognito.users, admins: info.cognito.admins },
    local: { dynamodb: info.dynamodb.endpoint, s3: info.s3.endpoint, cognito: info.cognito.endpoint },
  };
}

/** A deployed stage, found from the outputs of its CloudFormation stack. */
export async function deployedTarget(stage: string, region: string): Promise<StackTarget> {
  const name = stackName(stage);
  const outputs = await stackOutputs(name, region, new CognitoIdentityProviderClient({ region })).catch((error: unknown) => {
    const reason = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
    throw new TargetProblem(`Could not read the outputs of stack ${name} in ${region}: ${reason}`);
  });
  const output = (key: string) => {
    const value = outputs[key];
    if (!value) throw new TargetProblem(`Stack ${name} in ${region} has no output ${key}: deploy the current version first.`);
    return value;
  };
  return {
    description: `stack ${name} in ${region}`,
    region,
    tableName: output(STACK_OUTPUTS.tableName),
    mediaBucket: output(STACK_OUTPUTS.mediaBucket),
    pools: {
      users: { poolId: output(STACK_OUTPUTS.usersPoolId), clientId: output(STACK_OUTPUTS.usersClientId) },
      admins: { poolId: output(STACK_OUTPUTS.adminsPoolId), clientId: output(STACK_OUTPUTS.adminsClientId) },
    },
  };
}

/** The environment the functions read their configuration from (lambdas/core/config.ts), for this target. */
export function lambdaEnvironment(target: StackTarget, stage: string): Record<string, string> {
  return {
    STAGE: stage,
    AWS_REGION: target.region,
    TABLE_NAME: target.tableName,
    MEDIA_BUCKET: target.mediaBucket,
    USERS_POOL_ID: target.pools.users.poolId,
    USERS_CLIENT_ID: target.pools.users.clientId,
    ADMINS_POOL_ID: target.pools.admins.poolId,
    ADMINS_CLIENT_ID: target.pools.admins.clientId,
    ...(target.local ? { DYNAMODB_ENDPOINT: target.local.dynamodb, S3_ENDPOINT: target.local.s3, COGNITO_ENDPOINT: target.local.cognito } : {}),
  };
}

const DEFAULT_REGION = 'eu-central-1';

/** `--stage` (with an optional `--region`) names a deployed stack; without it, the running local stack (DATA_DIR, default .data). */
export function resolveTarget(stage: string | undefined, region: string | undefined): Promise<StackTarget> {
  if (stage) return deployedTarget(stage, region ?? DEFAULT_REGION);
  if (region) throw new TargetProblem('--region applies to a deployed stack only: pass --stage too.');
  return Promise.resolve(localTarget(process.env.DATA_DIR ?? path.resolve(__dirname, '..', '.data')));
}

/** A local stack whose info file outlived it (killed, not stopped) refuses connections: say so in one line. */
export function unreachable(error: unknown, target: StackTarget): TargetProblem | undefined {
  const refused = error instanceof Error && /ECONNREFUSED|fetch failed|socket hang up/.test(`${error.message} ${String((error as { code?: string }).code)}`);
  return refused && target.local ? new TargetProblem(`The local stack is not running (no answer from ${target.local.cognito}): start it with npm start.`) : undefined;
}

/** Runs an operator command: a problem the operator can fix is one line on stderr, anything else its stack; exit 1 either way. */
export function runOperatorCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof TargetProblem || error instanceof HttpError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
