import {
  AssociateSoftwareTokenCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generate } from 'cognito-local/lib/services/totp';
import { ensureAccount } from '../../scripts/accounts';
import { TEST_PASSWORD } from '../support/accounts';
import { api, cognito, demoEmail, signIn, stack, useLambdaEnvironment } from '../support/stack';
import { wrongTotpCode } from '../support/totp';

beforeAll(() => useLambdaEnvironment());

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

  it('asks an admin for the authenticator: set up at the first sign-in, a code at every later one, a wrong code refused', async () => {
    const email = `totp-${Date.now()}@test.ugc.local`;
    await ensureAccount(cognito(), stack().cognito.admins.poolId, { role: 'admin', email, fullName: 'Totp Admin' }, TEST_PASSWORD);
    const clientId = stack().cognito.admins.clientId;
    const passwordOnly = () => cognito().send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD } }));
    const first = await passwordOnly();
    expect(first).toMatchObject({ ChallengeName: 'MFA_SETUP', ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' } });
    expect(first.AuthenticationResult).toBeUndefined();
    const { SecretCode, Session } = await cognito().send(new AssociateSoftwareTokenCommand({ Session: first.Session }));
    const secret = SecretCode ?? '';
    await expect(cognito().send(new VerifySoftwareTokenCommand({ Session, UserCode: wrongTotpCode(secret) }))).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const verified = await cognito().send(new VerifySoftwareTokenCommand({ Session, UserCode: generate(secret) }));
    // A session is good for one answer: the one VerifySoftwareToken gave back completes the set-up.
    await expect(cognito().send(new RespondToAuthChallengeCommand({ ClientId: clientId, ChallengeName: 'MFA_SETUP', Session, ChallengeResponses: { USERNAME: email } }))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const setUp = await cognito().send(new RespondToAuthChallengeCommand({ ClientId: clientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } }));
    expect(setUp.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    const later = await passwordOnly();
    expect(later.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answer = (code: string) =>
      cognito().send(new RespondToAuthChallengeCommand({ ClientId: clientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: later.Session, ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code } }));
    await expect(answer(wrongTotpCode(secret))).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const signedIn = await answer(generate(secret));
    // The challenge's sign-in refreshes as a password sign-in does.
    const refreshed = await cognito().send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: signedIn.AuthenticationResult?.RefreshToken ?? '' }));
    expect(refreshed.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
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
