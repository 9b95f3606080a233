import { ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { eventually, freePort } from '@backoffice/shared/testing';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * `npm start` on the embedded defaults (no DATABASE_URL, no REDIS_URL: its own PostgreSQL, jobs
 * in-process), sent SIGTERM while a request is in flight, the way a supervisor stops the service:
 * the request is answered, new connections are refused, the embedded PostgreSQL is stopped, and
 * the `npm start` process exits 0.
 *
 * The signal goes to the node process npm runs (npm → sh → node): npm 11 itself exits at once on
 * SIGTERM without waiting for its script, so supervisors signal the service (docs/operations.md).
 */
describe('npm start on the embedded defaults, stopped with SIGTERM', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-embedded-stop-'));
    chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when we are root
  });
  afterAll(() => {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, then exits 0 with its PostgreSQL stopped', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      RATE_LIMIT_PER_MINUTE: '0',
      // The invoice below waits this long in its request for the simulated tax authority.
      TAX_AUTHORITY_LATENCY_MS: '2500',
      TAX_AUTHORITY_WAIT_MS: '8000',
      SHUTDOWN_TIMEOUT_MS: '15000',
    };
    const output: Buffer[] = [];
    child = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout?.on('data', (c: Buffer) => output.push(c));
    child.stderr?.on('data', (c: Buffer) => output.push(c));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
      child?.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    await eventually(
      async () => {
        if (child?.exitCode !== null) throw new Error(`npm start exited:\n${Buffer.concat(output).toString()}`);
        return (await fetch(`${base}/health/ready`).catch(() => undefined))?.status === 200;
      },
      120_000,
      250,
    );
    expect(Buffer.concat(output).toString()).toMatch(/jobs run in-process \(no REDIS_URL\)/);

    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'cli', '--', 'bootstrap', '--company', 'Embedded shutdown'], { cwd: ROOT, env });
    const { keys } = JSON.parse(stdout) as { keys: { owner: string } };
    const call = (route: string, body: unknown) =>
      fetch(`${base}${route}`, { method: 'POST', headers: { authorization: `Bearer ${keys.owner}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const client = (await (await call('/clients/create', { name: 'Big client', taxId: '123456782' })).json()) as { clientId: number };
    // Above the allocation-number threshold: the request waits for the authority (2.5 s).
    const inFlight = call('/documents/create/invoice', { entityId: client.clientId, items: [{ description: 'Project', quantity: 1, unitPrice: 6000 }] }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { approvalNumberStatus?: string },
      at: Date.now(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await canConnect(pgPort)).toBe(true);

    const signalledAt = Date.now();
    process.kill(serviceProcess(child.pid as number), 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.approvalNumberStatus).toBe('APPROVED');
    const exit = await exited;
    expect(exit).toEqual({ code: 0, signal: null, at: expect.any(Number) });
    expect(exit.at).toBeGreaterThanOrEqual(answer.at);
    expect(exit.at - signalledAt).toBeLessThan(15_000);
    expect(Buffer.concat(output).toString()).toMatch(/"msg":"shut down cleanly"/);
    expect(await canConnect(pgPort)).toBe(false);
  }, 240_000);
});

/** The node process under npm (npm → sh → node …main.ts). */
function serviceProcess(npmPid: number): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const below = (pid: string): string[][] => rows.filter((r) => r[1] === pid).flatMap((r) => [r, ...below(r[0])]);
  const service = below(String(npmPid)).find((r) => /(^|\/)node$/.test(r[2]) && r.includes('apps/api/src/main.ts'));
  if (!service) throw new Error(`no node service under npm (${npmPid})`);
  return Number(service[0]);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
