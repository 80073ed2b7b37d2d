import { createHash, timingSafeEqual } from 'node:crypto';
import type * as http from 'node:http';
import type { Lang } from './payment-sandbox-pages';
import type { CheckoutRecord, RefundRecord, SandboxState } from './payment-sandbox-state';

/** The payment sandbox's HTTP plumbing: its keys, bodies, answers and redirects. */

const MAX_BODY_BYTES = 64 * 1024;

/** What every route of the sandbox works with: its state and how to keep it, its address, its log. */
export interface SandboxContext {
  state: SandboxState;
  save(): void;
  apiUrl: string;
  log(line: string): void;
  /** A checkout as the server API shows it: with its page's URL and its refunds. */
  checkoutView(checkout: CheckoutRecord): CheckoutRecord & { url: string; refunds: RefundRecord[] };
}

/** One request to a route: the id its path names (a token's, a checkout's), the page language, and how to answer. */
export interface SandboxExchange {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  id: string;
  lang: Lang;
  html(status: number, body: string): void;
}

/** A route: its methods, its path after the sandbox's prefix (the id, if any, captured first), its handler. */
export interface SandboxRoute {
  methods: readonly string[];
  path: RegExp;
  handle(context: SandboxContext, exchange: SandboxExchange): Promise<void> | void;
}

/** Compares digests, so neither the key's length nor its prefix shows in the time taken. */
export function hasKey(req: http.IncomingMessage, key: string): boolean {
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(key));
}

export function headerOf(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export function readText(req: http.IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = JSON.parse((await readText(req)) ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

export function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}
