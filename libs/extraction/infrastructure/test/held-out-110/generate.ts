/**
 * Regenerates the hundred-and-tenth held-out set (README.md):
 *   nice -n 15 node -r @swc-node/register libs/extraction/infrastructure/test/held-out-110/generate.ts [layout-id…]
 * Renders and degrades exactly as the generalisation corpus does (../generalisation/generate.ts), from this
 * set's own layouts, into files/ and ground-truth.json here. Receipt ids, and so their seeds, start with "h110-".
 */
import * as path from 'node:path';
import { generate } from '../generalisation/generate';
import { HELD_OUT_110, PER_LAYOUT, PREFIX } from './layouts';

generate({
  layouts: HELD_OUT_110,
  perLayout: PER_LAYOUT,
  out: path.join(__dirname, 'files'),
  truth: path.join(__dirname, 'ground-truth.json'),
  only: process.argv.slice(2),
  prefix: PREFIX,
});
