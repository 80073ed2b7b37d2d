/**
 * What a signed-in tab keeps in its session storage (spec §9: tokens live in the tab only): Amplify's token items,
 * under its Cognito prefix, and the app's own e-mail and pool of the session (lib/auth.ts). Other items (React
 * Router's scroll positions, a sign-up's pending profile) say nothing about a session.
 */
export const SESSION_EMAIL_KEY = 'auth.email';
export const SESSION_POOL_KEY = 'auth.pool';
const AMPLIFY_TOKEN_PREFIX = 'CognitoIdentityServiceProvider.';

export function isSessionKey(key: string): boolean {
  return key === SESSION_EMAIL_KEY || key === SESSION_POOL_KEY || key.startsWith(AMPLIFY_TOKEN_PREFIX);
}
