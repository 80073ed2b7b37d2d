import { SecretValue, Validations } from 'aws-cdk-lib';
import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';

/**
 * The value CloudFront adds as `x-origin-verify` to every request it forwards to the HTTP API, so the API can refuse
 * calls made to its public execute-api URL past CloudFront (lambdas/core/origin.ts). The secret holds
 * `{current, previous}`: the API accepts both, CloudFront sends `current`. Rotation without downtime
 * (docs/decisions/security.md, Hardening: the edge): write `{current: <new>, previous: <old current>}`, wait a minute, then
 * deploy with `-c originSecretVersion=<the new version id>` so CloudFront sends the new value.
 */
export class OriginVerification extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, { settings }: { settings: StageSettings }) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      secretName: resourceName(settings.stage, 'origin-verify'),
      description: 'The x-origin-verify header CloudFront adds to API requests: {current, previous}; the API accepts both.',
      generateSecretString: { secretStringTemplate: JSON.stringify({ previous: '' }), generateStringKey: 'current', excludePunctuation: true, passwordLength: 48 },
      removalPolicy: settings.removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating it means changing the distribution too (a deployment pinned to the new version), which a rotation Lambda ' +
        'cannot do without owning the CloudFront configuration; the operator runbook in docs/decisions/security.md rotates it with no downtime.',
    });
  }

  /** What the area functions find the secret through (lambdas/core/config.ts, originConfig). */
  get environment(): Record<string, string> {
    return { ORIGIN_SECRET_ARN: this.secret.secretArn };
  }

  /** GetSecretValue only: Secret.grantRead adds DescribeSecret, which no function calls. */
  grantRead(role: Role): void {
    Grant.addToPrincipal({ grantee: role, actions: ['secretsmanager:GetSecretValue'], resourceArns: [this.secret.secretArn] });
  }

  /**
   * The header value for CloudFront: a dynamic reference CloudFormation resolves at deployment, to the given version
   * of the secret (a rotation) or to its current one (the first deployment).
   */
  headerValue(versionId?: string): string {
    return SecretValue.secretsManager(this.secret.secretArn, { jsonField: 'current', ...(versionId ? { versionId } : {}) }).unsafeUnwrap();
  }
}
