import type { Progress, Row } from './report';
import { scratchDirectory } from './cleanup';
import { startBenchStack, type BenchStack } from './stacks';

/**
 * The local stack's start-up as `npm start` lives it, data on disk (as in .data/, not in memory as the other sections'
 * stacks): the first start on fresh data (demo seed, web build), then a restart on that data, each timed from the
 * spawn to GET /api/health answering 200. Each stack is stopped before the next starts.
 */

const HEALTHY_WITHIN_MS = 60_000;

async function timeToHealthy(dataDir: string): Promise<{ seconds: number; stack: BenchStack }> {
  const started = performance.now();
  const stack = await startBenchStack(dataDir);
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  for (;;) {
    const response = await fetch(`${stack.info.apiUrl}/health`).catch(() => undefined);
    if (response?.status === 200) break;
    if (Date.now() > deadline) {
      await stack.stop();
      throw new Error(`GET /api/health did not answer 200 within ${HEALTHY_WITHIN_MS / 1000} s of the stack's start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { seconds: (performance.now() - started) / 1000, stack };
}

export async function measureStartUp(progress: Progress): Promise<Row[]> {
  const scratch = scratchDirectory('start');
  try {
    const first = await timeToHealthy(scratch.dir);
    await first.stack.stop();
    progress('restart on the same data');
    const restart = await timeToHealthy(scratch.dir);
    await restart.stack.stop();
    return [
      ['local stack: first start to healthy (fresh data, on disk)', `${first.seconds.toFixed(1)} s`, '< 60 s'],
      ['local stack: restart to healthy', `${restart.seconds.toFixed(1)} s`, '< 15 s'],
    ];
  } finally {
    await scratch.remove();
  }
}
