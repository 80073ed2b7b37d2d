import {
  AssociateSoftwareTokenCommand,
  AuthFlowType,
  ChallengeNameType,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generate } from 'cognito-local/lib/services/totp';

/** Where the authenticator keys of the accounts a process signs in are kept, by e-mail. */
export interface TotpKeys {
  get(email: string): string | undefined;
  set(email: string, secret: string): void;
}

/**
 * A password sign-in as the web app makes it, with the second factor a pool that requires TOTP asks for: the set-up
 * at an account's first sign-in (its new key kept in `keys`), or the code of the key kept before. For the seed and the
 * tests, which sign in as a person with an authenticator app would; codes come from cognito-local's own TOTP.
 */
export async function passwordSignIn(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  { email, password, keys }: { email: string; password: string; keys: TotpKeys },
): Promise<AuthenticationResultType> {
  const started = await cognito.send(
    new InitiateAuthCommand({ ClientId: clientId, AuthFlow: AuthFlowType.USER_PASSWORD_AUTH, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  let answer = started;
  if (started.ChallengeName === ChallengeNameType.MFA_SETUP) {
    const { SecretCode, Session } = await cognito.send(new AssociateSoftwareTokenCommand({ Session: started.Session }));
    if (!SecretCode) throw new Error(`No authenticator key for ${email}`);
    const verified = await cognito.send(new VerifySoftwareTokenCommand({ Session, UserCode: generate(SecretCode), FriendlyDeviceName: 'authenticator' }));
    keys.set(email, SecretCode);
    answer = await cognito.send(
      new RespondToAuthChallengeCommand({ ClientId: clientId, ChallengeName: ChallengeNameType.MFA_SETUP, Session: verified.Session, ChallengeResponses: { USERNAME: email } }),
    );
  } else if (started.ChallengeName === ChallengeNameType.SOFTWARE_TOKEN_MFA) {
    const secret = keys.get(email);
    if (!secret) throw new Error(`${email} has an authenticator set up whose key this process does not have`);
    answer = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: ChallengeNameType.SOFTWARE_TOKEN_MFA,
        Session: started.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: generate(secret) },
      }),
    );
  }
  if (!answer.AuthenticationResult?.AccessToken) throw new Error(`No access token for ${email}${answer.ChallengeName ? ` (challenge ${answer.ChallengeName})` : ''}`);
  return answer.AuthenticationResult;
}
