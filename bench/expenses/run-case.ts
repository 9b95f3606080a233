/**
 * One benchmark case with autocannon, printed as one JSON line:
 *   node -r @swc-node/register bench/expenses/run-case.ts <label> <url> <connections> <seconds> <key>
 * The same load runs for WARMUP_SECONDS (default 3) first, unrecorded, so neither server is
 * measured while its code is still being compiled.
 */
import { autocannon, run, summarise } from '../lib/autocannon';

async function main() {
  const [label, url, connections, seconds, key] = process.argv.slice(2);
  const warmup = Number(process.env.WARMUP_SECONDS ?? 3);
  const options = { url, connections: Number(connections), headers: { authorization: `Bearer ${key}` } };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration: Number(seconds) });
  console.log(
    JSON.stringify({
      label,
      connections: Number(connections),
      ...summarise(result),
    }),
  );
}

run(main);
