/**
 * One benchmark case with autocannon, printed as one JSON line:
 *   node -r @swc-node/register bench/inventory/run-case.ts <label> <baseUrl> <list|create> <connections> <seconds> <key> <id,id,…>
 * Each request picks a random stock record of the given ids. After WARMUP_SECONDS (default 3)
 * of the same load, unrecorded.
 */
import { measure, run, summarise } from '../lib/autocannon';

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
  const result = await measure({
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
      ...summarise(result),
    }),
  );
}

run(main);
