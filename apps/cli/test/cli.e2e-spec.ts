import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { MIGRATIONS } from '@backoffice/shared/persistence';
import { describeWithDatabase, databaseUrl } from '@backoffice/shared/testing';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../../..');

/** `npm run --silent cli -- <args>`, as the README gives it. */
const run = (args: string[], env: Record<string, string | undefined> = {}) =>
  promisify(execFile)('npm', ['run', '--silent', 'cli', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

const MIGRATION_NAMES = MIGRATIONS.map((m) => new m().name);

describe('the admin CLI without a database', () => {
  it('--help lists every command on stdout and exits 0', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const result = await run(args, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({ args, code: 0, stderr: '' });
      for (const command of ['bootstrap --company NAME', 'rates:import FILE', 'migrate ', 'migrate:status']) expect(result.stdout).toContain(command);
    }
  });

  it("<command> --help prints the command's synopsis, flags and output on stdout and exits 0, without touching the database", async () => {
    const result = await run(['bootstrap', '--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^usage: npm run --silent cli -- bootstrap --company NAME$/m);
    expect(result.stdout).toMatch(/--company NAME +the company's name/);
    expect(result.stdout).toMatch(/--help, -h/);
    for (const command of ['rates:import', 'migrate', 'migrate:status']) {
      const help = await run([command, '-h'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect({ command, code: help.code }).toEqual({ command, code: 0 });
      expect(help.stdout).toContain(`usage: npm run --silent cli -- ${command}`);
    }
  });

  it('answers an unknown command with exit code 64, a message naming it on stderr, and nothing on stdout', async () => {
    const result = await run(['frobnicate']);
    expect({ code: result.code, stdout: result.stdout }).toEqual({ code: 64, stdout: '' });
    expect(result.stderr).toMatch(/^unknown command: frobnicate$/m);
    expect(result.stderr).toContain('commands:');
  });

  it('answers unknown flags and stray arguments with exit code 64, naming them', async () => {
    const flag = await run(['bootstrap', '--company', 'X', '--colour', 'red']);
    expect({ code: flag.code, stdout: flag.stdout }).toEqual({ code: 64, stdout: '' });
    expect(flag.stderr).toMatch(/--colour/);
    const stray = await run(['migrate:status', 'now']);
    expect({ code: stray.code, stdout: stray.stdout }).toEqual({ code: 64, stdout: '' });
    expect(stray.stderr).toMatch(/"now"/);
  });
});

describeWithDatabase()('migrate and migrate:status', () => {
  const admin = () => new URL(databaseUrl() as string);
  const name = `cli_migrate_${process.pid}_${Date.now()}`;
  const url = () => Object.assign(admin(), { pathname: `/${name}` }).toString();
  const sql = async (query: string) => {
    const db = new Client({ connectionString: databaseUrl() });
    await db.connect();
    try {
      return await db.query(query);
    } finally {
      await db.end();
    }
  };

  beforeAll(() => sql(`CREATE DATABASE ${name}`));
  afterAll(() => sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('reports every migration pending on a fresh database, and creates nothing there', async () => {
    const result = await run(['migrate:status'], { DATABASE_URL: url(), MIGRATIONS_RUN: 'true' });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ applied: [], pending: MIGRATION_NAMES, unknown: [] });
    const db = new Client({ connectionString: url() });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
      expect(rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });

  it('migrate applies them all once; migrate:status then reports them applied; a second migrate runs nothing', async () => {
    const first = await run(['migrate'], { DATABASE_URL: url(), MIGRATIONS_RUN: 'false' });
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ ran: MIGRATION_NAMES, applied: MIGRATION_NAMES, pending: [], unknown: [] });

    const status = await run(['migrate:status'], { DATABASE_URL: url() });
    expect(JSON.parse(status.stdout)).toEqual({ applied: MIGRATION_NAMES, pending: [], unknown: [] });

    const again = await run(['migrate'], { DATABASE_URL: url() });
    expect(JSON.parse(again.stdout)).toEqual({ ran: [], applied: MIGRATION_NAMES, pending: [], unknown: [] });
  });

  it('reads DATABASE_URL from .env in the working directory when the environment has none', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-cli-env-'));
    try {
      writeFileSync(path.join(dir, '.env'), `# as copied from .env.example\nDATABASE_URL=${url()}\nLOG_LEVEL=warn\n`);
      const env: Record<string, string | undefined> = { ...process.env, SWC_NODE_PROJECT: path.join(ROOT, 'tsconfig.json') };
      delete env.DATABASE_URL;
      const { stdout } = await promisify(execFile)(process.execPath, ['-r', require.resolve('@swc-node/register'), path.join(ROOT, 'apps/cli/src/main.ts'), 'migrate:status'], {
        cwd: dir,
        env,
      });
      expect(JSON.parse(stdout)).toEqual({ applied: MIGRATION_NAMES, pending: [], unknown: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a migration the database has and this build does not know', async () => {
    const db = new Client({ connectionString: url() });
    await db.connect();
    try {
      await db.query(`INSERT INTO migrations (timestamp, name) VALUES (1999000000000, 'FromANewerVersion1999000000000')`);
    } finally {
      await db.end();
    }
    const status = await run(['migrate:status'], { DATABASE_URL: url() });
    expect(JSON.parse(status.stdout)).toEqual({ applied: [...MIGRATION_NAMES, 'FromANewerVersion1999000000000'], pending: [], unknown: ['FromANewerVersion1999000000000'] });
  });
});

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
    for (const args of [[], ['bootstrap'], ['no-such-command'], ['rates:import'], ['rates:import', 'a.csv', 'b.csv']]) {
      const result = await run(args);
      expect({ args, code: result.code, stdout: result.stdout }).toEqual({ args, code: 64, stdout: '' });
    }
  });
});
