import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import { LocalStackProblem } from './problem';

/**
 * How the local stack waits for a part to be ready (DynamoDB Local's JVM, the whole stack as a child process, the demo
 * results' checks and previews): for as long as the part keeps making progress, not for a fixed time. A JVM on a
 * loaded 2-core laptop can take well over a minute and still come up; one that has stopped working never will. Every
 * 10 s a line says how the wait goes; the wait gives up when the part has made no progress for a stretch (60 s), or at
 * a generous limit even while it still works (a part busy but never ready), with the part named and what to try.
 */

/** The time source of a wait; tests give one of their own. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** What a part has done so far, read at each poll. */
export interface ProgressReading {
  /**
   * Changes whenever the part makes progress (its CPU time, the length of its output). `undefined` when progress
   * cannot be measured on this system: then being alive counts as progress, and only the limit ends the wait.
   */
  mark: string | undefined;
  /** For the progress lines: "CPU time 4.2 s, output 1.3 kB". */
  summary: string;
}

export interface ProgressWaitOptions<T> {
  /** The part, as the lines name it: "DynamoDB Local". */
  what: string;
  /** One try: the part's handle once ready, `undefined` while not yet. Throwing ends the wait with that error (the part exited). */
  attempt: () => Promise<T | undefined>;
  progress: () => ProgressReading;
  /** What the person at the keyboard can try when the wait gives up. */
  advice: string;
  log: (line: string) => void;
  /** The wait gives up after this long without progress. */
  stallMs?: number;
  /** The wait gives up after this long in all, progress or not: generous, for a part busy but never ready. */
  limitMs: number;
  reportEveryMs?: number;
  /** The pause between two tries; a try still running by then is waited for, not started again. */
  pollMs?: number;
  clock?: Clock;
}

const STALL_MS = 60_000;
const REPORT_EVERY_MS = 10_000;

const seconds = (ms: number) => Math.round(ms / 1000);

/** Tries `attempt` until it answers, while `progress` shows the part working; see the top of this file. */
export async function waitWhileProgressing<T>(options: ProgressWaitOptions<T>): Promise<T> {
  const { what, advice, log, limitMs, stallMs = STALL_MS, reportEveryMs = REPORT_EVERY_MS, pollMs = 250, clock = realClock } = options;
  const started = clock.now();
  let lastMark = options.progress().mark;
  let progressedAt = started;
  let reportAt = started + reportEveryMs;
  // A try that takes longer than a poll (a request to a slow JVM) is waited for across polls, so lines and the
  // give-up rule keep their time meanwhile.
  let pending: Promise<{ value: T | undefined }> | undefined;
  for (;;) {
    pending ??= options.attempt().then((value) => ({ value }));
    const tick = clock.sleep(pollMs);
    const settled = await Promise.race([pending, tick.then(() => undefined)]);
    if (settled) {
      if (settled.value !== undefined) return settled.value;
      pending = undefined;
      await tick;
    }
    const now = clock.now();
    const reading = options.progress();
    if (reading.mark === undefined || reading.mark !== lastMark) {
      lastMark = reading.mark;
      progressedAt = now;
    }
    const waited = now - started;
    const idle = now - progressedAt;
    if (idle >= stallMs) {
      throw new LocalStackProblem(`${what} made no progress for ${seconds(idle)} s (not ready after ${seconds(waited)} s; ${reading.summary}): ${advice}`);
    }
    if (waited >= limitMs) {
      throw new LocalStackProblem(`${what}: still not ready after ${seconds(waited)} s, though working (${reading.summary}): ${advice}`);
    }
    if (now >= reportAt) {
      log(`${what}: not ready after ${seconds(waited)} s (${reading.summary}${idle >= reportEveryMs ? `; no progress for ${seconds(idle)} s` : ''})`);
      reportAt = now + reportEveryMs;
    }
  }
}

/**
 * The CPU time of a /proc/<pid>/stat line in clock ticks: the process's own (utime, stime) and that of the children it
 * has reaped (cutime, cstime). The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
 */
export function cpuTicksOf(statLine: string): { own: number; reaped: number } | undefined {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // Fields 14 to 17 of the line; `fields` starts at field 3 (the state).
  const times = fields.slice(11, 15).map(Number);
  if (times.length < 4 || !times.every(Number.isFinite)) return undefined;
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = times;
  return { own: utime + stime, reaped: cutime + cstime };
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    // Not Linux, or the process has just ended.
    return undefined;
  }
}

function ticksOf(pid: number | 'self'): { own: number; reaped: number } | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : cpuTicksOf(stat);
}

/** The live children of a process: each of its threads lists those it started (a JVM's many threads, Node's main one). */
function childrenOf(pid: number | 'self'): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) => (readProc(`/proc/${pid}/task/${task}/children`) ?? '').split(' ').filter(Boolean).map(Number));
}

/** The CPU ticks of a process and all its descendants, from /proc (Linux); `undefined` where /proc cannot tell. */
function treeCpuTicks(pid: number): number | undefined {
  const ticks = ticksOf(pid);
  if (!ticks) return undefined;
  return childrenOf(pid).reduce((sum, child) => sum + (treeCpuTicks(child) ?? 0), ticks.own + ticks.reaped);
}

/** Linux's clock ticks per second in /proc (USER_HZ, 100 on every architecture Node runs on). */
const TICKS_PER_SECOND = 100;
const cpuSeconds = (ticks: number) => `${(ticks / TICKS_PER_SECOND).toFixed(1)} s`;

/**
 * The progress of a child process and what it started: their CPU time (Linux) and the length of the child's output.
 * Where the CPU time cannot be read (macOS), the child being alive counts as progress.
 */
export function childProgress(child: ChildProcess, outputLength: () => number): () => ProgressReading {
  return () => {
    const ticks = child.pid === undefined ? undefined : treeCpuTicks(child.pid);
    const output = `output ${(outputLength() / 1024).toFixed(1)} kB`;
    if (ticks === undefined) return { mark: undefined, summary: `alive, ${output}` };
    return { mark: `${ticks}/${outputLength()}`, summary: `CPU time ${cpuSeconds(ticks)}, ${output}` };
  };
}

/**
 * The CPU time of this process's children named `command` (ffmpeg), as a reading for work this process waits on them
 * for: that of those running, and that of all children it has reaped (those that have finished). The process's own CPU
 * time is left out, as a wait's polling spends it. Where it cannot be read (macOS), counts as progress.
 */
export function commandProgress(command: string): () => { ticks: number | undefined; summary: string } {
  return () => {
    const self = ticksOf('self');
    if (!self) return { ticks: undefined, summary: `${command} CPU time unknown` };
    const running = childrenOf('self').filter((pid) => readProc(`/proc/${pid}/comm`)?.trim() === command);
    const ticks = running.reduce((sum, pid) => sum + (ticksOf(pid)?.own ?? 0), self.reaped);
    return { ticks, summary: `${command} CPU time ${cpuSeconds(ticks)}` };
  };
}
