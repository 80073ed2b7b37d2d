import { Duration, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  StringAttribute,
  UserPool,
  UserPoolClient,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { PASSWORD_POLICY, resourceName, ROLE_ATTRIBUTE, USER_POOLS, type PoolKind } from '../definitions';
import type { StageSettings } from '../stage';

export interface AuthProps {
  settings: StageSettings;
}

export interface PoolAndClient {
  pool: UserPool;
  client: UserPoolClient;
}

/** Two Cognito user pools: visitors sign themselves up in `users`; operators create accounts in `admins`. */
export class Auth extends Construct {
  readonly pools: Record<PoolKind, PoolAndClient>;

  constructor(scope: Construct, id: string, { settings }: AuthProps) {
    super(scope, id);
    this.pools = {
      users: this.createPool('users', settings),
      admins: this.createPool('admins', settings),
    };
  }

  private createPool(kind: PoolKind, settings: StageSettings): PoolAndClient {
    const { poolName, clientName, selfSignUp } = USER_POOLS[kind];
    const pool = new UserPool(this, `${kind}Pool`, {
      userPoolName: resourceName(settings.stage, poolName),
      selfSignUpEnabled: selfSignUp,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // Only self-signed-up users choose a role, once: immutable, so no later UpdateUserAttributes can change it. No length
      // limits: a custom attribute's constraints can never be changed, and the sign-up schema validates the value.
      customAttributes: selfSignUp ? { [ROLE_ATTRIBUTE]: new StringAttribute({ mutable: false }) } : undefined,
      passwordPolicy: PASSWORD_POLICY,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.removalPolicy,
    });
    const client = pool.addClient(`${kind}Client`, {
      userPoolClientName: clientName,
      // USER_PASSWORD_AUTH because cognito-local has no SRP and both stacks run the same web app.
      authFlows: { userPassword: true, userSrp: true },
      generateSecret: false,
      // The app signs in with the flows above (Amplify), never through the hosted UI: no OAuth flows, no callback URLs.
      disableOAuth: true,
      // Sign-in answers the same for an unknown e-mail and a wrong password, so accounts cannot be enumerated there.
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });
    Validations.of(pool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The specification defines e-mail and password sign-in without a second factor, and the local stack (cognito-local) has no MFA. ' +
          'Brute force is limited by the strong password policy and Cognito lockout; adding TOTP (first for the admins pool) is a product decision.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Essentials feature plan is chosen for cost: Plus bills every monthly active user for threat protection. ' +
          'Compromised-credential and adaptive checks are not in the specification; switch featurePlan to PLUS when the business wants them.',
      },
    );
    return { pool, client };
  }
}
