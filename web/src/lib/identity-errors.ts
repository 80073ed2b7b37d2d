/**
 * Identity-provider failures (spec §8) as message ids of the catalogue. Cognito names its errors
 * `<Name>Exception`; the spec and the catalogue (`cognito.<Name>`) use the bare name.
 */
export const IDENTITY_ERROR_NAMES = [
  'InternalError',
  'InvalidParameter',
  'NotAuthorized',
  'ResourceNotFound',
  'TooManyRequests',
  'UserNotFound',
  'UsernameExists',
  'InvalidPassword',
  'CodeMismatch',
  'ExpiredCode',
  'CodeDeliveryFailure',
  'LimitExceeded',
  'TooManyFailedAttempts',
  'UserNotConfirmed',
  'PasswordResetRequired',
  'PasswordHistoryPolicyViolation',
  'AliasExists',
] as const;

export type IdentityErrorName = (typeof IDENTITY_ERROR_NAMES)[number];

/** Where the failure happened: some errors mean something else on each screen. */
export type IdentityAction = 'signIn' | 'confirmTotp' | 'signUp' | 'confirmSignUp' | 'resendCode' | 'resetPassword' | 'confirmResetPassword';

export type IdentityMessageId =
  | `cognito.${IdentityErrorName}`
  | 'cognito.unknown'
  | 'auth.error.incorrectCredentials'
  | 'auth.error.accountDeactivated'
  | 'auth.error.alreadyConfirmed'
  | 'auth.error.network';

/** Cognito's message for a disabled user, which is how an account made Inactive by an admin is refused. */
export const DISABLED_USER_MESSAGE = 'User is disabled.';

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (typeof error !== 'object' || error === null) return { name: '', message: '' };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' };
}

/** The spec's name of an identity error (`NotAuthorizedException` → `NotAuthorized`), or undefined for anything else. */
export function identityErrorName(error: unknown): IdentityErrorName | undefined {
  const bare = nameAndMessage(error).name.replace(/Exception$/, '');
  return (IDENTITY_ERROR_NAMES as readonly string[]).includes(bare) ? (bare as IdentityErrorName) : undefined;
}

export function isDisabledUserError(error: unknown): boolean {
  const { message } = nameAndMessage(error);
  return identityErrorName(error) === 'NotAuthorized' && message.trim() === DISABLED_USER_MESSAGE;
}

/** The message id to show for a failed identity call on a given screen. */
export function identityErrorMessageId(error: unknown, action: IdentityAction): IdentityMessageId {
  const name = identityErrorName(error);
  const { name: rawName, message } = nameAndMessage(error);
  if (!name) {
    // fetch() failing outright (offline, blocked) surfaces as a TypeError or Amplify's NetworkError.
    if (rawName === 'NetworkError' || error instanceof TypeError) return 'auth.error.network';
    return 'cognito.unknown';
  }
  if (isDisabledUserError(error)) return 'auth.error.accountDeactivated';
  if (action === 'signIn' && (name === 'NotAuthorized' || name === 'UserNotFound' || name === 'InvalidPassword')) {
    // Cognito answers a wrong password with NotAuthorized (cognito-local with InvalidPassword); an unknown
    // e-mail gets the same answer, so accounts cannot be discovered from the sign-in form.
    return 'auth.error.incorrectCredentials';
  }
  if (action === 'confirmSignUp' && name === 'NotAuthorized' && /CONFIRMED/.test(message)) return 'auth.error.alreadyConfirmed';
  if (action === 'resendCode' && name === 'InvalidParameter' && /already confirmed/i.test(message)) return 'auth.error.alreadyConfirmed';
  return `cognito.${name}`;
}
