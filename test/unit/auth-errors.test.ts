import en from '../../web/src/features/auth/i18n/en.json';
import {
  IDENTITY_ERROR_NAMES,
  identityErrorMessageId,
  identityErrorName,
  isDisabledUserError,
  type IdentityAction,
} from '../../web/src/lib/identity-errors';

/** An error as Amplify throws it: Cognito's name ends with 'Exception'. */
const cognitoError = (name: string, message = '') => Object.assign(new Error(message), { name: `${name}Exception` });

describe('identity errors (spec §8)', () => {
  it.each(IDENTITY_ERROR_NAMES)('%s has its own translated message', (name) => {
    expect(identityErrorName(cognitoError(name))).toBe(name);
    expect(Object.keys(en)).toContain(`cognito.${name}`);
  });

  it('maps every handled name to cognito.<Name> where the screen gives it no other meaning', () => {
    for (const name of IDENTITY_ERROR_NAMES) {
      expect(identityErrorMessageId(cognitoError(name, 'anything'), 'resetPassword')).toBe(`cognito.${name}`);
    }
  });

  it.each<[string, unknown, IdentityAction, string]>([
    ['wrong password (Cognito)', cognitoError('NotAuthorized', 'Incorrect username or password.'), 'signIn', 'auth.error.incorrectCredentials'],
    ['wrong password (cognito-local)', cognitoError('InvalidPassword', 'Invalid password'), 'signIn', 'auth.error.incorrectCredentials'],
    ['unknown e-mail', cognitoError('UserNotFound'), 'signIn', 'auth.error.incorrectCredentials'],
    ['disabled (Inactive) account', cognitoError('NotAuthorized', 'User is disabled.'), 'signIn', 'auth.error.accountDeactivated'],
    ['weak password at sign-up', cognitoError('InvalidPassword', 'Password did not conform with policy'), 'signUp', 'cognito.InvalidPassword'],
    ['taken e-mail at sign-up', cognitoError('UsernameExists'), 'signUp', 'cognito.UsernameExists'],
    ['wrong code', cognitoError('CodeMismatch', 'Invalid verification code provided, please try again.'), 'confirmSignUp', 'cognito.CodeMismatch'],
    ['expired code', cognitoError('ExpiredCode'), 'confirmResetPassword', 'cognito.ExpiredCode'],
    ['confirming twice', cognitoError('NotAuthorized', 'User cannot be confirmed. Current status is CONFIRMED'), 'confirmSignUp', 'auth.error.alreadyConfirmed'],
    ['resending to a confirmed account', cognitoError('InvalidParameter', 'User is already confirmed.'), 'resendCode', 'auth.error.alreadyConfirmed'],
    ['too many attempts', cognitoError('LimitExceeded'), 'resendCode', 'cognito.LimitExceeded'],
    ['a name outside the catalogue', cognitoError('SomethingNew'), 'signIn', 'cognito.unknown'],
    ['not an error at all', 'boom', 'signUp', 'cognito.unknown'],
    ['no network', new TypeError('Failed to fetch'), 'signIn', 'auth.error.network'],
    ["Amplify's network error", Object.assign(new Error('Network error'), { name: 'NetworkError' }), 'resetPassword', 'auth.error.network'],
  ])('%s → %s', (_case, error, action, expected) => {
    expect(identityErrorMessageId(error, action)).toBe(expected);
  });

  it('knows the disabled account only by NotAuthorized with that message', () => {
    expect(isDisabledUserError(cognitoError('NotAuthorized', 'User is disabled.'))).toBe(true);
    expect(isDisabledUserError(cognitoError('NotAuthorized', 'Incorrect username or password.'))).toBe(false);
    expect(isDisabledUserError(cognitoError('UserNotFound', 'User is disabled.'))).toBe(false);
  });

  it("shows the spec's texts for the sign-in and code errors", () => {
    const texts = en as Record<string, string>;
    expect(texts['auth.error.incorrectCredentials']).toBe('!Email or Password is incorrect');
    expect(texts['cognito.CodeMismatch']).toBe('Invalid verification code provided, please try again.');
    expect(texts['cognito.ExpiredCode']).toBe('!Verification code has expired, send new one');
    expect(texts['cognito.unknown']).toBe('An unknown error occurred.');
    expect(texts['auth.error.fillAllFields']).toBe('!Please fill in all fields');
    expect(texts['auth.notice.passwordChanged']).toBe('Password changed successfully');
  });
});
