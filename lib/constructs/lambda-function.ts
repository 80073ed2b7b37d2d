import * as path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../lambdas/core/observability';
import { BUNDLE_MINIFY, BUNDLE_SOURCE_MAP, BUNDLE_TARGET, EXTERNAL_MODULES, LAMBDA_PLATFORM_NPM_CONFIG, PROJECT_ROOT, type LambdaEntry } from '../bundling';
import type { StageSettings } from '../stage';
import { applyAccess, FUNCTION_ACCESS, type FunctionResources } from './function-access';
import { LambdaLogging } from './lambda-logging';

const RUNTIME_REASON =
  'Node.js 22 is the runtime the team pinned in its design and in lib/bundling.ts (BUNDLE_TARGET node22); ' +
  'moving to nodejs24.x is a deliberate upgrade with its own test run, not a side effect of a library bump.';

const TRACING_REASON =
  'Active tracing lets the function send its segments to X-Ray (PutTraceSegments, PutTelemetryRecords), ' +
  'actions that support no resource-level permission, so their resource can only be *.';

/** What every function is told, whatever it uses: its stage, and how Powertools names its logs, traces and metrics. */
function commonEnvironment(entry: LambdaEntry, settings: StageSettings): Record<string, string> {
  return {
    STAGE: settings.stage,
    POWERTOOLS_SERVICE_NAME: entry.name,
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    NODE_OPTIONS: '--enable-source-maps',
  };
}

/** Build steps that copy files the code reads at run time into the bundle's directory, under their own names. */
function copyBesideBundle(files: readonly string[]): ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) => files.map((file) => `cp "${file}" "${path.join(outputDir, path.basename(file))}"`),
  };
}

/**
 * One of our Lambda functions (an entry of lib/bundling.ts), bundled as the bench measures it, traced by X-Ray, with
 * its own log group and a role that may write only there and do what FUNCTION_ACCESS declares for it, with the
 * settings that go with that access and nothing else.
 */
export function appFunction(
  scope: Construct,
  entry: LambdaEntry,
  props: {
    description: string;
    resources: FunctionResources;
    settings: StageSettings;
    /** Caps the function's concurrency (and keeps it that much of the account's): see docs/decisions/security.md, Hardening. */
    reservedConcurrency?: number;
    /** 10 s unless the function works through batches (the events dispatcher) or media (the upload check). */
    timeout?: Duration;
    /** 512 MB unless the function handles media in memory. */
    memorySize?: number;
  },
): { fn: NodejsFunction; role: Role } {
  const logging = new LambdaLogging(scope, `${entry.name}Logging`, { settings: props.settings });
  const environment = { ...commonEnvironment(entry, props.settings), ...applyAccess(logging.role, FUNCTION_ACCESS[entry.name], props.resources) };
  const fn = new NodejsFunction(scope, `${entry.name}Function`, {
    entry: entry.entry,
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(10),
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
    bundling: {
      minify: BUNDLE_MINIFY,
      sourceMap: BUNDLE_SOURCE_MAP,
      target: BUNDLE_TARGET,
      externalModules: [...EXTERNAL_MODULES, ...(entry.nativeModules ?? [])],
      // A native module is installed beside the bundle for the functions' platform (Linux on ARM), not this machine's.
      ...(entry.nativeModules ? { nodeModules: [...entry.nativeModules], environment: LAMBDA_PLATFORM_NPM_CONFIG } : {}),
      ...(entry.assets ? { commandHooks: copyBesideBundle(entry.assets) } : {}),
      forceDockerBundling: false,
      // esbuild's size table for every function drowns synth and test output; warnings still show.
      logLevel: LogLevel.WARNING,
    },
    environment,
    tracing: Tracing.ACTIVE,
    reservedConcurrentExecutions: props.reservedConcurrency,
    logGroup: logging.logGroup,
    role: logging.role,
  });
  Validations.of(fn).acknowledge({ id: 'AwsSolutions-L1', reason: RUNTIME_REASON });
  Validations.of(logging.role).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: TRACING_REASON });
  return { fn, role: logging.role };
}
