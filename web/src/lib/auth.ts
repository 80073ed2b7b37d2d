import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  deleteUser as amplifyDeleteUser,
  fetchAuthSession,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  updatePassword as amplifyUpdatePassword,
  updateUserAttributes as amplifyUpdateUserAttributes,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage as amplifySessionStorage } from 'aws-amplify/utils';
import type { SignUpRole } from '../../../shared/domain/constants';
import { SIGN_UP_ATTRIBUTES, signUpAttributes } from '../../../shared/domain/sign-up';
import type { Language } from '../../../shared/domain/language';
import type { RuntimeConfig } from '../../../shared/runtime-config';
import { signInStepResult, type SignInResult } from './sign-in-steps';
import type { ConfirmSignInInput, ConfirmSignInOutput, SignInInput, SignInOutput } from 'aws-amplify/auth';
import { SESSION_EMAIL_KEY, SESSION_POOL_KEY } from './session-keys';

/**
 * Identity on Cognito, the only module that imports Amplify. Two pools: `users` (creators and companies,
 * who sign themselves up) and `admins`. Tokens live in sessionStorage only (spec §9), so closing the tab
 * signs out. The pool of the current session is remembered in sessionStorage, so a reload keeps it.
 */

export type PoolKind = 'users' | 'admins';

let runtimeConfig: RuntimeConfig | undefined;
let configuredPool: PoolKind | undefined;

export function configureAuth(config: RuntimeConfig): void {
  runtimeConfig = config;
  configuredPool = undefined;
  selectPool(getSessionPool() ?? 'users');
}

/** Points Amplify at one pool's app client; signing in as an admin and as a user use different clients (spec §6). */
function selectPool(pool: PoolKind): void {
  if (!runtimeConfig) throw new Error('configureAuth must run before any identity call');
  if (configuredPool === pool) return;
  const { poolId, clientId } = pool === 'admins' ? runtimeConfig.adminPool : runtimeConfig.userPool;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: poolId,
        userPoolClientId: clientId,
        ...(runtimeConfig.cognitoEndpoint ? { userPoolEndpoint: runtimeConfig.cognitoEndpoint } : {}),
      },
    },
  });
  // Amplify.configure resets the token provider to localStorage on every call: the session storage must follow it.
  // Tokens are refreshed by Amplify's own refresher (GetTokensFromRefreshToken; the local Cognito has it too).
  cognitoUserPoolsTokenProvider.setKeyValueStorage(amplifySessionStorage);
  configuredPool = pool;
}

/**
 * Runs an account call (sign-up, codes, reset) against one pool's client, then points Amplify back at the
 * signed-in session's pool, so a signed-in user who opens another pool's screen keeps their session.
 */
async function withPool<T>(pool: PoolKind, call: () => Promise<T>): Promise<T> {
  selectPool(pool);
  try {
    return await call();
  } finally {
    const sessionPool = getSessionPool();
    if (sessionPool) selectPool(sessionPool);
  }
}

/** A valid access token, refreshed first when it has expired; undefined when nobody is signed in. */
export async function getAccessToken(): Promise<string | undefined> {
  if (!runtimeConfig) return undefined;
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.accessToken.toString();
  } catch {
    // A refresh that failed for a transient reason: the caller treats it as signed out for this request.
    return undefined;
  }
}

/** The claims of the signed-in user's ID token (e.g. `custom:role`), or undefined. */
async function getIdTokenClaims(): Promise<Record<string, unknown> | undefined> {
  if (!runtimeConfig) return undefined;
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken?.payload as Record<string, unknown> | undefined;
  } catch {
    return undefined;
  }
}

/** The role chosen at sign-up, read from the ID token's immutable `custom:role`; 'admin' for the admins pool. */
export async function getSignedInRole(): Promise<SignUpRole | 'admin' | undefined> {
  const claims = await getIdTokenClaims();
  if (!claims) return undefined;
  if (getSessionPool() === 'admins') return 'admin';
  const role = claims['custom:role'];
  return role === 'creator' || role === 'company' ? role : undefined;
}

export function getSessionEmail(): string | undefined {
  return window.sessionStorage.getItem(SESSION_EMAIL_KEY) ?? undefined;
}

export function getSessionPool(): PoolKind | undefined {
  const pool = window.sessionStorage.getItem(SESSION_POOL_KEY);
  return pool === 'users' || pool === 'admins' ? pool : undefined;
}

export type { SignInResult };

/**
 * Signs a creator or company in with USER_PASSWORD_AUTH (cognito-local has no SRP). An unconfirmed account is not an
 * error here: the caller resends the code and sends the user to the confirm screen (spec §2). Admins sign in on their
 * own screen (`openAdminSignIn`).
 */
export async function signIn({ email, password }: { email: string; password: string }): Promise<SignInResult> {
  // A session of the other pool (or a stale one) would make Amplify refuse with UserAlreadyAuthenticatedException.
  if (await getAccessToken()) await endSession();
  selectPool('users');
  const username = email.trim();
  const { nextStep } = await amplifySignIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  pendingSignIn = { username, pool: 'users' };
  return finishStep(signInStepResult(nextStep));
}

let pendingSignIn: { username: string; pool: PoolKind } | undefined;

