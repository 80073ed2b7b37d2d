import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { api, cognito, demoEmail, signIn, stack } from '../support/stack';

describe('sign-in against the local Cognito and the authorizer', () => {
  it('signs the seeded creator and company in on the users pool and returns their own records', async () => {
    for (const role of ['creator', 'company'] as const) {
      const email = demoEmail(role);
      const tokens = await signIn('users', email);
      const { status, body } = await api(`/user?email=${encodeURIComponent(email)}`, { token: tokens.AccessToken });
      expect(status).toBe(200);
      expect(body).toMatchObject({ email, role, profileCompleted: true, status: 'Active' });
    }
  });

  it('links the seeded creator\'s private avatar through a short-lived signed URL', async () => {
    const email = demoEmail('creator');
    const { body } = await api(`/user?email=${encodeURIComponent(email)}`, { token: (await signIn('users', email)).AccessToken });
    expect(body.avatar).toEqual(expect.any(String));
    expect(String(body.avatarReadUrl)).toContain('X-Amz-Signature=');
    expect((await fetch(String(body.avatarReadUrl))).status).toBe(200);
    expect((await fetch(String(body.avatar))).status).toBe(403);
  });

  it('signs the seeded admin in on the admins pool only', async () => {
    const tokens = await signIn('admins', demoEmail('admin'));
    const { status, body } = await api(`/user?email=${encodeURIComponent(demoEmail('creator'))}`, { token: tokens.AccessToken });
    expect(status).toBe(200);
    expect(body.role).toBe('creator');
    await expect(signIn('users', demoEmail('admin'))).rejects.toThrow();
  });

  it('refreshes tokens with the refresh token', async () => {
    const { RefreshToken } = await signIn('users', demoEmail('creator'));
    const refreshed = await cognito().send(
      new InitiateAuthCommand({ ClientId: stack().cognito.users.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: RefreshToken ?? '' } }),
    );
    const { status } = await api(`/user?email=${encodeURIComponent(demoEmail('creator'))}`, { token: refreshed.AuthenticationResult?.AccessToken });
    expect(status).toBe(200);
  });

  it('refuses another user\'s record to a non-admin with 403', async () => {
    const tokens = await signIn('users', demoEmail('creator'));
    const { status, body } = await api(`/user?email=${encodeURIComponent(demoEmail('company'))}`, { token: tokens.AccessToken });
    expect(status).toBe(403);
    expect(body.code).toBe('FORBIDDEN');
  });

  it('answers a missing or invalid e-mail with the spec message', async () => {
    const tokens = await signIn('users', demoEmail('creator'));
    for (const query of ['', '?email=', '?email=not-an-email']) {
      const { status, body } = await api(`/user${query}`, { token: tokens.AccessToken });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'INVALID_EMAIL', message: 'Invalid email' });
    }
  });

  it('answers 401 without a token and 403 with a forged or foreign token, as API Gateway does', async () => {
    expect((await api(`/user?email=${demoEmail('creator')}`)).status).toBe(401);
    expect((await api(`/user?email=${demoEmail('creator')}`, { token: 'not-a-jwt' })).status).toBe(403);
    const { IdToken } = await signIn('users', demoEmail('creator'));
    // An ID token is not an access token: the authorizer trusts access tokens only.
    expect((await api(`/user?email=${demoEmail('creator')}`, { token: IdToken })).status).toBe(403);
  });
});
