import { ASPECT_RATIOS, type AspectRatio } from '../../shared/domain/campaign';
import { WATERMARK_TILES } from '../media/watermark-tiles';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
/**
 * The only module that reads process.env. Each value is read once, on first use: a function is given only the settings
 * of the resources it uses (lib/constructs/function-access.ts), so a setting is required only when code reads it.
 */

export interface PoolConfig {
  poolId: string;
  clientId: string;
}

export interface Config {
  readonly stage: string;
  readonly region: string;
  readonly tableName: string;
  readonly mediaBucket: string;
  /** Token issuer of a pool is `${issuerBase}/${poolId}`; its keys are at `${issuer}/.well-known/jwks.json`. */
  readonly issuerBase: string;
  /** Set only on the local stack: endpoints of the stand-ins and their fixed credentials. */
  readonly local?: LocalEndpoints;
}

export interface LocalEndpoints {
  dynamodb: string;
  s3: string;
  cognito: string;
}

/** Who mail comes from and where support mail goes; read only by functions that send mail. */
export interface MailConfig {
  from: string;
  support: string;
}

/**
 * Where the payments function finds its provider's settings: the environment on the local stack (the sandbox's keys),
 * or, on AWS, a Secrets Manager secret an operator fills (lambdas/adapters/payments.ts reads it).
 */
export type PaymentConfig = { settings: PaymentSettings } | { secretArn: string };

/** The provider's settings: the local sandbox, Moyasar (AWS stages only), or none (payments answer 503). */
export type PaymentSettings = ({ provider: 'sandbox' | 'unconfigured' } & ProviderSettings) | MoyasarSettings;

interface ProviderSettings {
  /** The provider's server API, e.g. `http://localhost:3000/sandbox-pay` or `https://api.moyasar.com/v1`. */
  apiUrl: string;
  secretKey: string;
  /** The sandbox's HMAC key; for Moyasar, the Secret Token its webhooks carry (set in Moyasar's dashboard). */
  webhookSecret: string;
  /** The web app's origin: where the provider sends the payer back, and (with /api) where it posts webhooks. */
  appUrl: string;
}

/** Moyasar's keys come in pairs of one mode: `sk_test_`/`pk_test_` or `sk_live_`/`pk_live_`. */
export interface MoyasarSettings extends ProviderSettings {
  provider: 'moyasar';
  /** The browser's key (it tokenizes cards); the server only checks it is of the secret key's mode. */
  publishableKey: string;
}

/** The two user pools and their app clients. */
export interface PoolsConfig {
  users: PoolConfig;
  admins: PoolConfig;
}

/**
 * Where the API finds the values of the secret header CloudFront adds to every request it forwards: a Secrets Manager
 * secret on AWS, a value the local gateway adds too on the local stack, or nothing (no check; tests that call
 * handlers directly).
 */
export type OriginConfig = { secretArn: string } | { value: string } | undefined;

let cached: Config | undefined;
let cachedOrigin: { config: OriginConfig } | undefined;
let cachedPools: PoolsConfig | undefined;
let cachedMail: MailConfig | undefined;
let cachedPayment: PaymentConfig | undefined;

export function config(): Config {
  cached ??= configFrom(process.env);
  return cached;
}

/** Separate from config(): read by every API function before routing, and by nothing else. */
export function originConfig(): OriginConfig {
  cachedOrigin ??= { config: readOriginConfig(process.env) };
  return cachedOrigin.config;
}

function readOriginConfig(env: NodeJS.ProcessEnv): OriginConfig {
  if (env.ORIGIN_SECRET_ARN) return { secretArn: env.ORIGIN_SECRET_ARN };
  if (env.ORIGIN_VERIFY_VALUE) return { value: env.ORIGIN_VERIFY_VALUE };
  return undefined;
}

/**
 * Separate from config() because the users pool's PostConfirmation trigger cannot be told the pool's id in its
 * environment (the pool names the function, so the function naming the pool would be a dependency cycle).
 */
export function poolsConfig(): PoolsConfig {
  cachedPools ??= readPoolsConfig(process.env);
  return cachedPools;
}

/**
 * Separate from config() so that functions that send no mail (and operator scripts pointed at a deployed stage)
 * need no mail settings. On AWS both addresses come from the stack; locally they default to the mailbox's.
 */
export function mailConfig(): MailConfig {
  cachedMail ??= readMailConfig(process.env, config().local !== undefined);
  return cachedMail;
}

/** Separate from config() like mailConfig(): only the payments function needs payment settings. */
export function paymentConfig(): PaymentConfig {
  cachedPayment ??= readPaymentConfig(process.env);
  return cachedPayment;
}

/** The web app's origin (`APP_URL`), for the links of notice mail: only the events dispatcher is told it. */
export function appUrl(): string {
  const value = process.env.APP_URL;
  if (!value) throw new Error('Missing environment variable APP_URL');
  return value.replace(/\/+$/, '');
}

/** The marketplace as the seller on its tax invoices (issue 13): only the payments function is told it. */
export interface SellerConfig {
  name: string;
  /** Saudi VAT registration number: 15 digits, the first and the last a 3. */
  vatNumber: string;
  address?: string;
}

let cachedSeller: SellerConfig | undefined;

/** `SELLER_NAME`, `SELLER_VAT_NUMBER` and, optionally, `SELLER_ADDRESS`: an invoice never names a seller it cannot check. */
export function sellerConfig(): SellerConfig {
  cachedSeller ??= readSellerConfig(process.env);
  return cachedSeller;
}

