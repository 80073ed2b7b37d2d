import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';

/**
 * What the Lambda runtime does around each invocation, for the handlers the local stack runs in its one process:
 * it hands them a Lambda context and runs each call in its own invocation store. Powertools keeps the keys a handler
 * appends to its log lines and the metrics it adds in that store (`InvocationScoped` of @aws-lambda-powertools/commons)
 * when AWS_LAMBDA_MAX_CONCURRENCY says invocations may overlap in one process, as Lambda's runtime does on a function
 * with concurrent invocations. Outside an invocation store they would be shared by every request served at the time.
 */

/** How many invocations may overlap in the process, as AWS_LAMBDA_MAX_CONCURRENCY says on Lambda. */
const LOCAL_MAX_CONCURRENCY = '64';

export type LambdaHandler<E, R> = (event: E, context: Context) => Promise<R>;

/** How long the local stack lets a function run, as a function's timeout does on Lambda (lib/constructs/lambda-function.ts). */
const LOCAL_TIMEOUT_MS = 30_000;

/**
 * A context like the one Lambda hands a function of this name (`aws-lambda`'s Context): the remaining time counts down
 * from the function's timeout. The middy pipeline and Powertools read it (log keys, the cold start, timeouts).
 */
export function lambdaContext(functionName: string, awsRequestId: string = randomUUID(), timeoutMs = LOCAL_TIMEOUT_MS): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Calls `handler` as Lambda invokes the function: with its context, inside an invocation store of its own. */
export function invoke<E, R>(handler: LambdaHandler<E, R>, event: E, context: Context): Promise<R> {
  return invocationStore().run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId }, () => handler(event, context));
}

type InvocationContext = Record<string | symbol, unknown>;

/**
 * The runtime's store for overlapping invocations (the InvokeStoreMulti of @aws/lambda-invoke-store, which creates
 * itself with a dynamic import that Jest's module sandbox refuses): one context per invocation, in AsyncLocalStorage.
 */
class ConcurrentInvokeStore extends InvokeStoreBase {
  readonly #contexts = new AsyncLocalStorage<InvocationContext>();

  getContext(): InvocationContext | undefined {
    return this.#contexts.getStore();
  }

  hasContext(): boolean {
    return this.#contexts.getStore() !== undefined;
  }

  get<T = unknown>(key: string | symbol): T | undefined {
    return this.#contexts.getStore()?.[key] as T | undefined;
  }

  set<T = unknown>(key: string | symbol, value: T): void {
    if (this.isProtectedKey(key)) throw new Error(`Cannot modify protected Lambda context field: ${String(key)}`);
    const context = this.#contexts.getStore();
    if (!context) throw new Error('No invocation context');
    context[key] = value;
  }

  run<T>(context: InvocationContext, fn: () => T): T {
    return this.#contexts.run(context, fn);
  }
}

/**
 * The process's invocation store, where the runtime puts it (`awslambda.InvokeStore`). AWS_LAMBDA_MAX_CONCURRENCY is
 * set only once the store exists: Powertools, seeing it, refuses to log without one.
 */
function invocationStore(): InvokeStoreBase {
  const store = (globalThis.awslambda.InvokeStore ??= new ConcurrentInvokeStore());
  process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= LOCAL_MAX_CONCURRENCY;
  return store;
}
