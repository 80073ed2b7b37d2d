import * as fc from 'fast-check';
import { ensureAccount } from '../../scripts/accounts';
import { API_PREFIX, isPublic, ROUTE_LIST, routeKey, type RouteDefinition } from '../../shared/api/routes';
import type { Role } from '../../shared/domain/constants';
import { ERROR_MESSAGES } from '../../shared/errors';
import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import { newMember, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { hostileBody, hostilePath, hostileQuery } from '../support/hostile';
import { cognito, signIn, stack, useLambdaEnvironment } from '../support/stack';
import { watchTable, type TableChange, type TableChanges } from '../support/table-changes';
import { waitUntil } from '../support/wait';

/**
 * Property: whatever arrives on any route of the route table (wrong types, prototype-member keys, huge and odd
 * strings, broken encodings, missing and extra fields), the answer is never a 5xx, every 4xx carries a stable code
 * and a message, and a refused request wrote nothing. It shares the run's one stack with the other files, so it is
 * isolated by what is its own: callers of its own (an admin too), and "wrote nothing" is read on the items that
 * concern them or the request: every change the table's stream shows during the request that names one of its
 * callers, or a distinctive path segment of the request (an item written under a hostile id), in the item's key or
 * in the item as written (table-changes.ts). Every route gets the same number of
 * cases, whatever the machine's speed. A failure prints the seed and the path to replay it:
 * HOSTILE_SEED=<seed> HOSTILE_PATH=<path> npx jest -c test/jest.stack.config.js test/integration/hostile-input.test.ts
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
/** Cases per route of the route table. */
const RUNS_PER_ROUTE = 3;
/** A path segment this long is the request's own: no other test's item holds it by chance. */
const DISTINCTIVE_LENGTH = 12;

/** Each role's caller; `DELETE /user` gets callers of its own, as it may really delete them. */
const tokens: Partial<Record<Role | 'doomedCreator' | 'doomedCompany', string>> = {};
/** The callers' ids and e-mail addresses: an item naming one concerns this test. */
const callers: string[] = [];

/** An admin of this test's own (the demo admin's items change with other files' requests). */
async function newAdmin() {
  useLambdaEnvironment();
  const email = uniqueEmail('hostile-admin');
  const { userId } = await ensureAccount(cognito(), stack().cognito.admins.poolId, { role: 'admin', email, fullName: 'Hostile Input' }, TEST_PASSWORD);
  const { AccessToken } = await signIn('admins', email, TEST_PASSWORD);
  return { id: userId, email, token: AccessToken };
}

beforeAll(async () => {
  const [creator, company, doomedCreator, doomedCompany, admin] = await Promise.all([
    newMember('creator'),
    newMember('company'),
    newMember('creator'),
    newMember('company'),
    newAdmin(),
  ]);
  Object.assign(tokens, { creator: creator.token, company: company.token, doomedCreator: doomedCreator.token, doomedCompany: doomedCompany.token, admin: admin.token });
  callers.push(...[creator, company, doomedCreator, doomedCompany, admin].flatMap(({ id, email }) => [id, email]));
}, 120_000);

/** The changes of `changes` that name one of `markers`: in the item's key or in the item as written. */
function naming(changes: readonly TableChange[], markers: readonly string[]): TableChange[] {
  return changes.filter(({ key, item }) => markers.some((marker) => key.includes(marker) || Boolean(item?.includes(marker))));
}

function tokenFor(route: RouteDefinition, role: Role): string | undefined {
  if (isPublic(route)) return undefined;
  if (routeKey(route) === 'DELETE /user') return role === 'creator' ? tokens.doomedCreator : tokens.doomedCompany;
  return tokens[role];
}

interface HostileRequest {
  route: RouteDefinition;
  role: Role;
  path: string;
  query: string;
  body: string | undefined;
}

function hostileRequest(route: RouteDefinition): fc.Arbitrary<HostileRequest> {
  return fc.record({
    route: fc.constant(route),
    role: fc.constantFrom<Role>(...(isPublic(route) ? (['creator'] as const) : (route.access as readonly Role[]))),
    path: hostilePath(route),
    query: hostileQuery,
    // fetch sends no body with GET.
    body: route.method === 'GET' ? fc.constant(undefined) : hostileBody,
  });
}

/** The request's path segments that are its own (its hostile ids), as sent and as the API decodes them. */
function distinctiveSegments({ route, path }: HostileRequest): string[] {
  const fixed = new Set(route.path.split('/'));
  return path
    .split('/')
    .filter((segment) => !fixed.has(segment))
    .flatMap((segment) => {
      try {
        return [segment, decodeURIComponent(segment)];
      } catch {
        return [segment];
      }
    })
    .filter((segment) => segment.length >= DISTINCTIVE_LENGTH);
}

async function send({ route, role, path, query, body }: HostileRequest) {
  const token = tokenFor(route, role);
  const response = await fetch(`${stack().url}${API_PREFIX}${path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json as Record<string, unknown> };
}

/** How long the callers' items must stay unchanged after an accepted request before the next request is sent. */
const QUIET_MS = 1_000;

/**
 * Waits until the callers' items have stopped changing: a second in which the table's stream shows no change naming
 * them. Which effects an accepted request has (a notification, an export's file) depends on the route the generator
 * picked, so there is no one condition to wait for: a second without such a write is the condition.
 */
async function settled(changes: TableChanges): Promise<void> {
  let changedAt = Date.now();
  await waitUntil(
    async () => {
      if (naming(await changes.read(), callers).length > 0) changedAt = Date.now();
      return Date.now() - changedAt;
    },
    (quietFor) => quietFor >= QUIET_MS,
    { reason: `the callers' items to stop changing after an accepted request (${QUIET_MS} ms without a change naming them)`, timeoutMs: 15_000, intervalMs: 100 },
  );
}

/** A refusal the product itself made: a known code, a message, field keys it can translate, a request id. */
function isStableRefusal(body: Record<string, unknown>): boolean {
  const fields = body.fields === undefined ? {} : body.fields;
  return (
    typeof body.code === 'string' &&
    Object.hasOwn(ERROR_MESSAGES, body.code) &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    typeof body.requestId === 'string' &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((key) => typeof key === 'string' && Object.hasOwn(VALIDATION_MESSAGES, key))
  );
}

describe('hostile input on every route of the route table', () => {
  it('is never a 5xx; a 4xx has a stable code and message and writes nothing', async () => {
    const changes = await watchTable();
    for (const [index, route] of ROUTE_LIST.entries()) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), async (request) => {
          const answer = await send(request);
          const wrote = naming(await changes.read(), [...callers, ...distinctiveSegments(request)]).map(({ kind, key }) => `${kind} ${key}`);
          // An accepted request may have effects made after its answer (an export's file, a notification): the next
          // request's "wrote nothing" starts once they are done.
          if (answer.status < 400) await settled(changes);
          expect({ route: routeKey(route), status: answer.status < 500 ? 'not 5xx' : answer.status }).toEqual({ route: routeKey(route), status: 'not 5xx' });
          if (answer.status >= 400) {
            expect({ stable: isStableRefusal(answer.body), body: answer.body }).toMatchObject({ stable: true });
            expect({ route: routeKey(route), status: answer.status, wrote }).toEqual({ route: routeKey(route), status: answer.status, wrote: [] });
          }
        }),
        // One seed per route, so a failure's seed and path replay that route's cases.
        { seed: SEED + index, path: process.env.HOSTILE_PATH, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  }, 600_000);
});
