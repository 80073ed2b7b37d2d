import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { LAMBDA_ENTRIES } from '../../lib/bundling';
import { EVENT_BATCH_SIZE, indexProjection, TABLE_INDEXES, TABLE_TTL_ATTRIBUTE } from '../../lambdas/data/table-definition';
import { resourceName, STACK_OUTPUTS } from '../../lib/definitions';
import { addMarketplaceStack } from '../../lib/marketplace-app';
import { EVENT_BATCH_TIMEOUT, EVENT_MAX_RECORD_AGE, EVENT_RETRY_ATTEMPTS } from '../../lib/constructs/events';
import { ROUTE_SELECTION } from '../../lib/constructs/live';
import { CHAT_REMINDER_EVERY } from '../../lib/constructs/schedules';
import { ASYNC_INVOKE } from '../../lib/async-functions';
import { LIVE_ACTIONS, LIVE_ROUTE_KEYS } from '../../lambdas/live/routes';
import { SPA_REWRITE } from '../../lib/constructs/web';
import type { MarketplaceStack } from '../../lib/marketplace-stack';
import { STAGES, stageSettings, type Stage } from '../../lib/stage';
import { API_PREFIX, isPublic, ROUTE_LIST, ROUTES, routeKey } from '../../shared/api/routes';
import { DOCUMENT_EVENT_TYPES } from '../../lambdas/events/event-routes';
import { appWithBundling, appWithoutBundling, webDistStandIn } from '../support/cdk-app';

// CloudFormation resources as the template holds them: shapes vary by type, so tests read them as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the template JSON's properties vary by resource type
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

interface Built {
  stack: MarketplaceStack;
  template: Template;
  nagViolations: unknown[];
}

const webDist = webDistStandIn();
const built = {} as Record<Stage, Built>;
const PROD_SELLER_CONTEXT = { sellerName: 'UGC Marketplace Co.', sellerVatNumber: '311111111100003', sellerAddress: 'Olaya Street, Riyadh' };
/** prod is synthesized with its pools mailing through SES (docs/deploy.md), dev with Cognito's own sender. */
const PROD_MAIL = { mailFrom: 'no-reply@example.sa', poolMail: 'ses' };
/** prod is synthesized with a domain of its own (docs/deploy.md), dev on CloudFront's name. */
const PROD_DOMAIN = { domainName: 'market.example.sa', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f5e5a4c-1111-4a4a-9b9b-000000000000' };

beforeAll(() => {
  for (const stage of STAGES) {
    // prod names the seller of its tax invoices at deployment, or does not synthesize (lib/seller.ts). dev bundles its
    // functions as cdk synth does (the one synthesis of the run that does); prod's are the same code.
    const app = stage === 'prod' ? appWithoutBundling({ ...PROD_SELLER_CONTEXT, ...PROD_DOMAIN, ...PROD_MAIL }) : appWithBundling();
    const stack = addMarketplaceStack(app, stage, webDist);
    // Checked before Template.fromStack, whose synthesis would otherwise stop at the first report with findings.
    const nagViolations = new AwsSolutionsChecks(app).validateScope(stack).violations;
    built[stage] = { stack, template: Template.fromStack(stack), nagViolations };
  }
}, 120_000);

const dev = () => built.dev.template;

function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

function onlyResourceOf(template: Template, type: string, properties: Record<string, unknown>): [string, Resource] {
  const found = Object.entries(template.findResources(type, { Properties: Match.objectLike(properties) }));
  expect(found).toHaveLength(1);
  return found[0] as [string, Resource];
}

/** The failure queue of the upload check: its rule target's dead-letter queue (its on-failure destination too). */
function uploadCheckQueueId(): string {
  return ruleTarget('aws.s3').DeadLetterConfig.Arn['Fn::GetAtt'][0];
}

/** The failure queue of the preview jobs' state changes: its rule target's dead-letter queue (its on-failure destination too). */
function previewStatusQueueId(): string {
  return ruleTarget('aws.mediaconvert').DeadLetterConfig.Arn['Fn::GetAtt'][0];
}

/** The one target of the EventBridge rule on events of `source`. */
function ruleTarget(source: string) {
  const [, rule] = onlyResourceOf(dev(), 'AWS::Events::Rule', { EventPattern: Match.objectLike({ source: [source] }) });
  expect(rule.Properties.Targets).toHaveLength(1);
  return rule.Properties.Targets[0];
}

/** The dead-letter queue of the events dispatcher: its stream mapping's on-failure destination. */
function dispatcherQueueId(): string {
  return streamMapping('Domain events dispatcher (table stream)').Properties.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
}

/** The dead-letter queue of the documents function: its stream mapping's on-failure destination. */
function documentsQueueId(): string {
  return streamMapping("Delivery documents (table stream): licence certificates and campaigns' zips").Properties.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
}

/** The table-stream event source mapping of the function so described. */
function streamMapping(description: string): Resource {
  const [fnId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: description });
  const [, mapping] = onlyResourceOf(dev(), 'AWS::Lambda::EventSourceMapping', { FunctionName: { Ref: fnId } });
  return mapping;
}

/** The functions of LAMBDA_ENTRIES, told apart from aws-cdk-lib's own helpers by the service name they all get. */
function appFunctions(template: Template): Resource[] {
  return Object.values(resourcesOf(template, 'AWS::Lambda::Function')).filter((fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);
}

type Statement = { Action: string | string[]; Resource: unknown };

/** Every IAM statement granted to the role of the function whose description is given. */
function statementsOfFunction(template: Template, description: string): Statement[] {
  const [, fn] = onlyResourceOf(template, 'AWS::Lambda::Function', { Description: description });
  const roleId: string = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((role: { Ref?: string }) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

/** Every IAM action granted to the role of the function whose description is given. */
function actionsOfFunction(template: Template, description: string): string[] {
  return statementsOfFunction(template, description).flatMap((statement) => statement.Action);
}

/** The statements of a function that grant any of the actions matching `pattern`, as [action, resource] pairs. */
function grantsOf(description: string, pattern: RegExp): [string, string][] {
  return statementsOfFunction(dev(), description).flatMap((statement) =>
    [statement.Action]
      .flat()
      .filter((action) => pattern.test(action))
      .map((action) => [action, JSON.stringify(statement.Resource)] as [string, string]),
  );
}

describe('cdk-nag AwsSolutions', () => {
  test.each(STAGES)('%s stack has no finding left unacknowledged', (stage) => {
    expect(built[stage].nagViolations).toEqual([]);
  });

  test.each(STAGES)('%s stack synthesizes without CDK warnings or errors', (stage) => {
    const annotations = Annotations.fromStack(built[stage].stack);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
  });
});

describe('auth', () => {
  test('two user pools: visitors sign themselves up only in the users pool', () => {
    dev().resourceCountIs('AWS::Cognito::UserPool', 2);
    onlyResourceOf(dev(), 'AWS::Cognito::UserPool', {
      UserPoolName: resourceName('dev', 'users'),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'role', AttributeDataType: 'String', Mutable: false })]),
    });
    onlyResourceOf(dev(), 'AWS::Cognito::UserPool', {
      UserPoolName: resourceName('dev', 'admins'),
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: true }),
    });
  });

  test('both pools require 8 characters with lower case, upper case, digits and symbols', () => {
    for (const pool of Object.values(resourcesOf(dev(), 'AWS::Cognito::UserPool'))) {
      expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
        MinimumLength: 8,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      });
    }
  });

  test('each pool has one public client with password and SRP sign-in, 1 h access and 30 day refresh tokens', () => {
    const clients = Object.values(resourcesOf(dev(), 'AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(2);
    for (const { Properties: client } of clients) {
      expect(client.ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']));
      expect(client.GenerateSecret ?? false).toBe(false);
      expect(client.AllowedOAuthFlows).toBeUndefined();
      expect(client.TokenValidityUnits).toMatchObject({ AccessToken: 'minutes', RefreshToken: 'minutes' });
      expect(client.AccessTokenValidity).toBe(60);
      expect(client.RefreshTokenValidity).toBe(30 * 24 * 60);
    }
  });
});

describe('data', () => {
  test('one on-demand table with point-in-time recovery, the GSIs of lambdas/data/table-definition.ts and TTL', () => {
    dev().resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    dev().hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: indexProjection(index),
      })),
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
      // The outbox's inserts reach the events dispatcher through the stream (new images only).
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });
});

