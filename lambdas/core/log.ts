import { logger } from './observability';

/**
 * Structured one-line JSON logs, as CloudWatch Logs Insights reads them, written by the Powertools logger: every line
 * carries the invocation's keys (request id, route, caller; see lambdas/core/observability.ts) besides its details.
 */
export function logError(message: string, details: Record<string, unknown>): void {
  logger.error(message, details);
}

export function logInfo(message: string, details: Record<string, unknown>): void {
  logger.info(message, details);
}

export function errorDetails(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, name: error.name, stack: error.stack } : { error: String(error) };
}

export function logWarn(message: string, details: Record<string, unknown>): void {
  logger.warn(message, details);
}
