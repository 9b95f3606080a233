/**
 * Decides, once, which layouts are held out: `node -r @swc-node/register libs/extraction/infrastructure/test/generalisation/split.ts`
 * writes split.json and refuses to run again while it exists. A third of the layouts of each
 * language (Hebrew, English, mixed), chosen by a seeded shuffle, are held out whole, so the
 * held-out score is the score on layouts the parser was never changed for.
 */
import { existsSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Rng } from './kit';
import { LAYOUTS } from './layouts';

const SEED = 19;
const file = path.join(__dirname, 'split.json');
if (existsSync(file)) {
  process.stderr.write('split.json exists: the split is decided once and never redrawn\n');
  process.exit(1);
}
const rng = new Rng(SEED);
const heldOut: string[] = [];
for (const lang of ['he', 'en', 'mixed'] as const) {
  const ids = LAYOUTS.filter((l) => l.lang === lang).map((l) => l.id);
  heldOut.push(...rng.some(ids, Math.ceil(ids.length / 3)));
}
const development = LAYOUTS.map((l) => l.id).filter((id) => !heldOut.includes(id));
writeFileSync(file, `${JSON.stringify({ seed: SEED, decided: new Date().toISOString().slice(0, 10), development, heldOut: heldOut.sort() }, null, 2)}\n`);
process.stdout.write(`development: ${development.join(', ')}\nheld out: ${heldOut.join(', ')}\n`);
