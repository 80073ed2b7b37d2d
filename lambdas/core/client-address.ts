/** The header CloudFront sets to the viewer's `address:port` (IPv6 too: the port follows the last colon). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The address a rate limit counts a visitor by: only what CloudFront says. `X-Forwarded-For` is written by the
 * visitor as much as by CloudFront, and a request that did not come through CloudFront is refused before this runs
 * (lambdas/core/origin.ts), so `CloudFront-Viewer-Address` cannot be forged. Without it, everyone shares the
 * allowance of `unknown`. IPv6 visitors are counted per /64, the block one subscriber gets.
 */
export function clientAddress(headers: Record<string, string | undefined>): string {
  const viewer = headers[VIEWER_ADDRESS_HEADER]?.trim() ?? '';
  const portAt = viewer.lastIndexOf(':');
  const address = withoutMappedPrefix(portAt > 0 ? viewer.slice(0, portAt).replace(/^\[(.*)\]$/, '$1') : '');
  if (isIpv4(address)) return address;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : 'unknown';
}

/** An IPv4 client of a dual-stack socket shows as `::ffff:a.b.c.d`. */
function withoutMappedPrefix(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.)/i, '');
}

function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** The eight groups of an IPv6 address, `::` expanded and leading zeros dropped; undefined when it is not one. */
function ipv6Groups(value: string): string[] | undefined {
  if (!/^[0-9a-fA-F:]{2,39}$/.test(value)) return undefined;
  const halves = value.toLowerCase().split('::');
  if (halves.length > 2) return undefined;
  const [head = '', tail] = halves;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if ((tail === undefined && missing !== 0) || (tail !== undefined && missing < 1)) return undefined;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
