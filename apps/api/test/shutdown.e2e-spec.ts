import { ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { describeWithDatabase, describeWithRedis, eventually, freePort, TEST_SECRETS_KEY } from '@backoffice/shared/testing';
import { ShutdownState } from '../src/health/shutdown-state';
import { startTestApp } from './support/test-app';

const ROOT = path.resolve(__dirname, '../../..');

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  at: number;
}

/** One request on its own connection (no keep-alive pool), so "a new connection" means one. */
function send(base: string, method: string, urlPath: string, options: { key?: string; body?: unknown } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      `${base}${urlPath}`,
      {
        method,
        agent: false,
        headers: { ...(options.key ? { authorization: `Bearer ${options.key}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined, at: Date.now() });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/**
 * The real API process (`npm run start:api`) on the test servers, sent real signals. The slow
 * request is an invoice that needs a tax-authority allocation number: the request waits for the
 * simulated authority (TAX_AUTHORITY_LATENCY_MS) before it answers.
 */
describeWithDatabase()('API shutdown on SIGTERM (the real process)', () => {
  describeWithRedis()('with Redis', () => {
    let keys: { owner: string };
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['-r', '@swc-node/register', 'apps/cli/src/main.ts', 'bootstrap', '--company', `Shutdown ${process.pid}-${Date.now()}`],
        {
          cwd: ROOT,
          env: { ...process.env, LOG_LEVEL: 'silent' },
        },
      );
      keys = JSON.parse(stdout).keys;
    }, 60_000);
    afterAll(() => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });

    async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; exited: Promise<Exit> }> {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-shutdown-'));
      chmodSync(dataDir, 0o755);
      const child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/api/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SECRETS_KEY: TEST_SECRETS_KEY,
          QUEUE_PREFIX: `shutdown-${process.pid}-${port}`,
          MIGRATIONS_RUN: 'false',
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: '0',
          ...env,
        },
        stdio: 'ignore',
      });
      children.push(child);
      const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
      const base = `http://127.0.0.1:${port}`;
      await eventually(async () => (await send(base, 'GET', '/health/ready').catch(() => undefined))?.status === 200, 60_000, 200);
      return { child, base, exited };
    }

    /** Starts the slow request and returns once it is on its way (wrapped: an async function would flatten it). */
    async function slowInvoice(base: string): Promise<{ answer: Promise<Answer> }> {
      const client = await send(base, 'POST', '/clients/create', { key: keys.owner, body: { name: 'Big client', taxId: String(Date.now() % 1_000_000_000).padStart(9, '0') } });
      expect(client.status).toBe(200);
      // Above the allocation-number threshold (5,000 before VAT) for a client with a tax id.
      return {
        answer: send(base, 'POST', '/documents/create/invoice', {
          key: keys.owner,
          body: { entityId: client.body.clientId, items: [{ description: 'Project', quantity: 1, unitPrice: 6000 }] },
        }),
      };
    }

    it('finishes the request in flight, answers readiness 503 while draining, then refuses new connections and exits 0', async () => {
      const api = await startApi({ TAX_AUTHORITY_LATENCY_MS: '2500', TAX_AUTHORITY_WAIT_MS: '8000', SHUTDOWN_TIMEOUT_MS: '10000', SHUTDOWN_DRAIN_DELAY_MS: '800' });
      const inFlight = (await slowInvoice(api.base)).answer;
      await sleep(400);
      const signalledAt = Date.now();
      api.child.kill('SIGTERM');

      await sleep(150);
      const draining = await send(api.base, 'GET', '/health/ready');
      expect(draining.status).toBe(503);
      expect(draining.body).toMatchObject({ error: 'NOT_READY', status: 'draining' });

      await sleep(signalledAt + 1100 - Date.now());
      await expect(send(api.base, 'GET', '/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, type: 'invoice', approvalNumberStatus: 'APPROVED' });
      const exit = await api.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at).toBeGreaterThanOrEqual(answer.at);
      expect(exit.at - signalledAt).toBeLessThan(6000);
    }, 90_000);

    it('exits 1 at SHUTDOWN_TIMEOUT_MS when a request takes longer', async () => {
      const api = await startApi({ TAX_AUTHORITY_LATENCY_MS: '30000', TAX_AUTHORITY_WAIT_MS: '30000', SHUTDOWN_TIMEOUT_MS: '1500' });
      const inFlight = (await slowInvoice(api.base)).answer.catch((error: unknown) => error);
      await sleep(300);
      const signalledAt = Date.now();
      api.child.kill('SIGTERM');
      const exit = await api.exited;
      expect(exit.code).toBe(1);
      expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1400);
      expect(exit.at - signalledAt).toBeLessThan(4000);
      // The cut request never got an answer.
      expect(await inFlight).toMatchObject({ code: 'ECONNRESET' });
    }, 90_000);

    it('exits 1 at once on a second signal', async () => {
      const api = await startApi({ TAX_AUTHORITY_LATENCY_MS: '30000', TAX_AUTHORITY_WAIT_MS: '30000', SHUTDOWN_TIMEOUT_MS: '60000' });
      const inFlight = (await slowInvoice(api.base)).answer.catch((error: unknown) => error);
      await sleep(300);
      api.child.kill('SIGTERM');
      await sleep(300);
      expect(api.child.exitCode).toBeNull();
      const secondAt = Date.now();
      api.child.kill('SIGINT');
      const exit = await api.exited;
      expect(exit.code).toBe(1);
      expect(exit.at - secondAt).toBeLessThan(1000);
      await inFlight;
    }, 90_000);
  });

  it('turns away a request that still arrives on an open connection once the listener is closed, with the contract body', async () => {
    const t = await startTestApp({ REDIS_URL: undefined });
    try {
      t.app.get(ShutdownState).closing = true;
      const answer = await t.http.get('/health/live');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: 'SHUTTING_DOWN', message: expect.any(String) });
      expect(answer.headers['connection']).toBe('close');
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      t.app.get(ShutdownState).closing = false;
      await t.close();
    }
  });
});