export function readSellerConfig(env: NodeJS.ProcessEnv): SellerConfig {
  const name = env.SELLER_NAME?.trim();
  const vatNumber = env.SELLER_VAT_NUMBER?.trim();
  if (!name) throw new Error('Missing environment variable SELLER_NAME');
  if (!vatNumber || !/^3\d{13}3$/.test(vatNumber)) throw new Error('SELLER_VAT_NUMBER must be a Saudi VAT number: 15 digits, the first and the last a 3');
  const address = env.SELLER_ADDRESS?.trim();
  return { name, vatNumber, ...(address ? { address } : {}) };
}

/** The live channel's Management API endpoint (`LIVE_ENDPOINT`, https://<api>.execute-api.<region>.amazonaws.com/<stage>). */
export function liveEndpoint(): string {
  const value = process.env.LIVE_ENDPOINT;
  if (!value) throw new Error('Missing environment variable LIVE_ENDPOINT');
  return value;
}

/**
 * Where result videos' preview jobs run: the role MediaConvert assumes, the queue, and the watermark image of each
 * aspect ratio (MEDIACONVERT_ROLE_ARN, MEDIACONVERT_QUEUE_ARN, MEDIACONVERT_WATERMARK_URIS: JSON, aspect → URI).
 */
export function mediaConvertTarget(): { roleArn: string; queueArn: string; watermarkUris: Record<AspectRatio, string> } {
  // The local stack's stand-in runs the job with ffmpeg, assumes no role and reads the watermarks from the repository.
  if (config().local) {
    return {
      roleArn: 'arn:aws:iam::000000000000:role/local-previews',
      queueArn: 'arn:aws:mediaconvert:local:000000000000:queues/Default',
      watermarkUris: Object.fromEntries(
        ASPECT_RATIOS.map((aspect) => [aspect, pathToFileURL(path.resolve(__dirname, '..', '..', 'assets', 'media', WATERMARK_TILES[aspect].file)).href]),
      ) as Record<AspectRatio, string>,
    };
  }
  const { MEDIACONVERT_ROLE_ARN: roleArn, MEDIACONVERT_QUEUE_ARN: queueArn, MEDIACONVERT_WATERMARK_URIS: watermarkUris } = process.env;
  if (!roleArn || !queueArn || !watermarkUris) throw new Error('Missing environment variable MEDIACONVERT_ROLE_ARN, MEDIACONVERT_QUEUE_ARN or MEDIACONVERT_WATERMARK_URIS');
  const uris = JSON.parse(watermarkUris) as Record<string, unknown>;
  if (!ASPECT_RATIOS.every((aspect) => typeof uris[aspect] === 'string')) throw new Error('MEDIACONVERT_WATERMARK_URIS must name a watermark for every aspect ratio');
  return { roleArn, queueArn, watermarkUris: uris as Record<AspectRatio, string> };
}

function readPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  if (env.PAYMENT_SECRET_ARN) return { secretArn: env.PAYMENT_SECRET_ARN };
  if (env.PAYMENT_PROVIDER !== 'sandbox') return { settings: { provider: 'unconfigured', apiUrl: '', secretKey: '', webhookSecret: '', appUrl: '' } };
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`Missing environment variable ${name}`);
    return value;
  };
  return {
    settings: {
      provider: 'sandbox',
      apiUrl: required('PAYMENT_API_URL'),
      secretKey: required('PAYMENT_SECRET_KEY'),
      webhookSecret: required('PAYMENT_WEBHOOK_SECRET'),
      appUrl: required('APP_URL'),
    },
  };
}

function readMailConfig(env: NodeJS.ProcessEnv, local: boolean): MailConfig {
  const value = (name: string, localDefault: string): string => {
    const found = env[name] || (local ? localDefault : undefined);
    if (!found) throw new Error(`Missing environment variable ${name}`);
    return found;
  };
  return {
    from: value('MAIL_FROM', 'no-reply@ugc.local'),
    support: value('SUPPORT_EMAIL', 'support@ugc.local'),
  };
}

function requiredIn(env: NodeJS.ProcessEnv): (name: string) => string {
  return (name) => {
    const value = env[name];
    if (!value) throw new Error(`Missing environment variable ${name}`);
    return value;
  };
}

function readPoolsConfig(env: NodeJS.ProcessEnv): PoolsConfig {
  const required = requiredIn(env);
  return {
    users: { poolId: required('USERS_POOL_ID'), clientId: required('USERS_CLIENT_ID') },
    admins: { poolId: required('ADMINS_POOL_ID'), clientId: required('ADMINS_CLIENT_ID') },
  };
}

/** One value, read from the environment the first time it is asked for and kept. */
function once<T>(read: () => T): () => T {
  let kept: { value: T } | undefined;
  return () => (kept ??= { value: read() }).value;
}

/** The settings of `env`, each read and checked only when accessed: a function told no table never needs TABLE_NAME. */
export function configFrom(env: NodeJS.ProcessEnv): Config {
  const required = requiredIn(env);
  const region = once(() => required('AWS_REGION'));
  const local = once((): LocalEndpoints | undefined =>
    env.DYNAMODB_ENDPOINT ? { dynamodb: env.DYNAMODB_ENDPOINT, s3: required('S3_ENDPOINT'), cognito: required('COGNITO_ENDPOINT') } : undefined,
  );
  const tableName = once(() => required('TABLE_NAME'));
  const mediaBucket = once(() => required('MEDIA_BUCKET'));
  return {
    get stage() {
      return env.STAGE ?? 'local';
    },
    get region() {
      return region();
    },
    get tableName() {
      return tableName();
    },
    get mediaBucket() {
      return mediaBucket();
    },
    get issuerBase() {
      return local()?.cognito ?? `https://cognito-idp.${region()}.amazonaws.com`;
    },
    get local() {
      return local();
    },
  };
}
