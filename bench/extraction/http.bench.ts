/**
 * Time per receipt through the API, as a client sees it: upload, then GET
 * /expenses/extract-from-file/:id (API → BullMQ → worker → answer). Every upload carries a few
 * unique trailing bytes, so each read misses the cache; a second request for the last file of each
 * format shows a cache hit.
 *   node -r @swc-node/register bench/extraction/http.bench.ts <api-url> <key>
 * (bench/extraction/run.sh starts an API and a worker and runs it.)
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { run } from '../lib/autocannon';
import { CORPUS_DIR, corpus } from '../../libs/extraction/infrastructure/test/receipt-corpus';

const MIME: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' };

async function main(): Promise<void> {
  const [api, key] = process.argv.slice(2);
  const auth = { authorization: `Bearer ${key}` };
  const entries = corpus();
  const kinds: [string, (e: (typeof entries)[number]) => string | undefined][] = [
    ['PDF with text', (e) => `${e.id}.pdf`],
    ['PNG', (e) => (e.image.endsWith('.png') ? e.image : undefined)],
    ['JPEG', (e) => (e.image.endsWith('.jpg') ? e.image : undefined)],
    ['scanned PDF', (e) => `${e.id}.scan.pdf`],
  ];
  const extract = async (fileId: number) => {
    const started = performance.now();
    const res = await fetch(`${api}/expenses/extract-from-file/${fileId}`, { headers: auth });
    if (res.status !== 200) throw new Error(`extract ${fileId}: ${res.status} ${await res.text()}`);
    await res.json();
    return performance.now() - started;
  };
  console.log('| format | documents | mean ms | p50 ms | p95 ms | max ms | cache hit ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [label, file] of kinds) {
    const times: number[] = [];
    let last = 0;
    for (const entry of entries) {
      const name = file(entry);
      if (!name) continue;
      const bytes = Buffer.concat([readFileSync(path.join(CORPUS_DIR, name)), Buffer.from(`\n% ${Date.now()} ${Math.random()}\n`)]);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: MIME[name.split('.').pop() as string] }), name);
      const upload = await fetch(`${api}/files/upload`, { method: 'POST', headers: auth, body: form });
      last = ((await upload.json()) as { fileId: number }).fileId;
      times.push(await extract(last));
    }
    const hit = await extract(last);
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
    const mean = (times.reduce((s, t) => s + t, 0) / times.length).toFixed(0);
    console.log(`| ${label} | ${times.length} | ${mean} | ${at(0.5)} | ${at(0.95)} | ${times[times.length - 1].toFixed(0)} | ${hit.toFixed(0)} |`);
  }
}

run(main);
