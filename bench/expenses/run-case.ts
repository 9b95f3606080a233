/**
 * One benchmark case with autocannon, printed as one JSON line:
 *   node -r @swc-node/register bench/expenses/run-case.ts <label> <url> <connections> <seconds> <key>
 * After WARMUP_SECONDS (default 3) of the same load, unrecorded.
 */
import { measure, run, summarise } from '../lib/autocannon';

async function main() {
  const [label, url, connections, seconds, key] = process.argv.slice(2);
  const result = await measure({ url, connections: Number(connections), duration: Number(seconds), headers: { authorization: `Bearer ${key}` } });
  console.log(
    JSON.stringify({
      label,
      connections: Number(connections),
      ...summarise(result),
    }),
  );
}

run(main);
