/**
 * The functions invoked asynchronously (EventBridge rules, EventBridge Scheduler and SNS hand Lambda the event and do
 * not wait), and what Lambda does when one fails: it retries the invocation `retryAttempts` times (0 to 2, about a minute
 * and then two apart), drops an event older than `maxEventAgeSeconds`, and then sends the event with its error to the
 * function's on-failure queue (lib/constructs/failure-queue.ts), whose first message alarms. Without that destination
 * the event would be dropped unseen: a target's dead-letter queue only receives what could not be delivered.
 *
 * No CDK here: the local stack reads the same numbers for its stand-in (scripts/local/async-invoke.ts).
 */
export interface AsyncInvokePolicy {
  retryAttempts: 0 | 1 | 2;
  maxEventAgeSeconds: number;
}

export const ASYNC_INVOKE = {
  /** A check is idempotent, and S3 or DynamoDB may blink; an upload unchecked after an hour was long since retried by its user. */
  uploadCheck: { retryAttempts: 2, maxEventAgeSeconds: 60 * 60 },
  /** A job state change is one conditional update; the preview is awaited, so six hours is the longest worth trying. */
  previewStatus: { retryAttempts: 2, maxEventAgeSeconds: 6 * 60 * 60 },
  /** The daily run is idempotent (each reminder and overdue mark conditions on what it read); by evening it is late. */
  deliveryDeadlines: { retryAttempts: 2, maxEventAgeSeconds: 6 * 60 * 60 },
  /** Every 5 minutes: a run older than 10 minutes is overtaken by the next one, which finds the same messages. */
  chatReminders: { retryAttempts: 2, maxEventAgeSeconds: 10 * 60 },
  /** SNS hands it SES's bounces and complaints: one conditional update each, idempotent; kept as long as Lambda keeps any (6 h). */
  mailFeedback: { retryAttempts: 2, maxEventAgeSeconds: 6 * 60 * 60 },
} as const satisfies Record<string, AsyncInvokePolicy>;

export type AsyncFunctionName = keyof typeof ASYNC_INVOKE;