describe('storage', () => {
  test('every bucket blocks all public access', () => {
    const buckets = Object.values(resourcesOf(dev(), 'AWS::S3::Bucket'));
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });
});

describe('api', () => {
  test.each(ROUTE_LIST.map((route) => [routeKey(route), route] as const))('%s exists with its authorization', (_key, route) => {
    dev().hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: `${route.method} ${API_PREFIX}${route.path}`,
      AuthorizationType: isPublic(route) ? 'NONE' : 'CUSTOM',
    });
  });

  test("no route exists outside the route table (and the live channel's own)", () => {
    const [httpApiId] = onlyResourceOf(dev(), 'AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    const routes = Object.values(resourcesOf(dev(), 'AWS::ApiGatewayV2::Route'));
    expect(routes.filter((route) => route.Properties.ApiId.Ref === httpApiId)).toHaveLength(ROUTE_LIST.length);
    expect(routes.filter((route) => route.Properties.ApiId.Ref !== httpApiId).map((route) => route.Properties.RouteKey).sort()).toEqual([...LIVE_ROUTE_KEYS].sort());
  });

  test('the authorizer answers simple responses and is never cached', () => {
    dev().hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 0,
      IdentitySource: ['$request.header.Authorization'],
    });
  });

  test('the default stage is throttled and writes access logs', () => {
    dev().hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({ ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() }),
    });
  });

  test('one Node.js 22 function on arm64 per Lambda entry, 512 MB and 10 s each but the batch-working dispatcher and deadline run and the media check', () => {
    const functions = appFunctions(dev());
    expect(functions).toHaveLength(LAMBDA_ENTRIES.length);
    for (const { Properties: fn } of functions) {
      const name = fn.Environment.Variables.POWERTOOLS_SERVICE_NAME;
      const timeout = { eventDispatcher: EVENT_BATCH_TIMEOUT.toSeconds(), uploadCheck: 30, deliveryDeadlines: 60, chatReminders: 60, documents: 300 }[name as string] ?? 10;
      const memory = { uploadCheck: 1536, documents: 1024 }[name as string] ?? 512;
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: memory, Timeout: timeout });
    }
  });

  test('least privilege: the health check reads no item, the authorizer writes none', () => {
    const system = actionsOfFunction(dev(), 'HTTP API, area system');
    expect(system).toEqual(expect.arrayContaining(['dynamodb:DescribeTable', 's3:ListBucket', 'cognito-idp:DescribeUserPool']));
    expect(system).not.toContain('dynamodb:GetItem');
    const authorizer = actionsOfFunction(dev(), 'HTTP API authorizer');
    // It reads the caller's profile by key, and nothing else of the table (lib/constructs/function-access.ts).
    expect(authorizer.filter((action) => action.startsWith('dynamodb:'))).toEqual(['dynamodb:GetItem']);
  });

  test('least privilege: each area calls only the Cognito admin operations it needs, on the users pool only', () => {
    const cognitoActions = (description: string) =>
      actionsOfFunction(dev(), description)
        .filter((action) => action.startsWith('cognito-idp:'))
        .sort();
    expect(cognitoActions('HTTP API, area users')).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser']);
    // The admin area's code calls no AdminGetUser (test/infra/function-access.test.ts derives this from its bundle).
    expect(cognitoActions('HTTP API, area admin')).toEqual(['cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser']);
    expect(actionsOfFunction(dev(), 'HTTP API, area admin')).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:Query']));
    const [usersPoolId] = onlyResourceOf(dev(), 'AWS::Cognito::UserPool', { UserPoolName: resourceName('dev', 'users') });
    const adminStatements = Object.values(resourcesOf(dev(), 'AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: { Action: string | string[] }) => [statement.Action].flat().some((action) => /^cognito-idp:Admin/.test(action)));
    expect(adminStatements.length).toBeGreaterThan(0);
    for (const statement of adminStatements) expect(statement.Resource).toEqual({ 'Fn::GetAtt': [usersPoolId, 'Arn'] });
  });
});

