/**
 * One benchmark case with autocannon, printed as one JSON line:
 *   node -r @swc-node/register bench/inventory/run-case.ts <label> <baseUrl> <list|create> <connections> <seconds> <key> <id,id,…>
 * Each request picks a random stock record of the given ids.
 */
// autocannon ships no types; this is the part of its API used here.
const autocannon = require('autocannon') as (options: object) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

async function main() {
  const [label, baseUrl, mode, connections, seconds, key, idList] = process.argv.slice(2);
  const ids = idList.split(',').map(Number);
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const request =
    mode === 'list'
      ? { method: 'GET', setupRequest: (r: { path: string }) => ({ ...r, path: `/inventory/movements?inventoryId=${pick()}` }) }
      : {
          method: 'POST',
          path: '/inventory/movements/create',
          setupRequest: (r: object) => ({ ...r, body: JSON.stringify({ inventoryId: pick(), movementType: 'ADD', quantity: 1 }) }),
        };
  const result = await autocannon({
    url: baseUrl,
    connections: Number(connections),
    duration: Number(seconds),
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    requests: [request],
  });
  console.log(
    JSON.stringify({
      label,
      mode,
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
