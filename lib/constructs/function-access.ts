import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type Role } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { LambdaEntry } from '../bundling';
import type { Auth } from './auth';
import { UPLOAD_PREFIX } from '../../shared/domain/uploads';
import { grantObjects } from './media';
import type { Mail } from './mail';
import type { OriginVerification } from './origin';
import type { Payments } from './payments';
import { sellerEnvironment, type SellerSettings } from '../seller';

/**
 * What each function of lib/bundling.ts uses, declared once: the one list yields both the settings the function is
 * told (its environment, read by lambdas/core/config.ts) and the IAM actions it is granted. test/infra/function-access
 * .test.ts bundles every function and fails when a granted action is not called by its code, or a called one is not
 * granted.
 */

/** DynamoDB actions on the table's own items (and DescribeTable for the health check). */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem' | 'ConditionCheckItem' | 'DescribeTable';
/** The table's indexes (lambdas/data/table-definition.ts, TABLE_INDEXES); a function granted one may Query it. */
export type IndexName = 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4';
/** Object actions, each granted under one prefix of the bucket. */
export type ObjectAction = 'GetObject' | 'PutObject' | 'DeleteObject' | 'AbortMultipartUpload' | 'ListMultipartUploadParts';
/** The bucket's prefixes besides uploads/: watermarked previews, campaign zips, licence certificates, tax invoices. */
export type MediaPrefix = 'previews/' | 'archives/' | 'certificates/' | 'invoices/' | 'exports/' | 'library-archives/';
export type PoolAction = 'AdminGetUser' | 'AdminDeleteUser' | 'AdminDisableUser' | 'AdminEnableUser' | 'DescribeUserPool';

export interface FunctionAccess {
  /** Item actions on the table; any table access tells the function TABLE_NAME. */
  table?: TableAction[];
  indexes?: IndexName[];
  /** The media bucket (MEDIA_BUCKET): object actions under uploads/, and ListBucket on the bucket itself. */
  bucket?: { objects?: ObjectAction[]; prefixed?: Partial<Record<MediaPrefix, ObjectAction[]>>; list?: true; why: string };
  /** Both pools' ids and clients (USERS_POOL_ID... ADMINS_CLIENT_ID, read together), and the actions on each pool. */
  pools?: { users?: PoolAction[]; admins?: PoolAction[] };
  /** Sends mail as the sender identity (MAIL_FROM, SUPPORT_EMAIL). */
  mail?: true;
  /** Reads the payment provider's settings (PAYMENT_SECRET_ARN). */
  paymentSecret?: true;
  /** Pushes to the live channel's connections (LIVE_ENDPOINT): execute-api:ManageConnections on its stage. */
  live?: true;
  /** Submits preview jobs (MEDIACONVERT_ROLE_ARN, _QUEUE_ARN, _WATERMARK_URI): CreateJob in the queue, PassRole of its role. */
  mediaConvert?: true;
  /** Is told the web app's origin (APP_URL), for links in mail. */
  appUrl?: true;
  /** Reads the secret origin header CloudFront adds (ORIGIN_SECRET_ARN). */
  originSecret?: true;
  /** Is told the seller its tax invoices name (SELLER_NAME, SELLER_VAT_NUMBER, SELLER_ADDRESS; lib/seller.ts). */
  seller?: true;
  /**
   * IAM actions of SDK commands the function's bundle holds but never calls, so they are not granted: a module-level
   * value that keeps a call reachable for the bundler. The test fails when the bundle no longer holds them.
   */
  bundledNotCalled?: { actions: string[]; why: string };
}

/** Every API area function verifies the origin header before routing (lambdas/core/origin.ts). */
const AREA: Pick<FunctionAccess, 'originSecret'> = { originSecret: true };