describe('media', () => {
  const bucketId = () => onlyResourceOf(dev(), 'AWS::S3::Bucket', { CorsConfiguration: Match.anyValue() })[0];
  const uploadObjects = () => JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId(), 'Arn'] }, '/uploads/*']] });
  const tableArn = () => JSON.stringify({ 'Fn::GetAtt': [Object.keys(resourcesOf(dev(), 'AWS::DynamoDB::GlobalTable'))[0], 'Arn'] });

  test('unfinished multipart uploads (a large result file left part-way, a zip build that died) are dropped after a day, exports and library zips after a week', () => {
    const [, bucket] = onlyResourceOf(dev(), 'AWS::S3::Bucket', { CorsConfiguration: Match.anyValue() });
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      { Id: 'AbortUnfinishedUploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
      { Id: 'ExpireExports', Prefix: 'exports/', ExpirationInDays: 7, Status: 'Enabled' },
      { Id: 'ExpireLibraryZips', Prefix: 'library-archives/', ExpirationInDays: 7, Status: 'Enabled' },
    ]);
  });

  test('every object created under uploads/ of the media bucket reaches the upload check through EventBridge, and nothing else does', () => {
    const [checkId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: 'S3 upload check and result brief check' });
    const [, notifications] = onlyResourceOf(dev(), 'Custom::S3BucketNotifications', { BucketName: { Ref: bucketId() } });
    expect(notifications.Properties.NotificationConfiguration).toEqual({ EventBridgeConfiguration: {} });
    const [, rule] = onlyResourceOf(dev(), 'AWS::Events::Rule', { EventPattern: Match.objectLike({ source: ['aws.s3'] }) });
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: { bucket: { name: [{ Ref: bucketId() }] }, object: { key: [{ prefix: 'uploads/' }] } },
    });
    expect(ruleTarget('aws.s3')).toMatchObject({ Arn: { 'Fn::GetAtt': [checkId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 } });
    dev().hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', FunctionName: { 'Fn::GetAtt': [checkId, 'Arn'] }, Principal: 'events.amazonaws.com' });
  });

  test('least privilege: the check reads and deletes objects under uploads/, writes previews only, and reads and updates single items', () => {
    const previews = JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId(), 'Arn'] }, '/previews/*']] });
    const ownBucket = grantsOf('S3 upload check and result brief check', /^s3:/).filter(([, resource]) => resource.includes(bucketId()));
    expect(ownBucket.sort()).toEqual([
      ['s3:DeleteObject', uploadObjects()],
      ['s3:GetObject', uploadObjects()],
      ['s3:ListBucket', JSON.stringify({ 'Fn::GetAtt': [bucketId(), 'Arn'] })],
      ['s3:PutObject', previews],
    ]);
    expect(grantsOf('S3 upload check and result brief check', /^dynamodb:/).sort()).toEqual([
      ['dynamodb:GetItem', tableArn()],
      ['dynamodb:UpdateItem', tableArn()],
    ]);
  });

  test('preview jobs: a MediaConvert queue, a role that reads originals and writes previews (reading the trace beside them) only, submitted by the check alone', () => {
    const [queueId] = onlyResourceOf(dev(), 'AWS::MediaConvert::Queue', {});
    const [roleId, role] = onlyResourceOf(dev(), 'AWS::IAM::Role', { AssumeRolePolicyDocument: Match.objectLike({ Statement: [Match.objectLike({ Principal: { Service: 'mediaconvert.amazonaws.com' } })] }) });
    expect(role).toBeDefined();
    const jobStatements = Object.values(resourcesOf(dev(), 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    const onMedia = jobStatements.filter((statement: { Resource: unknown }) => JSON.stringify(statement.Resource).includes(bucketId()));
    expect(onMedia.map((statement: { Action: unknown; Resource: unknown }) => [statement.Action, JSON.stringify(statement.Resource)]).sort()).toEqual([
      // Reads the campaign's trace the check left beside the previews (those images only), writes the previews.
      ['s3:GetObject', JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId(), 'Arn'] }, '/previews/*/trace-*']] })],
      ['s3:GetObject', uploadObjects()],
      ['s3:PutObject', JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId(), 'Arn'] }, '/previews/*']] })],
    ]);
    const submitters = appFunctions(dev()).filter((fn) => JSON.stringify(fn.Properties.Environment.Variables).includes('MEDIACONVERT_QUEUE_ARN'));
    expect(submitters.map((fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME)).toEqual(['uploadCheck']);
    expect(grantsOf('S3 upload check and result brief check', /^mediaconvert:/).map(([action]) => action)).toEqual(['mediaconvert:CreateJob']);
    expect(JSON.stringify(grantsOf('S3 upload check and result brief check', /^mediaconvert:/))).toContain(queueId);
    expect(grantsOf('S3 upload check and result brief check', /^iam:PassRole$/)).toEqual([['iam:PassRole', JSON.stringify({ 'Fn::GetAtt': [roleId, 'Arn'] })]]);
  });

  test("the preview jobs' completions and errors, of our queue only, reach the preview-status function, which only updates single items", () => {
    const [queueId] = onlyResourceOf(dev(), 'AWS::MediaConvert::Queue', {});
    const [statusId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: 'MediaConvert preview job state changes' });
    const [, rule] = onlyResourceOf(dev(), 'AWS::Events::Rule', { EventPattern: Match.objectLike({ source: ['aws.mediaconvert'] }) });
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.mediaconvert'],
      'detail-type': ['MediaConvert Job State Change'],
      detail: { status: ['COMPLETE', 'ERROR'], queue: [{ 'Fn::GetAtt': [queueId, 'Arn'] }] },
    });
    expect(ruleTarget('aws.mediaconvert')).toMatchObject({ Arn: { 'Fn::GetAtt': [statusId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 4 } });
    expect(grantsOf('MediaConvert preview job state changes', /^(dynamodb|s3):/)).toEqual([['dynamodb:UpdateItem', tableArn()]]);
  });

  test('least privilege: the media area may only put objects under uploads/ (to presign uploads), and the support area only mail as the sender', () => {
    expect(grantsOf('HTTP API, area media', /^s3:/)).toEqual([['s3:PutObject', uploadObjects()]]);
    expect(grantsOf('HTTP API, area media', /^dynamodb:/).sort()).toEqual([
      ['dynamodb:GetItem', tableArn()],
      ['dynamodb:PutItem', tableArn()],
    ]);
    const [identityId] = onlyResourceOf(dev(), 'AWS::SES::EmailIdentity', {});
    const [[action, resource] = ['', ''], ...others] = grantsOf('HTTP API, area support', /^(ses|s3):/);
    expect(others).toEqual([]);
    expect(action).toBe('ses:SendEmail');
    expect(resource).toContain(identityId);
    expect(grantsOf('HTTP API, area support', /^dynamodb:/).sort()).toEqual([
      ['dynamodb:PutItem', tableArn()],
      ['dynamodb:UpdateItem', tableArn()],
    ]);
    expect(grantsOf('HTTP API authorizer', /^(s3|ses):/)).toEqual([]);
  });
});

describe('schedules', () => {
  /** The one schedule invoking the function so described, checked to pass its scheduled time, retried, then dead-lettered with an alarm. */
  function scheduleOf(description: string): Resource {
    const [fnId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: description });
    const schedules = Object.values(resourcesOf(dev(), 'AWS::Scheduler::Schedule')).filter((schedule) => JSON.stringify(schedule.Properties.Target.Arn) === JSON.stringify({ 'Fn::GetAtt': [fnId, 'Arn'] }));
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules as [Resource];
    const target = schedule.Properties.Target;
    expect(JSON.parse(target.Input)).toEqual({ scheduledTime: '<aws.scheduler.scheduled-time>' });
    expect(target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 3 });
    const queueId = target.DeadLetterConfig.Arn['Fn::GetAtt'][0];
    expect(resourcesOf(dev(), 'AWS::SQS::Queue')[queueId]?.Properties).toMatchObject({ SqsManagedSseEnabled: true });
    dev().hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }] });
    return schedule;
  }

  test('the delivery deadlines run daily at 06:00 Riyadh time with their scheduled time, retried, then dead-lettered with an alarm', () => {
    const schedule = scheduleOf('Daily delivery deadlines: reminders and overdue marks');
    expect(schedule.Properties).toMatchObject({ ScheduleExpression: 'cron(0 6 * * ? *)', ScheduleExpressionTimezone: 'Asia/Riyadh', State: 'ENABLED' });
  });

  test("the chat's unread mail is checked every 5 minutes with its scheduled time, retried, then dead-lettered with an alarm", () => {
    const schedule = scheduleOf('Chat unread mail: reminders of messages unread for 10 minutes');
    expect(CHAT_REMINDER_EVERY.toMinutes()).toBe(5);
    expect(schedule.Properties).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
  });

  test('each schedule may invoke its own function only, and the functions only what their runs write', () => {
    dev().resourceCountIs('AWS::Scheduler::Schedule', 2);
    for (const [description, fnGrants] of [
      ['Daily delivery deadlines: reminders and overdue marks', ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']],
      ['Chat unread mail: reminders of messages unread for 10 minutes', ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']],
    ] as const) {
      expect([...new Set(grantsOf(description, /^dynamodb:/).map(([action]) => action))].sort()).toEqual(fnGrants);
      expect(grantsOf(description, /^(ses|s3|execute-api|cognito-idp):/)).toEqual([]);
    }
    const [remindersId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: 'Chat unread mail: reminders of messages unread for 10 minutes' });
    expect(grantsOf('Chat unread mail: reminders of messages unread for 10 minutes', /^dynamodb:Query$/).map(([, resource]) => resource).join()).toContain('/index/GSI4');
    const invokers = Object.values(resourcesOf(dev(), 'AWS::IAM::Policy')).filter((policy) => JSON.stringify(policy.Properties.PolicyDocument).includes(`"${remindersId}"`) && JSON.stringify(policy.Properties.PolicyDocument).includes('lambda:InvokeFunction'));
    expect(invokers).toHaveLength(1);
    expect(JSON.stringify(invokers[0]?.Properties.PolicyDocument)).not.toContain('DeliveryDeadlines');
  });
});

