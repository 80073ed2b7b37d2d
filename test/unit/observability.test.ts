import middy from '@middy/core';
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
    const handler = middy(async (event: { requestId: string; callerId: string; waitFor: Promise<unknown> }) => {
      withRequestContext({ requestId: event.requestId, route: 'GET /user', callerId: event.callerId, role: 'creator' });
      logInfo('before the wait', {});
      await event.waitFor;
      logInfo('after the wait', {});
      return event.requestId;
    }).use(observability());

    // The first one appends its keys and waits; the second one appends its own, logs and answers; then the first
    // logs again. The order is the test's, not the clock's.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = invoke(handler, { requestId: 'req-first', callerId: 'user-first', waitFor: released }, lambdaContext('users', 'lambda-first'));
    const second = invoke(handler, { requestId: 'req-second', callerId: 'user-second', waitFor: Promise.resolve() }, lambdaContext('users', 'lambda-second'));
    const answers = await Promise.all([first, second.finally(release)]);

    expect(answers).toEqual(['req-first', 'req-second']);
    const lines = capturedLines(info);
    expect(lines.map((line) => `${String(line.requestId)} ${String(line.message)}`)).toEqual([
      'req-first before the wait',
      'req-second before the wait',
      'req-second after the wait',
      'req-first after the wait',
    ]);
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
