import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as fc from 'fast-check';
import { startStackProcess, stopStackProcess, type RunningStack } from '../../scripts/local/stack-process';
import { API_PREFIX, isPublic, ROUTE_LIST, routeKey, type RouteDefinition } from '../../shared/api/routes';
import type { Role } from '../../shared/domain/constants';
import { ERROR_MESSAGES } from '../../shared/errors';
import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import { newMember, table } from '../support/accounts';
import { hostileBody, hostilePath, hostileQuery } from '../support/hostile';
import { demoEmail, signIn, stack } from '../support/stack';

/**
 * Property: whatever arrives on any route of the route table (wrong types, prototype-member keys, huge and odd
 * strings, broken encodings, missing and extra fields), the answer is never a 5xx, every 4xx carries a stable code
 * and a message, and a refused request wrote nothing. It runs on a stack of its own, so the table changes only by
 * its own requests and "wrote nothing" is exact. A failure prints the seed and the path to replay it:
 * HOSTILE_SEED=<seed> HOSTILE_PATH=<path> npx jest -c test/jest.stack.config.js test/integration/hostile-input.test.ts
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20261123);
const RUNS = 300;
/** The property stops starting new cases after this long, so the file stays within its time budget. */
const TIME_LIMIT_MS = 50_000;

let own: RunningStack;
let globalInfoFile: string | undefined;
/** Each role's caller; `DELETE /user` gets callers of its own, as it may really delete them. */
const tokens: Partial<Record<Role | 'doomedCreator' | 'doomedCompany', string>> = {};

beforeAll(async () => {
  own = await startStackProcess();
  globalInfoFile = process.env.LOCAL_STACK_INFO_FILE;
  process.env.LOCAL_STACK_INFO_FILE = own.infoFile;
  const [creator, company, doomedCreator, doomedCompany, admin] = await Promise.all([
    newMember('creator'),
    newMember('company'),
    newMember('creator'),
    newMember('company'),
    signIn('admins', demoEmail('admin')),
  ]);
  Object.assign(tokens, { creator: creator.token, company: company.token, doomedCreator: doomedCreator.token, doomedCompany: doomedCompany.token, admin: admin.AccessToken });
}, 120_000);

afterAll(async () => {
  process.env.LOCAL_STACK_INFO_FILE = globalInfoFile;
  if (own) await stopStackProcess(own);
});

/** Every item of the table, as text in key order: two equal snapshots mean nothing was written. */
async function snapshot(): Promise<string> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(new ScanCommand({ TableName: stack().dynamodb.tableName, ConsistentRead: true, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.map((item) => JSON.stringify(item, Object.keys(item).sort())).sort().join('\n');
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

const hostileRequest: fc.Arbitrary<HostileRequest> = fc.constantFrom(...ROUTE_LIST).chain((route) =>
  fc.record({
    route: fc.constant(route),
    role: fc.constantFrom<Role>(...(isPublic(route) ? (['creator'] as const) : (route.access as readonly Role[]))),
    path: hostilePath(route),
    query: hostileQuery,
    // fetch sends no body with GET.
    body: route.method === 'GET' ? fc.constant(undefined) : hostileBody,
  }),
);

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

/** The table once its writes have stopped: the same snapshot twice, a second apart (at most 10 s). */
async function settled(current: string): Promise<string> {
  for (let waited = 0, last = current; waited < 10_000; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await snapshot();
    if (next === last) return next;
    last = next;
  }
  return snapshot();
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
    let before = await snapshot();
    const routesSeen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        routesSeen.add(routeKey(request.route));
        const answer = await send(request);
        const after = await snapshot();
        const wrote = after !== before;
        // An accepted request may have effects made after its answer (an export's file, a notification): the next
        // request's "wrote nothing" starts once they are done.
        before = answer.status < 400 ? await settled(after) : after;
        expect({ route: routeKey(request.route), status: answer.status < 500 ? 'not 5xx' : answer.status }).toEqual({ route: routeKey(request.route), status: 'not 5xx' });
        if (answer.status >= 400) {
          expect({ stable: isStableRefusal(answer.body), body: answer.body }).toMatchObject({ stable: true });
          expect({ status: answer.status, wrote }).toEqual({ status: answer.status, wrote: false });
        }
      }),
      { seed: SEED, path: process.env.HOSTILE_PATH, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, endOnFailure: true },
    );
    // The bound is on time; enough cases must still have run to reach most routes.
    expect(routesSeen.size).toBeGreaterThan(ROUTE_LIST.length / 2);
  }, 90_000);
});