describe('web', () => {
  test('the app bucket is reached through an origin access control', () => {
    const [oacId] = onlyResourceOf(dev(), 'AWS::CloudFront::OriginAccessControl', {});
    const [, distribution] = onlyResourceOf(dev(), 'AWS::CloudFront::Distribution', {});
    const s3Origins = distribution.Properties.DistributionConfig.Origins.filter((origin: Record<string, unknown>) => origin.S3OriginConfig);
    expect(s3Origins).toHaveLength(1);
    expect(s3Origins[0].OriginAccessControlId).toEqual({ 'Fn::GetAtt': [oacId, 'Id'] });
  });

  test('client-side routes are rewritten by a function, so API errors are never replaced by index.html', () => {
    const [, distribution] = onlyResourceOf(dev(), 'AWS::CloudFront::Distribution', {});
    const config = distribution.Properties.DistributionConfig;
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === `${API_PREFIX}/*`);
    expect(api).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    });
    expect(api.FunctionAssociations).toBeUndefined();
  });

  test('the viewer-request function serves prebuilt pages by the locale cookie, index.html for other routes, files as asked', () => {
    const handler = new Function(`${SPA_REWRITE}; return handler;`)() as (event: unknown) => { uri: string };
    const rewrite = (uri: string, { locale, query = {} }: { locale?: string; query?: Record<string, unknown> } = {}) =>
      handler({ request: { uri, querystring: query, cookies: locale ? { locale: { value: locale } } : {} } }).uri;
    expect(rewrite('/')).toBe('/prerendered/en/index.html');
    expect(rewrite('/', { locale: 'ar' })).toBe('/prerendered/ar/index.html');
    expect(rewrite('/signin', { locale: 'ar' })).toBe('/prerendered/ar/signin.html');
    expect(rewrite('/signin', { locale: 'fr' })).toBe('/prerendered/en/signin.html');
    expect(rewrite('/signup', { locale: 'ar', query: { role: { value: 'creator' } } })).toBe('/index.html');
    expect(rewrite('/dashboard', { locale: 'ar' })).toBe('/index.html');
    expect(rewrite('/assets/main-1.js')).toBe('/assets/main-1.js');
  });

  test('responses carry HSTS, CSP, nosniff, frame and referrer headers', () => {
    const [, policy] = onlyResourceOf(dev(), 'AWS::CloudFront::ResponseHeadersPolicy', {});
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 2 * 365 * 24 * 3600, IncludeSubdomains: true, Preload: true });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    // The CSP names the region and the media bucket, so it is a join of literals and references.
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of ["default-src 'self'", 'connect-src', "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
  });
});

describe('outputs', () => {
  test('the stack outputs every value the operator scripts read (npm run admin:create -- --stage)', () => {
    expect(Object.keys(dev().findOutputs('*'))).toEqual(expect.arrayContaining(Object.values(STACK_OUTPUTS)));
  });
});

