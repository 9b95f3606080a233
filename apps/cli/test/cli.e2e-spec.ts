import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { describeWithDatabase, databaseUrl } from '@backoffice/shared/testing';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../../..');
const run = (args: string[]) =>
  promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'apps/cli/src/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describeWithDatabase()('the admin CLI', () => {
  it('bootstrap prints exactly one JSON object with the company and one key per role', async () => {
    const result = await run(['bootstrap', '--company', 'Cli Ltd']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual({
      companyId: expect.any(Number),
      keys: { owner: expect.stringMatching(/^sk_/), manager: expect.stringMatching(/^sk_/), accountant: expect.stringMatching(/^sk_/), employee: expect.stringMatching(/^sk_/) },
    });
  });

  it('rates:import loads a Bank of Israel rates file and reports one JSON object', async () => {
    const file = 'libs/expenses/infrastructure/src/fixtures/boi-rates-2026-03.csv';
    const result = await run(['rates:import', file]);
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout.trim());
    expect(answer.file).toBe(file);
    const db = new Client({ connectionString: databaseUrl() });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM exchange_rates`);
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  });

  it('answers a usage error with exit code 64 and nothing on stdout', async () => {
    for (const args of [['bootstrap'], ['no-such-command'], ['rates:import']]) {
      const result = await run(args);
      expect({ args, code: result.code, stdout: result.stdout }).toEqual({ args, code: 64, stdout: '' });
    }
  });
});
