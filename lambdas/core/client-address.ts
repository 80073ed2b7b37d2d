/**
 * The address a rate limit counts a visitor by. Behind CloudFront the HTTP API sees the edge's address, shared by
 * many visitors; CloudFront appends the visitor's address to `X-Forwarded-For` (whatever the visitor sent stays in
 * front of it), and API Gateway may append the edge's. So the visitor is the last entry once the hop the API itself
 * saw (`sourceIp`) is dropped. IPv6 visitors are counted per /64, the block one subscriber gets.
 */
export function clientAddress(headers: Record<string, string | undefined>, sourceIp: string): string {
  const hops = (headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => withoutMappedPrefix(hop.trim()))
    .filter(Boolean);
  const seenByApi = withoutMappedPrefix(sourceIp);
  while (hops.length && hops.at(-1) === seenByApi) hops.pop();
  for (const candidate of [hops.at(-1), seenByApi]) {
    if (candidate && isIpv4(candidate)) return candidate;
    const groups = candidate ? ipv6Groups(candidate) : undefined;
    if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return 'unknown';
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