describe('prod', () => {
  test("sends both pools' codes through SES from the verified sender (-c poolMail=ses), in its configuration set; dev keeps Cognito's sender", () => {
    const pools = Object.values(resourcesOf(built.prod.template, 'AWS::Cognito::UserPool'));
    expect(pools).toHaveLength(2);
    const [setId] = onlyResourceOf(built.prod.template, 'AWS::SES::ConfigurationSet', {});
    for (const pool of pools) {
      expect(pool.Properties.EmailConfiguration).toMatchObject({
        EmailSendingAccount: 'DEVELOPER',
        // Their bounces and complaints are told like every mail's.
        ConfigurationSet: { Ref: setId },
        From: `UGC Marketplace <${PROD_MAIL.mailFrom}>`,
        SourceArn: { 'Fn::Join': ['', expect.arrayContaining([`:identity/${PROD_MAIL.mailFrom}`])] },
      });
    }
    for (const pool of Object.values(resourcesOf(dev(), 'AWS::Cognito::UserPool'))) {
      expect(pool.Properties.EmailConfiguration).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
    }
  });

  test.each([
    ['-c poolMail=ses without a sender', { poolMail: 'ses' }, '-c poolMail=ses needs -c mailFrom'],
    ['an unknown -c poolMail', { poolMail: 'smtp', mailFrom: PROD_MAIL.mailFrom }, '-c poolMail must be ses or cognito'],
  ])('refuses %s', (_label, context, message) => {
    expect(() => addMarketplaceStack(appWithoutBundling({ ...PROD_SELLER_CONTEXT, ...context }), 'prod', webDist)).toThrow(message);
  });

  test('answers on its own domain, with its us-east-1 certificate and TLS 1.2 at least; the app links there', () => {
    const [, distribution] = onlyResourceOf(built.prod.template, 'AWS::CloudFront::Distribution', {});
    expect(distribution.Properties.DistributionConfig).toMatchObject({
      Aliases: [PROD_DOMAIN.domainName],
      ViewerCertificate: { AcmCertificateArn: PROD_DOMAIN.certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    built.prod.template.hasOutput('AppUrl', { Value: `https://${PROD_DOMAIN.domainName}` });
    expect(onlyResourceOf(dev(), 'AWS::CloudFront::Distribution', {})[1].Properties.DistributionConfig.Aliases).toBeUndefined();
  });

  test.each([
    ['a domain without its certificate', { domainName: PROD_DOMAIN.domainName }, 'Give both -c domainName and -c certificateArn'],
    ['a certificate outside us-east-1', { ...PROD_DOMAIN, certificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/x' }, 'must be an ACM certificate in us-east-1'],
  ])('refuses %s', (_label, context, message) => {
    expect(() => addMarketplaceStack(appWithoutBundling({ ...PROD_SELLER_CONTEXT, ...context }), 'prod', webDist)).toThrow(message);
  });

  test('the table and both pools survive stack deletion and refuse to be deleted', () => {
    const prod = built.prod.template;
    const tables = Object.values(resourcesOf(prod, 'AWS::DynamoDB::GlobalTable'));
    const pools = Object.values(resourcesOf(prod, 'AWS::Cognito::UserPool'));
    expect(pools).toHaveLength(2);
    for (const resource of [...tables, ...pools]) expect(resource.DeletionPolicy).toBe('Retain');
    for (const table of tables) expect(table.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
    for (const pool of pools) expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  test('dev, by contrast, can be torn down', () => {
    for (const table of Object.values(resourcesOf(dev(), 'AWS::DynamoDB::GlobalTable'))) expect(table.DeletionPolicy).toBe('Delete');
  });
});

describe('profiles', () => {
  const bucketId = () => onlyResourceOf(dev(), 'AWS::S3::Bucket', { CorsConfiguration: Match.anyValue() })[0];
  const uploadObjects = () => JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId(), 'Arn'] }, '/uploads/*']] });
  const tableArn = () => JSON.stringify({ 'Fn::GetAtt': [Object.keys(resourcesOf(dev(), 'AWS::DynamoDB::GlobalTable'))[0], 'Arn'] });

  test('least privilege: the profiles area reads and writes items of the table, queries partitions and GSI1 only (a company\'s favourites and their creators\' applications, issue 28), never scans, and only reads uploads', () => {
    const grants = grantsOf('HTTP API, area profiles', /^dynamodb:/);
    expect(grants.filter(([, resource]) => resource === tableArn()).map(([action]) => action).sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    );
    const indexGrants = grants.filter(([, resource]) => resource !== tableArn());
    expect(indexGrants.map(([action]) => action)).toEqual(['dynamodb:Query']);
    expect(indexGrants.map(([, resource]) => resource).join()).toContain('/index/GSI1');
    expect(indexGrants.map(([, resource]) => resource).join()).not.toMatch(/GSI[234]/);
    expect(grantsOf('HTTP API, area profiles', /^(s3|ses|cognito-idp):/)).toEqual([['s3:GetObject', uploadObjects()]]);
  });

  test('the admin area may read uploads (licence files of the review queue) and exports, and sends no mail itself (the decision\'s event does)', () => {
    const grants = grantsOf('HTTP API, area admin', /^(s3|ses):/);
    const exportObjects = uploadObjects().replace('/uploads/*', '/exports/*');
    expect(grants.sort()).toEqual([['s3:GetObject', exportObjects], ['s3:GetObject', uploadObjects()]].sort());
  });
});

describe('campaigns and payments (issue 8)', () => {
  const tableArn = () => JSON.stringify({ 'Fn::GetAtt': [Object.keys(resourcesOf(dev(), 'AWS::DynamoDB::GlobalTable'))[0], 'Arn'] });

  test('the campaigns area may edit and delete single items (an unpaid campaign) and query a partition (a creator dashboard reads her bank accounts), but still no scan and no other index', () => {
    const grants = grantsOf('HTTP API, area campaigns', /^dynamodb:/);
    expect(grants.filter(([, resource]) => resource === tableArn()).map(([action]) => action).sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(grants.map(([action]) => action)).not.toContain('dynamodb:Scan');
  });

  test('only the events dispatcher and support mail: the areas whose changes tell someone put an event instead', () => {
    const [identityId] = onlyResourceOf(dev(), 'AWS::SES::EmailIdentity', {});
    for (const area of ['payments', 'applications', 'admin']) expect(grantsOf(`HTTP API, area ${area}`, /^ses:/)).toEqual([]);
    const dispatcher = grantsOf('Domain events dispatcher (table stream)', /^ses:/);
    expect(dispatcher.map(([action]) => action)).toEqual(['ses:SendEmail']);
    expect(dispatcher[0]?.[1]).toContain(identityId);
  });
});

describe('hardening (issue 8)', () => {
  const usersPool = () => onlyResourceOf(dev(), 'AWS::Cognito::UserPool', { UserPoolName: resourceName('dev', 'users') });
  const adminsPool = () => onlyResourceOf(dev(), 'AWS::Cognito::UserPool', { UserPoolName: resourceName('dev', 'admins') });
  const tableArn = () => JSON.stringify({ 'Fn::GetAtt': [Object.keys(resourcesOf(dev(), 'AWS::DynamoDB::GlobalTable'))[0], 'Arn'] });
  const TRIGGER = 'Users pool PostConfirmation: creates the profile of a confirmed sign-up';

  describe('profiles are made at confirmation', () => {
    test('a sign-up carries its country and terms time as custom attributes of the users pool', () => {
      const [, pool] = usersPool();
      expect(pool.Properties.Schema).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Name: 'role', Mutable: false }),
          expect.objectContaining({ Name: 'country', Mutable: true }),
          expect.objectContaining({ Name: 'agreedToTermsAt', Mutable: false }),
        ]),
      );
    });

    test('the users pool, and only it, runs the PostConfirmation trigger; both word their code mails with CustomMessage', () => {
      const [triggerId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: TRIGGER });
      const [customMessageId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: "Both pools CustomMessage: code mails in the user's language" });
      const customMessage = { CustomMessage: { 'Fn::GetAtt': [customMessageId, 'Arn'] } };
      expect(usersPool()[1].Properties.LambdaConfig).toEqual({ PostConfirmation: { 'Fn::GetAtt': [triggerId, 'Arn'] }, ...customMessage });
      expect(adminsPool()[1].Properties.LambdaConfig).toEqual(customMessage);
      for (const pool of [usersPool(), adminsPool()]) {
        dev().hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', FunctionName: { 'Fn::GetAtt': [customMessageId, 'Arn'] }, Principal: 'cognito-idp.amazonaws.com', SourceArn: { 'Fn::GetAtt': [pool[0], 'Arn'] } });
      }
      // It reads the language the user chose (their profile item, by key), and nothing else: no bucket, pool or mail.
      expect(grantsOf("Both pools CustomMessage: code mails in the user's language", /^(dynamodb|s3|cognito-idp|ses):/).map(([action]) => action)).toEqual(['dynamodb:GetItem']);
      dev().hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [usersPool()[0], 'Arn'] },
      });
    });

    test('least privilege: the trigger writes the profile transaction and nothing else, and is told no pool (no dependency cycle)', () => {
      expect(grantsOf(TRIGGER, /./).sort()).toEqual([
        ['dynamodb:PutItem', tableArn()],
        ['dynamodb:UpdateItem', tableArn()],
        ...grantsOf(TRIGGER, /^logs:/).sort(),
        // Active tracing (every function): X-Ray's actions take no resource.
        ['xray:PutTelemetryRecords', '"*"'],
        ['xray:PutTraceSegments', '"*"'],
      ]);
      const [, trigger] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: TRIGGER });
      expect(Object.keys(trigger.Properties.Environment.Variables)).not.toEqual(expect.arrayContaining(['USERS_POOL_ID']));
      expect(Object.keys(trigger.Properties.Environment.Variables).filter((name) => /POOL|CLIENT/.test(name))).toEqual([]);
    });
  });

  describe('the edge', () => {
    const apiBehavior = () => {
      const [, distribution] = onlyResourceOf(dev(), 'AWS::CloudFront::Distribution', {});
      const config = distribution.Properties.DistributionConfig;
      const behavior = config.CacheBehaviors.find((candidate: { PathPattern: string }) => candidate.PathPattern === `${API_PREFIX}/*`);
      const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === behavior.TargetOriginId);
      return { behavior, origin };
    };
    const originSecret = () => onlyResourceOf(dev(), 'AWS::SecretsManager::Secret', { Name: resourceName('dev', 'origin-verify') });

    test('CloudFront adds the secret origin header to every API request, its value resolved from Secrets Manager', () => {
      const [secretId] = originSecret();
      const headers = apiBehavior().origin.OriginCustomHeaders;
      expect(headers).toHaveLength(1);
      expect(headers[0].HeaderName).toBe('x-origin-verify');
      const value = JSON.stringify(headers[0].HeaderValue);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(secretId);
      expect(value).toContain(':SecretString:current:');
    });

    test('the secret starts with a generated current value and an empty previous one', () => {
      const [, secret] = originSecret();
      expect(secret.Properties.GenerateSecretString).toMatchObject({ GenerateStringKey: 'current', SecretStringTemplate: JSON.stringify({ previous: '' }) });
    });

    test('a rotation moves CloudFront to a pinned version of the secret (-c originSecretVersion)', () => {
      const app = appWithoutBundling({ originSecretVersion: 'version-2' });
      const template = Template.fromStack(addMarketplaceStack(app, 'dev', webDist));
      const [, distribution] = onlyResourceOf(template, 'AWS::CloudFront::Distribution', {});
      expect(JSON.stringify(distribution.Properties.DistributionConfig.Origins)).toContain(':SecretString:current::version-2}}');
    }, 120_000);

    test('the viewer address reaches the API: the policy forwards CloudFront headers (CloudFront-Viewer-Address), not Host', () => {
      expect(apiBehavior().behavior.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    });

    test('every area function is told the secret and may read it; the authorizer and the event functions may not', () => {
      const [secretId] = originSecret();
      const readers = Object.values(resourcesOf(dev(), 'AWS::Lambda::Function'))
        .filter((fn) => fn.Properties.Environment?.Variables?.ORIGIN_SECRET_ARN)
        .map((fn) => fn.Properties.Description as string)
        .sort();
      expect(readers).toEqual(LAMBDA_ENTRIES.filter(({ entry }) => entry.includes('/http/')).map(({ name }) => `HTTP API, area ${name}`).sort());
      for (const reader of readers) {
        expect(grantsOf(reader, /^secretsmanager:GetSecretValue$/).map(([, resource]) => resource)).toContainEqual(JSON.stringify({ Ref: secretId }));
      }
      expect(grantsOf('HTTP API authorizer', /^secretsmanager:/)).toEqual([]);
    });
  });

  describe('throttling', () => {
    const stage = () => onlyResourceOf(dev(), 'AWS::ApiGatewayV2::Stage', { StageName: '$default' })[1].Properties;

    test.each(ROUTE_LIST.filter(isPublic).map((route) => [routeKey(route), route] as const))('public route %s has its own low limit', (_key, route) => {
      const settings = stage().RouteSettings[`${route.method} ${API_PREFIX}${route.path}`];
      expect(settings).toBeDefined();
      const { publicRoute, paymentWebhook } = stageSettings('dev').limits;
      const limit = route === ROUTES.paymentWebhook ? paymentWebhook : publicRoute;
      expect(settings).toEqual({ ThrottlingBurstLimit: limit.burstLimit, ThrottlingRateLimit: limit.rateLimit });
      expect(settings.ThrottlingRateLimit).toBeLessThan(stage().DefaultRouteSettings.ThrottlingRateLimit);
    });

    test('routes behind the authorizer keep the stage limit', () => {
      const publicKeys = ROUTE_LIST.filter(isPublic).map((route) => `${route.method} ${API_PREFIX}${route.path}`);
      expect(Object.keys(stage().RouteSettings).sort()).toEqual(publicKeys.sort());
      expect(stage().DefaultRouteSettings).toMatchObject({ ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 });
    });

    test('production serves a launch: 1,000 requests/s with bursts of 2,000, public routes and concurrency higher too', () => {
      const prodStage = onlyResourceOf(built.prod.template, 'AWS::ApiGatewayV2::Stage', { StageName: '$default' })[1].Properties;
      expect(prodStage.DefaultRouteSettings).toMatchObject({ ThrottlingBurstLimit: 2_000, ThrottlingRateLimit: 1_000 });
      const { limits } = stageSettings('prod');
      expect(prodStage.RouteSettings[`POST ${API_PREFIX}${ROUTES.paymentWebhook.path}`]).toEqual({ ThrottlingBurstLimit: limits.paymentWebhook.burstLimit, ThrottlingRateLimit: limits.paymentWebhook.rateLimit });
      for (const description of ['HTTP API, area payments', 'S3 upload check and result brief check']) {
        expect(onlyResourceOf(built.prod.template, 'AWS::Lambda::Function', { Description: description })[1].Properties.ReservedConcurrentExecutions).toBe(20);
      }
    });

    test('the stage is deployed after the routes its settings name', () => {
      const [, stageResource] = onlyResourceOf(dev(), 'AWS::ApiGatewayV2::Stage', { StageName: '$default' }) as [string, Resource & { DependsOn?: string[] }];
      const publicKeys = ROUTE_LIST.filter(isPublic).map((route) => `${route.method} ${API_PREFIX}${route.path}`);
      const publicRouteIds = Object.entries(resourcesOf(dev(), 'AWS::ApiGatewayV2::Route'))
        .filter(([, route]) => publicKeys.includes(route.Properties.RouteKey))
        .map(([id]) => id);
      expect(publicRouteIds).toHaveLength(publicKeys.length);
      expect(stageResource.DependsOn).toEqual(expect.arrayContaining(publicRouteIds));
    });

    test.each([['HTTP API, area payments'], ['S3 upload check and result brief check']])('%s has a small reserved concurrency in dev', (description) => {
      const [, fn] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: description });
      expect(fn.Properties.ReservedConcurrentExecutions).toBe(5);
    });
  });

  describe('admin MFA', () => {
    test('the admins pool requires a TOTP second factor, never SMS', () => {
      expect(adminsPool()[1].Properties).toMatchObject({ MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    });

    test('the users pool stays without MFA, as the specification defines its sign-in', () => {
      expect(usersPool()[1].Properties.MfaConfiguration ?? 'OFF').toBe('OFF');
    });
  });
});

