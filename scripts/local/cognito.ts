import * as path from 'node:path';
import type { Server } from 'node:http';
import type { CustomMessageTriggerEvent, PostConfirmationTriggerEvent } from 'aws-lambda';
import pino from 'pino';
import { InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { DefaultConfig } from 'cognito-local/lib/server/config';
import { DateClock, LambdaService, MessagesService, TriggersService, type Triggers } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { attributesToRecord, attributeValue, UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { Targets } from 'cognito-local/lib/targets/targets';
import type { Services } from 'cognito-local/lib/services';
import { addMfaSetup } from './cognito-mfa-setup';
import { writeMail } from './mailbox';
import { LocalStackProblem } from './problem';

/**
 * cognito-local, run in this process with its data under `.data/cognito` and its mail in the local
 * mailbox. It lacks ResendConfirmationCode and GetTokensFromRefreshToken (Amplify's token refresh), so those
 * operations are added to its operation table here, modelled on its own ForgotPassword and InitiateAuth, and the TOTP
 * set-up of a pool that requires MFA (cognito-mfa-setup.ts); and it lets
 * a disabled user sign in, so its InitiateAuth is wrapped to refuse them as Cognito does. A pool's PostConfirmation trigger (`setPostConfirmation`) runs in this process
 * after ConfirmSignUp and AdminConfirmSignUp, with the event Cognito gives the Lambda on AWS.
 */
export async function startCognito(options: { port: number; dataDir: string; mailDir: string; announce: (line: string) => void }) {
  const logger = pino({ level: 'silent' });
  const ctx = { logger };
  const issuer = `http://localhost:${options.port}`;
  const dataDirectory = path.join(options.dataDir, 'db');
  const config = { ...DefaultConfig, TokenConfig: { IssuerDomain: issuer }, ServerConfig: { port: options.port, hostname: '127.0.0.1', https: false as const } };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory, new UserPoolServiceFactoryImpl(clock, dataStoreFactory))
    .create(ctx, config.UserPoolDefaults)
    .catch((error: unknown) => {
      throw new LocalStackProblem(
        `cognito-local could not read its data in ${dataDirectory} (${error instanceof Error ? error.message : String(error)}): run npm run reset to start from fresh demo data.`,
      );
    });
  // Triggers are not Lambdas here: the service still wants a client to hold; PostConfirmation and CustomMessage run in-process.
  const postConfirmations = new Map<string, PostConfirmation>();
  const customMessage: { trigger?: CustomMessage } = {};
  const triggers = withLocalTriggers(
    new TriggersService(clock, cognito, new LambdaService({}, null as never), new CryptoService(config.KMSConfig)),
    postConfirmations,
    customMessage,
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(mailboxSender(options.mailDir, options.announce))),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  addResendConfirmationCode();
  refuseDisabledUsers();
  addGetTokensFromRefreshToken();
  addMfaSetup();
  const server = createServer(Router(services), logger, config.ServerConfig, services);
  const httpServer = (await server.start()) as Server;
  // Node closes an idle kept-alive socket after 5 s; a client sending on it at that instant gets ECONNRESET, which
  // the local clients (one attempt: Cognito calls are not all safe to repeat) surface as a failed start. Clients
  // close idle sockets long before this.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  return {
    endpoint: issuer,
    /** Runs `trigger` after each sign-up confirmed in the pool, as Cognito invokes the pool's PostConfirmation Lambda. */
    setPostConfirmation: (poolId: string, trigger: PostConfirmation) => void postConfirmations.set(poolId, trigger),
    /** Words every pool's code mails with `trigger`, as Cognito invokes the pools' CustomMessage Lambda. */
    setCustomMessage: (trigger: CustomMessage) => void (customMessage.trigger = trigger),
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}

export type PostConfirmation = (event: PostConfirmationTriggerEvent) => Promise<unknown>;
export type CustomMessage = (event: CustomMessageTriggerEvent) => Promise<CustomMessageTriggerEvent>;

/** Where Cognito's message has the code and the user name, for the trigger to place them. */
const CODE_PARAMETER = '{####}';
const USERNAME_PARAMETER = '{username}';

/** What every trigger event Cognito builds starts with. */
function triggerEventBase(params: { userPoolId: string; username: string; clientId: string | null }) {
  return {
    version: '1',
    region: params.userPoolId.split('_')[0] ?? '',
    userPoolId: params.userPoolId,
    userName: params.username,
    callerContext: { awsSdkVersion: 'cognito-local', clientId: params.clientId ?? 'CLIENT_ID_NOT_APPLICABLE' },
  };
}

/**
 * cognito-local's own triggers, except PostConfirmation, which calls the function registered for the pool, and
 * CustomMessage, which calls the one registered for every pool, each with the event Cognito builds (cognito-local's
 * own would invoke a Lambda endpoint, and hands CustomMessage the code itself rather than its placeholder). A failing
 * trigger fails the call, as on Cognito; a confirmation itself is already saved by then, on both.
 */
function withLocalTriggers(base: Triggers, postConfirmations: ReadonlyMap<string, PostConfirmation>, customMessage: { trigger?: CustomMessage }): Triggers {
  return {
    customMessage: async (_ctx, params) => {
      if (!customMessage.trigger) return null;
      const { response } = await customMessage.trigger({
        ...triggerEventBase(params),
        triggerSource: params.source,
        request: {
          userAttributes: attributesToRecord(params.userAttributes),
          codeParameter: CODE_PARAMETER,
          usernameParameter: USERNAME_PARAMETER,
          linkParameter: '',
          ...(params.clientMetadata ? { clientMetadata: params.clientMetadata } : {}),
        },
        response: { smsMessage: null, emailMessage: null, emailSubject: null },
      });
      // Cognito puts the code and the user name where the trigger's message has their placeholders.
      const place = (text: string) => text.replaceAll(CODE_PARAMETER, params.code).replaceAll(USERNAME_PARAMETER, params.username);
      return {
        emailSubject: response.emailSubject ?? null,
        emailMessage: response.emailMessage ? place(response.emailMessage) : null,
        smsMessage: response.smsMessage ? place(response.smsMessage) : null,
      };
    },
    customEmailSender: base.customEmailSender,
    postAuthentication: base.postAuthentication,
    preSignUp: base.preSignUp,
    preTokenGeneration: base.preTokenGeneration,
    userMigration: base.userMigration,
    enabled: (trigger) =>
      trigger === 'PostConfirmation' ? postConfirmations.size > 0 : trigger === 'CustomMessage' ? customMessage.trigger !== undefined : base.enabled(trigger),
    postConfirmation: async (_ctx, params) => {
      const trigger = postConfirmations.get(params.userPoolId);
      if (!trigger) return;
      await trigger({
        ...triggerEventBase(params),
        triggerSource: params.source,
        request: { userAttributes: attributesToRecord(params.userAttributes), ...(params.clientMetadata ? { clientMetadata: params.clientMetadata } : {}) },
        response: {},
      });
    },
  };
}

function mailboxSender(mailDir: string, announce: (line: string) => void): MessageSender {
  return {
    async sendEmail(_ctx, _user, destination, message) {
      writeMail(
        mailDir,
        {
          to: destination,
          subject: message.emailSubject ?? 'Your verification code',
          text: message.emailMessage ?? `Your code is ${message.__code ?? ''}`,
          code: message.__code,
          sentAt: new Date().toISOString(),
        },
        announce,
      );
    },
    async sendSms() {
      throw new Error('SMS is not used by this product');
    },
  };
}

interface ResendRequest {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
}

function addResendConfirmationCode(): void {
  const targets = Targets as unknown as Record<string, (services: Services) => (ctx: { logger: pino.Logger }, req: ResendRequest) => Promise<unknown>>;
  if (targets.ResendConfirmationCode) return;
  targets.ResendConfirmationCode =
    ({ cognito, clock, messages, otp: newCode }) =>
    async (ctx, req) => {
      const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw new UserNotFoundError();
      if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
      const email = attributeValue('email', user.Attributes);
      if (!email) throw new InvalidParameterError('User has no e-mail address.');
      const deliveryDetails = { AttributeName: 'email' as const, DeliveryMedium: 'EMAIL' as const, Destination: email };
      const code = newCode();
      await messages.deliver(ctx, 'ResendCode', req.ClientId, userPool.options.Id, user, code, req.ClientMetadata, deliveryDetails);
      await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: clock.get(), ConfirmationCode: code });
      return { CodeDeliveryDetails: deliveryDetails };
    };
}

