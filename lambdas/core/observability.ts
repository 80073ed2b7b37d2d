import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareLikeObj } from '@aws-lambda-powertools/commons/types';

/**
 * Powertools for AWS Lambda: one logger, one metrics buffer and one tracer per function, and the middy middlewares
 * that put the invocation's context on them. Every pipeline (lambdas/core/http.ts and the event functions) starts
 * with `observability()`.
 */

const SERVICE = 'ugc-marketplace';
export const METRICS_NAMESPACE = 'UgcMarketplace';

export const logger = new Logger({ serviceName: SERVICE });
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE });
export const tracer = new Tracer({ serviceName: SERVICE });

/** The middlewares every handler runs first: tracing, the Lambda context on every log line, metrics flushed at the end. */
export function observability(): MiddlewareLikeObj[] {
  return [captureLambdaHandler(tracer), injectLambdaContext(logger, { resetKeys: true }), logMetrics(metrics)];
}

/** Who asked for what: every later log line of this invocation carries it. */
export function withRequestContext(context: { requestId: string; route?: string; callerId?: string; role?: string }): void {
  logger.appendKeys(context);
}

/** The business events the product counts (CloudWatch metrics in the namespace above). */
export type BusinessEvent = 'CampaignPublished' | 'ApplicationSubmitted' | 'ApplicantAccepted';

export function countEvent(event: BusinessEvent): void {
  metrics.addMetric(event, MetricUnit.Count, 1);
}
