import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The deployable stages and what differs between them: how much survives a mistake, and for how long logs stay. */

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

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
  };
}
