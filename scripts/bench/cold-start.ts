import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { LAMBDA_ENTRIES, PROJECT_ROOT, type LambdaEntry } from '../../lib/bundling';
import { METRICS_NAMESPACE } from '../../lambdas/core/observability';
import { bundleEntry } from './bundles';
import { scratchDirectory, trackChild } from './cleanup';
import { medianMs, type Row } from './report';

/**
 * The cold start of each Lambda bundle as deployed: a fresh `node` process loads the bundle and answers one event
 * that needs no network, and the time runs from the spawn to the answer. Lambda's own start-up (the sandbox, the
 * runtime) comes on top; what is measured here is what our code and its libraries add, and what grows with them.
 */

interface ColdStart {
  name: string;
  kb: number;
  /** Spawn to first answer of each run, sorted. */
  ms: number[];
}

const COLD_START_RUNS = 5;
/** The bundle test's limit, unless a function states its own exception (lib/bundling.ts, `bundleLimit`). */
const BUNDLE_LIMIT_BYTES = 500 * 1024;

/** A route no area serves: every API function answers it (404) before any call to a dependency. */
const NO_ROUTE = 'GET /bench-cold-start';

/** One event per kind of function that each answers without a network call. */
function eventFor(entry: LambdaEntry): unknown {
  switch (entry.name) {
    case 'authorizer':
      // No token: refused before any key is fetched.
      return { version: '2.0', type: 'REQUEST', routeKey: NO_ROUTE, headers: {}, requestContext: { requestId: 'bench' } };
    case 'uploadCheck':
      // An object outside uploads/ (S3's "Object Created" through EventBridge): looked at and left alone.
      return { 'detail-type': 'Object Created', source: 'aws.s3', detail: { bucket: { name: 'bench-media' }, object: { key: 'elsewhere/file' } } };
    case 'previewStatus':
      // A job state change of a job that is not ours: ignored.
      return { 'detail-type': 'MediaConvert Job State Change', source: 'aws.mediaconvert', detail: { status: 'COMPLETE', userMetadata: {} } };
    case 'deliveryDeadlines':
    case 'chatReminders':
      // A run without a readable time decides nothing.
      return { scheduledTime: 'not a time' };
    case 'eventDispatcher':
    case 'documents':
      // A change of another item than an outbox insert: passed over.
      return { Records: [{ eventName: 'MODIFY', dynamodb: { Keys: { PK: { S: 'USER#bench' } }, NewImage: { PK: { S: 'USER#bench' } }, SequenceNumber: '1' } }] };
    case 'live':
      // A message that is not one of ours: refused without a call.
      return { requestContext: { routeKey: '$default', connectionId: 'bench' }, body: 'not json' };
    case 'postConfirmation':
      // A forgotten-password confirmation fires the same trigger and is ignored.
      return { triggerSource: 'PostConfirmation_ConfirmForgotPassword', request: { userAttributes: {} }, response: {} };
    case 'mailFeedback':
      // A delivery notice: nothing to stop.
      return { Records: [{ Sns: { Message: JSON.stringify({ eventType: 'Delivery' }) } }] };
    case 'customMessage':
      // A mail it has no words for (a sign-in code by SMS): left as Cognito's.
      return { triggerSource: 'CustomMessage_Authentication', request: { userAttributes: {}, codeParameter: '{####}' }, response: {} };
    default:
      return {
        version: '2.0',
        routeKey: NO_ROUTE,
        rawPath: '/api/bench-cold-start',
        rawQueryString: '',
        headers: {},
        requestContext: { requestId: 'bench', routeKey: NO_ROUTE, http: { method: 'GET', path: '/api/bench-cold-start', sourceIp: '127.0.0.1' } },
        isBase64Encoded: false,
      };
  }
}

