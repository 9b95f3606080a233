/**
 * The part of autocannon the benchmarks use (it ships no types), and the one-line JSON summary
 * every run-case script prints.
 */
export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

export const autocannon = require('autocannon') as (options: object) => Promise<AutocannonResult>;

/**
 * One measured run: the same load first runs for WARMUP_SECONDS (default 3) unrecorded, so no
 * server is measured while its code is still being compiled, then `duration` seconds recorded.
 */
export async function measure(options: { duration: number } & Record<string, unknown>): Promise<AutocannonResult> {
  const warmup = Number(process.env.WARMUP_SECONDS ?? 3);
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  return autocannon(options);
}

/** Throughput, latency and failures of one case, for a JSON line. */
export function summarise(result: AutocannonResult) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    avg: Number(result.latency.average.toFixed(2)),
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Runs a script's main, printing any failure and exiting non-zero. */
export function run(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
