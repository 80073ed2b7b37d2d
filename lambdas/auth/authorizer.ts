import middy from '@middy/core';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import type { AuthorizerContext } from '../core/caller';
import { config, poolsConfig, type PoolConfig } from '../core/config';
import { errorDetails, logError } from '../core/log';
import { observability, withEventContext } from '../core/observability';
import { POOL_KINDS, type PoolKind } from '../core/pools';
import { getUserById } from '../data/users';

type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext | Record<string, never>>;

function issuerOf(pool: PoolConfig): string {
  return `${config().issuerBase}/${pool.poolId}`;
}

let verifier: Promise<ReturnType<typeof createVerifier>> | undefined;

/** Trusts access tokens of either pool, each only from its own app client. */
function createVerifier() {
  const pools = poolsConfig();
  const trust = (kind: PoolKind) => ({
    issuer: issuerOf(pools[kind]),
    jwksUri: `${issuerOf(pools[kind])}/.well-known/jwks.json`,
    audience: null,
    customJwtCheck: ({ payload }: { payload: Parameters<typeof validateCognitoJwtFields>[0] }) =>
      validateCognitoJwtFields(payload, { tokenUse: 'access', clientId: pools[kind].clientId }),
  });
  return JwtVerifier.create([trust('users'), trust('admins')]);
}

/**
 * aws-jwt-verify fetches keys over https only; cognito-local serves them over http, so on the local
 * stack the keys are fetched here once and handed to the verifier's cache.
 */
async function readyVerifier(): Promise<ReturnType<typeof createVerifier>> {
  const created = createVerifier();
  if (config().local) {
    for (const kind of POOL_KINDS) {
      const issuer = issuerOf(poolsConfig()[kind]);
      const response = await fetch(`${issuer}/.well-known/jwks.json`);
      if (!response.ok) throw new Error(`Could not load the ${kind} pool's keys: HTTP ${response.status}`);
      created.cacheJwks((await response.json()) as Parameters<typeof created.cacheJwks>[0], issuer);
    }
  }
  return created;
}

const DENY: AuthorizerResult = { isAuthorized: false, context: {} };

/**
 * Verifies the bearer access token of either pool and loads the caller's role and status, which the
 * handlers use to check the route's roles and to refuse an Inactive account with a clear message.
 * A token of the admins pool only ever authorizes an admin record, and one of the users pool never does.
 */
async function authorize(event: APIGatewayRequestAuthorizerEventV2): Promise<AuthorizerResult> {
  withEventContext({ requestId: event.requestContext.requestId, route: event.routeKey });
  const token = bearerToken(event.headers?.authorization ?? event.headers?.Authorization);
  if (!token) return DENY;
  verifier ??= readyVerifier().catch((error: unknown) => {
    verifier = undefined;
    throw error;
  });
  const ready = await verifier;
  let payload: Record<string, unknown>;
  try {
    payload = (await ready.verify(token)) as Record<string, unknown>;
  } catch {
    return DENY;
  }
  const pool = POOL_KINDS.find((kind) => issuerOf(poolsConfig()[kind]) === payload.iss);
  const userId = typeof payload.sub === 'string' ? payload.sub : undefined;
  if (!pool || !userId) return DENY;
  withEventContext({ callerId: userId });
  try {
    const user = await getUserById(userId);
    if (user && (user.role === 'admin') !== (pool === 'admins')) return DENY;
    return {
      isAuthorized: true,
      context: { userId, email: user?.email ?? '', pool, role: user?.role ?? '', status: user?.status ?? '' },
    };
  } catch (error) {
    logError('Authorizer could not load the user', { userId, ...errorDetails(error) });
    throw error;
  }
}

export const handler = middy(authorize).use(observability());

function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
