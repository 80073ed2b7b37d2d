import { SCROLL_POSITIONS_KEY } from '../../web/src/app/ScrollPosition';
import { isSessionKey } from '../../web/src/lib/session-keys';

/** Only a session's items make the app load the identity module at start (web/src/lib/identity.ts, mayHaveSession). */
describe('session storage items that mean a session may exist', () => {
  it.each([
    'auth.email',
    'auth.pool',
    'CognitoIdentityServiceProvider.abc123.LastAuthUser',
    'CognitoIdentityServiceProvider.abc123.user@example.com.accessToken',
  ])('%s does', (key) => {
    expect(isSessionKey(key)).toBe(true);
  });

  it.each([SCROLL_POSITIONS_KEY, 'react-router-scroll-positions', 'pendingProfile', 'auth.emailx', 'CognitoIdentityServiceProvider', ''])('%s does not', (key) => {
    expect(isSessionKey(key)).toBe(false);
  });
});
