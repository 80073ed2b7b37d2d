import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage';

export interface LambdaLoggingProps {
  settings: StageSettings;
}

/**
 * A function's log group, with the stage's retention, and an execution role that may write to that log group
 * only. It replaces AWSLambdaBasicExecutionRole, which allows writing to every log group of the account.
 */
export class LambdaLogging extends Construct {
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, { settings }: LambdaLoggingProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'LogGroup', {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);
  }
}
