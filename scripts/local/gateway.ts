import * as fs from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import type { Duplex } from 'node:stream';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2, APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import type { ApiEvent } from '../../lambdas/core/http';
import { API_PREFIX, isWellEncodedPath, matchRoute, routeKey, type Area } from '../../shared/api/routes';
import { ERROR_MESSAGES } from '../../shared/errors';
import { localeOfCookieHeader, prerenderedFile } from '../../shared/prerendered-pages';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { apiEvent, authorizerEvent, requestParts, type RequestParts } from './api-event';
import { forwardedByEdge } from './edge';
import { invoke, lambdaContext, type LambdaHandler } from './lambda-runtime';
import { sendStaticFile } from './static-file';

type AreaHandler = LambdaHandler<ApiEvent, APIGatewayProxyStructuredResultV2>;
type Authorizer = LambdaHandler<APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult<Record<string, unknown>>>;

/** Every area's Lambda module, loaded as the Lambda runtime would: a missing area is a type error here. */
const AREA_MODULES: Record<Area, () => Promise<{ handler: AreaHandler }>> = {
  system: () => import('../../lambdas/http/system'),
  users: () => import('../../lambdas/http/users'),
  admin: () => import('../../lambdas/http/admin'),
  media: () => import('../../lambdas/http/media'),
  support: () => import('../../lambdas/http/support'),
  profiles: () => import('../../lambdas/http/profiles'),
  campaigns: () => import('../../lambdas/http/campaigns'),
  applications: () => import('../../lambdas/http/applications'),
  results: () => import('../../lambdas/http/results'),
  payments: () => import('../../lambdas/http/payments'),
  notifications: () => import('../../lambdas/http/notifications'),
  chat: () => import('../../lambdas/http/chat'),
};
const loadAuthorizer = async (): Promise<Authorizer> => (await import('../../lambdas/auth/authorizer')).handler as Authorizer;

/** API Gateway's own limits: a 10 MB payload and a 30 s integration timeout. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 29_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

export interface GatewayOptions {
  port: number;
  webDist: string;
  runtimeConfig: RuntimeConfig;
  /** The secret origin header's value, added to every API request as CloudFront adds it (scripts/local/edge.ts). */
  originVerifyValue: string;
  /** Extra origins the page may connect to (the local Cognito and S3 stand-ins). */
  connectSources: string[];
  /** The payment provider's stand-in, served under its prefix (scripts/local/payment-sandbox.ts). */
  paymentSandbox?: { prefix: string; handle: (req: http.IncomingMessage, res: http.ServerResponse, url: URL, pageHeaders: Record<string, string>) => Promise<void> };
  /** WebSocket upgrades (the live channel, scripts/local/live-server.ts): false for a path it does not serve. */
  upgrade?: (request: http.IncomingMessage, socket: Duplex, head: Buffer) => boolean;
  log: (line: string) => void;
}

/**
 * One local HTTP server: the web app at `/`, the HTTP API at `/api/*`, dispatched to the Lambda handlers. Whatever goes
 * wrong with one connection (a malformed request, a client gone mid-body, a failed write) is logged and ends that
 * connection only: it never reaches the process.
 */
