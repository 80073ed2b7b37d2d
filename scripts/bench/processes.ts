import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';

/**
 * The bench's processes as the kernel sees them (Linux).
 *
 * A local stack's processes are found by its data directory (/proc): `startStackProcess` hands DATA_DIR to the
 * stack's entry point, and every process under it inherits it (the tsx wrapper, `scripts/dev.ts`, DynamoDB Local's
 * JVM, esbuild's service, ffmpeg), orphaned or not. Elsewhere nothing is found, and stopping falls back to signalling
 * the wrapper.
 *
 * A child the bench starts for long (Chromium, ffmpeg, a function's own process) is tied to it: started through
 * util-linux's setpriv, which sets its parent-death signal and execs it, so the kernel kills it when the bench dies,
 * however. The bench stops what it started itself (cleanup.ts), but not when it is killed: tsx's wrapper
 * (`npm run bench`) SIGKILLs it when it does not acknowledge a Ctrl-C within 30 ms, as during Lighthouse's trace
 * processing on a loaded machine.
 */

let parentDeathSignal: boolean | undefined;

/** Whether setpriv can set the parent-death signal here (Linux with util-linux 2.33 or newer); asked once. */
export function canTieToBench(): boolean {
  parentDeathSignal ??= process.platform === 'linux' && spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true']).status === 0;
  return parentDeathSignal;
}

/** The command and arguments that run `command` tied to the bench (where it can be). */
export function tiedToBench(command: string, args: readonly string[]): [string, string[]] {
  return canTieToBench() ? ['setpriv', ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, [...args]];
}

export interface StackProcess {
  pid: number;
  parentPid: number;
}

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    // Gone meanwhile, or another user's.
    return undefined;
  }
}

export function processesWithDataDir(dataDir: string): StackProcess[] {
  if (!fs.existsSync('/proc/self/environ')) return [];
  const marker = `DATA_DIR=${dataDir}`;
  const found: StackProcess[] = [];
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (!read(`/proc/${pid}/environ`)?.split('\0').includes(marker)) continue;
    const parentPid = Number(statOf(pid)?.[1]);
    if (Number.isInteger(parentPid)) found.push({ pid, parentPid });
  }
  return found;
}

export function signalProcess(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** SIGKILLs every process of the data directory, and waits (up to 5 s) until none is left. */
export async function killAllWithDataDir(dataDir: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (let left = processesWithDataDir(dataDir); left.length && Date.now() < deadline; left = processesWithDataDir(dataDir)) {
    for (const { pid } of left) signalProcess(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The fields of /proc/<pid>/stat after the command (state, ppid, …, utime at 11), or undefined. */
function statOf(pid: number | 'self'): string[] | undefined {
  // "pid (command) state ppid …": the command may hold spaces and parentheses.
  return read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ');
}

/** CPU seconds (USER_HZ ticks of 1/100 s) a stat spent itself (utime + stime) and its finished children (cutime + cstime). */
function ticks(fields: readonly string[]): { own: number; children: number } {
  const at = (index: number) => Number(fields[index]) / 100;
  return { own: at(11) + at(12), children: at(13) + at(14) };
}

/** CPU seconds of this process and of its finished children (Linux); undefined elsewhere. */
export function cpuSeconds(): { own: number; children: number } | undefined {
  const fields = statOf('self');
  return fields && ticks(fields);
}

/**
 * CPU seconds the bench has used so far with everything it started, running or finished (Linux; undefined elsewhere):
 * this process's, its finished children's, and its live descendants' (stacks, browsers) with theirs.
 */
export function benchCpuSeconds(): number | undefined {
  const self = cpuSeconds();
  if (!self) return undefined;
  const children = new Map<number, number[]>();
  const stats = new Map<number, string[]>();
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    const fields = Number.isInteger(pid) ? statOf(pid) : undefined;
    if (!fields) continue;
    stats.set(pid, fields);
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = self.own + self.children;
  const descend = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      const fields = stats.get(child);
      if (fields) total += ticks(fields).own + ticks(fields).children;
      descend(child);
    }
  };
  descend(process.pid);
  return total;
}
