import { Template } from 'aws-cdk-lib/assertions';
import { LAMBDA_ENTRIES, type LambdaEntry } from '../../lib/bundling';
import { FUNCTION_ACCESS } from '../../lib/constructs/function-access';
import { addMarketplaceStack } from '../../lib/marketplace-app';
import { bundleEntry } from '../../scripts/bench/bundles';
import { appWithoutBundling, webDistStandIn } from '../support/cdk-app';

/**
 * Least privilege, derived from the code: every function is bundled (unminified, the SDK left out as on Lambda), the
 * SDK commands its code holds are mapped to the IAM actions they need, and the synthesized role must hold exactly
 * those. Adding a call without its grant fails here, and so does a grant no code uses any more.
 */

/** The IAM actions each SDK command needs. A command missing here fails the test: add it with its actions. */
const COMMAND_ACTIONS: Record<string, string[]> = {
  // @aws-sdk/lib-dynamodb and @aws-sdk/client-dynamodb
  GetCommand: ['dynamodb:GetItem'],
  GetItemCommand: ['dynamodb:GetItem'],
  BatchGetCommand: ['dynamodb:BatchGetItem'],
  QueryCommand: ['dynamodb:Query'],
  ScanCommand: ['dynamodb:Scan'],
  PutCommand: ['dynamodb:PutItem'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  DeleteCommand: ['dynamodb:DeleteItem'],
  BatchWriteCommand: ['dynamodb:BatchWriteItem'],
  TransactGetCommand: ['dynamodb:GetItem'],
  // Its items' kinds are collected from the code below (TRANSACT_ITEM_ACTIONS).
  TransactWriteCommand: [],
  DescribeTableCommand: ['dynamodb:DescribeTable'],
  // @aws-sdk/client-s3, direct or presigned. Without ListBucket S3 answers a HEAD of a missing key 403, not 404.
  GetObjectCommand: ['s3:GetObject'],
  HeadObjectCommand: ['s3:GetObject', 's3:ListBucket'],
  PutObjectCommand: ['s3:PutObject'],
  DeleteObjectCommand: ['s3:DeleteObject'],
  HeadBucketCommand: ['s3:ListBucket'],
  // A large result file sent in parts: PutObject covers the create, part and complete requests.
  CreateMultipartUploadCommand: ['s3:PutObject'],
  UploadPartCommand: ['s3:PutObject'],
  CompleteMultipartUploadCommand: ['s3:PutObject'],
  ListPartsCommand: ['s3:ListMultipartUploadParts'],
  AbortMultipartUploadCommand: ['s3:AbortMultipartUpload'],
  // @aws-sdk/client-cognito-identity-provider
  AdminGetUserCommand: ['cognito-idp:AdminGetUser'],
  AdminDeleteUserCommand: ['cognito-idp:AdminDeleteUser'],
  AdminDisableUserCommand: ['cognito-idp:AdminDisableUser'],
  AdminEnableUserCommand: ['cognito-idp:AdminEnableUser'],
  DescribeUserPoolCommand: ['cognito-idp:DescribeUserPool'],
  // @aws-sdk/client-sesv2 and @aws-sdk/client-secrets-manager
  SendEmailCommand: ['ses:SendEmail'],
  GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
  // @aws-sdk/client-apigatewaymanagementapi
  PostToConnectionCommand: ['execute-api:ManageConnections'],
  // A job runs as the role passed with it: submitting one needs PassRole of that role.
  CreateJobCommand: ['mediaconvert:CreateJob', 'iam:PassRole'],
};

/** The kinds of item a TransactWriteItems request can hold, and the action each needs on its table. */
const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/** Services whose actions only code calls; logs, X-Ray and the dead-letter queue are granted for the platform. */
const CODE_SERVICES = /^(dynamodb|s3|cognito-idp|ses|secretsmanager|execute-api|mediaconvert|iam):/;
/**
 * What an event source mapping reads a table's stream with: granted to the role of the function it invokes (the
 * dispatcher, lib/constructs/events.ts), used by Lambda's poller, never by the function's code.
 */
const STREAM_READ = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];

