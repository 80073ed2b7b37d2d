import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { killAllWithDataDir } from './processes';

/**
 * What the bench started and must stop: every stack, browser, child process and scratch directory registers its stop
 * here as it is made, and the stop runs once, whichever comes first: the code that made it is done with it (success or
 * failure), or the bench is interrupted (Ctrl-C, SIGTERM), when `exitOnSignals` stops whatever is still registered.
 *
 * A bench that is killed runs none of it: its processes die with it (their parent-death signal, processes.ts; the
 * stacks stop when their owner is gone), and its scratch directories, named by its pid, are removed by the next run.
 */

type Stop = () => Promise<void>;

const registered = new Set<Stop>();

/** Registers `stop` and answers it, run at most once (a second call waits for the first) and unregistered once run. */
export function registerStop(stop: () => Promise<void> | void): Stop {
  let running: Promise<void> | undefined;
  const once: Stop = () => {
    registered.delete(once);
    running ??= Promise.resolve().then(stop);
    return running;
  };
  registered.add(once);
  return once;
}

/** Stops everything still registered, the latest first (a stack's browser before the stack). */
export async function stopAll(): Promise<void> {
  for (const stop of [...registered].reverse()) {
    await stop().catch((error: unknown) => console.error(`bench: a cleanup failed: ${String(error)}`));
  }
}

/** Kills `child` if the bench stops before it ends; forgets it when it ends. */
export function trackChild<Child extends ChildProcess>(child: Child): Child {
  const stop = registerStop(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  child.once('exit', () => registered.delete(stop));
  return child;
}

const MEMORY = '/dev/shm';
const SCRATCH = /^ugc-bench-(\d+)-/;

/**
 * A scratch directory, removed by `remove` or when the bench stops. In memory (/dev/shm) where the machine has one and
 * `inMemory` is asked: DynamoDB Local commits every write to its file, some 100 items/s on this VM's disk.
 */
export function scratchDirectory(prefix: string, { inMemory = false } = {}): { dir: string; remove: Stop } {
  const base = inMemory && fs.existsSync(MEMORY) ? MEMORY : os.tmpdir();
  const dir = fs.mkdtempSync(path.join(base, `ugc-bench-${process.pid}-${prefix}-`));
  return { dir, remove: registerStop(() => fs.rmSync(dir, { recursive: true, force: true })) };
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: there, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the scratch directories of bench runs that were killed (their pid is gone), and what still runs on them. */
export async function removeLeftovers(): Promise<number> {
  let removed = 0;
  for (const base of [MEMORY, os.tmpdir()].filter((dir) => fs.existsSync(dir))) {
    for (const name of fs.readdirSync(base)) {
      const owner = Number(SCRATCH.exec(name)?.[1]);
      if (!owner || running(owner)) continue;
      await killAllWithDataDir(path.join(base, name));
      fs.rmSync(path.join(base, name), { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * On SIGINT or SIGTERM: stop everything registered, then exit (130 or 143). A second Ctrl-C does not cut that short
 * (it would leave what is being stopped running); every stop gives up waiting within seconds and kills instead.
 */
export function exitOnSignals(): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    const code = 128 + (os.constants.signals[signal] ?? 0);
    if (stopping) return console.error('bench: still stopping…');
    stopping = true;
    console.error(`\nbench: ${signal}, stopping what it started…`);
    void stopAll().finally(() => process.exit(code));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
