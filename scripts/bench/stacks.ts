import * as fs from 'node:fs';
import type { LocalStackInfo } from '../local/stack-info';
import type { StackSeed } from '../local/seed';
import { startStackProcess, type RunningStack } from '../local/stack-process';
import { registerStop, scratchDirectory } from './cleanup';
import { killAllWithDataDir, processesWithDataDir, signalProcess } from './processes';

/**
 * The bench's local stacks: `npm start`'s entry point as a child (stack-process.ts), stopped by `stop`, or when the
 * bench stops (cleanup.ts), with everything it started.
 *
 * Stopping signals `scripts/dev.ts` itself, not the tsx wrapper `startStackProcess` spawned it under. The wrapper
 * relays a SIGTERM, and when dev.ts does not acknowledge it within 30 ms (its event loop busy: a loaded 2-core
 * machine, a stack under load) it SIGKILLs dev.ts, which then neither runs its shutdown nor its exit hook that kills
 * DynamoDB Local's JVM: the JVM lived on, orphaned (the chat section's did). Whatever of the stack is left after its
 * shutdown, or after SHUTDOWN_MS, is killed, found by its data directory (processes.ts); so is what a failed start
 * leaves.
 */

const SHUTDOWN_MS = 20_000;

export interface BenchStack {
  info: LocalStackInfo;
  dataDir: string;
  /** Stops the stack and every process of it; the data stays (unless the stack was made by `freshBenchStack`). */
  stop: () => Promise<void>;
}

interface BenchStackOptions {
  /** The table in DynamoDB Local's memory, not in `dataDir`. */
  dynamodbInMemory?: boolean;
  /** What the start seeds: the demo's accounts alone for a stack that writes its own rows to measure. */
  seed?: StackSeed;
}

/** A stack on the data in `dataDir` (made or reused: a restart), its table in `dataDir` unless `dynamodbInMemory`. */
export async function startBenchStack(dataDir: string, { dynamodbInMemory = false, seed }: BenchStackOptions = {}): Promise<BenchStack> {
  let running: RunningStack | undefined;
  // Registered before the start: one interrupted, failed or timed out leaves processes too.
  const stop = registerStop(async () => {
    if (running) await shutDown(running, dataDir);
    await killAllWithDataDir(dataDir);
  });
  try {
    running = await startStackProcess(dataDir, { dynamodbInMemory, seed });
  } catch (error) {
    await stop();
    throw error;
  }
  const info = JSON.parse(fs.readFileSync(running.infoFile, 'utf8')) as LocalStackInfo;
  return { info, dataDir, stop };
}

/** A stack on fresh data in memory (cleanup.ts, `scratchDirectory`; its table in DynamoDB Local's), removed when it stops. */
export async function freshBenchStack(name: string, { seed }: Pick<BenchStackOptions, 'seed'> = {}): Promise<BenchStack> {
  const scratch = scratchDirectory(name, { inMemory: true });
  try {
    const stack = await startBenchStack(scratch.dir, { dynamodbInMemory: true, seed });
    return {
      ...stack,
      stop: async () => {
        await stack.stop();
        await scratch.remove();
      },
    };
  } catch (error) {
    await scratch.remove();
    throw error;
  }
}

/** A fresh stack (`freshBenchStack`) started on first use and kept; `stop` stops it, and a later use starts another. */
export class LazyStack {
  private running: Promise<BenchStack> | undefined;

  constructor(
    private readonly name: string,
    private readonly options: Pick<BenchStackOptions, 'seed'> = {},
  ) {}

  get started(): boolean {
    return this.running !== undefined;
  }

  /** The running stack; a start that failed answers its error again. */
  get(): Promise<BenchStack> {
    this.running ??= freshBenchStack(this.name, this.options);
    return this.running;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await (await running?.catch(() => undefined))?.stop();
  }
}

/** SIGTERM to dev.ts (the wrapper's child), and its wrapper's exit awaited: dev.ts stops its services, then exits. */
async function shutDown({ child }: RunningStack, dataDir: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const entryPoints = processesWithDataDir(dataDir).filter(({ parentPid }) => parentPid === child.pid);
  if (entryPoints.length) for (const { pid } of entryPoints) signalProcess(pid, 'SIGTERM');
  else child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_MS)))]);
  clearTimeout(timer);
}
