/** Structured one-line JSON logs, as CloudWatch Logs Insights reads them. */
export function logError(message: string, details: Record<string, unknown>): void {
  console.error(JSON.stringify({ level: 'error', message, ...details }));
}

export function logInfo(message: string, details: Record<string, unknown>): void {
  console.log(JSON.stringify({ level: 'info', message, ...details }));
}

export function errorDetails(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, name: error.name, stack: error.stack } : { error: String(error) };
}
