import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { GenericLogger, MiddlewareLikeObj } from '@aws-lambda-powertools/commons/types';

/**
 * Powertools for AWS Lambda: one logger, one metrics buffer and one tracer per function, and the middy middlewares
 * that put the invocation's context on them. Every pipeline (lambdas/core/http.ts and the event functions) starts
 * with `observability()`.
 *
 * The names come from the function's environment (POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE, set per
 * function by lib/), with the product's names where they are absent (tests, scripts). Off Lambda the tracer is off
 * by itself (no AWS_EXECUTION_ENV), and POWERTOOLS_DEV (the local stack, the tests) makes the logger write through
 * the global console, readable, and turns the metrics' output off.
 */

const DEFAULT_SERVICE = 'ugc-marketplace';
export const METRICS_NAMESPACE = 'UgcMarketplace';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME || DEFAULT_SERVICE;

export const logger = new Logger({ serviceName });
export const tracer = new Tracer({ serviceName });
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
  serviceName,
  logger: metricsWarningsAsDebug(logger),
});

/**
 * Most invocations count no business event, and Metrics warns "No application metrics to publish" on every flush of
 * an empty buffer: that warning is routine here, so it is logged at DEBUG instead of on every request's log.
 */
function metricsWarningsAsDebug(target: Logger): GenericLogger {
  return {
    debug: (...content) => target.debug(String(content[0]), ...content.slice(1)),
    info: (...content) => target.info(String(content[0]), ...content.slice(1)),
    warn: (...content) => target.debug(String(content[0]), ...content.slice(1)),
    error: (...content) => target.error(String(content[0]), ...content.slice(1)),
  };
}

/**
 * The middlewares every handler runs first: tracing, the Lambda context on every log line (and the keys of the
 * previous invocation dropped), metrics flushed at the end. The keys and metrics live in Powertools' invocation
 * store: on Lambda one invocation at a time uses them, and where invocations run at the same time in one process
 * (AWS_LAMBDA_MAX_CONCURRENCY, the local stack) each runs in its own store, entered by the runtime (on the local stack
 * scripts/local/lambda-runtime.ts).
 */
export function observability(): MiddlewareLikeObj[] {
  return [captureLambdaHandler(tracer), injectLambdaContext(logger, { resetKeys: true }), logMetrics(metrics)];
}

/** Who asked for what: every later log line of this invocation carries it. */
export function withRequestContext(context: { requestId: string; route?: string; callerId?: string; role?: string }): void {
  logger.appendKeys(context);
}

/** What an event function works on (an object key, a user): every later log line of this invocation carries it. */
export function withEventContext(keys: Record<string, string>): void {
  logger.appendKeys(keys);
}

/** The business events the product counts (CloudWatch metrics in the namespace above). */
export type BusinessEvent = 'CampaignPublished' | 'ApplicationSubmitted' | 'CreatorInvited' | 'ApplicantAccepted' | 'ResultsSubmitted' | 'RevisionRequested' | 'ResultsApproved' | 'PayoutPaid' | 'PayoutAccountRevealed' | 'CompensationRefunded' | 'CompensationExtended'
  | 'ShippingAddressConfirmed' | 'ProductShipped' | 'ProductReceived' | 'ShippingProblemReported' | 'PurchaseReceiptSubmitted' | 'ProductBudgetReturned';

export function countEvent(event: BusinessEvent): void {
  metrics.addMetric(event, MetricUnit.Count, 1);
}
