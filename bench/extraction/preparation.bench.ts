/**
 * Times image preparation alone (docs/extraction.md "Image preparation"): per picture of a corpus
 * set, decoding to grey and `preparePage` (page edge, light, skew, rules, upscaling), on the
 * job runner's thread as the worker runs them, before any OCR. Prints p50 / p95 / max per format
 * and a digest of every prepared picture, so that a change meant to make preparation faster
 * without changing what OCR is given can be checked to leave the digest as it was.
 *
 *   node -r @swc-node/register bench/extraction/preparation.bench.ts --set held-out-12 [--rounds 3]
 *
 * Uses only the receipts' ids and pictures, never their truth, so it may run on any set, a held-out one included.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { decodeGrey } from '../../libs/extraction/infrastructure/src/grey-image';
import { preparePage } from '../../libs/extraction/infrastructure/src/page-preparation';
import { CORPUS_SETS, CorpusSet, filesDir, receipts, VARIANTS } from '../../libs/extraction/infrastructure/test/generalisation/corpus';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const set = (option('--set') ?? 'development') as CorpusSet;
const rounds = Number(option('--rounds') ?? 1);

async function main(): Promise<void> {
  if (!CORPUS_SETS.includes(set)) throw new Error(`--set ${CORPUS_SETS.join(' | ')}`);
  const docs = receipts(set);
  const digest = createHash('sha256');
  console.log(`# image preparation, ${set} set: ${docs.length} receipts (${new Date().toISOString().slice(0, 16)}Z, median of ${rounds})\n`);
  console.log('| format | pictures | decode p50 ms | decode p95 ms | prepare p50 ms | prepare p95 ms | prepare max ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  // The first decode loads the image library: not a picture's cost.
  await decodeGrey(readFileSync(path.join(filesDir(set), VARIANTS[1].file(docs[0].id))));
  for (const variant of VARIANTS.filter((v) => v.format !== 'pdf')) {
    const decodes: number[] = [];
    const prepares: number[] = [];
    for (const doc of docs) {
      const bytes = readFileSync(path.join(filesDir(set), variant.file(doc.id)));
      const d: number[] = [];
      const p: number[] = [];
      for (let round = 0; round < rounds; round++) {
        let t = performance.now();
        const grey = await decodeGrey(bytes);
        d.push(performance.now() - t);
        t = performance.now();
        const page = preparePage(grey);
        p.push(performance.now() - t);
        if (round === 0) digest.update(page.image.data).update(`${page.image.width}x${page.image.height}|`);
      }
      decodes.push(median(d));
      prepares.push(median(p));
    }
    const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(0);
    console.log(`| ${variant.name} | ${docs.length} | ${at(decodes, 0.5)} | ${at(decodes, 0.95)} | ${at(prepares, 0.5)} | ${at(prepares, 0.95)} | ${at(prepares, 1)} |`);
  }
  console.log(`\nprepared pictures' digest: ${digest.digest('hex').slice(0, 16)}`);
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
