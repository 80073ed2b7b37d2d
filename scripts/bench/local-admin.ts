import * as fs from 'node:fs';
import * as path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import type { LocalStackInfo } from '../local/stack-info';
import { passwordSignIn } from '../local/totp-sign-in';
import type { LazyStack } from './stacks';

/**
 * What the admin-screen benches (admin-lists.ts, transactions.ts) share: the two stacks they measure sizes on, in
 * turns; the local table loaded straight, the demo admin's token, the API read as the admin, the stream pollers
 * awaited, and load rounds of 20 connections.
 */

export const CONNECTIONS = 20;

/**
 * The stacks of the two sizes, measured in turns, round after round, each size's median round reported: on a shared
 * 2-core machine another process's burst then falls on both sizes alike, where measuring one size and later the other
 * made either look slower depending on what else ran. Both admin benches put their small size on one small stack;
 * index.ts says where their large sizes go.
 */
export interface SizedStacks {
  small: LazyStack;
  large: LazyStack;
}

/** Both stacks grown to their sizes by `prepare`, together: the small one may still be starting meanwhile. */
export function prepareSides<Side>(stacks: SizedStacks, [small, large]: readonly [number, number], prepare: (info: LocalStackInfo, size: number) => Promise<Side>): Promise<Side[]> {
  return Promise.all([stacks.small.get().then(({ info }) => prepare(info, small)), stacks.large.get().then(({ info }) => prepare(info, large))]);
}

function tableClient(info: LocalStackInfo): DynamoDBClient {
  return new DynamoDBClient({ region: info.region, endpoint: info.dynamodb.endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
}

export function documentsOf(info: LocalStackInfo): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(tableClient(info), { marshallOptions: { removeUndefinedValues: true } });
}

/**
 * Readies the stack's table for the bench's load of rows, loaded as DynamoDB's import from S3 loads a table: with no
 * stream records. Otherwise DynamoDB Local writes one for every row, and the stack's two stream pollers read each
 * (to dispatch none: rows are not events), on the same two cores as the load. The stream stays off: after their load
 * these stacks only answer reads (the admin lists, the ledger; the export is handed its stream record by the bench)
 * until they stop. The other section loading the same stack may have turned it off first.
 */
export async function streamOffForLoad(info: LocalStackInfo): Promise<void> {
  try {
    await tableClient(info).send(new UpdateTableCommand({ TableName: info.dynamodb.tableName, StreamSpecification: { StreamEnabled: false } }));
  } catch (error) {
    if (!(error instanceof Error && /no stream to disable/i.test(error.message))) throw error;
  }
}

export async function signInAdmin(info: LocalStackInfo): Promise<string> {
  const admin = info.seeded.find((seeded) => seeded.role === 'admin');
  if (!admin) throw new Error('The local stack has no seeded admin');
  const cognito = new CognitoIdentityProviderClient({ region: info.region, endpoint: info.cognito.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  // The demo admin's authenticator was set up at the stack's start; a code of its key answers the TOTP step.
  const { AccessToken } = await passwordSignIn(cognito, info.cognito.admins.clientId, {
    email: admin.email,
    password: info.demoPassword,
    keys: { get: () => info.demoAdminTotpSecret, set: () => undefined },
  });
  if (!AccessToken) throw new Error('The demo admin could not sign in');
  return AccessToken;
}

export async function getJson<T>(info: LocalStackInfo, route: string, token: string): Promise<T> {
  const response = await fetch(`${info.apiUrl}${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The stack's stream pollers read what was written before its stream went off (streamOffForLoad), the demo's and
 * other sections' items, and dispatch it; the figures are taken once they are through: when their checkpoint files
 * have not changed for two seconds.
 */
export async function untilStreamsSettle(info: LocalStackInfo): Promise<void> {
  const dataDir = path.dirname(info.mailDir);
  const files = () => fs.readdirSync(dataDir).filter((name) => name.startsWith('stream-checkpoints')).map((name) => path.join(dataDir, name));
  const stamp = () => files().map((file) => fs.statSync(file).mtimeMs).join(',');
  const started = Date.now();
  let last = stamp();
  let stableSince = Date.now();
  while (Date.now() - stableSince < 2_000 && Date.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = stamp();
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
  }
}

export interface Round {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** `seconds` of GET `url` as the admin at CONNECTIONS connections. */
export async function round(url: string, token: string, seconds: number): Promise<Round> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

/** The round with the median p99, with the errors of all of them. */
export function medianRound(rounds: readonly Round[]): Round {
  const median = [...rounds].sort((a, b) => a.p99 - b.p99)[Math.floor(rounds.length / 2)];
  if (!median) throw new Error('No round measured');
  return { ...median, errors: rounds.reduce((sum, each) => sum + each.errors, 0) };
}
