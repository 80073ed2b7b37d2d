import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Child processes that cannot outlive the process that started them. An exit hook kills the child whenever this process
 * exits the ordinary way (its end, process.exit, an uncaught error); it cannot when this process is killed (SIGKILL, as
 * tsx's wrapper does to a child that does not acknowledge a relayed signal within 30 ms, which a loaded machine misses).
 * On Linux the child is therefore started through util-linux's setpriv, which sets its parent-death signal and execs
 * the command (the child's pid is the command's own): the kernel kills the child when this process dies, however.
 */

let parentDeathSignal: boolean | undefined;

/** Whether setpriv can set the parent-death signal here (Linux with util-linux 2.33 or newer); asked once. */
function canSetParentDeathSignal(): boolean {
  parentDeathSignal ??= process.platform === 'linux' && spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true']).status === 0;
  return parentDeathSignal;
}

export function spawnTied(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = canSetParentDeathSignal() ? spawn('setpriv', ['--pdeathsig', 'KILL', '--', command, ...args], options) : spawn(command, args, options);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  return child;
}
