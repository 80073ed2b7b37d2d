import type { Socket } from 'node:net';
import { VIEWER_ADDRESS_HEADER } from '../../lambdas/core/client-address';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/core/origin';
import type { RequestParts } from './api-event';

/**
 * What CloudFront does to a request it forwards to the API origin (lib/constructs/web.ts): it names the viewer by
 * the connection's own address and port, whatever the viewer sent in that header, and adds the secret origin header.
 * The local gateway does the same, so the API's checks run the same code on both worlds.
 */
export function forwardedByEdge(parts: RequestParts, socket: Pick<Socket, 'remoteAddress' | 'remotePort'>, originVerifyValue: string): RequestParts {
  const address = socket.remoteAddress ?? '127.0.0.1';
  return {
    ...parts,
    headers: {
      ...parts.headers,
      [VIEWER_ADDRESS_HEADER]: `${address}:${socket.remotePort ?? 0}`,
      [ORIGIN_VERIFY_HEADER]: originVerifyValue,
    },
  };
}
