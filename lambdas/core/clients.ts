import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';
import { tracer } from './observability';

/** One client per service, created at cold start and reused by every invocation, each traced on AWS (X-Ray). */

/** The stand-ins accept any key; s3rver insists on its own pair. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let ses: SESv2Client | undefined;

export function dynamoClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const { region, local } = config();
    const base = tracer.captureAWSv3Client(new DynamoDBClient(
      local ? { region, endpoint: local.dynamodb, credentials: LOCAL_CREDENTIALS, maxAttempts: 2 } : { region },
    ));
    dynamo = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return dynamo;
}

export function s3Client(): S3Client {
  if (!s3) {
    const { region, local } = config();
    // Checksums only where S3 requires them: by default the SDK signs a CRC32 of the *empty* body into presigned
    // PUT URLs (`x-amz-checksum-crc32=AAAAAA==`), and S3 then refuses every real upload to them.
    const requestChecksumCalculation = 'WHEN_REQUIRED';
    s3 = tracer.captureAWSv3Client(new S3Client(
      local
        ? { region, endpoint: local.s3, credentials: LOCAL_CREDENTIALS, forcePathStyle: true, requestChecksumCalculation }
        : { region, requestChecksumCalculation },
    ));
  }
  return s3;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const { region, local } = config();
    // cognito-local answers an unsupported call with a 500: retrying it only slows the failure down.
    cognito = tracer.captureAWSv3Client(new CognitoIdentityProviderClient(
      local ? { region, endpoint: local.cognito, credentials: LOCAL_CREDENTIALS, maxAttempts: 1 } : { region },
    ));
  }
  return cognito;
}

/** SES exists only on AWS: the local stack puts its mailbox in place of the SES mailer (scripts/local/stack.ts), so this client is never local. */
export function sesClient(): SESv2Client {
  ses ??= tracer.captureAWSv3Client(new SESv2Client({ region: config().region }));
  return ses;
}