/** The SDK commands of a CommonJS bundle: esbuild refers to an external module's export as `import_<module>.<Name>`. */
function commandsIn(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport_[\w$]+\.(\w+Command)\b/g)].map((match) => match[1] as string))].sort();
}

/**
 * lib-storage's `Upload` sends its own commands: a multipart upload (PutObject covers its create, part and complete
 * requests) that it aborts when a part fails, or one PutObject for a small body.
 */
const STREAMED_UPLOAD_ACTIONS = ['s3:PutObject', 's3:AbortMultipartUpload'];

function actionsCalledBy(code: string): { actions: string[]; unknown: string[] } {
  const commands = commandsIn(code);
  const actions = new Set(commands.flatMap((command) => COMMAND_ACTIONS[command] ?? []));
  if (/\bimport_lib_storage\.Upload\b/.test(code)) for (const action of STREAMED_UPLOAD_ACTIONS) actions.add(action);
  if (commands.includes('TransactWriteCommand')) {
    for (const match of code.matchAll(/\b(Put|Update|Delete|ConditionCheck):\s*\{/g)) actions.add(TRANSACT_ITEM_ACTIONS[match[1] as string] as string);
  }
  return { actions: [...actions].sort(), unknown: commands.filter((command) => !COMMAND_ACTIONS[command]) };
}

type Statement = { Action: string | string[] };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON of varying shapes, read as the tests need it
type Resource = { Properties: Record<string, any> };

let template: Template;
const webDist = webDistStandIn();

beforeAll(() => {
  template = Template.fromStack(addMarketplaceStack(appWithoutBundling(), 'dev', webDist));
}, 120_000);

/** The code actions granted to the role of the function of `entry`, found by the service name it is given. */
function grantedTo(entry: LambdaEntry): string[] {
  const functions = Object.values(template.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
    (fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === entry.name,
  );
  expect(functions).toHaveLength(1);
  const roleId: string = functions[0]?.Properties.Role['Fn::GetAtt'][0];
  const statements = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>)
    .filter((policy) => policy.Properties.Roles.some((role: { Ref?: string }) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  return [...new Set(statements.flatMap((statement) => [statement.Action].flat()).filter((action) => CODE_SERVICES.test(action) && !STREAM_READ.includes(action)))].sort();
}

describe('each function holds exactly the actions its code calls', () => {
  test.each(LAMBDA_ENTRIES.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const { actions, unknown } = actionsCalledBy((await bundleEntry(entry, { minify: false })).code);
    expect(unknown).toEqual([]);
    const notCalled = FUNCTION_ACCESS[entry.name].bundledNotCalled?.actions ?? [];
    // An excuse for a bundled but uncalled command must still be needed, and such an action is never granted.
    expect(actions).toEqual(expect.arrayContaining(notCalled));
    expect(grantedTo(entry)).toEqual(actions.filter((action) => !notCalled.includes(action)));
  }, 30_000);
});

describe('the settings follow the access', () => {
  const variablesOf = (name: string): string[] => {
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
      (candidate) => candidate.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === name,
    );
    return Object.keys(fn?.Properties.Environment.Variables ?? {}).sort();
  };

  test('a function that uses no bucket, no pool and sends no mail is told none of them', () => {
    expect(variablesOf('notifications')).toEqual(['NODE_OPTIONS', 'ORIGIN_SECRET_ARN', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_SERVICE_NAME', 'STAGE', 'TABLE_NAME']);
  });

  test('only the payments, admin (a compensation refund) and events functions (a budget return) are told where the provider settings are', () => {
    const told = LAMBDA_ENTRIES.filter(({ name }) => variablesOf(name).includes('PAYMENT_SECRET_ARN')).map(({ name }) => name);
    expect(told.sort()).toEqual(['admin', 'eventDispatcher', 'payments']);
  });

  test('every function names its service and the metrics namespace for Powertools', () => {
    for (const { name } of LAMBDA_ENTRIES) expect(variablesOf(name)).toEqual(expect.arrayContaining(['POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_METRICS_NAMESPACE']));
  });
});
