import { Validations } from 'aws-cdk-lib';
import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';

/**
 * The payment provider's settings for one stage, in a secret only the payments function may read. The stack creates
 * it unconfigured, with a random webhook secret; an operator then writes the provider's name and keys and the app's
 * URL (the AppUrl output) into it, and the function picks them up within 5 minutes (lambdas/adapters/payments.ts).
 * Until then every payment route answers 503 PAYMENT_PROVIDER_UNAVAILABLE.
 */
export class Payments extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, { settings }: { settings: StageSettings }) {
    super(scope, id);
    this.secret = new Secret(this, 'ProviderSettings', {
      secretName: resourceName(settings.stage, 'payment-provider'),
      description: 'Payment provider settings: {provider, apiUrl, secretKey, webhookSecret, appUrl}. provider "unconfigured" turns payments off.',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ provider: 'unconfigured', apiUrl: '', secretKey: '', appUrl: '' }),
        generateStringKey: 'webhookSecret',
        excludePunctuation: true,
        passwordLength: 64,
      },
      removalPolicy: settings.removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "The secret holds a third-party provider's API key and webhook secret, which only the provider's dashboard can issue: " +
        'they are rotated there by an operator and written here, so no rotation Lambda could rotate them.',
    });
  }

  /** What the payments function reads its settings through (lambdas/core/config.ts, paymentConfig). */
  get environment(): Record<string, string> {
    return { PAYMENT_SECRET_ARN: this.secret.secretArn };
  }

  /** GetSecretValue only: Secret.grantRead adds DescribeSecret, which no function calls. */
  grantRead(role: Role): void {
    Grant.addToPrincipal({ grantee: role, actions: ['secretsmanager:GetSecretValue'], resourceArns: [this.secret.secretArn] });
  }
}