/** A new function fails to compile until it is listed. */
export const FUNCTION_ACCESS: Record<LambdaEntry['name'], FunctionAccess> = {
  // The health check probes each dependency (DescribeTable, HeadBucket, DescribeUserPool) and reads no item.
  system: { ...AREA, table: ['DescribeTable'], bucket: { list: true, why: 'probes the bucket with HeadBucket' }, pools: { users: ['DescribeUserPool'], admins: ['DescribeUserPool'] } },
  // Sign-up looks the e-mail up (GSI1); account deletion reads the caller's campaigns (GSI1), cards, bank accounts and licences, deletes
  // the records in transactions, then the caller's Cognito user. The avatar is shown through a presigned GET.
  users: {
    ...AREA,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    // A creator's account deletion reads her payouts (her ledger list, GSI2): none may still be owed.
    indexes: ['GSI1', 'GSI2'],
    bucket: { objects: ['GetObject'], why: "presigns the GET request for the caller's avatar in GET /user" },
    pools: { users: ['AdminGetUser', 'AdminDeleteUser'] },
  },
  // Activating or deactivating an account also allows or refuses its next sign-in, and puts its event (the user is told);
  // a review of a flagged chat message is an update of the message with its event (issue 27). The licence queue (GSI1) shows each
  // licence's file through a presigned GET. A decision puts its domain event (the outbox item) in its transaction: the
  // events dispatcher tells the creator. Covering reads the unpaid payouts (GSI1) and each creator's default bank
  // account; marking one paid is a transaction that checks the account is still the default. The Users screen lists a
  // role's users by creation (GSI2) or by name or e-mail, and searches them (GSI4), reading a page's rows by key. The
  // transactions list reads the ledger (GSI1 by type, GSI4 by status or search) and its sums; an export is recorded
  // with its event (the documents function makes the file) and handed out through a presigned GET of exports/.
  // Compensation requests wait in GSI1; a refund claims the campaign, calls the provider and records the ledger entry.
  admin: {
    ...AREA,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    indexes: ['GSI1', 'GSI2', 'GSI4'],
    bucket: { objects: ['GetObject'], prefixed: { 'exports/': ['GetObject'] }, why: 'presigns GET requests for the licence files of the review queue and for transaction exports' },
    pools: { users: ['AdminDisableUser', 'AdminEnableUser'] },
    // A compensation decided by refund gives part of the campaign's payment back through the provider.
    paymentSecret: true,
  },
  // Upload records by key, and presigned PUTs, which S3 authorizes with this role: only under uploads/.
  media: {
    ...AREA,
    table: ['GetItem', 'PutItem'],
    bucket: { objects: ['PutObject'], why: 'presigns PUT requests for new uploads, whose keys are made under uploads/<caller id>/ by the handler' },
  },
  // Contact messages and their rate-limit counters (single items, no index), and the mail to support.
  support: { ...AREA, table: ['PutItem', 'UpdateItem'], mail: true },
  // Profiles are single items read by key and written in transactions (a licence submission deletes the pending one it
  // replaces); files are shown through presigned GETs. A company's favourite creators (issue 28) are queried in its
  // partition, starred in transactions with their count, and listed with the creators' names (BatchGetItem) and their
  // applications (GSI1).
  profiles: {
    ...AREA,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    indexes: ['GSI1'],
    bucket: { objects: ['GetObject'], why: 'presigns GET requests for the profile files it shows' },
  },
  // Campaigns: created (with the draft's idempotency item) and read by key, an unpaid one edited (UpdateItem) or deleted (leaving a trace item),
  // listed through the company index (GSI1) and the exchange index (GSI3); the exchange reads the caller's applications
  // to the campaigns of a page by key (BatchGetItem), and shows their companies' logos through presigned GETs. A creator's
  // dashboard adds up her payouts (her ledger list, GSI2), and for her onboarding reads her profile by key and queries
  // her bank accounts in her partition (issue 27).
  campaigns: {
    ...AREA,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: ['GSI1', 'GSI2', 'GSI3'],
    bucket: { objects: ['GetObject'], why: "presigns GET requests for the logos of the exchange's companies" },
  },
  // Apply, accept and reject are transactions over the campaign, the application, the creator's profile and counters;
  // a campaign's applications are queried in its partition, a creator's through GSI1; applicants are shown with their
  // avatars and portfolio covers through presigned GETs. Each change puts its event; the dispatcher tells the other side.
  applications: {
    ...AREA,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    indexes: ['GSI1'],
    bucket: { objects: ['GetObject'], why: 'presigns GET requests for the avatars and portfolio covers of applicants' },
  },
  // Cards and creators' bank accounts (queried in the owner's partition), checkouts, and the webhook that publishes a paid
  // campaign once (or refunds it, with the event that tells the company); the provider's keys. No index, and no delete
  // beyond a card or a bank account in a transaction.
  payments: {
    ...AREA,
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    // Tax invoices: the payment that publishes a campaign takes the next number and puts the invoice in its transaction
    // (with the seller it is told); a company's are listed through GSI1, all of them and one by number through GSI2; the
    // PDF is handed out through a presigned GET of invoices/.
    indexes: ['GSI1', 'GSI2'],
    bucket: { prefixed: { 'invoices/': ['GetObject'] }, why: 'presigns GET requests for the PDFs of tax invoices' },
    seller: true,
    paymentSecret: true,
  },
  // The delivery: result files and the application's delivery state in the campaign's partition, every change a
  // transaction with its event (the approval also counts on the campaign and the creator's profile); result uploads are
  // presigned PUTs under uploads/ (a large file's parts too: its multipart upload is listed, completed or aborted here);
  // previews and originals are shown through presigned GETs (previews/, uploads/), the
  // zip and the certificates through ones of archives/ and certificates/ after a HEAD; a removed draft's object is deleted.
  // The company's content library (issue 28) is queried in its partition, the files of a zip asked for read by key
  // (BatchGetItem), the zip recorded with its event (a transaction) and handed out through a GET of library-archives/.
  results: {
    ...AREA,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    bucket: {
      objects: ['GetObject', 'PutObject', 'DeleteObject', 'AbortMultipartUpload', 'ListMultipartUploadParts'],
      prefixed: { 'previews/': ['GetObject'], 'archives/': ['GetObject'], 'certificates/': ['GetObject'], 'library-archives/': ['GetObject'] },
      list: true,
      why: "presigns result uploads under the creator's prefix, and GETs of previews, approved originals, the campaign's zip and the library's zips",
    },
  },
  // A member's notifications: queried in their partition or the unread index (GSI1), counts read from the profile, and
  // each marked read in a transaction with the profile's unread count and its event (which tells the user's other tabs).
  notifications: { ...AREA, table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], indexes: ['GSI1'] },
  // The chat's members read and post (issue 14): memberships, channels and messages read by key or queried in their
  // partitions, the caller's channels through GSI1 (all, by activity) and GSI2 (one campaign's), the admins' flagged
  // messages through GSI1; a post is a transaction (puts, updates, checks of the sender and the attachments' uploads)
  // and an admin's read puts its audit item. Attachments and avatars are shown through presigned GETs; a stored message
  // is pushed to the members' open connections (queried in their partitions; a gone one is deleted).
  chat: {
    ...AREA,
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    indexes: ['GSI1', 'GSI2'],
    bucket: { objects: ['GetObject'], why: "presigns GET requests for chat attachments and the members' avatars" },
    live: true,
  },
  // Reads the caller's profile by key (an inactive account is refused); verifies tokens against both pools' keys.
  authorizer: { table: ['GetItem'], pools: {} },
  // Reads the size and first bytes of each new upload, deletes what fails, and records the outcome on the upload's item.
  // A result file is then checked against its campaign's brief by ranged reads of its header, recorded on the result,
  // and given its preview: a picture's written under previews/ at once, a video's by a MediaConvert job it submits.
  uploadCheck: {
    table: ['GetItem', 'UpdateItem'],
    bucket: {
      objects: ['GetObject', 'DeleteObject'],
      prefixed: { 'previews/': ['PutObject'] },
      // Without ListBucket S3 answers a HEAD of a missing key with 403, and the check could not tell "already deleted".
      list: true,
      why: 'reads the size and first bytes of each new upload, deletes the ones that fail, and writes result pictures\' previews',
    },
    mediaConvert: true,
  },
  // The daily deadline run: deliveries still owed through the due-deliveries index (GSI2), each reminder or overdue
  // mark a transaction of the application's update and its event.
  deliveryDeadlines: { table: ['Query', 'UpdateItem', 'PutItem'], indexes: ['GSI2'] },
  // The chat's unread mail, every 5 minutes: the memberships whose mail is due through their index (GSI4), each read by
  // key; a mark read since is dropped, one mailed within the hour moved later (updates), and a reminder is the
  // membership's update with its event (a transaction).
  chatReminders: { table: ['GetItem', 'Query', 'UpdateItem', 'PutItem'], indexes: ['GSI4'] },
  // MediaConvert's job state changes: a preview job's outcome recorded on its result (one conditional update).
  previewStatus: { table: ['UpdateItem'] },
  // The table stream's consumer: reads the recipient's profile, stores the notification with the profile's counts (a
  // transaction of a Put and an Update), takes and, when the send fails, gives back the mail's idempotency key, mails
  // with links into the app, and pushes to the recipient's open connections (queried in their partition; a gone one is
  // deleted), and clears a deleted account's notifications and connections (queried, deleted in batches). A completed
  // campaign's unused product budget (issue 28) is refunded through the payment provider between two updates of the
  // campaign, the second a transaction with the refund's ledger entry and its event.
  eventDispatcher: { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'], mail: true, appUrl: true, live: true, paymentSecret: true },
  // The delivery's documents: reads the campaign's deliveries and results; streams a completed campaign's approved
  // originals from uploads/ into one zip under archives/ (a multipart upload, aborted if it fails), and hashes an
  // approval's originals into its licence certificate under certificates/. A paid campaign's tax invoice is read by key,
  // its PDF written under invoices/ and noted on the invoice (an update). An admin's export of transactions reads the
  // ledger's lists (GSI1 by type, GSI4 by status or search, the entries by key) and streams the CSV under exports/.
  // An approval's originals join the company's content library (a put with its count, a transaction), and a zip of
  // chosen library files is streamed under library-archives/ (issue 28).
  documents: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    indexes: ['GSI1', 'GSI4'],
    bucket: {
      objects: ['GetObject'],
      prefixed: { 'archives/': ['PutObject', 'AbortMultipartUpload'], 'certificates/': ['PutObject'], 'invoices/': ['PutObject'], 'exports/': ['PutObject', 'AbortMultipartUpload'], 'library-archives/': ['PutObject', 'AbortMultipartUpload'] },
      why: "streams a completed campaign's approved originals into its zip, hashes them into licence certificates, writes tax invoices' PDFs, admins' CSV exports and companies' library zips",
    },
  },
  // The live channel's routes: verify the app's token against both pools' keys, read the user, record and forget
  // connections (a message's user found through GSI1), and answer down the socket. The chat's actions are the chat
  // area's use cases (a send's transaction, a read's recount and transaction, membership reads), and record the channel
  // a tab shows on its connection (an update); a message's attachments are shown through presigned GETs.
  live: {
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    indexes: ['GSI1'],
    bucket: { objects: ['GetObject'], why: "presigns GET requests for the attachments of the messages it answers and pushes" },
    pools: {},
    live: true,
  },
  // Words the code mails of both pools: reads the language the user chose in the app (their profile item, by key).
  customMessage: { table: ['GetItem'] },
  // SES's bounces and complaints: finds the address's user by e-mail (GSI1) and marks their record not mailable.
  mailFeedback: { table: ['Query', 'UpdateItem'], indexes: ['GSI1'] },
  // The sign-up transaction: the profile and the e-mail guard (Put), the role counter (Update). It is told no pool:
  // the pool names the function, and the function naming the pool would be a dependency cycle.
  postConfirmation: {
    table: ['PutItem', 'UpdateItem'],
    bundledNotCalled: {
      actions: ['dynamodb:GetItem', 'dynamodb:Query'],
      why:
        "lambdas/domain/accounts.ts imports lambdas/domain/campaigns.ts, whose exchange keeps a module-level open-set cache " +
        '(lambdas/domain/exchange.ts) that reads the exchange index; the trigger only ever writes the sign-up transaction',
    },
  },
};

