/**
 * What a sign-in needs next, from Amplify's `nextStep`. The admins pool requires TOTP on AWS: the first sign-in sets
 * an authenticator app up (the secret shown as text and as an otpauth URI), every later one asks for its 6-digit code.
 * Plain data in and out, so it is tested without Amplify.
 */
export type SignInResult =
  | { status: 'signedIn' }
  | { status: 'unconfirmed' }
  | { status: 'totpSetup'; secret: string; uri: string }
  | { status: 'totpCode' };

/** The issuer an authenticator app lists the account under. */
export const TOTP_ISSUER = 'UGC Marketplace';

export interface SignInNextStep {
  signInStep: string;
  totpSetupDetails?: { sharedSecret: string; getSetupUri: (appName: string, accountName?: string) => URL };
}

export function signInStepResult(nextStep: SignInNextStep, email: string): SignInResult {
  switch (nextStep.signInStep) {
    case 'DONE':
      return { status: 'signedIn' };
    case 'CONFIRM_SIGN_UP':
      return { status: 'unconfirmed' };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { status: 'totpCode' };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const details = nextStep.totpSetupDetails;
      if (details) return { status: 'totpSetup', secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, email).href };
    }
  }
  // New password, SMS or e-mail codes are not part of this product: an account needing one cannot sign in here.
  throw Object.assign(new Error(`Unsupported sign-in step ${nextStep.signInStep}`), { name: 'UnsupportedSignInStep' });
}
