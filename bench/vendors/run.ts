/**
 * GET /vendors under load: the real API beside the raw Fastify + pg handler (raw-server.ts),
 * same cases, same run, 10 s per case after 3 s of warm-up (bench/lib/autocannon `measure`).
 * Prints a Markdown table for docs/performance.md.
 *   API_URL=http://127.0.0.1:3100 RAW_URL=http://127.0.0.1:3101 API_KEY=sk_… \
 *     flock /tmp/bench.lock node -r @swc-node/register bench/vendors/run.ts
 */
import { measure, run, summarise } from '../lib/autocannon';

const targets = { api: process.env.API_URL ?? 'http://127.0.0.1:3100', raw: process.env.RAW_URL ?? 'http://127.0.0.1:3101' };
const key = process.env.API_KEY ?? '';
const duration = Number(process.env.DURATION ?? 10);
const cases: [string, string][] = [
  ['filter + sort: type=COMPANY&sortBy=name, page 3 of 50', '/vendors?type=COMPANY&sortBy=name&sortOrder=asc&page=3&pageSize=50'],
  ['free-text search: search=vendor277 (200 matches), sortBy=name', '/vendors?search=vendor277&sortBy=name'],
  ['free-text search, rare term: search=orders9999 (11 matches)', '/vendors?search=orders9999'],
];

async function load(url: string, connections: number) {
  return summarise(await measure({ url, connections, duration, headers: { authorization: `Bearer ${key}` } }));
}

async function main() {
  console.log('| case | connections | API req/s | API p50 / p99 ms | raw req/s | raw p50 / p99 ms | API / raw |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [label, path] of cases) {
    for (const connections of [10, 50]) {
      const raw = await load(targets.raw + path, connections);
      const api = await load(targets.api + path, connections);
      if (api.non2xx || api.errors || raw.non2xx || raw.errors) console.error(`non-2xx or errors: api ${api.non2xx + api.errors}, raw ${raw.non2xx + raw.errors}`);
      const ratio = `${Math.round((api.rps / raw.rps) * 100)}%`;
      console.log(`| ${label} | ${connections} | ${api.rps} | ${api.p50} / ${api.p99} | ${raw.rps} | ${raw.p50} / ${raw.p99} | ${ratio} |`);
    }
  }
}

run(main);
