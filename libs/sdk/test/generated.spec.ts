import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

describe('the generated SDK types', () => {
  it('are what openapi-typescript makes of the committed docs/openapi.json (run `npm run sdk:generate` after `npm run openapi:write`)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sdk-generated-'));
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'libs/sdk/scripts/generate.mjs'), dir]);
      for (const file of ['openapi.ts', 'idempotent-operations.ts']) {
        const fresh = readFileSync(path.join(dir, file), 'utf8');
        const committed = readFileSync(path.join(ROOT, 'libs/sdk/src/generated', file), 'utf8');
        expect({ file, same: fresh === committed }).toEqual({ file, same: true });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
