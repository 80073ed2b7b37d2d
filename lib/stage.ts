import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The deployable stages and what differs between them: how much survives a mistake, and for how long logs stay. */

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

/** Requests per second and the burst above it, as API Gateway counts them (a token bucket). */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * How much traffic a stage takes before it refuses (429) or queues it: settings, not code, so an operator raises them
 * with the account's quotas (docs/deploy.md).
 */
export interface StageLimits {
  /** Every route of the HTTP API together: well under the account's 10,000 requests/s per region. */
  api: Throttle;
  /** Each public route (no token: sign-up profiles, the contact form): where a flood starts. */
  publicRoute: Throttle;
  /** The payment provider's webhook: public too, and it bursts when the provider retries a backlog. */
  paymentWebhook: Throttle;
  /**
   * The live channel's messages, every socket together: a ping a minute per tab, and the chat's sends, reads,
   * subscriptions and typing signals (one every few seconds per member typing).
   */
  live: Throttle;
  /**
   * Reserved concurrency of the payments function (the webhook's) and of the upload check (one invocation per upload):
   * a flood of either cannot take the account's whole concurrency, and neither is starved by the rest. Lambda keeps
   * 100 of an account's concurrency unreserved, so these need an account whose quota is above 100 plus their sum (a
   * new account may have 10 until it asks: docs/deploy.md).
   */
  paymentsConcurrency: number;
  uploadCheckConcurrency: number;
}

export interface StageSettings {
  stage: Stage;
  /** Applied to everything holding data: pools, table, buckets, log groups. */
  removalPolicy: RemovalPolicy;
  /** Cognito and DynamoDB refuse deletion while this is on, whatever CloudFormation asks. */
  deletionProtection: boolean;
  /** A bucket can only be destroyed empty: dev empties it on stack deletion, prod keeps it. */
  autoDeleteObjects: boolean;
  logRetention: RetentionDays;
  /** Access logs in the log bucket expire with the log groups' retention. */
  logBucketExpiration: Duration;
  limits: StageLimits;
}

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

export function stageSettings(stage: Stage): StageSettings {
  const prod = stage === 'prod';
  return {
    stage,
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: prod,
    autoDeleteObjects: !prod,
    logRetention: prod ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
    logBucketExpiration: prod ? Duration.days(365) : Duration.days(30),
    limits: prod ? PROD_LIMITS : DEV_LIMITS,
  };
}

/**
 * A launch: 1,000 requests/s is about 50,000 people each active on a page that makes a call every minute or so (the
 * exchange, chat, notifications poll less than that); sign-ups and contact messages in a campaign's first hour stay
 * under 20/s; a payment provider retries at tens per second at most. The webhook's function runs for about 0.2 s, so
 * 20 at once answer 100 payments/s; the upload check takes about a second, so 20 at once check 20 uploads/s.
 */
const PROD_LIMITS: StageLimits = {
  api: { rateLimit: 1_000, burstLimit: 2_000 },
  publicRoute: { rateLimit: 20, burstLimit: 40 },
  paymentWebhook: { rateLimit: 50, burstLimit: 100 },
  live: { rateLimit: 1_000, burstLimit: 2_000 },
  paymentsConcurrency: 20,
  uploadCheckConcurrency: 20,
};

/** A development stage: a team and its tests, on an account whose quotas may still be a new account's. */
const DEV_LIMITS: StageLimits = {
  api: { rateLimit: 100, burstLimit: 200 },
  publicRoute: { rateLimit: 5, burstLimit: 10 },
  paymentWebhook: { rateLimit: 10, burstLimit: 20 },
  live: { rateLimit: 200, burstLimit: 400 },
  paymentsConcurrency: 5,
  uploadCheckConcurrency: 5,
};
