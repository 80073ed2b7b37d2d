import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { ASYNC_INVOKE, type AsyncFunctionName } from '../../lib/async-functions';
import { asyncInvoker, readFailures } from '../../scripts/local/async-invoke';
import type { LambdaHandler } from '../../scripts/local/lambda-runtime';
import { objectCreatedEvent } from '../../scripts/local/s3';
import { handler as chatReminders } from '../../lambdas/events/chat-reminders';
import { handler as deliveryDeadlines } from '../../lambdas/events/delivery-deadlines';
import { handler as previewStatus } from '../../lambdas/events/preview-status';
import { handler as uploadCheck } from '../../lambdas/events/upload-check';
import { handler as mailFeedback } from '../../lambdas/events/mail-feedback';
import { sesFeedback, snsEvent } from '../../scripts/local/ses-feedback';

/**
 * The local stack invokes the functions EventBridge, Scheduler and SNS invoke on AWS as Lambda invokes asynchronously:
 * each handler, made to throw (every AWS call refused), is tried ASYNC_INVOKE's number of times and its event then
 * waits in the stand-in of its failure queue, as Lambda's on-failure destination would have it. Nothing is dropped.
 */
const REFUSED = new Error('Service unavailable (test)');
const dynamo = mockClient(DynamoDBClient);
const documents = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const UUIDS = ['7c0a3d47-5a5e-4c1e-9a55-2a0c8f1d0a01', '7c0a3d47-5a5e-4c1e-9a55-2a0c8f1d0a02', '7c0a3d47-5a5e-4c1e-9a55-2a0c8f1d0a03'] as const;

let failuresDir = '';
const logged: string[] = [];
const pauses: number[] = [];
const invokeAsync = () => asyncInvoker({ failuresDir, log: (line) => logged.push(line), retry: { sleep: async (ms) => void pauses.push(ms), random: () => 1 } });

beforeAll(() => {
  Object.assign(process.env, { STAGE: 'test', AWS_REGION: 'eu-central-1', TABLE_NAME: 'ugc-test', MEDIA_BUCKET: 'ugc-test-media', POWERTOOLS_METRICS_DISABLED: 'true' });
});
beforeEach(() => {
  failuresDir = fs.mkdtempSync(path.join(os.tmpdir(), 'failures-'));
  logged.length = 0;
  pauses.length = 0;
  dynamo.reset().onAnyCommand().rejects(REFUSED);
  documents.reset().onAnyCommand().rejects(REFUSED);
  s3.reset().onAnyCommand().rejects(REFUSED);
});
afterEach(() => fs.rmSync(failuresDir, { recursive: true, force: true }));
afterAll(() => [dynamo, documents, s3].forEach((mock) => mock.restore()));

// Each handler takes its own event type; the table pairs each with an event of that type.
const asHandler = (handler: unknown) => handler as LambdaHandler<never, unknown>;
const cases: [AsyncFunctionName, LambdaHandler<never, unknown>, unknown][] = [
  ['uploadCheck', asHandler(uploadCheck), objectCreatedEvent('eu-central-1', 'ugc-test-media', `uploads/${UUIDS[0]}/clip.mp4`, 1_000, 'etag')],
  [
    'previewStatus',
    asHandler(previewStatus),
    {
      version: '0',
      id: 'job-event',
      'detail-type': 'MediaConvert Job State Change',
      source: 'aws.mediaconvert',
      account: '000000000000',
      time: '2026-11-28T10:00:00Z',
      region: 'eu-central-1',
      resources: [],
      detail: { status: 'COMPLETE', userMetadata: { campaignId: UUIDS[0], creatorId: UUIDS[1], resultId: UUIDS[2] } },
    },
  ],
  ['deliveryDeadlines', asHandler(deliveryDeadlines), { scheduledTime: '2026-11-28T03:00:00Z' }],
  ['chatReminders', asHandler(chatReminders), {}],
  ['mailFeedback', asHandler(mailFeedback), snsEvent('arn:aws:sns:eu-central-1:000000000000:ugc-test-mail-feedback', sesFeedback('bounce', 'sara@example.sa', 'no-reply@example.sa', new Date('2026-11-28T10:00:00Z')), new Date('2026-11-28T10:00:01Z'))],
];

describe.each(cases)('%s, invoked asynchronously, made to throw', (name, handler, event) => {
  it(`is tried ${ASYNC_INVOKE[name].retryAttempts + 1} times, then its event waits in its failure queue with the error`, async () => {
    // Act
    await invokeAsync()(name, handler, event as never);
    // Assess
    const attempts = ASYNC_INVOKE[name].retryAttempts + 1;
    expect(pauses).toHaveLength(attempts - 1);
    const [failure, ...more] = readFailures(failuresDir, name);
    expect(more).toEqual([]);
    expect(failure).toMatchObject({
      version: '1.0',
      requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: attempts, functionArn: expect.stringContaining(`function:${name}:$LATEST`) },
      requestPayload: event,
      responseContext: { functionError: 'Unhandled' },
      responsePayload: { errorMessage: REFUSED.message },
    });
    expect(logged).toEqual([expect.stringContaining(`${name} failed ${attempts} times`)]);
  });
});

it('an invocation that succeeds leaves nothing in the queue', async () => {
  // Act
  await invokeAsync()('chatReminders', async () => 'done', {});
  // Assess
  expect(readFailures(failuresDir, 'chatReminders')).toEqual([]);
  expect(pauses).toEqual([]);
});
