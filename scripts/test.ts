import { spawn } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import { startStackProcess, stopStackProcess, unhandledErrors, type RunningStack } from './local/stack-process';

/**
 * `npm test`: every layer, the ones that do not need each other side by side, each layer's time printed as it ends
 * and all of them at the end. Lint and the type check are one process each (one core each); the jest layers use both
 * cores themselves, so they run one after the other, and the stack layer last, as it is the longest and needs the
 * machine to itself (its local stack, two test workers and Chromium). The stack layer's local stack starts at once,
 * beside the first two stages, which keep the machine busy while it does (it is then handed to the stack layer's
 * jest, which checks it is healthy). The first stage that fails stops the run. docs/decisions/tests.md, "The test layout",
 * says what runs where and why.
 */

const ROOT = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
/**
 * A script of package.json, the one place its command is written: the type check runs TypeScript 7, the compiler's
 * native port, by its own path (docs/decisions/tests.md, "The test layout").
 */
const script = (name: string): Pick<Layer, 'command' | 'args'> => ({ command: 'npm', args: ['run', '--silent', name] });

interface Layer {
  name: string;
  /** The executable: its path, or a command on PATH. */
  command: string;
  args: string[];
  /** Needs the local stack: runs once it is up, with its info file. */
  onStack?: true;
}

const STAGES: Layer[][] = [
  [
    { name: 'lint', ...script('lint') },
    { name: 'typecheck', ...script('typecheck') },
  ],
  // A worker per core, not jest's default of cores − 1: the stack is most often up by then, and one left a core idle.
  [{ name: 'unit + infra', command: bin('jest'), args: ['-c', 'test/jest.config.js', '--maxWorkers', String(os.availableParallelism())] }],
  [{ name: 'integration + browser', command: bin('jest'), args: ['-c', 'test/jest.stack.config.js'], onStack: true }],
];

interface Outcome {
  name: string;
  passed: boolean;
  seconds: number;
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/**
 * Runs one layer. Alone in its stage, its output streams as it comes; beside another, it is held and printed whole when
 * the layer ends, so two layers' lines never interleave.
 */
function run(layer: Layer, alone: boolean, env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  const started = process.hrtime.bigint();
  console.log(`▸ ${layer.name}: ${[path.isAbsolute(layer.command) ? path.relative(ROOT, layer.command) : layer.command, ...layer.args].join(' ')}`);
  const child = spawn(layer.command, layer.args, { cwd: ROOT, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (held.length) process.stdout.write(Buffer.concat(held));
      const took = seconds(started);
      const passed = code === 0;
      console.log(`◂ ${layer.name}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${took.toFixed(0)} s`);
      resolve({ name: layer.name, passed, seconds: took });
    });
  });
}

/** How long the local stack took to start, beside the stages before the stack layer. */
let stackStartSeconds: number | undefined;

/**
 * Starts the local stack in the background; its progress lines are prefixed, and its failure is kept for later. An
 * abort (a stage before failed) stops it.
 */
function startStack(signal: AbortSignal): Promise<RunningStack | Error> {
  const started = process.hrtime.bigint();
  return startStackProcess(undefined, { log: (line) => console.log(`[stack] ${line}`), signal }).then(
    (stack) => {
      stackStartSeconds = seconds(started);
      console.log(`[stack] started in ${stackStartSeconds.toFixed(0)} s beside the layers before the stack layer (load average ${os.loadavg()[0]?.toFixed(1)})`);
      return stack;
    },
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

/** Runs the stack layer on the stack started meanwhile; a stack that did not start fails the layer. */
async function runOnStack(layer: Layer, alone: boolean, stack: RunningStack | Error): Promise<Outcome> {
  if (stack instanceof Error) {
    console.log(`◂ ${layer.name}: FAILED, the local stack did not start: ${stack.message}`);
    return { name: layer.name, passed: false, seconds: 0 };
  }
  return run(layer, alone, { ...process.env, LOCAL_STACK_INFO_FILE: stack.infoFile });
}

/** A failed run shows what the stack logged of any request it answered 500: the output would hold only the status. */
function printUnhandledErrors(stack: RunningStack): void {
  const errors = unhandledErrors(stack);
  if (errors.length === 0) return;
  console.log(`\nThe local stack answered ${errors.length} request(s) with 500; what it logged:`);
  for (const error of errors) console.log(error);
}

async function main(): Promise<void> {
  const started = process.hrtime.bigint();
  const stopStart = new AbortController();
  const stackStart = startStack(stopStart.signal);
  const outcomes: Outcome[] = [];
  try {
    for (const stage of STAGES) {
      const results = await Promise.all(
        stage.map(async (layer) => (layer.onStack ? runOnStack(layer, stage.length === 1, await stackStart) : run(layer, stage.length === 1))),
      );
      outcomes.push(...results);
      if (results.some((result) => !result.passed)) break;
    }
  } finally {
    stopStart.abort(new Error('a layer before the stack layer failed'));
    const stack = await stackStart;
    if (!(stack instanceof Error)) {
      if (outcomes.some((outcome) => !outcome.passed)) printUnhandledErrors(stack);
      await stopStackProcess(stack);
    }
  }
  const total = seconds(started);
  console.log('\nLayer times');
  for (const { name, passed, seconds } of outcomes) console.log(`  ${name.padEnd(24)} ${`${seconds.toFixed(0)} s`.padStart(7)}  ${passed ? 'passed' : 'FAILED'}`);
  if (stackStartSeconds !== undefined) console.log(`  ${'(local stack start)'.padEnd(24)} ${`${stackStartSeconds.toFixed(0)} s`.padStart(7)}  beside the layers before the stack layer`);
  console.log(`  ${'total'.padEnd(24)} ${`${total.toFixed(0)} s`.padStart(7)}`);
  const failed = outcomes.some((outcome) => !outcome.passed) || outcomes.length < STAGES.flat().length;
  process.exit(failed ? 1 : 0);
}

void main();