/**
 * The admins' sign-in is Amplify UI's Authenticator (its TOTP set-up with a QR code, then a code at every sign-in),
 * which calls Amplify itself: while it is shown, Amplify points at the admins pool. Answers what points Amplify back
 * at the tab's session (the admin's, once signed in).
 */
export function openAdminSignIn(): () => void {
  selectPool('admins');
  return () => selectPool(getSessionPool() ?? 'users');
}

/** The Authenticator's sign-in call: the admins pool's client, by password (USER_PASSWORD_AUTH, as every sign-in here). */
export async function signInAdmin(input: SignInInput): Promise<SignInOutput> {
  const previous = getSessionPool();
  if (previous && previous !== 'admins') {
    // A member signed in in this tab is signed out first, as at the members' sign-in.
    selectPool(previous);
    await endSession();
  }
  selectPool('admins');
  return amplifySignIn({ ...input, options: { ...input.options, authFlowType: 'USER_PASSWORD_AUTH' } });
}

/** The Authenticator's answer to a TOTP step (the set-up's first code, or a later sign-in's). */
export async function confirmAdminSignIn(input: ConfirmSignInInput): Promise<ConfirmSignInOutput> {
  return amplifyConfirmSignIn(input);
}

/** Records the admin's session the Authenticator completed, as every sign-in records its own (e-mail and pool). */
export async function adoptAdminSession(email: string): Promise<void> {
  pendingSignIn = { username: email.trim(), pool: 'admins' };
  await finishStep({ status: 'signedIn' });
}

async function finishStep(result: SignInResult): Promise<SignInResult> {
  if (result.status !== 'signedIn') return result;
  const signedIn = pendingSignIn;
  pendingSignIn = undefined;
  if (!signedIn || !(await getAccessToken())) throw Object.assign(new Error('Signed in without tokens'), { name: 'UnsupportedSignInStep' });
  // The API keeps addresses in lower case; the session's is the one it is asked about.
  window.sessionStorage.setItem(SESSION_EMAIL_KEY, signedIn.username.toLowerCase());
  window.sessionStorage.setItem(SESSION_POOL_KEY, signedIn.pool);
  return result;
}

/** Clears the Amplify session and everything the app kept in sessionStorage (spec §2, sign out). */
export async function signOut(): Promise<void> {
  await endSession();
  window.sessionStorage.clear();
}

/** Ends the identity session only, keeping what else the tab holds (a sign-up's details awaiting confirmation). */
async function endSession(): Promise<void> {
  if (runtimeConfig && configuredPool) {
    try {
      await amplifySignOut();
    } catch {
      // Signing out must always succeed locally, even if revoking the refresh token failed.
    }
  }
  window.sessionStorage.removeItem(SESSION_EMAIL_KEY);
  window.sessionStorage.removeItem(SESSION_POOL_KEY);
}

/**
 * Registers a creator or company in the users pool with the details its profile is made of at confirmation; the role
 * is fixed here, once (custom:role is immutable).
 */
export async function signUp({
  email,
  password,
  role,
  fullName,
  country,
  agreedToTermsAt,
  language,
}: {
  email: string;
  password: string;
  role: SignUpRole;
  fullName: string;
  country: string;
  agreedToTermsAt: string;
  /** The app's language: the user's mail is written in it. */
  language: Language;
}): Promise<void> {
  await withPool('users', () =>
    amplifySignUp({
      username: email.trim(),
      password,
      options: { userAttributes: signUpAttributes({ email, role, fullName, country, agreedToTermsAt, language }) },
    }),
  );
}

/**
 * The signed-in user's own name and country, for a sign-up made before it carried them: `POST /{role}` makes a
 * profile only of what the sign-up itself holds, which only its owner can write.
 */
export async function setOwnSignUpDetails({ fullName, country }: { fullName: string; country: string }): Promise<void> {
  await amplifyUpdateUserAttributes({ userAttributes: { [SIGN_UP_ATTRIBUTES.fullName]: fullName.trim(), [SIGN_UP_ATTRIBUTES.country]: country } });
}

export async function confirmSignUp({ email, code }: { email: string; code: string }): Promise<void> {
  await withPool('users', () => amplifyConfirmSignUp({ username: email.trim(), confirmationCode: code }));
}

export async function resendSignUpCode({ email }: { email: string }): Promise<void> {
  await withPool('users', () => amplifyResendSignUpCode({ username: email.trim() }));
}

export async function resetPassword({ email, admin = false }: { email: string; admin?: boolean }): Promise<void> {
  await withPool(admin ? 'admins' : 'users', () => amplifyResetPassword({ username: email.trim() }));
}

export async function confirmResetPassword({
  email,
  code,
  newPassword,
  admin = false,
}: {
  email: string;
  code: string;
  newPassword: string;
  admin?: boolean;
}): Promise<void> {
  await withPool(admin ? 'admins' : 'users', () => amplifyConfirmResetPassword({ username: email.trim(), confirmationCode: code, newPassword }));
}

/** Changes the signed-in user's password (Cognito ChangePassword); a wrong current password is NotAuthorizedException. */
export async function changePassword({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }): Promise<void> {
  await amplifyUpdatePassword({ oldPassword, newPassword });
}

/** Deletes the signed-in user's identity (Cognito DeleteUser), then clears the session. */
export async function deleteAccount(): Promise<void> {
  await amplifyDeleteUser();
  window.sessionStorage.clear();
}
