import { randomBytes } from 'node:crypto';

/**
 * The limits the local live endpoint (scripts/local/live-server.ts) holds a socket to, as API Gateway's WebSocket API
 * does on AWS (lib/constructs/live.ts): the sizes are API Gateway's quotas; the throttle is the stand-in's own, per
 * connection (API Gateway throttles the whole stage instead: lib/stage.ts, limits.live).
 */

/** API Gateway's largest WebSocket message: a larger one closes the socket with 1009. */
export const MAX_MESSAGE_BYTES = 128 * 1024;

/** API Gateway's largest WebSocket frame: a larger one closes the socket with 1009 (browsers send one frame a message). */
export const MAX_FRAME_BYTES = 32 * 1024;

export interface Throttle {
  /** Tokens added per second: the steady rate of messages. */
  ratePerSecond: number;
  /** The bucket's size: the messages a quiet connection may send at once. */
  burst: number;
}

/**
 * Messages one socket may send: a tenth of what a dev stage accepts from every socket together on AWS (lib/stage.ts,
 * limits.live: 200 a second, bursts of 400). A tab's own traffic stays far below it: a ping a minute, a typing signal every 3 s at
 * most, sends at the pace of a person, a read and a subscription per channel opened, and after a reconnect its
 * waiting messages all at once (the burst leaves room for dozens).
 */
export const LIVE_CONNECTION_THROTTLE: Throttle = { ratePerSecond: 20, burst: 40 };

/** A token bucket, as API Gateway throttles with: each message takes a token; `now` is in milliseconds. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly throttle: Throttle,
    now: number,
  ) {
    this.tokens = throttle.burst;
    this.updatedAt = now;
  }

  /** Takes a token if there is one: false when the message is over the limit. */
  take(now: number): boolean {
    const elapsedSeconds = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.throttle.burst, this.tokens + elapsedSeconds * this.throttle.ratePerSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * What API Gateway sends down a WebSocket instead of invoking the route, keeping the connection: its own error frame,
 * `{"message": …, "connectionId": …, "requestId": …}` (`Too Many Requests` for a throttled message, `Internal server
 * error` for an integration that failed).
 */
export function gatewayErrorFrame(message: 'Too Many Requests' | 'Internal server error', connectionId: string): string {
  return JSON.stringify({ message, connectionId, requestId: randomBytes(12).toString('base64url') });
}

/** The bytes of a frame's header after its first two: the extended length, then the masking key. */
function headerLength(firstTwo: Buffer): number {
  const length = (firstTwo[1] ?? 0) & 0x7f;
  const masked = ((firstTwo[1] ?? 0) & 0x80) !== 0;
  return 2 + (length === 126 ? 2 : length === 127 ? 8 : 0) + (masked ? 4 : 0);
}

function payloadLength(header: Buffer): number {
  const length = (header[1] ?? 0) & 0x7f;
  if (length === 126) return header.readUInt16BE(2);
  if (length === 127) return Number(header.readBigUInt64BE(2));
  return length;
}

/**
 * Reads the frame headers of a client's bytes as they arrive, in chunks of any size (RFC 6455 §5.2), and tells each
 * frame's payload length: the `ws` library limits whole messages only, while API Gateway also limits frames.
 */
export function frameReader(onFrame: (payloadBytes: number) => void): (chunk: Buffer) => void {
  let header = Buffer.alloc(0);
  let payloadLeft = 0;
  return (chunk) => {
    let at = 0;
    while (at < chunk.length) {
      if (payloadLeft > 0) {
        const skipped = Math.min(payloadLeft, chunk.length - at);
        payloadLeft -= skipped;
        at += skipped;
        continue;
      }
      const wanted = header.length < 2 ? 2 : headerLength(header);
      const taken = Math.min(wanted - header.length, chunk.length - at);
      header = Buffer.concat([header, chunk.subarray(at, at + taken)]);
      at += taken;
      if (header.length < 2 || header.length < headerLength(header)) continue;
      payloadLeft = payloadLength(header);
      header = Buffer.alloc(0);
      onFrame(payloadLeft);
    }
  };
}
