/** One measured load: requests answered per second and latency percentiles in milliseconds. */
export interface LoadResult {
  name: string;
  /** Successful (2xx) requests per second over the measured window. */
  rps: number;
  p50: number;
  p99: number;
  /** Successful requests in the window. */
  ok: number;
  /** Responses that were not 2xx, by status code. */
  non2xx: Record<string, number>;
  /** Connection errors, timeouts and thrown queries. */
  errors: number;
  durationSec: number;
  /** Server CPU (this process: user + system) per answer over the measured window, when the server is here. */
  cpuMsPerRequest?: number;
}

/** The nearest-rank percentile (0–100) of ascending samples. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarize(
  name: string,
  latencies: Float64Array,
  durationSec: number,
  non2xx: Record<string, number>,
  errors: number,
): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    rps: latencies.length / durationSec,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ok: latencies.length,
    non2xx,
    errors,
    durationSec,
  };
}

export const failures = (result: LoadResult) =>
  result.errors + Object.values(result.non2xx).reduce((sum, count) => sum + count, 0);