describe('failures and alarms (issue 9)', () => {
  const alarmTopicId = () => onlyResourceOf(dev(), 'AWS::SNS::Topic', { TopicName: resourceName('dev', 'alarms') })[0];

  test.each([
    ['upload check', () => uploadCheckQueueId()],
    ['preview job state change', () => previewStatusQueueId()],
  ])('a failed %s event lands in an encrypted, TLS-only dead-letter queue', (_name, queueOf) => {
    const queueId = queueOf();
    const queue = resourcesOf(dev(), 'AWS::SQS::Queue')[queueId];
    expect(queue?.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    dev().hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  test.each([
    ['upload check', () => uploadCheckQueueId()],
    ['preview status', () => previewStatusQueueId()],
    ['events dispatcher', () => dispatcherQueueId()],
  ])('a message in the %s dead-letter queue raises an alarm on the alarm topic', (_name, queueOf) => {
    const queueId = queueOf();
    dev().hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: alarmTopicId() }],
    });
  });

  const ASYNC_FUNCTIONS = [
    ['S3 upload check and result brief check', 'uploadCheck'],
    ['MediaConvert preview job state changes', 'previewStatus'],
    ['Daily delivery deadlines: reminders and overdue marks', 'deliveryDeadlines'],
    ['Chat unread mail: reminders of messages unread for 10 minutes', 'chatReminders'],
    ['SES bounces and complaints: stop mailing those addresses', 'mailFeedback'],
  ] as const;

  test.each(ASYNC_FUNCTIONS)('"%s", invoked asynchronously, sends what fails every retry to its failure queue, which alarms', (description, name) => {
    const [fnId, fn] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: description });
    const [, config] = onlyResourceOf(dev(), 'AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: fnId } });
    const { retryAttempts, maxEventAgeSeconds } = ASYNC_INVOKE[name];
    expect(config.Properties).toMatchObject({ Qualifier: '$LATEST', MaximumRetryAttempts: retryAttempts, MaximumEventAgeInSeconds: maxEventAgeSeconds });
    const queueArn = config.Properties.DestinationConfig.OnFailure.Destination;
    const queueId: string = queueArn['Fn::GetAtt'][0];
    expect(resourcesOf(dev(), 'AWS::SQS::Queue')[queueId]?.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    dev().hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    dev().hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Threshold: 1,
      AlarmActions: [{ Ref: alarmTopicId() }],
    });
    // The function's own role sends the failure, and may send to that queue only.
    const sends = statementsOfFunction(dev(), description).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('sqs:')));
    expect(sends).toEqual([expect.objectContaining({ Action: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'], Resource: queueArn })]);
    expect(fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(name);
  });

  test('only those five are invoked asynchronously: every other function answers a caller or reads a stream', () => {
    dev().resourceCountIs('AWS::Lambda::EventInvokeConfig', ASYNC_FUNCTIONS.length);
    const ruleTargets = Object.values(resourcesOf(dev(), 'AWS::Events::Rule')).flatMap((rule) => rule.Properties.Targets.map((target: { Arn: unknown }) => JSON.stringify(target.Arn)));
    const scheduleTargets = Object.values(resourcesOf(dev(), 'AWS::Scheduler::Schedule')).map((schedule) => JSON.stringify(schedule.Properties.Target.Arn));
    const topicSubscribers = Object.values(resourcesOf(dev(), 'AWS::SNS::Subscription'))
      .filter((subscription) => subscription.Properties.Protocol === 'lambda')
      .map((subscription) => JSON.stringify(subscription.Properties.Endpoint));
    const configured = Object.values(resourcesOf(dev(), 'AWS::Lambda::EventInvokeConfig')).map((config) => JSON.stringify({ 'Fn::GetAtt': [config.Properties.FunctionName.Ref, 'Arn'] }));
    expect([...ruleTargets, ...scheduleTargets, ...topicSubscribers].sort()).toEqual(configured.sort());
  });

  test("SES tells the sender's permanent bounces and complaints to an encrypted, TLS-only topic, whose function stops that mail", () => {
    const [setId, set] = onlyResourceOf(dev(), 'AWS::SES::ConfigurationSet', {});
    expect(set.Properties.Name).toBe(resourceName('dev', 'mail'));
    // Every mail from the sender goes through the set: the functions' notices and (with -c poolMail=ses) the code mails.
    dev().hasResourceProperties('AWS::SES::EmailIdentity', { ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } } });
    const [, destination] = onlyResourceOf(dev(), 'AWS::SES::ConfigurationSetEventDestination', {});
    expect(destination.Properties.EventDestination).toMatchObject({ Enabled: true, MatchingEventTypes: ['bounce', 'complaint'] });
    const topicId: string = destination.Properties.EventDestination.SnsDestination.TopicARN.Ref;
    const topic = resourcesOf(dev(), 'AWS::SNS::Topic')[topicId];
    expect(topic?.Properties.TopicName).toBe(resourceName('dev', 'mail-feedback'));
    const key = resourcesOf(dev(), 'AWS::KMS::Key')[topic?.Properties.KmsMasterKeyId['Fn::GetAtt'][0]];
    expect(key?.Properties.EnableKeyRotation).toBe(true);
    expect(key?.Properties.KeyPolicy.Statement).toEqual(
      expect.arrayContaining([expect.objectContaining({ Principal: { Service: 'ses.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] })]),
    );
    dev().hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'ses.amazonaws.com' } }),
        ]),
      },
    });
    const [fnId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: 'SES bounces and complaints: stop mailing those addresses' });
    dev().hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda', TopicArn: { Ref: topicId }, Endpoint: { 'Fn::GetAtt': [fnId, 'Arn'] } });
  });

  test('every function has an Errors and a Throttles alarm on the alarm topic', () => {
    const functionIds = Object.entries(resourcesOf(dev(), 'AWS::Lambda::Function'))
      .filter(([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME)
      .map(([id]) => id);
    expect(functionIds).toHaveLength(LAMBDA_ENTRIES.length);
    for (const fnId of functionIds) {
      for (const metric of ['Errors', 'Throttles']) {
        dev().hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/Lambda',
          MetricName: metric,
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
          Statistic: 'Sum',
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: [{ Ref: alarmTopicId() }],
        });
      }
    }
  });

  test("the table's stream drives the events dispatcher: outbox inserts only, item failures reported, bisected, retried, then queued", () => {
    const [dispatcherId, dispatcher] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: 'Domain events dispatcher (table stream)' });
    const [tableId] = onlyResourceOf(dev(), 'AWS::DynamoDB::GlobalTable', {});
    const mapping = streamMapping('Domain events dispatcher (table stream)');
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: dispatcherId },
      EventSourceArn: { 'Fn::GetAtt': [tableId, 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: EVENT_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: EVENT_RETRY_ATTEMPTS,
      MaximumRecordAgeInSeconds: EVENT_MAX_RECORD_AGE.toSeconds(),
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { Keys: { PK: { S: [{ prefix: 'EVENT#' }] } } } }) }] },
    });
    const queue = resourcesOf(dev(), 'AWS::SQS::Queue')[dispatcherQueueId()];
    expect(queue?.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    expect(dispatcher.Properties.Timeout).toBe(EVENT_BATCH_TIMEOUT.toSeconds());
    // Mail links point at the app's own address.
    expect(dispatcher.Properties.Environment.Variables.APP_URL).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.any(String), 'DomainName'] }]] });
  });

  test("the delivery's documents read the same stream, filtered to approvals and completions, in small batches, with their own dead-letter queue", () => {
    // Approvals (certificates), completions (zips) and publications (the paid campaign's invoice), among others.
    expect(DOCUMENT_EVENT_TYPES).toEqual(expect.arrayContaining(['result.approved', 'campaign.completed', 'campaign.published']));
    const mapping = streamMapping("Delivery documents (table stream): licence certificates and campaigns' zips");
    expect(mapping.Properties).toMatchObject({
      BatchSize: 5,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { PK: { S: [{ prefix: 'EVENT#' }] } }, NewImage: { type: { S: [...DOCUMENT_EVENT_TYPES] } } },
            }),
          },
        ],
      },
    });
    dev().hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [documentsQueueId(), 'QueueName'] } }] });
    // It writes under archives/, certificates/, invoices/, exports/ and library-archives/ only, and reads the originals.
    const bucketPrefixes = grantsOf("Delivery documents (table stream): licence certificates and campaigns' zips", /^s3:/)
      .map(([action, resource]) => `${action} ${resource.replace(/.*\/([\w-]+)\/\*.*/, '$1')}`)
      .sort();
    expect(bucketPrefixes).toEqual([
      's3:AbortMultipartUpload archives',
      's3:AbortMultipartUpload exports',
      's3:AbortMultipartUpload library-archives',
      's3:GetObject uploads',
      's3:PutObject archives',
      's3:PutObject certificates',
      's3:PutObject exports',
      's3:PutObject invoices',
      's3:PutObject library-archives',
    ]);
  });

  test('the live channel: a WebSocket API whose routes invoke one function, logged and throttled; only its pushers may post to its connections', () => {
    const [apiId] = onlyResourceOf(dev(), 'AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const [liveId] = onlyResourceOf(dev(), 'AWS::Lambda::Function', { Description: 'Live channel (WebSocket routes)' });
    const integrations = Object.values(resourcesOf(dev(), 'AWS::ApiGatewayV2::Integration')).filter((integration) => integration.Properties.ApiId.Ref === apiId);
    expect(integrations).toHaveLength(1);
    expect(JSON.stringify(integrations[0]?.Properties.IntegrationUri)).toContain(liveId);
    const [, stage] = onlyResourceOf(dev(), 'AWS::ApiGatewayV2::Stage', { ApiId: { Ref: apiId } });
    expect(stage.Properties).toMatchObject({
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: stageSettings('dev').limits.live.rateLimit, ThrottlingBurstLimit: stageSettings('dev').limits.live.burstLimit },
      AccessLogSettings: { DestinationArn: expect.anything(), Format: expect.stringContaining('connectionId') },
    });
    const pushers = appFunctions(dev())
      .filter((fn) => fn.Properties.Environment.Variables.LIVE_ENDPOINT)
      .map((fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME)
      .sort();
    // The chat area pushes a message posted over HTTP, as the live function does one sent over the socket.
    expect(pushers).toEqual(['chat', 'eventDispatcher', 'live']);
    for (const description of ['Domain events dispatcher (table stream)', 'Live channel (WebSocket routes)', 'HTTP API, area chat']) {
      const grants = grantsOf(description, /^execute-api:/);
      expect(grants.map(([action]) => action)).toEqual(['execute-api:ManageConnections']);
      expect(grants[0]?.[1]).toContain('@connections/*');
      expect(grants[0]?.[1]).toContain(apiId);
    }
    for (const area of ['notifications', 'applications']) expect(grantsOf(`HTTP API, area ${area}`, /^execute-api:/)).toEqual([]);
  });

  test("the live channel's message routes: one per action, selected by the body's action, each invoking the live function", () => {
    const [apiId, api] = onlyResourceOf(dev(), 'AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    expect(api.Properties.RouteSelectionExpression).toBe(ROUTE_SELECTION);
    expect(ROUTE_SELECTION).toBe('$request.body.action');
    const [integrationId] = Object.entries(resourcesOf(dev(), 'AWS::ApiGatewayV2::Integration')).find(([, integration]) => integration.Properties.ApiId.Ref === apiId) ?? [];
    const routes = Object.values(resourcesOf(dev(), 'AWS::ApiGatewayV2::Route')).filter((route) => route.Properties.ApiId.Ref === apiId);
    expect(LIVE_ACTIONS).toEqual(['ping', 'send', 'read', 'typing', 'subscribe']);
    for (const routeKey of [...LIVE_ACTIONS, '$default']) {
      const route = routes.find((candidate) => candidate.Properties.RouteKey === routeKey);
      expect(route?.Properties).toMatchObject({ AuthorizationType: 'NONE', Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] } });
    }
    // The function may be invoked by this API's routes.
    dev().hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com', SourceArn: Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([{ Ref: apiId }])]) }) });
  });

  test('connection cleanup: $disconnect forgets a connection, its item expires by TTL, and whoever pushes deletes a gone one', () => {
    const [apiId] = onlyResourceOf(dev(), 'AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const disconnect = Object.values(resourcesOf(dev(), 'AWS::ApiGatewayV2::Route')).filter((route) => route.Properties.ApiId.Ref === apiId && route.Properties.RouteKey === '$disconnect');
    expect(disconnect).toHaveLength(1);
    expect(disconnect[0]?.Properties.Target).toBeDefined();
    dev().hasResourceProperties('AWS::DynamoDB::GlobalTable', { TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true } });
    // $disconnect finds the connection by its id (the connections index) and deletes it; a push answered 410 Gone deletes it.
    expect(grantsOf('Live channel (WebSocket routes)', /^dynamodb:Query$/).map(([, resource]) => resource).join()).toContain('/index/GSI1');
    for (const description of ['Live channel (WebSocket routes)', 'Domain events dispatcher (table stream)', 'HTTP API, area chat']) {
      expect(grantsOf(description, /^dynamodb:DeleteItem$/)).toHaveLength(1);
    }
  });

  test('more than 1% of API requests answered 5xx over 5 minutes (of at least 20) raises an alarm', () => {
    const [, alarm] = onlyResourceOf(dev(), 'AWS::CloudWatch::Alarm', { Threshold: 1, ComparisonOperator: 'GreaterThanThreshold' });
    expect(alarm.Properties.AlarmActions).toEqual([{ Ref: alarmTopicId() }]);
    const metrics: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string }; Period: number; Stat: string } }[] =
      alarm.Properties.Metrics;
    expect(metrics.find((metric) => metric.Expression)?.Expression).toBe('IF(requests >= 20, 100 * errors / requests, 0)');
    const stats = Object.fromEntries(metrics.filter((metric) => metric.MetricStat).map((metric) => [metric.Id, metric.MetricStat]));
    expect(stats.errors).toMatchObject({ Metric: { MetricName: '5xx', Namespace: 'AWS/ApiGateway' }, Period: 300, Stat: 'Sum' });
    expect(stats.requests).toMatchObject({ Metric: { MetricName: 'Count', Namespace: 'AWS/ApiGateway' }, Period: 300, Stat: 'Sum' });
  });

  test('the alarm topic is encrypted with a rotated key CloudWatch may use, and takes only TLS', () => {
    const [, topic] = onlyResourceOf(dev(), 'AWS::SNS::Topic', { TopicName: resourceName('dev', 'alarms') });
    const keyId: string = topic.Properties.KmsMasterKeyId['Fn::GetAtt'][0];
    const key = resourcesOf(dev(), 'AWS::KMS::Key')[keyId];
    expect(key?.Properties.EnableKeyRotation).toBe(true);
    expect(key?.Properties.KeyPolicy.Statement).toEqual(
      expect.arrayContaining([expect.objectContaining({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] })]),
    );
    dev().hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    // Nobody is mailed the alarms unless asked (-c alarmEmail).
    expect(Object.values(resourcesOf(dev(), 'AWS::SNS::Subscription')).filter((subscription) => subscription.Properties.Protocol === 'email')).toEqual([]);
  });

  test('-c alarmEmail subscribes that address to the alarms', () => {
    const app = appWithoutBundling({ alarmEmail: 'ops@example.com' });
    const template = Template.fromStack(addMarketplaceStack(app, 'dev', webDist));
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  }, 120_000);

  test('every function is traced by X-Ray', () => {
    for (const { Properties: fn } of appFunctions(dev())) expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
  });
});

