import { spawn } from 'node:child_process';
import * as path from 'node:path';

/**
 * `npm test`: every layer, the ones that do not need each other side by side, each layer's time printed as it ends
 * and all of them at the end. Lint and the type check are one process each (one core each); the jest layers use both
 * cores themselves, so they run one after the other, and the stack layer last, as it is the longest and needs the
 * machine to itself (its local stack, two test workers and Chromium). The first stage that fails stops the run.
 * docs/decisions.md, "The test layout", says what runs where and why.
 */

const ROOT = path.resolve(__dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

interface Layer {
  name: string;
  command: string;
  args: string[];
}

const STAGES: Layer[][] = [
  [
    { name: 'lint', command: 'eslint', args: ['--max-warnings', '0', '.'] },
    { name: 'typecheck', command: 'tsc', args: ['--noEmit', '-p', '.'] },
  ],
  [{ name: 'unit + infra', command: 'jest', args: ['-c', 'test/jest.config.js'] }],
  [{ name: 'integration + browser', command: 'jest', args: ['-c', 'test/jest.stack.config.js'] }],
];

interface Outcome {
  name: string;
  passed: boolean;
  seconds: number;
}

/**
 * Runs one layer. Alone in its stage, its output streams as it comes; beside another, it is held and printed whole when
 * the layer ends, so two layers' lines never interleave.
 */
function run(layer: Layer, alone: boolean): Promise<Outcome> {
  const started = process.hrtime.bigint();
  console.log(`▸ ${layer.name}: ${[layer.command, ...layer.args].join(' ')}`);
  const child = spawn(path.join(BIN, layer.command), layer.args, { cwd: ROOT, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (held.length) process.stdout.write(Buffer.concat(held));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const passed = code === 0;
      console.log(`◂ ${layer.name}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
      resolve({ name: layer.name, passed, seconds });
    });
  });
}

async function main(): Promise<void> {
  const started = process.hrtime.bigint();
  const outcomes: Outcome[] = [];
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map((layer) => run(layer, stage.length === 1)));
    outcomes.push(...results);
    if (results.some((result) => !result.passed)) break;
  }
  const total = Number(process.hrtime.bigint() - started) / 1e9;
  console.log('\nLayer times');
  for (const { name, passed, seconds } of outcomes) console.log(`  ${name.padEnd(24)} ${`${seconds.toFixed(0)} s`.padStart(7)}  ${passed ? 'passed' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(24)} ${`${total.toFixed(0)} s`.padStart(7)}`);
  const failed = outcomes.some((outcome) => !outcome.passed) || outcomes.length < STAGES.flat().length;
  process.exit(failed ? 1 : 0);
}

void main();
