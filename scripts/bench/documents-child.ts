import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { PROJECT_ROOT } from '../../lib/bundling';
import { METRICS_NAMESPACE } from '../../lambdas/core/observability';
import type { LocalStackInfo } from '../local/stack-info';
import { trackChild } from './cleanup';
import { tiedToBench } from './processes';

/**
 * Runs the documents function's bundle on one stream record in a process of its own, as Lambda would, configured for
 * the local stack: `child` (a script for `node -e`) loads BENCH_BUNDLE, hands it BENCH_EVENT, and prints one line
 * `BENCH <json>` with its figures (time, memory) and the handler's answer. Used by the delivery and ledger benches.
 */
export function runDocumentsChild<Figures extends { answer: { batchItemFailures?: unknown[] } }>(child: string, bundleFile: string, info: LocalStackInfo, record: unknown): Promise<Figures> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    // Lambda's runtime provides the AWS SDK the bundle leaves out; here it comes from the project.
    NODE_PATH: path.join(PROJECT_ROOT, 'node_modules'),
    AWS_REGION: info.region,
    STAGE: 'local',
    TABLE_NAME: info.dynamodb.tableName,
    MEDIA_BUCKET: info.s3.mediaBucket,
    DYNAMODB_ENDPOINT: info.dynamodb.endpoint,
    S3_ENDPOINT: info.s3.endpoint,
    COGNITO_ENDPOINT: info.cognito.endpoint,
    POWERTOOLS_SERVICE_NAME: 'documents',
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    BENCH_BUNDLE: bundleFile,
    BENCH_EVENT: JSON.stringify(record),
  };
  return new Promise((resolve, reject) => {
    const running = trackChild(spawn(...tiedToBench(process.execPath, ['-e', child]), { env, stdio: ['ignore', 'pipe', 'pipe'] }));
    let output = '';
    let errors = '';
    running.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    running.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    running.on('error', reject);
    running.on('exit', (code) => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('BENCH '));
      if (code !== 0 || !line) return reject(new Error(`The documents function did not answer (exit ${code}): ${errors.slice(-500)}${output.slice(-500)}`));
      const figures = JSON.parse(line.slice('BENCH '.length)) as Figures;
      if (figures.answer.batchItemFailures?.length) return reject(new Error(`The documents function failed the record: ${output.slice(-1000)}`));
      resolve(figures);
    });
  });
}
