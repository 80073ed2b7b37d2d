import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { S3Client } from '@aws-sdk/client-s3';
import { useLivePusher } from '../../lambdas/adapters/live-push';
import { useMailer } from '../../lambdas/adapters/mail';
import { resourceName } from '../../lib/definitions';
import { LIVE_PATH } from '../../shared/domain/live';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { buildWeb, watchWeb, WEB_DIST } from '../build-web';
import { lambdaEnvironment, type StackTarget } from '../stack-target';
import { startCognito } from './cognito';
import { startDynamo } from './dynamodb';
import { startGateway } from './gateway';
import { asyncInvoker } from './async-invoke';
import { invoke, lambdaContext } from './lambda-runtime';
import { mailboxMailer } from './mailbox';
import { snsEvent, withSimulatorFeedback } from './ses-feedback';
import { mailConfig } from '../../lambdas/core/config';
import { startPaymentSandbox } from './payment-sandbox';
import { SANDBOX_PREFIX } from './payment-sandbox-state';
import { assertPortFree, freePort } from './ports';
import { ensureBucket, ensurePool, ensureTable } from './provision';
import { startLiveServer } from './live-server';
import { startS3 } from './s3';
import { startPreviewJobs } from './preview-jobs';
import { usePreviewJobRunner } from '../../lambdas/adapters/media-jobs';
import { startStreamPoller } from './stream-poller';
import { STACK_INFO_FILE, type LocalStackInfo } from './stack-info';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_PASSWORD, seedDemoAccounts, type StackSeed } from './seed';
import { ensureDemoAdminTotp } from './seed-admin-totp';
import { seedReadNotifications } from './seed-notifications';

/** The same region the product uses on AWS (spec §7). */
export const LOCAL_REGION = 'eu-central-1';
const STAGE = 'local';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface StackPorts {
  /** The app and API. */
  gateway: number;
  dynamodb: number;
  s3: number;
  cognito: number;
}

export interface LocalStackOptions {
  dataDir: string;
  /** Fixed ports for people; `auto` picks free ones for those it does not give (tests, bench, STACK_PORTS=auto). */
  ports: StackPorts | { auto: Partial<StackPorts> };
  /** Rebuild the web app on change (npm start) or build it once (tests, bench). */
  watch: boolean;
  /**
   * The table in DynamoDB Local's memory, not in `dataDir`: for a stack whose data ends with it. SQLite in memory
   * writes about a quarter faster than its file on tmpfs (150,000 items: 110 s against 153 s).
   */
  dynamodbInMemory: boolean;
  /** The whole demo (the default), or its accounts alone (seed.ts, `StackSeed`). */
  seed?: StackSeed;
  log: (line: string) => void;
}

/** How often the local stack runs the delivery deadlines (daily on AWS: an hour here finds the same ones). */
const DEADLINE_RUN_INTERVAL_MS = 60 * 60 * 1000;
/** How often the local stack checks the chat's unread mail (every 5 minutes on AWS: a minute here, for quicker tries). */
const CHAT_REMINDER_INTERVAL_MS = 60 * 1000;

