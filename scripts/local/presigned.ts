import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a presigned (query-string) Signature V4 request the way S3 does: s3rver accepts any V4 signature without
 * computing it, so without this check a presigned URL could be pointed at another key, or used with another
 * Content-Type or Content-Length than the ones signed. Header-signed requests come from our own SDK clients and are
 * left to s3rver.
 */

export interface PresignedRequest {
  method: string;
  /** The path exactly as sent, still percent-encoded. */
  rawPath: string;
  /** The query string exactly as sent, without `?`. */
  rawQuery: string;
  /** Lower-case names. */
  headers: Record<string, string | string[] | undefined>;
}

export type Verdict = { ok: true } | { ok: false; status: 400 | 403; code: string; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

export function isPresigned(rawQuery: string): boolean {
  return new URLSearchParams(rawQuery).has('X-Amz-Signature');
}

export function verifyPresigned(request: PresignedRequest, secretOf: (accessKeyId: string) => string | undefined, now = new Date()): Verdict {
  const params = parseQuery(request.rawQuery);
  const get = (name: string) => params.find(([key]) => key === name)?.[1];
  const [algorithm, credential, date, expires, signedHeaders, signature] = [
    'X-Amz-Algorithm',
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Signature',
  ].map(get);
  if (algorithm !== ALGORITHM || !credential || !date || !expires || !signedHeaders || !signature) {
    return refuse(400, 'AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.');
  }
  const [accessKeyId = '', ...scopeParts] = credential.split('/');
  const secret = secretOf(accessKeyId);
  if (!secret) return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const signedAt = parseAmzDate(date);
  const lifetime = Number(expires);
  if (signedAt === undefined || !Number.isInteger(lifetime) || lifetime < 1 || lifetime > MAX_EXPIRES_SECONDS) {
    return refuse(400, 'AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is not valid.');
  }
  if (now.getTime() > signedAt + lifetime * 1000) return refuse(403, 'AccessDenied', 'Request has expired');

  const headerNames = signedHeaders.split(';');
  const canonicalHeaders = headerNames.map((name) => `${name}:${headerValue(request.headers[name])}\n`).join('');
  const canonicalQuery = params
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a === b ? compare(aValue, bValue) : compare(a, b)))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = scopeParts.join('/');
  const stringToSign = [ALGORITHM, date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = scopeParts.reduce<Buffer | string>((current, part) => hmac(current, part), `AWS4${secret}`);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  return { ok: true };
}

/** The error document S3 answers with. */
export function errorXml(code: string, message: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escape(code)}</Code><Message>${escape(message)}</Message></Error>`;
}

function refuse(status: 400 | 403, code: string, message: string): Verdict {
  return { ok: false, status, code, message };
}

/** Name and value pairs, percent-decoded; `+` is a literal plus in SigV4 query strings. */
function parseQuery(rawQuery: string): [string, string][] {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [safeDecode(name), safeDecode(value)];
    });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

function parseAmzDate(value: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}
