import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ASYNC_INVOKE, type AsyncFunctionName } from '../../lib/async-functions';
import { retrying, tryAgain, type RetryOptions } from '../../shared/retry';
import { invoke, lambdaContext, type LambdaHandler } from './lambda-runtime';

/**
 * Lambda's asynchronous invocation, for the functions EventBridge, Scheduler and SNS invoke on AWS (lib/async-functions.ts):
 * the first attempt and ASYNC_INVOKE's retries (Lambda waits a minute, then two; here a second or two), then the event
 * with its error as Lambda's on-failure record, appended to the function's failure queue. The queue's stand-in is a
 * file of JSON lines, `<dataDir>/failures/<function>.jsonl`: nothing that failed is dropped unseen, on AWS or here.
 */

/** The record Lambda sends an on-failure destination (its documented shape, the fields a reader uses). */
export interface FailureRecord {
  version: '1.0';
  timestamp: string;
  requestContext: { requestId: string; functionArn: string; condition: 'RetriesExhausted'; approximateInvokeCount: number };
  requestPayload: unknown;
  responseContext: { statusCode: 200; executedVersion: '$LATEST'; functionError: 'Unhandled' };
  responsePayload: { errorType: string; errorMessage: string; stackTrace: string[] };
}

const LOCAL_RETRY_BACKOFF = { baseMs: 1_000, capMs: 2_000 };

export function failureQueueFile(failuresDir: string, name: AsyncFunctionName): string {
  return path.join(failuresDir, `${name}.jsonl`);
}

/** What waits in a function's failure queue, oldest first. */
export function readFailures(failuresDir: string, name: AsyncFunctionName): FailureRecord[] {
  const file = failureQueueFile(failuresDir, name);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as FailureRecord);
}

export function asyncInvoker({ failuresDir, log, retry = {} }: { failuresDir: string; log: (line: string) => void; retry?: RetryOptions }) {
  /** Resolves once the event is handled or queued as a failure; never rejects, as nothing waits on Lambda's answer. */
  return async function invokeAsync<E>(name: AsyncFunctionName, handler: LambdaHandler<E, unknown>, event: E): Promise<void> {
    const requestId = randomUUID();
    const policy = { ...LOCAL_RETRY_BACKOFF, attempts: ASYNC_INVOKE[name].retryAttempts + 1 };
    let attempts = 0;
    try {
      await retrying(
        policy,
        async () => {
          attempts++;
          return invoke(handler, event, lambdaContext(name, requestId)).catch((error: unknown) => tryAgain(error));
        },
        retry,
      );
    } catch (error) {
      const record = failureRecord(name, requestId, attempts, event, error);
      const queue = failureQueueFile(failuresDir, name);
      fs.mkdirSync(failuresDir, { recursive: true });
      fs.appendFileSync(queue, `${JSON.stringify(record)}\n`);
      log(`${name} failed ${attempts} times: the event is in ${queue} (${record.responsePayload.errorMessage})`);
    }
  };
}

function failureRecord(name: AsyncFunctionName, requestId: string, attempts: number, event: unknown, error: unknown): FailureRecord {
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    version: '1.0',
    timestamp: new Date().toISOString(),
    requestContext: { requestId, functionArn: `${lambdaContext(name).invokedFunctionArn}:$LATEST`, condition: 'RetriesExhausted', approximateInvokeCount: attempts },
    requestPayload: event,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload: { errorType: failure.name, errorMessage: failure.message, stackTrace: (failure.stack ?? '').split('\n').slice(1).map((line) => line.trim()) },
  };
}