describe('tax invoices (issue 13)', () => {
  const prefixesOf = (description: string) =>
    grantsOf(description, /^s3:/)
      .map(([action, resource]) => `${action} ${resource.replace(/.*\/(\w+)\/\*.*/, '$1')}`)
      .sort();

  test('the payments function reads invoice PDFs under invoices/ only, and the documents function alone writes them', () => {
    expect(prefixesOf('HTTP API, area payments')).toEqual(['s3:GetObject invoices']);
    const writers = appFunctions(dev())
      .filter((fn) => JSON.stringify(statementsOfFunction(dev(), fn.Properties.Description)).includes('/invoices/*'))
      .map((fn) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME)
      .sort();
    expect(writers).toEqual(['documents', 'payments']);
    expect(prefixesOf("Delivery documents (table stream): licence certificates and campaigns' zips")).toContain('s3:PutObject invoices');
  });

  test('only the payments function is told the seller: dev a test seller, prod the one it was deployed with', () => {
    const sellers = (template: Template) =>
      appFunctions(template)
        .filter((fn) => fn.Properties.Environment.Variables.SELLER_VAT_NUMBER)
        .map((fn) => [fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME, fn.Properties.Environment.Variables.SELLER_NAME, fn.Properties.Environment.Variables.SELLER_VAT_NUMBER]);
    expect(sellers(dev())).toEqual([['payments', 'UGC Marketplace (test invoices)', '399999999900003']]);
    expect(sellers(built.prod.template)).toEqual([['payments', PROD_SELLER_CONTEXT.sellerName, PROD_SELLER_CONTEXT.sellerVatNumber]]);
  });

  test('prod does not synthesize without its seller, nor with a VAT number of the wrong form', () => {
    expect(() => addMarketplaceStack(appWithoutBundling(), 'prod', webDist)).toThrow(/-c sellerName=/);
    expect(() => addMarketplaceStack(appWithoutBundling({ ...PROD_SELLER_CONTEXT, sellerVatNumber: '123' }), 'prod', webDist)).toThrow(/Saudi VAT number/);
  });
});
