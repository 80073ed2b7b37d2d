// autocannon ships no types; this declares the part of its API the bench uses.
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
  export = autocannon;
}
