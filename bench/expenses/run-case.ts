/**
 * One benchmark case with autocannon, printed as one JSON line:
 *   node -r @swc-node/register bench/expenses/run-case.ts <label> <url> <connections> <seconds> <key>
 */
export {};

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = require('autocannon') as (options: object) => Promise<AutocannonResult>;

async function main() {
  const [label, url, connections, seconds, key] = process.argv.slice(2);
  const result = await autocannon({ url, connections: Number(connections), duration: Number(seconds), headers: { authorization: `Bearer ${key}` } });
  console.log(
    JSON.stringify({
      label,
      connections: Number(connections),
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      avg: Number(result.latency.average.toFixed(2)),
      ok: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
