import { JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { config, poolsConfig, type PoolConfig } from '../core/config';
import { POOL_KINDS, type PoolKind } from '../core/pools';

/**
 * Verification of an access token of either pool, shared by the HTTP API's authorizer and the live channel's
 * `$connect`: the same keys, issuers and app clients trust the same tokens on both.
 */

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

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The user and pool of a valid access token; undefined for any token that is not one. */
export async function verifyAccessToken(token: string): Promise<{ userId: string; pool: PoolKind } | undefined> {
  verifier ??= readyVerifier().catch((error: unknown) => {
    verifier = undefined;
    throw error;
  });
  const ready = await verifier;
  let payload: Record<string, unknown>;
  try {
    payload = (await ready.verify(token)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const pool = POOL_KINDS.find((kind) => issuerOf(poolsConfig()[kind]) === payload.iss);
  const userId = typeof payload.sub === 'string' ? payload.sub : undefined;
  return pool && userId ? { userId, pool } : undefined;
}