export async function startLocalStack(options: LocalStackOptions): Promise<{ info: LocalStackInfo; stop: () => Promise<void> }> {
  const given = 'auto' in options.ports ? options.ports.auto : options.ports;
  await assertPortsFree(given);
  const ports = await autoPorts(given);
  const dataDir = path.resolve(options.dataDir);
  const mailDir = path.join(dataDir, 'mail');
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close().catch(() => undefined);
  };
  try {
    // npm start rebuilds web/dist on change; tests and the bench build once into their own data directory.
    const webDist = options.watch ? WEB_DIST : path.join(dataDir, 'web');
    const webReady = options.watch
      ? watchWeb((errors) => options.log(errors.length ? `web build failed:\n${errors.join('\n')}` : 'web app built')).then((watcher) => stops.push(watcher.close))
      : buildWeb(webDist);
    // Each service is registered for shutdown as soon as it is up, so a failure of another stops it too.
    const started = <T extends { close: () => Promise<void> }>(service: Promise<T>) =>
      service.then((running) => {
        stops.push(running.close);
        return running;
      });
    const [dynamo, s3, cognito] = await Promise.all([
      started(startDynamo({ port: ports.dynamodb, dataDir: path.join(dataDir, 'dynamodb'), inMemory: options.dynamodbInMemory, log: options.log })),
      started(startS3({ port: ports.s3, dataDir: path.join(dataDir, 's3') })),
      started(startCognito({ port: ports.cognito, dataDir: path.join(dataDir, 'cognito'), mailDir, announce: options.log })),
    ]);

    const tableName = resourceName(STAGE, 'table');
    const mediaBucket = resourceName(STAGE, 'media');
    const gatewayOrigin = `http://localhost:${ports.gateway}`;
    const clients = {
      dynamo: new DynamoDBClient({ region: LOCAL_REGION, endpoint: dynamo.endpoint, credentials: CREDENTIALS }),
      s3: new S3Client({ region: LOCAL_REGION, endpoint: s3.endpoint, credentials: CREDENTIALS, forcePathStyle: true }),
      cognito: new CognitoIdentityProviderClient({ region: LOCAL_REGION, endpoint: cognito.endpoint, credentials: CREDENTIALS, maxAttempts: 1 }),
    };
    const [users, admins, streamArn] = await Promise.all([
      ensurePool(clients.cognito, 'users', resourceName(STAGE, '')),
      ensurePool(clients.cognito, 'admins', resourceName(STAGE, '')),
      ensureTable(clients.dynamo, tableName),
      ensureBucket(clients.s3, mediaBucket, gatewayOrigin),
    ]);

    // The handlers run in this process and read their configuration from the environment, as on Lambda.
    const target: StackTarget = {
      description: 'the local stack',
      region: LOCAL_REGION,
      tableName,
      mediaBucket,
      pools: { users, admins },
      local: { dynamodb: dynamo.endpoint, s3: s3.endpoint, cognito: cognito.endpoint },
    };
    // The payment provider's stand-in, served by the gateway; its keys are made once per data directory.
    const paymentSandbox = startPaymentSandbox({ dataDir, origin: gatewayOrigin, log: options.log });
    // The gateway adds the origin header as CloudFront does; a new value each start, as a rotation would make.
    const originVerifyValue = randomBytes(32).toString('base64url');
    Object.assign(process.env, lambdaEnvironment(target, STAGE), {
      ORIGIN_VERIFY_VALUE: originVerifyValue,
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_API_URL: paymentSandbox.apiUrl,
      PAYMENT_SECRET_KEY: paymentSandbox.keys.secretKey,
      PAYMENT_WEBHOOK_SECRET: paymentSandbox.keys.webhookSecret,
      APP_URL: gatewayOrigin,
      // The seller the payments function names on tax invoices (lib/seller.ts on AWS): a local stand-in.
      SELLER_NAME: 'UGC Marketplace Co.',
      SELLER_VAT_NUMBER: '311111111100003',
      SELLER_ADDRESS: 'Olaya Street, Al Olaya, Riyadh 12214',
    });
    // The users pool's PostConfirmation trigger, as the CDK stack wires it on AWS (lib/constructs/auth.ts).
    cognito.setPostConfirmation(users.poolId, async (event) => invoke((await import('../../lambdas/auth/post-confirmation')).handler, event, lambdaContext('postConfirmation')));
    // Both pools' CustomMessage trigger: the code mails in the user's language (lib/constructs/auth.ts).
    cognito.setCustomMessage(async (event) => invoke((await import('../../lambdas/auth/custom-message')).handler, event, lambdaContext('customMessage')));
    // The live channel: the WebSocket API's routes and its Management API, served on the gateway's port (lib/constructs/live.ts on AWS).
    const { handler: liveRoutes } = await import('../../lambdas/live/connection');
    const live = startLiveServer((event) => invoke(liveRoutes, event, lambdaContext('live')), options.log);
    stops.push(live.close);
    useLivePusher(live.pusher);
    // The functions EventBridge and Scheduler invoke asynchronously on AWS: retried, then their failure queue's stand-in.
    const invokeAsync = asyncInvoker({ failuresDir: path.join(dataDir, 'failures'), log: options.log });
    // Mail the functions send goes to the same mailbox as cognito-local's, in place of SES; SES's mailbox simulator
    // addresses bounce or complain, told to the mail feedback topic's function as SNS invokes it (lib/constructs/mail.ts).
    const { handler: mailFeedback } = await import('../../lambdas/events/mail-feedback');
    useMailer(
      withSimulatorFeedback(mailboxMailer(mailDir), {
        from: mailConfig().from,
        tell: (message) => void invokeAsync('mailFeedback', mailFeedback, snsEvent(`arn:aws:sns:${LOCAL_REGION}:000000000000:local-mail-feedback`, message, new Date())),
      }),
    );
    // The media bucket's ObjectCreated trigger, as the CDK stack wires it on AWS (lib/constructs/media.ts).
    s3.onObjectCreated(LOCAL_REGION, async (event) => invokeAsync('uploadCheck', (await import('../../lambdas/events/upload-check')).handler, event));
    // MediaConvert's stand-in: result videos' preview jobs run with ffmpeg and report their state change as EventBridge
    // would deliver it to the job-state function (lib/constructs/media.ts on AWS).
    const previewJobs = startPreviewJobs({
      report: async (event) => invokeAsync('previewStatus', (await import('../../lambdas/events/preview-status')).handler, event),
      log: options.log,
    });
    usePreviewJobRunner(previewJobs.runner);
    // The daily delivery-deadline run, as the EventBridge Scheduler schedule runs it on AWS (lib/constructs/schedules.ts):
    // here at start and every hour, which finds the same deliveries due (each reminder and overdue mark is made once).
    const { handler: deadlines } = await import('../../lambdas/events/delivery-deadlines');
    const runDeadlines = () => invokeAsync('deliveryDeadlines', deadlines, { scheduledTime: new Date().toISOString() });
    const deadlineTimer = setInterval(() => void runDeadlines(), DEADLINE_RUN_INTERVAL_MS);
    stops.push(async () => clearInterval(deadlineTimer));
    // The chat's unread mail, as its schedule runs it on AWS (lib/constructs/schedules.ts), without a scheduled time: now.
    const { handler: chatReminders } = await import('../../lambdas/events/chat-reminders');
    const runChatReminders = () => invokeAsync('chatReminders', chatReminders, {});
    const reminderTimer = setInterval(() => void runChatReminders(), CHAT_REMINDER_INTERVAL_MS);
    stops.push(async () => clearInterval(reminderTimer));
    // The table's stream drives the events dispatcher, as the event source mapping does on AWS (lib/constructs/events.ts).
    const { handler: dispatchEvents } = await import('../../lambdas/events/dispatcher');
    const { handler: makeDocuments } = await import('../../lambdas/events/documents');
    const streams = new DynamoDBStreamsClient({ region: LOCAL_REGION, endpoint: dynamo.endpoint, credentials: CREDENTIALS });
    const poller = startStreamPoller({
      client: streams,
      streamArn,
      checkpointFile: path.join(dataDir, 'stream-checkpoints.json'),
      handle: (event) => invoke(dispatchEvents, event, lambdaContext('eventDispatcher')),
      log: options.log,
    });
    stops.push(poller.close);
    // The delivery's documents read the same stream with a place of their own, as their own event source mapping does.
    const documentPoller = startStreamPoller({
      client: streams,
      streamArn,
      checkpointFile: path.join(dataDir, 'stream-checkpoints-documents.json'),
      handle: (event) => invoke(makeDocuments, event, lambdaContext('documents')),
      log: options.log,
    });
    stops.push(documentPoller.close);
    const { members } = await seedDemoAccounts(clients.cognito, { users: users.poolId, admins: admins.poolId }, paymentSandbox.paidCheckout, options.seed);
    const demoAdminTotpSecret = await ensureDemoAdminTotp(clients.cognito, { clientId: admins.clientId, email: DEMO_ADMIN.email, password: DEMO_PASSWORD, dataDir });
    // The gateway serves the payment sandbox too: a completed demo campaign's unused product budget is refunded through
    // it by the dispatcher (lambdas/domain/budget-returns.ts), so it is up before the seed's events are waited for. The
    // web app it serves may still be building: the stack is announced ready once it is built (below).
    const runtimeConfig: RuntimeConfig = {
      region: LOCAL_REGION,
      apiBase: '/api',
      userPool: users,
      adminPool: admins,
      cognitoEndpoint: cognito.endpoint,
      payments: { provider: 'sandbox', tokenizeUrl: paymentSandbox.tokenizeUrl, publishableKey: paymentSandbox.keys.publishableKey },
      liveUrl: `${gatewayOrigin.replace(/^http/, 'ws')}${LIVE_PATH}`,
    };
    const gateway = await startGateway({
      port: ports.gateway,
      webDist,
      runtimeConfig,
      originVerifyValue,
      connectSources: [cognito.endpoint, s3.endpoint],
      paymentSandbox: { prefix: SANDBOX_PREFIX, handle: paymentSandbox.handle },
      upgrade: live.upgrade,
      log: options.log,
    });
    stops.push(gateway.close);
    // The seed's events become notifications through the dispatcher; once they have, some are marked read.
    await Promise.all([poller.idle(), documentPoller.idle()]);
    await seedReadNotifications(members);
    // The scheduled runs once at start, and what they tell reaches its consumers before the stack is ready: the demo's
    // overdue deliveries and its messages left unread for days are told now, not by a timer in the middle of a session
    // (or of a test that compares the table before and after a request).
    await runDeadlines();
    await runChatReminders();
    await Promise.all([poller.idle(), documentPoller.idle()]);
    await webReady;

    const info: LocalStackInfo = {
      region: LOCAL_REGION,
      url: gateway.url,
      apiUrl: `${gateway.url}/api`,
      dynamodb: { endpoint: dynamo.endpoint, tableName },
      s3: { endpoint: s3.endpoint, mediaBucket },
      cognito: { endpoint: cognito.endpoint, users, admins },
      mailDir,
      seeded: DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })),
      demoPassword: DEMO_PASSWORD,
      demoAdminTotpSecret,
    };
    fs.writeFileSync(path.join(dataDir, STACK_INFO_FILE), JSON.stringify(info, null, 2));
    stops.push(async () => fs.rmSync(path.join(dataDir, STACK_INFO_FILE), { force: true }));
    return { info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The ports given, and free ones the OS names for the others: one at a time, so no two are the same. */
async function autoPorts(given: Partial<StackPorts>): Promise<StackPorts> {
  const taken = new Set(Object.values(given));
  const pick = async (port: number | undefined): Promise<number> => {
    if (port !== undefined) return port;
    for (;;) {
      const free = await freePort();
      if (!taken.has(free)) {
        taken.add(free);
        return free;
      }
    }
  };
  return { gateway: await pick(given.gateway), dynamodb: await pick(given.dynamodb), s3: await pick(given.s3), cognito: await pick(given.cognito) };
}

/** What each port serves, and the variable that chooses it, for the message when it is taken. */
const PORT_USES: Record<keyof StackPorts, { what: string; envName: string }> = {
  gateway: { what: 'the app and API', envName: 'PORT' },
  dynamodb: { what: 'DynamoDB Local', envName: 'DYNAMODB_PORT' },
  s3: { what: 's3rver', envName: 'S3_PORT' },
  cognito: { what: 'cognito-local', envName: 'COGNITO_PORT' },
};

async function assertPortsFree(ports: Partial<StackPorts>): Promise<void> {
  for (const name of Object.keys(PORT_USES) as (keyof StackPorts)[]) {
    const port = ports[name];
    if (port !== undefined) await assertPortFree(port, PORT_USES[name].what, PORT_USES[name].envName);
  }
}
