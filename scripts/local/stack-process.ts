import './quiet-sdk';
import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { LocalStackProblem } from './problem';
import { childProgress, waitWhileProgressing } from './progress-wait';
import type { StackSeed } from './seed';
import { STACK_INFO_FILE } from './stack-info';
import { spawnTied } from './tied-child';

/**
 * Starts `npm start`'s entry point as a child process on free ports with a fresh data directory, and resolves once it
 * has written its local-stack.json. It is waited for as long as it makes progress (its output, its processes' CPU
 * time: progress-wait.ts), with a line every 10 s; it stops when this process is gone (STACK_OWNER_PID, dev.ts).
 */
const ROOT = path.resolve(__dirname, '..', '..');
/** The start gives up past this even while working: it takes one to three minutes on a busy 2-core machine. */
const STACK_LOG_FILE = 'stack.log';
const START_LIMIT_MS = 30 * 60_000;
/** The variables that fix the stack's ports: the child picks free ones, whatever this process's environment holds. */
const PORT_VARIABLES = ['PORT', 'DYNAMODB_PORT', 'S3_PORT', 'COGNITO_PORT'];

export interface RunningStack {
  child: ChildProcess;
  dataDir: string;
  infoFile: string;
  /** Everything the stack printed, its handlers' log lines included: where a test's 500 is explained. */
  logFile: string;
}

/** The log line the API writes for a request it answered 500 (lambdas/core/http.ts). */
const UNHANDLED = 'Unhandled error';
/** Lines of the log kept after each such line: Powertools' dev mode prints the record's fields one per line. */
const UNHANDLED_CONTEXT_LINES = 30;

export interface StackStartOptions {
  log?: (line: string) => void;
  /** Stops the start: the stack is stopped and its data removed, and the start fails. */
  signal?: AbortSignal;
  /**
   * The table in DynamoDB Local's memory (local/stack.ts): by default when the stack's data ends with it, that is when
   * no `dataDir` is given.
   */
  dynamodbInMemory?: boolean;
  /** What the start seeds (seed.ts, `StackSeed`; dev.ts's SEED): the whole demo unless told. */
  seed?: StackSeed;
}

export async function startStackProcess(dataDir?: string, options: StackStartOptions = {}): Promise<RunningStack> {
  const directory = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-stack-'));
  const infoFile = path.join(directory, STACK_INFO_FILE);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !PORT_VARIABLES.includes(name)));
  const child = spawnTied(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'dev.ts')], {
    cwd: ROOT,
    env: { ...env, STACK_PORTS: 'auto', DATA_DIR: directory, WATCH: 'false', STACK_OWNER_PID: String(process.pid), DYNAMODB_IN_MEMORY: String(options.dynamodbInMemory ?? !dataDir), SEED: options.seed ?? 'demo' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitWhileProgressing({
      what: 'The local stack',
      advice: 'try again with less running beside it; its output follows.',
      log: options.log ?? ((line) => console.log(`[stack] ${line}`)),
      limitMs: START_LIMIT_MS,
      progress: childProgress(child, () => output.length),
      attempt: async () => {
        options.signal?.throwIfAborted();
        if (fs.existsSync(infoFile)) return true;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The local stack exited (${child.exitCode ?? child.signalCode}):\n${output}`);
        return undefined;
      },
    });
  } catch (error) {
    await stopChild(child);
    if (!dataDir) fs.rmSync(directory, { recursive: true, force: true });
    throw error instanceof LocalStackProblem ? new LocalStackProblem(`${error.message}\n${output}`) : error;
  }
  const logFile = path.join(directory, STACK_LOG_FILE);
  const log = fs.createWriteStream(logFile);
  log.write(output);
  child.stdout?.removeAllListeners('data').pipe(log);
  child.stderr?.removeAllListeners('data').pipe(log);
  if (process.env.STACK_LOG) child.stdout?.pipe(process.stdout);
  return { child, dataDir: directory, infoFile, logFile };
}

/** What the stack logged of each request it answered 500, for a failed run's output: a 500 is never expected. */
export function unhandledErrors(stack: RunningStack): string[] {
  if (!fs.existsSync(stack.logFile)) return [];
  const lines = fs.readFileSync(stack.logFile, 'utf8').split('\n');
  return lines.flatMap((line, index) => (line.includes(UNHANDLED) ? [lines.slice(index, index + UNHANDLED_CONTEXT_LINES).join('\n')] : []));
}

export async function stopStackProcess(stack: RunningStack, options: { keepData?: boolean } = {}): Promise<void> {
  await stopChild(stack.child);
  if (!options.keepData) fs.rmSync(stack.dataDir, { recursive: true, force: true });
}

/** SIGTERM (tsx's wrapper hands it to dev.ts, which stops the stack), then SIGKILL after 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