/** What a function that pushes needs of the live channel (lib/constructs/live.ts). */
export interface LivePush {
  readonly endpoint: string;
  grantPush(role: Role): void;
}

/** What a function that submits preview jobs needs of the media pipeline (lib/constructs/media.ts). */
export interface PreviewJobs {
  readonly environment: { MEDIACONVERT_ROLE_ARN: string; MEDIACONVERT_QUEUE_ARN: string; MEDIACONVERT_WATERMARK_URIS: string };
  grantSubmit(role: Role): void;
}

/** The resources a function may be given access to. */
export interface FunctionResources {
  table: TableV2;
  mediaBucket: Bucket;
  auth: Auth;
  mail: Mail;
  payments: Payments;
  origin: OriginVerification;
  /** The preview pipeline, for the function that submits jobs to it. */
  previews?: PreviewJobs;
  /** The live channel, for the functions that push to it. */
  live?: LivePush;
  /** The web app's origin (`https://<distribution>`): known only once the distribution is, so only later functions get it. */
  appUrl?: string;
  /** Who the tax invoices name as the seller. */
  seller: SellerSettings;
}

/** Grants `role` what `access` declares, and returns the settings that go with it. */
export function applyAccess(role: Role, access: FunctionAccess, resources: FunctionResources): Record<string, string> {
  const { table, mediaBucket, auth, mail, payments, origin } = resources;
  const environment: Record<string, string> = {};
  if (access.table || access.indexes) environment.TABLE_NAME = table.tableName;
  if (access.table?.length) {
    Grant.addToPrincipal({ grantee: role, actions: access.table.map((action) => `dynamodb:${action}`), resourceArns: [table.tableArn] });
  }
  if (access.indexes?.length) {
    Grant.addToPrincipal({ grantee: role, actions: ['dynamodb:Query'], resourceArns: access.indexes.map((index) => `${table.tableArn}/index/${index}`) });
  }
  if (access.bucket) {
    environment.MEDIA_BUCKET = mediaBucket.bucketName;
    const { objects, prefixed = {}, list, why } = access.bucket;
    const grants: [string, ObjectAction[] | undefined][] = [[UPLOAD_PREFIX, objects], ...Object.entries(prefixed)];
    for (const [prefix, actions] of grants) {
      if (actions?.length) grantObjects(mediaBucket, role, prefix, actions.map((action) => `s3:${action}`), why);
    }
    if (list) Grant.addToPrincipal({ grantee: role, actions: ['s3:ListBucket'], resourceArns: [mediaBucket.bucketArn] });
  }
  if (access.pools) {
    Object.assign(environment, {
      USERS_POOL_ID: auth.pools.users.pool.userPoolId,
      USERS_CLIENT_ID: auth.pools.users.client.userPoolClientId,
      ADMINS_POOL_ID: auth.pools.admins.pool.userPoolId,
      ADMINS_CLIENT_ID: auth.pools.admins.client.userPoolClientId,
    });
    for (const kind of ['users', 'admins'] as const) {
      const actions = access.pools[kind];
      if (actions?.length) auth.pools[kind].pool.grant(role, ...actions.map((action) => `cognito-idp:${action}`));
    }
  }
  if (access.mail) {
    Object.assign(environment, { MAIL_FROM: mail.from, SUPPORT_EMAIL: mail.support });
    mail.grantSend(role);
  }
  if (access.paymentSecret) {
    Object.assign(environment, payments.environment);
    payments.grantRead(role);
  }
  if (access.live) {
    if (!resources.live) throw new Error('This function pushes to the live channel: create it with the live channel in its resources');
    environment.LIVE_ENDPOINT = resources.live.endpoint;
    resources.live.grantPush(role);
  }
  if (access.mediaConvert) {
    if (!resources.previews) throw new Error('This function submits preview jobs: create it with the preview pipeline in its resources');
    Object.assign(environment, resources.previews.environment);
    resources.previews.grantSubmit(role);
  }
  if (access.appUrl) {
    if (!resources.appUrl) throw new Error('This function needs the app URL: create it after the web distribution');
    environment.APP_URL = resources.appUrl;
  }
  if (access.originSecret) {
    Object.assign(environment, origin.environment);
    origin.grantRead(role);
  }
  if (access.seller) Object.assign(environment, sellerEnvironment(resources.seller));
  return environment;
}
