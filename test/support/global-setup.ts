import * as fs from 'node:fs';
import * as os from 'node:os';
import type { LocalStackInfo } from '../../scripts/local/stack-info';
import { startStackProcess, stopStackProcess, type RunningStack } from '../../scripts/local/stack-process';
import { spawnTied } from '../../scripts/local/tied-child';

declare global {
  // The running stack, handed from global setup to global teardown (same process).
  var __LOCAL_STACK__: RunningStack | undefined;
}

/**
 * Processes that only burn CPU, running while the stack starts: one per core, so every core is contended and the stack
 * gets about half the machine, as on a laptop busy with other work. Every run thereby proves that the stack starts on
 * a loaded machine and is healthy. Not four on two cores, as the start was also tried by hand (docs/decisions/tests.md):
 * the stack's start needs about 100 s of CPU (the web build, the seed's videos), so each busy process costs every run
 * about a minute more.
 */
const BUSY_PROCESSES = os.availableParallelism();
/** /api/health is asked this many times before the run fails: a probe of a dependency may time out once. */
const HEALTH_TRIES = 3;
/** Past the health check's shared-result window (HEALTH_FRESH_FOR_MS, 1 s), so each try checks afresh. */
const HEALTH_RETRY_MS = 2000;

/**
 * Starts the local stack once for every integration and browser test of the run, beside busy processes, and checks it
 * is healthy. `npm test` (scripts/test.ts) starts it earlier, beside the layers before this one, which keep the
 * machine as busy, and hands it over in LOCAL_STACK_INFO_FILE: it is then only checked, and stopped by `npm test`.
 */
export default async function globalSetup(): Promise<void> {
  const given = process.env.LOCAL_STACK_INFO_FILE;
  if (given) {
    await assertHealthy(JSON.parse(fs.readFileSync(given, 'utf8')) as LocalStackInfo, 'started beside the layers before this one');
    return;
  }
  const started = Date.now();
  // Tied to this process (tied-child.ts): never orphaned, whatever way the run ends.
  const busy = Array.from({ length: BUSY_PROCESSES }, () => spawnTied(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  let stack: RunningStack;
  try {
    stack = await startStackProcess();
  } finally {
    for (const child of busy) child.kill('SIGKILL');
  }
  console.log(`[stack] started in ${((Date.now() - started) / 1000).toFixed(1)} s beside ${BUSY_PROCESSES} busy processes`);
  try {
    await assertHealthy(JSON.parse(fs.readFileSync(stack.infoFile, 'utf8')) as LocalStackInfo, `started beside ${BUSY_PROCESSES} busy processes`);
  } catch (error) {
    // Jest runs no global teardown after a failed set-up.
    await stopStackProcess(stack);
    throw error;
  }
  globalThis.__LOCAL_STACK__ = stack;
  process.env.LOCAL_STACK_INFO_FILE = stack.infoFile;
}

/** /api/health answers 200 with status "ok": DynamoDB, S3 and Cognito each answered (lambdas/core/health.ts). */
async function assertHealthy(info: LocalStackInfo, how: string): Promise<void> {
  const url = `${info.apiUrl}/health`;
  let seen = '';
  for (let tries = 1; tries <= HEALTH_TRIES; tries++) {
    try {
      const response = await fetch(url);
      const body = await response.text();
      seen = `${response.status} ${body}`;
      if (response.status === 200 && (JSON.parse(body) as { status?: unknown }).status === 'ok') return;
    } catch (error) {
      seen = error instanceof Error ? error.message : String(error);
    }
    if (tries < HEALTH_TRIES) await new Promise((resolve) => setTimeout(resolve, HEALTH_RETRY_MS));
  }
  throw new Error(`The local stack ${how} is not healthy: ${url} answered ${seen} (${HEALTH_TRIES} tries)`);
}
