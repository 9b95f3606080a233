import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../../../..');
const NAME = 'generator-probes';
const PROJECTS = ['domain', 'application', 'infrastructure'].map((layer) => `${NAME}-${layer}`);

/** Not copied: dependencies (linked instead), Git, Nx's cache, local data and build outputs. */
const NOT_COPIED = new Set(['node_modules', '.git', '.nx', '.data', 'dist', 'tmp', 'coverage']);

/**
 * The generator as a newcomer runs it, `nx g @backoffice/tools:context <name>`, on a copy of this
 * workspace (its node_modules linked), never on the workspace itself. Then the generated projects'
 * own Nx targets: lint (the layer and scope rules included), typecheck, and their tests, the
 * adapter's against a database of its own, so the generated migration runs too. The shared places
 * it edited are linted and type-checked as well, and everything it wrote is as Prettier writes it.
 */
describe('nx g @backoffice/tools:context, on a copy of the workspace', () => {
  let copy: string;
  let database: { name: string; url: string };
  let env: NodeJS.ProcessEnv;

  const admin = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  /** A command in the copy; its output is kept for the failure message. */
  const run = (script: string, args: string[]): string => {
    const result = spawnSync(process.execPath, [path.join(copy, script), ...args], { cwd: copy, env, encoding: 'utf8', timeout: 150_000, maxBuffer: 64 * 1024 * 1024 });
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
    if (result.status !== 0) throw new Error(`${path.basename(script)} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output.slice(-12000)}`);
    return output;
  };
  const nx = (...args: string[]) => run('node_modules/nx/bin/nx.js', args);

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set (the Jest global setup sets it)');
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-generator-'));
    fs.cpSync(ROOT, copy, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(ROOT, source);
        return relative === '' || !(NOT_COPIED.has(relative.split(path.sep)[0]) || path.basename(source) === 'node_modules');
      },
    });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    database = { name: `generator_${process.pid}_${Date.now()}`, url: '' };
    await admin((client) => client.query(`CREATE DATABASE ${database.name}`));
    const own = new URL(url);
    own.pathname = `/${database.name}`;
    database.url = own.toString();

    // Nothing of an Nx run around this test (NX_WORKSPACE_ROOT_PATH above all) may reach the copy's.
    env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('NX_') && !key.startsWith('JEST_')));
    Object.assign(env, { DATABASE_URL: database.url, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: 'true', FORCE_COLOR: '0' });
  });

  afterAll(async () => {
    if (copy) {
      fs.unlinkSync(path.join(copy, 'node_modules'));
      fs.rmSync(copy, { recursive: true, force: true });
    }
    if (database?.url) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`));
  });

  it('writes a context whose projects lint, type-check and pass their tests, and registers it in the shared places', () => {
    expect(fs.realpathSync(copy)).not.toBe(fs.realpathSync(ROOT));
    const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
    const before = Object.fromEntries(['tsconfig.base.json', 'README.md', 'libs/shared/persistence/src/migrations/index.ts'].map((file) => [file, read(file)]));

    const generated = nx('g', '@backoffice/tools:context', NAME, '--no-interactive');
    expect(generated).toContain(`CREATE libs/${NAME}/infrastructure/src/pg-generator-probe.repository.ts`);
    expect(fs.existsSync(path.join(ROOT, 'libs', NAME))).toBe(false);

    expect(nx('show', 'projects')).toEqual(expect.stringContaining(PROJECTS[2]));
    const checked = nx('run-many', '-t', 'lint', 'typecheck', 'test', '-p', ...PROJECTS, '--outputStyle=static');
    expect(checked).toMatch(/Tests:\s+2 passed/); // the domain rule
    expect(checked).toMatch(/Tests:\s+5 passed/); // the use cases on an in-memory port
    expect(checked).toMatch(/Tests:\s+3 passed/); // the adapter against PostgreSQL, after the generated migration
    nx('run-many', '-t', 'lint', 'typecheck', '-p', 'platform-composition', 'shared-persistence', '--outputStyle=static');

    const changed = [`libs/${NAME}`, 'tsconfig.base.json', 'eslint.config.mjs', 'libs/platform/composition/src/contexts.ts', 'libs/shared/persistence/src/migrations'];
    run('node_modules/prettier/bin/prettier.cjs', ['--check', ...changed]);
    // The shared files gain the context's lines and lose or move none.
    const mentionsIt = (line: string) => /generator-?probe/i.test(line);
    for (const [file, text] of Object.entries(before)) {
      expect(
        read(file)
          .split('\n')
          .filter((line) => !mentionsIt(line)),
      ).toEqual(text.split('\n'));
    }
  });
});
