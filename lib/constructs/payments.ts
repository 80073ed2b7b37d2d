import { Validations } from 'aws-cdk-lib';
import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { keyMode, MOYASAR_API_ORIGIN, MOYASAR_TOKENS_URL } from '../../lambdas/adapters/moyasar-endpoints';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { resourceName } from '../definitions';
import type { StageSettings } from '../stage';

/** The context key naming the stage's Moyasar publishable key: `cdk deploy -c moyasarPublishableKey=pk_live_…`. */
export const MOYASAR_PUBLISHABLE_KEY_CONTEXT = 'moyasarPublishableKey';

/** What the web app needs of the provider: its runtime configuration (config.json) and where it may connect (CSP). */
export interface BrowserPayments {
  config: NonNullable<RuntimeConfig['payments']>;
  connectSources: string[];
}

/**
 * The payment provider's settings for one stage, in a secret only the payments function may read. The stack creates
 * it unconfigured, with a random webhook secret; an operator then writes the provider's name and keys and the app's
 * URL (the AppUrl output) into it, and the function picks them up within 5 minutes (lambdas/adapters/payments.ts).
 * Until then every payment route answers 503 PAYMENT_PROVIDER_UNAVAILABLE.
 *
 * Moyasar (README, "Payments on AWS (Moyasar)"): `{provider: "moyasar", secretKey, publishableKey, webhookSecret,
 * appUrl}` in the secret, and the publishable key again at deployment (`-c moyasarPublishableKey=pk_…`): it goes into
 * the web app's config.json, and Moyasar's API into its Content-Security-Policy. It is public by design, so a context
 * value rather than a secret read at deployment (a CloudFormation dynamic reference would not refresh config.json when
 * the secret changes, and would fail the deployment while the secret lacks the field).
 */
export class Payments extends Construct {
  readonly secret: Secret;
  /** Undefined unless the stage is deployed with Moyasar's publishable key: the web app then adds no card. */
  readonly browser?: BrowserPayments;

  constructor(scope: Construct, id: string, { settings }: { settings: StageSettings }) {
    super(scope, id);
    this.secret = new Secret(this, 'ProviderSettings', {
      secretName: resourceName(settings.stage, 'payment-provider'),
      description:
        'Payment provider settings: {provider, apiUrl, secretKey, webhookSecret, appUrl}, or for Moyasar {provider: "moyasar", secretKey, publishableKey, webhookSecret, appUrl}. provider "unconfigured" turns payments off.',
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
    const publishableKey: unknown = this.node.tryGetContext(MOYASAR_PUBLISHABLE_KEY_CONTEXT);
    if (publishableKey !== undefined) this.browser = moyasarBrowser(publishableKey);
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

/**
 * Moyasar in the browser: cards are tokenized by `POST https://api.moyasar.com/v1/tokens` with the publishable key, so
 * the CSP lets the app connect to that origin only. The hosted invoice page and the 3-D Secure page are reached by
 * top-level navigation, which CSP does not govern, and no Moyasar script, frame or style is loaded. A value that is
 * not a publishable key fails the synthesis: above all a secret key (`sk_…`), which config.json would publish.
 */
function moyasarBrowser(publishableKey: unknown): BrowserPayments {
  if (typeof publishableKey !== 'string' || !keyMode(publishableKey, 'publishable')) {
    throw new Error(`-c ${MOYASAR_PUBLISHABLE_KEY_CONTEXT} must be a Moyasar publishable key (pk_test_… or pk_live_…); never give a secret key here`);
  }
  return { config: { provider: 'moyasar', tokenizeUrl: MOYASAR_TOKENS_URL, publishableKey }, connectSources: [MOYASAR_API_ORIGIN] };
}
