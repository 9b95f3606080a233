/**
 * Drains the change feed of the benchmark's first company (1,000,000 documents) in pages of 200
 * and reports rows per second overall and the page latency near the start and near the end, to
 * show a page's cost does not grow with the position.
 *   node -r @swc-node/register bench/documents/drain.ts <baseUrl> <setup.json>
 */
import { readFileSync } from 'node:fs';
import * as http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function getJson(url: string, headers: Record<string, string>): Promise<{ data: unknown[]; nextCursor: string | null; hasMore: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      })
      .on('error', reject);
  });
}

async function main() {
  const [baseUrl, setupFile] = process.argv.slice(2);
  const { companies } = JSON.parse(readFileSync(setupFile, 'utf8')) as { companies: { key: string }[] };
  const headers = { authorization: `Bearer ${companies[0].key}` };
  const pageMs: number[] = [];
  let rows = 0;
  let cursor: string | null = null;
  const started = performance.now();
  for (;;) {
    const url: string = cursor ? `${baseUrl}/documents?cursor=${encodeURIComponent(cursor)}&limit=200` : `${baseUrl}/documents?updatedSince=2000-01-01T00:00:00Z&limit=200`;
    const t0 = performance.now();
    const body = await getJson(url, headers);
    pageMs.push(performance.now() - t0);
    rows += body.data.length;
    cursor = body.nextCursor;
    if (!body.hasMore) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const tenth = Math.max(1, Math.floor(pageMs.length / 10));
  console.log(
    JSON.stringify({
      rows,
      pages: pageMs.length,
      seconds: Number(seconds.toFixed(1)),
      rowsPerSecond: Math.round(rows / seconds),
      firstTenthMedianPageMs: Number(median(pageMs.slice(0, tenth)).toFixed(2)),
      lastTenthMedianPageMs: Number(median(pageMs.slice(-tenth)).toFixed(2)),
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
