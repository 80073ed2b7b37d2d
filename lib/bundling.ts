import * as path from 'node:path';
import { CERTIFICATE_FONT_FILES } from '../lambdas/media/certificate-fonts';
import { AREAS, type Area } from '../shared/api/routes';

/**
 * The Lambda functions of the stack and how each is bundled. The CDK stack and `npm run bench` both read
 * this, so the sizes the bench reports are the sizes that deploy.
 */

export const PROJECT_ROOT = path.resolve(__dirname, '..');

export interface LambdaEntry<Name extends string = Area | 'authorizer' | 'uploadCheck' | 'previewStatus' | 'deliveryDeadlines' | 'chatReminders' | 'postConfirmation' | 'customMessage' | 'eventDispatcher' | 'documents' | 'live' | 'mailFeedback'> {
  /** Logical name: the area, `authorizer`, or the event function's name. */
  name: Name;
  entry: string;
  /** Packages with native code that cannot be bundled: installed beside the bundle for the Lambda platform. */
  nativeModules?: readonly string[];
  /** Files the code reads at run time from beside its bundle (the certificate's fonts), copied there at build. */
  assets?: readonly string[];
  /** A bundle allowed past the 500 KB ceiling (test/infra/bundles.test.ts), and why. */
  bundleLimit?: { bytes: number; why: string };
}

/** The functions behind the HTTP API: one per area, and its authorizer. */
export const API_ENTRIES: readonly LambdaEntry<Area | 'authorizer'>[] = [
  ...AREAS.map((area) => ({ name: area, entry: path.join(PROJECT_ROOT, 'lambdas', 'http', `${area}.ts`) })),
  { name: 'authorizer', entry: path.join(PROJECT_ROOT, 'lambdas', 'auth', 'authorizer.ts') },
];

/** The media bucket's ObjectCreated trigger (lib/constructs/media.ts). */
export const UPLOAD_CHECK_ENTRY: LambdaEntry = {
  name: 'uploadCheck',
  entry: path.join(PROJECT_ROOT, 'lambdas', 'events', 'upload-check.ts'),
  // Result pictures' previews are made with sharp (libvips, native).
  nativeModules: ['sharp'],
};

/** MediaConvert's job state changes for result previews (lib/constructs/media.ts). */
export const PREVIEW_STATUS_ENTRY: LambdaEntry = { name: 'previewStatus', entry: path.join(PROJECT_ROOT, 'lambdas', 'events', 'preview-status.ts') };

/** The daily delivery-deadline run: reminders and overdue marks (lib/constructs/schedules.ts). */
export const DELIVERY_DEADLINES_ENTRY: LambdaEntry = { name: 'deliveryDeadlines', entry: path.join(PROJECT_ROOT, 'lambdas', 'events', 'delivery-deadlines.ts') };

/** The chat's unread-mail check, every 5 minutes (lib/constructs/schedules.ts). */
export const CHAT_REMINDERS_ENTRY: LambdaEntry = { name: 'chatReminders', entry: path.join(PROJECT_ROOT, 'lambdas', 'events', 'chat-reminders.ts') };

/** The users pool's PostConfirmation trigger (lib/constructs/auth.ts). */
export const POST_CONFIRMATION_ENTRY: LambdaEntry = { name: 'postConfirmation', entry: path.join(PROJECT_ROOT, 'lambdas', 'auth', 'post-confirmation.ts') };

/** Both pools' CustomMessage trigger: the code mails in the user's language (lib/constructs/auth.ts). */
export const CUSTOM_MESSAGE_ENTRY: LambdaEntry = { name: 'customMessage', entry: path.join(PROJECT_ROOT, 'lambdas', 'auth', 'custom-message.ts') };

/** SES's bounces and complaints, from the mail feedback topic: stops mail to those addresses (lib/constructs/mail.ts). */
export const MAIL_FEEDBACK_ENTRY: LambdaEntry = { name: 'mailFeedback', entry: path.join(PROJECT_ROOT, 'lambdas', 'events', 'mail-feedback.ts') };

/** The table stream's consumer: hands each domain event to its consumers (lib/constructs/events.ts). */
export const EVENT_DISPATCHER_ENTRY: LambdaEntry = { name: 'eventDispatcher', entry: path.join(PROJECT_ROOT, 'lambdas', 'events', 'dispatcher.ts') };

/** The delivery's documents: a second reader of the table stream, for certificates and zips (lib/constructs/events.ts). */
export const DOCUMENTS_ENTRY: LambdaEntry = {
  name: 'documents',
  entry: path.join(PROJECT_ROOT, 'lambdas', 'events', 'documents.ts'),
  // The licence certificate's fonts (lambdas/media/certificate-fonts.ts).
  assets: CERTIFICATE_FONT_FILES,
  bundleLimit: {
    bytes: 1600 * 1024,
    why: 'pdfkit and fontkit (OpenType shaping for Arabic, a WOFF2 decoder) weigh 1 MB; this function runs only on approvals, completions and the invoices of paid campaigns, never on a request anyone waits for',
  },
};

/** The live channel's WebSocket routes (lib/constructs/live.ts). */
export const LIVE_ENTRY: LambdaEntry = { name: 'live', entry: path.join(PROJECT_ROOT, 'lambdas', 'live', 'connection.ts') };

export const LAMBDA_ENTRIES: readonly LambdaEntry[] = [...API_ENTRIES, UPLOAD_CHECK_ENTRY, PREVIEW_STATUS_ENTRY, DELIVERY_DEADLINES_ENTRY, CHAT_REMINDERS_ENTRY, POST_CONFIRMATION_ENTRY, CUSTOM_MESSAGE_ENTRY, MAIL_FEEDBACK_ENTRY, EVENT_DISPATCHER_ENTRY, DOCUMENTS_ENTRY, LIVE_ENTRY];

/** The Node.js 22 runtime ships the AWS SDK v3, so bundles leave it out and stay small. */
export const EXTERNAL_MODULES = ['@aws-sdk/*'];
export const BUNDLE_TARGET = 'node22';
/** npm's settings that install a native module's binaries for the functions' platform (lib/constructs/lambda-function.ts: ARM 64, glibc). */
export const LAMBDA_PLATFORM_NPM_CONFIG = { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' };
/** Minified, with a source map so stack traces in the logs point at the TypeScript source. */
export const BUNDLE_MINIFY = true;
export const BUNDLE_SOURCE_MAP = true;
