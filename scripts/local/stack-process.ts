import './quiet-sdk';
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { STACK_INFO_FILE } from './stack-info';

/**
 * Starts `npm start`'s entry point as a child process on free ports with a fresh data directory,
 * and resolves once it has written its local-stack.json.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;

export interface RunningStack {
  child: ChildProcess;
  dataDir: string;
  infoFile: string;
}

export async function startStackProcess(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ugc-stack-'))): Promise<RunningStack> {
  const infoFile = path.join(dataDir, STACK_INFO_FILE);
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'dev.ts')], {
    cwd: ROOT,
    env: { ...process.env, STACK_PORTS: 'auto', DATA_DIR: dataDir, WATCH: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!fs.existsSync(infoFile)) {
    if (child.exitCode !== null) throw new Error(`The local stack exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The local stack did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (process.env.STACK_LOG) child.stdout?.pipe(process.stdout);
  return { child, dataDir, infoFile };
}

export async function stopStackProcess(stack: RunningStack, options: { keepData?: boolean } = {}): Promise<void> {
  if (stack.child.exitCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => stack.child.kill('SIGKILL'), 10_000);
      stack.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      stack.child.kill('SIGTERM');
    });
  }
  if (!options.keepData) fs.rmSync(stack.dataDir, { recursive: true, force: true });
}
