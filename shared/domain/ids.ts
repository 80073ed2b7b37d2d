/** Users are addressed by their Cognito `sub` and licences by ids the API makes: both UUIDs, so anything else names nothing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A UUID version 7 (RFC 9562) for the time `at` (epoch ms): 48 bits of time first, so ids made later sort later as
 * strings — an item keyed by one is kept in time order without a separate timestamp in its key. `random` supplies
 * the other 74 bits (10 bytes); the same inputs make the same id.
 */
export function uuidV7(at: number, random: Uint8Array): string {
  if (random.length < 10) throw new Error('uuidV7 needs 10 random bytes');
  const bytes = new Uint8Array(16);
  let time = at;
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes.set(random.subarray(0, 10), 6);
  bytes[6] = 0x70 | ((random[0] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((random[2] ?? 0) & 0x3f);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The time (epoch ms) a UUID version 7 was made for; undefined for anything else. */
export function timeOfUuidV7(id: string): number | undefined {
  if (!isUuid(id) || id.charAt(14) !== '7') return undefined;
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}
