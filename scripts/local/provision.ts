import {
  AddCustomAttributesCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTableCommand, UpdateTimeToLiveCommand, type TableDescription } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import type { PoolKind } from '../../lambdas/core/pools';
import { indexProjection, TABLE_INDEXES, TABLE_KEY, TABLE_STREAM_VIEW, TABLE_TTL_ATTRIBUTE, type TableIndex } from '../../lambdas/data/table-definition';
import { PASSWORD_POLICY, USER_POOLS, USERS_POOL_CUSTOM_ATTRIBUTES } from '../../lib/definitions';

/** Creates the table, bucket and pools of the local stack, from the definitions the CDK stack uses. Idempotent. */

const indexSchema = (index: TableIndex) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: indexProjection(index),
});

/** The stream the events dispatcher reads, as on AWS (DynamoDB Local serves the Streams API too). */
const STREAM = { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW } as const;

/** Creates the table, or brings an older local one up to date; answers its stream's ARN. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<string> {
  let existing: TableDescription | undefined;
  try {
    existing = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (existing) {
    await addMissingIndexes(client, tableName, existing);
    if (!existing.StreamSpecification?.StreamEnabled) await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    return streamArnOf(client, tableName);
  }
  const keyAttributes = [TABLE_KEY.partitionKey, TABLE_KEY.sortKey, ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map(indexSchema),
      StreamSpecification: STREAM,
    }),
  );
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true } }));
  return streamArnOf(client, tableName);
}

async function streamArnOf(client: DynamoDBClient, tableName: string): Promise<string> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (!Table?.LatestStreamArn) throw new Error(`The table ${tableName} has no stream`);
  return Table.LatestStreamArn;
}

/** A `.data/` made before an index was added gets it, as a deployment of the stack would (one index per update). */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, table: TableDescription): Promise<void> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of TABLE_INDEXES.filter((candidate) => !present.has(candidate.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
        GlobalSecondaryIndexUpdates: [{ Create: indexSchema(index) }],
      }),
    );
  }
}

export async function ensureBucket(client: S3Client, bucket: string, allowedOrigin: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  // The browser uploads straight to the bucket with presigned requests, as it does on AWS.
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [allowedOrigin], AllowedMethods: ['GET', 'PUT', 'HEAD'], AllowedHeaders: ['*'], ExposeHeaders: ['ETag'], MaxAgeSeconds: 3000 }],
      },
    }),
  );
}

export interface PoolIds {
  poolId: string;
  clientId: string;
}

export async function ensurePool(client: CognitoIdentityProviderClient, kind: PoolKind, stagePrefix: string): Promise<PoolIds> {
  const definition = USER_POOLS[kind];
  const poolName = `${stagePrefix}-${definition.poolName}`;
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let poolId = UserPools?.find((pool) => pool.Name === poolName)?.Id;
  if (!poolId) {
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
          },
        },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: !definition.selfSignUp },
        Schema: customAttributeSchema(),
      }),
    );
    poolId = UserPool?.Id;
  }
  if (!poolId) throw new Error(`Could not create the ${kind} pool`);
  await addMissingCustomAttributes(client, poolId);
  // As the stack's pool: TOTP at every sign-in, set up at the first (the local Cognito's MFA_SETUP, cognito-mfa-setup.ts).
  // Set on every start, so a `.data/` made before the admins pool required it gets it too.
  if (definition.totpRequired) {
    await client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: poolId, MfaConfiguration: 'ON', SoftwareTokenMfaConfiguration: { Enabled: true } }));
  }
  const { UserPoolClients } = await client.send(new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }));
  let clientId = UserPoolClients?.find((appClient) => appClient.ClientName === definition.clientName)?.ClientId;
  if (!clientId) {
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: definition.clientName,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = UserPoolClient?.ClientId;
  }
  if (!clientId) throw new Error(`Could not create the ${kind} app client`);
  return { poolId, clientId };
}

const customAttributeSchema = (names = Object.keys(USERS_POOL_CUSTOM_ATTRIBUTES) as (keyof typeof USERS_POOL_CUSTOM_ATTRIBUTES)[]) =>
  names.map((name) => ({ Name: name, AttributeDataType: 'String' as const, Mutable: USERS_POOL_CUSTOM_ATTRIBUTES[name].mutable }));

/** A `.data/` made before a custom attribute was added gets it, as a deployment of the stack would. */
async function addMissingCustomAttributes(client: CognitoIdentityProviderClient, poolId: string): Promise<void> {
  const { UserPool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
  const present = new Set((UserPool?.SchemaAttributes ?? []).map((attribute) => attribute.Name?.replace(/^custom:/, '')));
  const missing = (Object.keys(USERS_POOL_CUSTOM_ATTRIBUTES) as (keyof typeof USERS_POOL_CUSTOM_ATTRIBUTES)[]).filter((name) => !present.has(name));
  if (missing.length) await client.send(new AddCustomAttributesCommand({ UserPoolId: poolId, CustomAttributes: customAttributeSchema(missing) }));
}
