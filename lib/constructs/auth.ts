import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { CUSTOM_MESSAGE_ENTRY, POST_CONFIRMATION_ENTRY } from '../bundling';
import type { PoolKind } from '../../lambdas/core/pools';
import { PASSWORD_POLICY, resourceName, USER_POOLS, USERS_POOL_CUSTOM_ATTRIBUTES } from '../definitions';
import type { StageSettings } from '../stage';
import type { FunctionResources } from './function-access';
import { appFunction } from './lambda-function';

export interface AuthProps {
  settings: StageSettings;
  /**
   * Send the pools' code mails through SES from this verified sender (`-c poolMail=ses`, docs/deploy.md), instead of
   * Cognito's own sender, which sends at most 50 a day per account; with the sender's configuration set, so their
   * bounces and complaints are told like every mail's (lib/constructs/mail.ts).
   */
  codeMailFrom?: { from: string; configurationSetName: string };
}

/** The name code mails come from, beside the sender's address. */
const CODE_MAIL_SENDER_NAME = 'UGC Marketplace';

export interface PoolAndClient {
  pool: UserPool;
  client: UserPoolClient;
}

/** Two Cognito user pools: visitors sign themselves up in `users`; operators create accounts in `admins`. */
export class Auth extends Construct {
  readonly pools: Record<PoolKind, PoolAndClient>;

  constructor(scope: Construct, id: string, { settings, codeMailFrom }: AuthProps) {
    super(scope, id);
    const email = codeMailFrom
      ? UserPoolEmail.withSES({ fromEmail: codeMailFrom.from, fromName: CODE_MAIL_SENDER_NAME, sesRegion: Stack.of(this).region, configurationSetName: codeMailFrom.configurationSetName })
      : UserPoolEmail.withCognito();
    this.pools = {
      users: this.createPool('users', settings, email),
      admins: this.createPool('admins', settings, email),
    };
  }

  /**
   * The users pool's PostConfirmation trigger: the profile of a confirmed sign-up, made from the sign-up's own
   * attributes (lambdas/auth/post-confirmation.ts). It is told no pool (lib/constructs/function-access.ts): the pool
   * names the function, and the function naming the pool would be a dependency cycle.
   */
  createProfilesOnConfirmation({ settings, resources }: { settings: StageSettings; resources: FunctionResources }): void {
    const { fn } = appFunction(this, POST_CONFIRMATION_ENTRY, {
      description: 'Users pool PostConfirmation: creates the profile of a confirmed sign-up',
      resources,
      settings,
    });
    this.pools.users.pool.addTrigger(UserPoolOperation.POST_CONFIRMATION, fn);
  }

  /**
   * Both pools' CustomMessage trigger: the sign-up, reset and first-password mails in the user's language
   * (lambdas/auth/custom-message.ts): the one chosen in the app (the profile item, read by key), else the sign-up's.
   */
  sendCodeMailsInTheUsersLanguage({ settings, resources }: { settings: StageSettings; resources: FunctionResources }): void {
    const { fn } = appFunction(this, CUSTOM_MESSAGE_ENTRY, { description: 'Both pools CustomMessage: code mails in the user\'s language', resources, settings });
    for (const { pool } of Object.values(this.pools)) pool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, fn);
  }

  private createPool(kind: PoolKind, settings: StageSettings, email: UserPoolEmail): PoolAndClient {
    const { poolName, clientName, selfSignUp, totpRequired } = USER_POOLS[kind];
    const pool = new UserPool(this, `${kind}Pool`, {
      userPoolName: resourceName(settings.stage, poolName),
      selfSignUpEnabled: selfSignUp,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // Only self-signed-up users carry a role (chosen once: immutable, so no later UpdateUserAttributes can change it),
      // a country and a terms time, from which their profile is made. No length limits: a custom attribute's
      // constraints can never be changed, and the profile is made only of values the sign-up schema accepts.
      customAttributes: selfSignUp
        ? Object.fromEntries(Object.entries(USERS_POOL_CUSTOM_ATTRIBUTES).map(([name, { mutable }]) => [name, new StringAttribute({ mutable })]))
        : undefined,
      // Admins answer a TOTP code at every sign-in (the web's admin sign-in sets it up on first use); never SMS.
      mfa: totpRequired ? Mfa.REQUIRED : Mfa.OFF,
      mfaSecondFactor: totpRequired ? { sms: false, otp: true } : undefined,
      passwordPolicy: PASSWORD_POLICY,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email,
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
    if (!totpRequired) {
      Validations.of(pool).acknowledge({
        id: 'AwsSolutions-COG2',
        reason:
          'The specification defines e-mail and password sign-in for creators and companies without a second factor. ' +
          'Brute force is limited by the strong password policy and Cognito lockout; the admins pool requires TOTP.',
      });
    }
    Validations.of(pool).acknowledge(
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
