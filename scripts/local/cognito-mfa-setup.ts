import { randomUUID } from 'node:crypto';
import type pino from 'pino';
import { CodeMismatchError, InvalidParameterError, NotAuthorizedError } from 'cognito-local/lib/errors';
import type { Services } from 'cognito-local/lib/services';
import { generateSecret, verify } from 'cognito-local/lib/services/totp';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { Targets } from 'cognito-local/lib/targets/targets';

/**
 * Cognito's TOTP set-up at sign-in, which cognito-local lacks: in a pool whose MFA is required, a password sign-in of a
 * user with no second factor yet answers the MFA_SETUP challenge; AssociateSoftwareToken and VerifySoftwareToken then
 * take that challenge's Session (cognito-local takes only an access token), and RespondToAuthChallenge MFA_SETUP
 * completes the sign-in. Sessions are kept here, bound to their user and pool, for three minutes (Cognito's default
 * authentication session). cognito-local's own TOTP (codes with a 30-second step, one step of tolerance, the
 * SOFTWARE_TOKEN_MFA challenge at every later sign-in) is used as it is; it forgets the refresh token of a sign-in
 * completed by a challenge, which is kept here too, so that session refreshes as a password sign-in's does.
 */

type Context = { logger: pino.Logger };
type Target<Request> = (services: Services) => (ctx: Context, req: Request) => Promise<unknown>;
type Request = Record<string, unknown> & { ClientId?: string; Session?: string; AccessToken?: string };

/** How long a challenge's Session stays valid: Cognito's default `AuthSessionValidity` (3 minutes). */
const SESSION_MS = 3 * 60_000;
const SOFTWARE_TOKEN = 'SOFTWARE_TOKEN_MFA';

interface SetupSession {
  clientId: string;
  username: string;
  expires: number;
}

const sessions = new Map<string, SetupSession>();

function openSession(clientId: string, username: string, now: number): string {
  for (const [id, session] of sessions) if (session.expires <= now) sessions.delete(id);
  const id = randomUUID();
  sessions.set(id, { clientId, username, expires: now + SESSION_MS });
  return id;
}

/** The session's user, its pool, and its client; Cognito's answer to an unknown or expired session. */
async function takeSession(services: Services, ctx: Context, sessionId: string, now: number): Promise<{ user: User; userPool: UserPoolService; clientId: string }> {
  const session = sessions.get(sessionId);
  sessions.delete(sessionId);
  if (!session || session.expires <= now) throw new NotAuthorizedError('Invalid session for the user, session is expired.');
  const userPool = await services.cognito.getUserPoolForClientId(ctx, session.clientId);
  const user = await userPool.getUserByUsername(ctx, session.username);
  if (!user) throw new NotAuthorizedError();
  return { user, userPool, clientId: session.clientId };
}

const hasSecondFactor = (user: User) => (user.UserMFASettingList ?? []).length > 0 || (user.MFAOptions ?? []).length > 0;

export function addMfaSetup(): void {
  const targets = Targets as unknown as Record<string, Target<Request> & { withMfaSetup?: true }>;
  const wrap = (name: string, wrapper: (original: ReturnType<Target<Request>>, services: Services) => ReturnType<Target<Request>>) => {
    const original = targets[name];
    if (!original) throw new Error(`cognito-local has no ${name} target`);
    if (original.withMfaSetup) return;
    targets[name] = Object.assign((services: Services) => wrapper(original(services), services), { withMfaSetup: true as const });
  };

  wrap('InitiateAuth', (initiateAuth, services) => async (ctx, req) => {
    const { USERNAME, PASSWORD } = (req.AuthParameters ?? {}) as Record<string, string | undefined>;
    if (req.AuthFlow === 'USER_PASSWORD_AUTH' && req.ClientId && USERNAME) {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, USERNAME);
      // Only a sign-in that has passed every other check reaches the set-up; anything else is cognito-local's answer.
      if (user && userPool.options.MfaConfiguration === 'ON' && !hasSecondFactor(user) && user.UserStatus === 'CONFIRMED' && user.Password === PASSWORD && user.Enabled !== false) {
        return {
          ChallengeName: 'MFA_SETUP',
          ChallengeParameters: { MFAS_CAN_SETUP: JSON.stringify([SOFTWARE_TOKEN]) },
          Session: openSession(req.ClientId, user.Username, services.clock.get().getTime()),
        };
      }
    }
    return initiateAuth(ctx, req);
  });

  wrap('AssociateSoftwareToken', (associate, services) => async (ctx, req) => {
    if (req.AccessToken || !req.Session) return associate(ctx, req);
    const now = services.clock.get().getTime();
    const { user, userPool, clientId } = await takeSession(services, ctx, req.Session, now);
    const secret = generateSecret();
    await userPool.saveUser(ctx, { ...user, SoftwareTokenMfaConfiguration: { Secret: secret, Verified: false } });
    return { SecretCode: secret, Session: openSession(clientId, user.Username, now) };
  });

  wrap('VerifySoftwareToken', (verifyToken, services) => async (ctx, req) => {
    if (req.AccessToken || !req.Session) return verifyToken(ctx, req);
    if (typeof req.UserCode !== 'string') throw new InvalidParameterError('Missing required parameter UserCode');
    const now = services.clock.get().getTime();
    const { user, userPool, clientId } = await takeSession(services, ctx, req.Session, now);
    const secret = user.SoftwareTokenMfaConfiguration?.Secret;
    if (!secret) throw new InvalidParameterError('User has not associated a software token');
    if (!verify(secret, req.UserCode)) {
      // The set-up may be tried again with the same session, as on Cognito.
      sessions.set(req.Session, { clientId, username: user.Username, expires: now + SESSION_MS });
      throw new CodeMismatchError();
    }
    await userPool.saveUser(ctx, {
      ...user,
      SoftwareTokenMfaConfiguration: { Secret: secret, Verified: true, ...(typeof req.FriendlyDeviceName === 'string' ? { FriendlyDeviceName: req.FriendlyDeviceName } : {}) },
      UserMFASettingList: [SOFTWARE_TOKEN],
    });
    return { Status: 'SUCCESS', Session: openSession(clientId, user.Username, now) };
  });

  wrap('RespondToAuthChallenge', (respond, services) => async (ctx, req) => {
    if (req.ChallengeName === 'MFA_SETUP') {
      if (!req.Session) throw new InvalidParameterError('Missing required parameter Session');
      const { user, userPool, clientId } = await takeSession(services, ctx, req.Session, services.clock.get().getTime());
      if (!user.SoftwareTokenMfaConfiguration?.Verified) throw new NotAuthorizedError('Invalid session for the user.');
      const client = await services.cognito.getAppClient(ctx, clientId);
      if (!client) throw new NotAuthorizedError();
      const tokens = await services.tokenGenerator.generate(ctx, user, await userPool.listUserGroupMembership(ctx, user), client, undefined, 'Authentication');
      await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
      return { ChallengeParameters: {}, AuthenticationResult: tokens };
    }
    const answer = (await respond(ctx, req)) as { AuthenticationResult?: { RefreshToken?: string } };
    const refreshToken = answer.AuthenticationResult?.RefreshToken;
    const username = (req.ChallengeResponses as Record<string, string> | undefined)?.USERNAME;
    if (refreshToken && req.ClientId && username) {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, username);
      if (user) await userPool.storeRefreshToken(ctx, refreshToken, user);
    }
    return answer;
  });
}
