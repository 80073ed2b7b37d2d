import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ORIGIN_VERIFY_HEADER } from './origin-header';
import { originConfig } from './config';

/**
 * The HTTP API's execute-api URL is public, so anyone could call it past CloudFront and send the headers CloudFront
 * would set (the viewer's address, which rate limits count). CloudFront adds this header with a secret value to
 * every request it forwards; the API answers nothing without it. The secret holds `{current, previous}`: during a
 * rotation both are accepted, so CloudFront can be moved to the new value with no request refused
 * (docs/decisions/security.md, Hardening: the edge).
 */
export { ORIGIN_VERIFY_HEADER };

/** A rotated secret is picked up within this long; the rotation runbook waits at least as long before moving CloudFront. */
const SECRET_TTL_MS = 60_000;

let secrets: SecretsManagerClient | undefined;
let accepted: { values: Promise<string[]>; until: number } | undefined;

/** True when the request came through CloudFront (or when no origin secret is configured: tests calling handlers). */
export async function isFromTrustedOrigin(headers: Readonly<Record<string, string | undefined>>): Promise<boolean> {
  const source = originConfig();
  if (!source) return true;
  const sent = headers[ORIGIN_VERIFY_HEADER];
  if (!sent) return false;
  const values = 'value' in source ? [source.value] : await secretValues(source.secretArn);
  return values.some((value) => sameText(value, sent));
}

function secretValues(secretArn: string): Promise<string[]> {
  if (!accepted || Date.now() >= accepted.until) {
    const values = readSecret(secretArn);
    accepted = { values, until: Date.now() + SECRET_TTL_MS };
    // A failed read is not kept: the next request tries again.
    values.catch(() => (accepted = undefined));
  }
  return accepted.values;
}

async function readSecret(secretArn: string): Promise<string[]> {
  secrets ??= new SecretsManagerClient({});
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
  const parsed = JSON.parse(SecretString ?? '{}') as Record<string, unknown>;
  return [parsed.current, parsed.previous].filter((value): value is string => typeof value === 'string' && value.length > 0);
}

/** Compared in constant time, so the value cannot be guessed byte by byte from response times. */
function sameText(expected: string, sent: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