interface InitiateAuthRequest {
  ClientId: string;
  AuthFlow: string;
  AuthParameters?: Record<string, string>;
}

type InitiateAuthTarget = (services: Services) => (ctx: { logger: pino.Logger }, req: InitiateAuthRequest) => Promise<unknown>;

/** Cognito answers NotAuthorizedException 'User is disabled.' to a password sign-in or token refresh of a disabled user. */
function refuseDisabledUsers(): void {
  const targets = Targets as unknown as Record<string, InitiateAuthTarget & { refusesDisabledUsers?: true }>;
  const original = targets.InitiateAuth;
  if (!original || original.refusesDisabledUsers) return;
  const wrapped: InitiateAuthTarget = (services) => {
    const initiateAuth = original(services);
    return async (ctx, req) => {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const { USERNAME, REFRESH_TOKEN } = req.AuthParameters ?? {};
      const user = USERNAME
        ? await userPool.getUserByUsername(ctx, USERNAME)
        : REFRESH_TOKEN
          ? await userPool.getUserByRefreshToken(ctx, REFRESH_TOKEN)
          : null;
      if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
      return initiateAuth(ctx, req);
    };
  };
  targets.InitiateAuth = Object.assign(wrapped, { refusesDisabledUsers: true as const });
}

interface GetTokensRequest {
  ClientId: string;
  RefreshToken: string;
}

/**
 * Cognito's GetTokensFromRefreshToken, which Amplify 6 refreshes a session with: the tokens InitiateAuth's
 * REFRESH_TOKEN_AUTH answers (through the wrapped InitiateAuth, so a disabled user is refused here too). The app
 * clients do not rotate refresh tokens, so, as Cognito then does, no new refresh token comes back.
 */
function addGetTokensFromRefreshToken(): void {
  const targets = Targets as unknown as Record<string, (services: Services) => (ctx: { logger: pino.Logger }, req: GetTokensRequest) => Promise<unknown>>;
  if (targets.GetTokensFromRefreshToken) return;
  const initiateAuthOf = (Targets as unknown as Record<string, InitiateAuthTarget>).InitiateAuth;
  if (!initiateAuthOf) throw new Error('cognito-local has no InitiateAuth target');
  targets.GetTokensFromRefreshToken = (services) => {
    const initiateAuth = initiateAuthOf(services);
    return async (ctx, req) => {
      const answer = (await initiateAuth(ctx, { ClientId: req.ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: req.RefreshToken } })) as {
        AuthenticationResult?: Record<string, unknown>;
      };
      const { RefreshToken: _kept, ...tokens } = answer.AuthenticationResult ?? {};
      return { AuthenticationResult: tokens };
    };
  };
}