/** What the child runs: load the bundle, answer once with a Lambda-like context, say so on stdout. */
const CHILD = `
const { handler } = require(process.env.BENCH_BUNDLE);
const context = {
  functionName: process.env.POWERTOOLS_SERVICE_NAME, functionVersion: '$LATEST', awsRequestId: 'bench', memoryLimitInMB: '512',
  invokedFunctionArn: 'arn:aws:lambda:eu-central-1:000000000000:function:bench', getRemainingTimeInMillis: () => 10000,
};
Promise.resolve(handler(JSON.parse(process.env.BENCH_EVENT), context)).then(
  () => process.stdout.write('answered\\n'),
  (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); },
);
`;

/** Fake settings: the measured paths read them but never reach AWS. */
function environmentFor(entry: LambdaEntry, bundleFile: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    // Lambda's runtime provides the AWS SDK the bundles leave out; here it comes from the project.
    NODE_PATH: path.join(PROJECT_ROOT, 'node_modules'),
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    STAGE: 'dev',
    TABLE_NAME: 'bench-table',
    MEDIA_BUCKET: 'bench-media',
    USERS_POOL_ID: 'eu-central-1_bench',
    USERS_CLIENT_ID: 'bench',
    ADMINS_POOL_ID: 'eu-central-1_bench2',
    ADMINS_CLIENT_ID: 'bench',
    POWERTOOLS_SERVICE_NAME: entry.name,
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    BENCH_BUNDLE: bundleFile,
    BENCH_EVENT: JSON.stringify(eventFor(entry)),
  };
}

function timeToAnswer(env: NodeJS.ProcessEnv, script = CHILD): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = trackChild(spawn(process.execPath, ['-e', script], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
    let errors = '';
    let answeredAt: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      if (answeredAt === undefined && chunk.toString().includes('answered')) answeredAt = performance.now();
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (answeredAt !== undefined) resolve(answeredAt - started);
      else reject(new Error(`${env.POWERTOOLS_SERVICE_NAME} did not answer (exit ${code}): ${errors.slice(0, 500)}`));
    });
  });
}

/** The same measure for a process that loads nothing: what Node itself takes, to read the figures above against. */
async function measureBareNode(): Promise<number[]> {
  const ms: number[] = [];
  for (let run = 0; run < COLD_START_RUNS; run++) ms.push(await timeToAnswer({ PATH: process.env.PATH, POWERTOOLS_SERVICE_NAME: 'bare node' }, "process.stdout.write('answered\\n')"));
  return ms.sort((a, b) => a - b);
}

async function measureColdStarts(): Promise<ColdStart[]> {
  const { dir, remove } = scratchDirectory('cold');
  try {
    const results: ColdStart[] = [];
    // One at a time: parallel processes would measure each other.
    for (const entry of LAMBDA_ENTRIES) {
      const bundle = await bundleEntry(entry);
      const file = path.join(dir, `${entry.name}.js`);
      fs.writeFileSync(file, bundle.code);
      const ms: number[] = [];
      for (let run = 0; run < COLD_START_RUNS; run++) ms.push(await timeToAnswer(environmentFor(entry, file)));
      results.push({ name: entry.name, kb: bundle.bytes / 1024, ms: ms.sort((a, b) => a - b) });
    }
    return results;
  } finally {
    await remove();
  }
}

/** Every Lambda entry bundled as deployed: its size against its limit, and its cold start beside bare Node's. */
export async function measureLambdas(): Promise<Row[]> {
  const coldStarts = await measureColdStarts();
  const bare = await measureBareNode();
  const limitKb = (name: string) => (LAMBDA_ENTRIES.find((entry) => entry.name === name)?.bundleLimit?.bytes ?? BUNDLE_LIMIT_BYTES) / 1024;
  return [
    ...coldStarts.map(({ name, kb }): Row => [`Lambda bundle: ${name}`, `${kb.toFixed(1)} KB`, `< ${limitKb(name)} KB`]),
    [`node process start to first output, loading nothing (median of ${COLD_START_RUNS})`, medianMs(bare), ''],
    ...coldStarts.map(({ name, ms }): Row => [`Lambda cold start: ${name}, spawn to first answer (median of ${ms.length})`, medianMs(ms), '']),
  ];
}
