import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { BenchEndpoint } from './endpoints';

export interface LoadResult {
  endpoint: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The machine's 1-minute load average as the endpoint's run ended: other work on the cores skews the figures. */
  loadAverage: number;
  /** CPU milliseconds per request of the sandbox process and of PostgreSQL (NaN for PGlite, inside the sandbox). */
  sandboxCpuMs?: number;
  storeCpuMs?: number;
  /** Set when the endpoint could not be measured (its warm-up never got answers); the figures are then NaN. */
  failure?: string;
}

/** The row of an endpoint that could not be measured, kept in the table with the reason. */
export const failedResult = (endpoint: string, failure: string): LoadResult => ({
  endpoint,
  requests: 0,
  requestsPerSecond: Number.NaN,
  p50: Number.NaN,
  p95: Number.NaN,
  p99: Number.NaN,
  non2xx: 0,
  errors: 0,
  loadAverage: loadavg()[0] ?? Number.NaN,
  failure,
});

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * Loads one endpoint for a fixed time with a fixed number of connections. Latencies are kept per response because
 * autocannon's histogram reports p97.5 but no p95.
 */
export async function loadEndpoint(opts: {
  baseUrl: string;
  endpoint: BenchEndpoint;
  token: string;
  connections: number;
  duration: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${opts.baseUrl}${opts.endpoint.path}`,
        connections: opts.connections,
        duration: opts.duration,
        // Seconds; a stuck request counts as an error instead of stalling the run.
        timeout: 10,
        headers: { authorization: `Bearer ${opts.token}`, accept: 'application/json' },
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    endpoint: opts.endpoint.name,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    loadAverage: loadavg()[0] ?? Number.NaN,
  };
}
