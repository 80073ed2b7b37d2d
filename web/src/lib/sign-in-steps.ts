/**
 * What a member's sign-in needs next, from Amplify's `nextStep`: done, or the confirmation of an unconfirmed sign-up.
 * (Admins sign in through Amplify UI's Authenticator, which handles their TOTP steps.) Plain data in and out, so it is
 * tested without Amplify.
 */
export type SignInResult = { status: 'signedIn' } | { status: 'unconfirmed' };

export interface SignInNextStep {
  signInStep: string;
}

export function signInStepResult(nextStep: SignInNextStep): SignInResult {
  switch (nextStep.signInStep) {
    case 'DONE':
      return { status: 'signedIn' };
    case 'CONFIRM_SIGN_UP':
      return { status: 'unconfirmed' };
  }
  // New password, MFA, SMS or e-mail codes are not part of a member's sign-in: an account needing one cannot sign in here.
  throw Object.assign(new Error(`Unsupported sign-in step ${nextStep.signInStep}`), { name: 'UnsupportedSignInStep' });
}
