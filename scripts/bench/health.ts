import autocannon from 'autocannon';
import { HEALTH_FRESH_FOR_MS } from '../../lambdas/core/health';
import type { LocalStackInfo } from '../local/stack-info';
import type { Row } from './report';

/** GET /api/health: one fresh check of every dependency, and the route under load (checks shared per second). */

const FRESH_SAMPLES = 5;
const LOAD = { connections: 50, seconds: 10 };

/** The latency of one fresh, uncoalesced check of every dependency: probes spaced past the sharing window. */
async function freshCheckLatency(url: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < FRESH_SAMPLES; i++) {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_FRESH_FOR_MS + 50));
    const started = performance.now();
    await fetch(url);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

export async function measureHealth(info: LocalStackInfo): Promise<Row[]> {
  const url = `${info.apiUrl}/health`;
  const fresh = await freshCheckLatency(url);
  const load = await autocannon({ url, connections: LOAD.connections, duration: LOAD.seconds });
  const under = `${LOAD.connections} connections, ${LOAD.seconds} s, checks shared per second`;
  return [
    [`GET /api/health, a fresh live check (median of ${FRESH_SAMPLES})`, `${fresh[Math.floor(FRESH_SAMPLES / 2)]?.toFixed(1)} ms`, ''],
    [`GET /api/health p50 (${under})`, `${load.latency.p50} ms`, ''],
    [`GET /api/health p99 (${under})`, `${load.latency.p99} ms`, '< 20 ms'],
    ['GET /api/health requests/s', `${Math.round(load.requests.average)}`, ''],
    ['GET /api/health errors and non-2xx', `${load.errors + load.non2xx}`, '0'],
  ];
}
