import middy from '@middy/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { logInfo } from '../../lambdas/core/log';
import { observability, withRequestContext } from '../../lambdas/core/observability';
import { invoke, lambdaContext } from '../../scripts/local/lambda-runtime';

/** The JSON records the Powertools logger printed (dev mode: through the global console). */
function capturedLines(spy: jest.SpyInstance): Record<string, unknown>[] {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe('observability', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the keys of two overlapping invocations each on its own log lines', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const handler = middy(async (event: { requestId: string; callerId: string; waitMs: number }) => {
      withRequestContext({ requestId: event.requestId, route: 'GET /user', callerId: event.callerId, role: 'creator' });
      logInfo('before the wait', {});
      await sleep(event.waitMs);
      logInfo('after the wait', {});
      return event.requestId;
    }).use(observability());

    // The first one appends its keys, waits while the second one appends its own, then logs again.
    const answers = await Promise.all([
      invoke(handler, { requestId: 'req-first', callerId: 'user-first', waitMs: 30 }, lambdaContext('users', 'lambda-first')),
      invoke(handler, { requestId: 'req-second', callerId: 'user-second', waitMs: 1 }, lambdaContext('users', 'lambda-second')),
    ]);

    expect(answers).toEqual(['req-first', 'req-second']);
    const lines = capturedLines(info);
    expect(lines).toHaveLength(4);
    for (const [requestId, callerId, lambdaRequestId] of [
      ['req-first', 'user-first', 'lambda-first'],
      ['req-second', 'user-second', 'lambda-second'],
    ]) {
      const own = lines.filter((line) => line.requestId === requestId);
      expect(own.map((line) => line.message)).toEqual(['before the wait', 'after the wait']);
      for (const line of own) {
        expect(line).toMatchObject({ route: 'GET /user', callerId, role: 'creator', function_request_id: lambdaRequestId, function_name: 'users' });
      }
    }
  });

  it('drops the keys of an invocation once it has answered', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const handler = middy(async (event: { requestId?: string }) => {
      if (event.requestId) withRequestContext({ requestId: event.requestId, callerId: 'user-1' });
      logInfo('handled', {});
    }).use(observability());

    await invoke(handler, { requestId: 'req-1' }, lambdaContext('users'));
    await invoke(handler, {}, lambdaContext('users'));

    const [first, second] = capturedLines(info);
    expect(first).toMatchObject({ requestId: 'req-1', callerId: 'user-1' });
    expect(second).not.toHaveProperty('requestId');
    expect(second).not.toHaveProperty('callerId');
  });
});