export async function startGateway(options: GatewayOptions) {
  const securityHeaders = webSecurityHeaders(options.connectSources);
  const server = http.createServer((req, res) => {
    keepErrorsOnRequest(req, res, options.log);
    // As API Gateway: "keep-alive" with no `Keep-Alive: timeout=65` hint, which Node adds unless the header is set. A
    // client takes the hint (undici keeps an idle connection until a second before it) and, late on a loaded machine,
    // sent on a connection the server was closing ("other side closed"); without it, it drops idle ones after 4 s.
    if (req.httpVersion === '1.1' && req.headers.connection?.toLowerCase() !== 'close') res.setHeader('Connection', 'keep-alive');
    handle(req, res, options, securityHeaders).catch((error: unknown) => {
      // A client that left is told nothing (its request's error was logged).
      if (req.errored || res.destroyed) return;
      options.log(`gateway error: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL });
      else res.end();
    });
  });
  // API Gateway keeps an idle connection open longer than clients do. Node also closes a socket that waits for a
  // request's headers past headersTimeout (60 s by default), idle kept-alive ones included: it outlasts keepAliveTimeout.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, options.log));
  server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // The HTTP server leaves a socket it hands over without an error listener.
    socket.on('error', (error) => {
      options.log(`gateway: upgraded socket failed: ${error.message}`);
      socket.destroy();
    });
    if (!options.upgrade?.(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => options.log(`gateway: server error: ${error.message}`));
  const { port } = server.address() as { port: number };
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, options: GatewayOptions, securityHeaders: Record<string, string>) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
    const body = await readBody(req);
    if (body === undefined && req.readableAborted) return;
    if (body === null) return sendJson(res, 413, { message: 'Request Entity Too Large' });
    return sendResult(res, await dispatch(forwardedByEdge(requestParts(req, url, body), req.socket, options.originVerifyValue), options.log));
  }
  if (url.pathname === '/config.json') return sendJson(res, 200, options.runtimeConfig);
  const sandbox = options.paymentSandbox;
  if (sandbox && url.pathname.startsWith(`${sandbox.prefix}/`)) return sandbox.handle(req, res, url, securityHeaders);
  return serveWeb(url.pathname, req, res, options.webDist, securityHeaders);
}

/**
 * Resolves to the body text, undefined when there is none, or null as soon as it is over the limit (its declared length
 * or the bytes so far): what keeps coming is let through unread, so nothing past the limit is held.
 */
function readBody(req: http.IncomingMessage): Promise<string | undefined | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      chunks.length = 0;
      req.resume();
      resolve(null);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge();
      else chunks.push(chunk);
    };
    const onEnd = () => resolve(size ? Buffer.concat(chunks).toString('utf8') : undefined);
    req.on('error', reject);
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return tooLarge();
    req.on('data', onData);
    req.on('end', onEnd);
  });
}

/** The errors of a client that went away (reset the connection, or closed it before its answer was written). */
const CLIENT_LEFT = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** A request's or response's error ends its connection and is logged, unless the client just went away: never thrown. */
function keepErrorsOnRequest(req: http.IncomingMessage, res: http.ServerResponse, log: (line: string) => void): void {
  const failed = (side: string) => (error: NodeJS.ErrnoException) => {
    if (!CLIENT_LEFT.has(error.code ?? '')) log(`gateway: ${req.method ?? ''} ${req.url ?? ''} ${side} failed: ${error.message}`);
    res.destroy();
  };
  req.on('error', failed('request'));
  res.on('error', failed('response'));
}

/** The status Node's HTTP server answers a request it cannot read with. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * A request the HTTP server cannot read, or a connection that failed: answered in the style of the gateway's other
 * errors while nothing was written on the connection yet, then closed. A client that went away is not logged.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, log: (line: string) => void): void {
  if (!CLIENT_LEFT.has(error.code ?? '')) log(`gateway: client error: ${error.code ?? error.message}`);
  const nothingWritten = socket instanceof net.Socket && socket.bytesWritten === 0;
  if (!socket.writable || !nothingWritten) return void socket.destroy();
  const status = clientErrorStatus(error.code);
  const body = JSON.stringify({ message: http.STATUS_CODES[status] });
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

async function dispatch(parts: RequestParts, log: (line: string) => void): Promise<APIGatewayProxyStructuredResultV2> {
  const apiPath = parts.rawPath.slice(API_PREFIX.length) || '/';
  // API Gateway refuses a path it cannot decode before routing it.
  if (!isWellEncodedPath(apiPath)) {
    return jsonResult(400, { code: 'BAD_REQUEST', message: ERROR_MESSAGES.BAD_REQUEST, requestId: randomUUID() });
  }
  const match = matchRoute(parts.method, apiPath);
  if (!match) {
    return jsonResult(404, { code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND, requestId: randomUUID() });
  }
  const event: ApiEvent = apiEvent(parts, routeKey(match.route), match.pathParameters);
  const requestId = event.requestContext.requestId;
  // What API Gateway itself answers around a Lambda authorizer.
  if (match.route.access !== 'public') {
    if (!event.headers.authorization) return jsonResult(401, { message: 'Unauthorized' });
    try {
      const authorizer = await loadAuthorizer();
      const decision = await withTimeout(invoke(authorizer, authorizerEvent(event), lambdaContext('authorizer')), INTEGRATION_TIMEOUT_MS);
      if (!decision.isAuthorized) return jsonResult(403, { message: 'Forbidden' });
      event.requestContext.authorizer = { lambda: decision.context };
    } catch (error) {
      log(`authorizer failed (request ${requestId}): ${error instanceof Error ? error.stack : String(error)}`);
      return jsonResult(500, { message: 'Internal Server Error' });
    }
  }
  try {
    const { handler } = await AREA_MODULES[match.route.area]();
    return await withTimeout(invoke(handler, event, lambdaContext(match.route.area, requestId, INTEGRATION_TIMEOUT_MS)), INTEGRATION_TIMEOUT_MS);
  } catch (error) {
    log(`handler ${event.routeKey} failed (request ${requestId}): ${error instanceof Error ? error.stack : String(error)}`);
    const timedOut = error instanceof TimeoutError;
    return jsonResult(timedOut ? 503 : 500, { code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL, requestId });
  }
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function jsonResult(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}

function sendResult(res: http.ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: http.OutgoingHttpHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]));
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body && result.isBase64Encoded ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
}

function sendJson(res: http.ServerResponse, statusCode: number, body: unknown): void {
  sendResult(res, jsonResult(statusCode, body));
}

/** The headers CloudFront's response-headers policy adds in the cloud, with the local stand-ins allowed to connect. */
function webSecurityHeaders(connectSources: string[]): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self'",
      `connect-src 'self' ${connectSources.join(' ')}`,
      "img-src 'self' data: blob: http://localhost:* http://127.0.0.1:*",
      "media-src 'self' blob: http://localhost:* http://127.0.0.1:*",
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** The file a route of the single-page app is served from, as CloudFront's viewer-request function picks it (lib/constructs/web.ts). */
function appPageFile(pathname: string, req: http.IncomingMessage, webDist: string): string {
  const hasQuery = (req.url ?? '').includes('?');
  const prebuilt = hasQuery ? undefined : prerenderedFile(pathname, localeOfCookieHeader(req.headers.cookie));
  return prebuilt && fs.existsSync(path.join(webDist, prebuilt)) ? prebuilt : '/index.html';
}

function serveWeb(pathname: string, req: http.IncomingMessage, res: http.ServerResponse, webDist: string, securityHeaders: Record<string, string>): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // CloudFront refuses a path it cannot decode too.
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
    return void res.end('Bad Request');
  }
  const requested = path.normalize(path.join(webDist, decoded));
  const insideDist = requested.startsWith(webDist + path.sep);
  // The precompressed copies are another form of a file, never a file of their own (as on CloudFront, which has none).
  const isCopy = /\.(br|gz)$/.test(requested);
  const isFile = insideDist && !isCopy && fs.existsSync(requested) && fs.statSync(requested).isFile();
  if (!isFile && path.extname(pathname)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders });
    return void res.end('Not found');
  }
  // Any other path is a route of the single-page app: its prebuilt page in the visitor's language where there is one.
  const file = isFile ? requested : path.join(webDist, appPageFile(pathname, req, webDist));
  if (!fs.existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
    return void res.end('The web app is still being built: reload in a moment.');
  }
  const hashed = file.includes(`${path.sep}assets${path.sep}`);
  sendStaticFile(req, res, file, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...securityHeaders,
  });
}
