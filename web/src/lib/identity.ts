import { loadRuntimeConfig } from './config';
import { isSessionKey } from './session-keys';

type AuthModule = typeof import('./auth');

let loading: Promise<AuthModule> | undefined;

/**
 * The identity module (Amplify, the heaviest dependency of the app), loaded on first need and configured
 * for this stage's pools before anything uses it. A visitor who is not signed in and stays on public pages
 * never downloads it; the sign-in screens load it when their visitor starts filling in a form (or submits).
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= Promise.all([import('./auth'), loadRuntimeConfig()])
    .then(([auth, config]) => {
      auth.configureAuth(config);
      return auth;
    })
    .catch((error: unknown) => {
      // Not cached, so the next call (a retry, a reload of the shell) tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Tokens and the signed-in e-mail live only in this tab's session storage (spec §9); when it holds none of them
 * nobody is signed in here, and the identity module need not load to find that out.
 */
export function mayHaveSession(): boolean {
  try {
    return Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '').some(isSessionKey);
  } catch {
    // Storage refused (privacy settings): ask the identity module, which knows.
    return true;
  }
}

/** Starts loading the identity module ahead of need (a visitor who starts filling in a sign-in form); failures wait for the real call. */
export function preloadAuth(): void {
  loadAuth().catch(() => undefined);
}

type AuthCall<K extends keyof AuthModule> = AuthModule[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;

/** One identity call that loads (and configures) the identity module first, so its caller's code need not import Amplify. */
function deferred<K extends 'signIn' | 'setOwnSignUpDetails' | 'signUp' | 'confirmSignUp' | 'resendSignUpCode' | 'resetPassword' | 'confirmResetPassword' | 'getSignedInRole' | 'changePassword'>(name: K): AuthCall<K> {
  const call = async (...args: unknown[]) => {
    const auth = await loadAuth();
    return (auth[name] as (...callArgs: unknown[]) => unknown)(...args);
  };
  return call as AuthCall<K>;
}

// The sign-in screens' identity calls: their forms render without Amplify, which loads when a visitor starts
// filling one in (preloadAuth) or at the latest on submit.
export const signIn = deferred('signIn');
export const setOwnSignUpDetails = deferred('setOwnSignUpDetails');
export const signUp = deferred('signUp');
export const confirmSignUp = deferred('confirmSignUp');
export const resendSignUpCode = deferred('resendSignUpCode');
export const resetPassword = deferred('resetPassword');
export const confirmResetPassword = deferred('confirmResetPassword');
export const getSignedInRole = deferred('getSignedInRole');
/** The signed-in user's own password change (account settings). */
export const changePassword = deferred('changePassword');
