import '../../scripts/local/quiet-sdk';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PoolKind } from '../../lambdas/core/pools';
import type { LocalStackInfo } from '../../scripts/local/stack-info';
import { passwordSignIn } from '../../scripts/local/totp-sign-in';
import { lambdaEnvironment, localTarget } from '../../scripts/stack-target';

/** What tests need of the running local stack: where it is, how to sign in, how to call the API. */

let info: LocalStackInfo | undefined;

export function stack(): LocalStackInfo {
  const file = process.env.LOCAL_STACK_INFO_FILE;
  if (!file) throw new Error('LOCAL_STACK_INFO_FILE is not set: run these tests with test/jest.stack.config.js');
  info ??= JSON.parse(fs.readFileSync(file, 'utf8')) as LocalStackInfo;
  return info;
}

export function cognito(): CognitoIdentityProviderClient {
  const { region, cognito: local } = stack();
  return new CognitoIdentityProviderClient({ region, endpoint: local.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
}

/** The authenticator keys of the admins this test process has signed in (their first sign-in sets one up). */
const totpKeys = new Map<string, string>();

/**
 * Signs in as the web app does; an admin answers the TOTP set-up at their first sign-in, or the code of their
 * authenticator (the demo admin's key is the one the stack set up at its start).
 */
export async function signIn(pool: PoolKind, email: string, password = stack().demoPassword) {
  return passwordSignIn(cognito(), stack().cognito[pool].clientId, {
    email,
    password,
    keys: {
      get: (address) => totpKeys.get(address) ?? (address === demoEmail('admin') ? stack().demoAdminTotpSecret : undefined),
      set: (address, secret) => void totpKeys.set(address, secret),
    },
  });
}

export function demoEmail(role: 'admin' | 'company' | 'creator'): string {
  const account = stack().seeded.find((seeded) => seeded.role === role);
  if (!account) throw new Error(`No seeded ${role}`);
  return account.email;
}

export async function api(path: string, init: { method?: string; token?: string; body?: string } = {}) {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * Sets this process's environment as the Lambda functions see it on the local stack, so a test may call the data
 * layer and domain modules directly (seeding a state, reading what a request wrote) against the same table and bucket.
 */
export function useLambdaEnvironment(): void {
  Object.assign(process.env, lambdaEnvironment(localTarget(path.dirname(process.env.LOCAL_STACK_INFO_FILE ?? '')), 'local'));
}
