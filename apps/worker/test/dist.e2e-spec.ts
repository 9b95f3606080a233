import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { databaseUrl, describeWithDatabase, describeWithRedis, eventually, redisUrl, TEST_SECRETS_KEY, textPdf } from '@backoffice/shared/testing';
import { freePort, ROOT, startProcess, Started, waitForReady } from './support/processes';

const GUARD = path.join(__dirname, 'support/production-only.js');

/** A built app as the images run it: `node dist/apps/<app>/main.js`, refusing any package the images do not ship. */
const builtApp = (app: 'api' | 'worker' | 'cli') => ['-r', GUARD, '--enable-source-maps', `dist/apps/${app}/main.js`];

/**
 * `npm run build` (nx build api|worker|cli) and the compiled apps, with no TypeScript compiler
 * and no devDependency loadable: the API and the worker from dist/ answer /health/ready, the CLI
 * migrates and bootstraps, a receipt is read by the worker (the pdf.js thread file is part of the
 * build), and both exit 0 on SIGTERM. What the Docker images run, short of building them.
 */
describeWithDatabase()('the built apps (dist/)', () => {
  describeWithRedis()('API, worker and CLI from dist/', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-dist-'));
    const started: Started[] = [];
    let env: Record<string, string | undefined>;

    beforeAll(async () => {
      const startedAt = Date.now();
      // Rejects unless the build exits 0.
      await promisify(execFile)('npm', ['run', 'build'], { cwd: ROOT, env: process.env });
      for (const app of ['api', 'worker', 'cli']) expect(statSync(path.join(ROOT, `dist/apps/${app}/main.js`)).mtimeMs).toBeGreaterThanOrEqual(startedAt - 1000);
      env = {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl(),
        REDIS_URL: redisUrl(),
        QUEUE_PREFIX: `dist-${process.pid}-${Date.now()}`,
        SECRETS_KEY: TEST_SECRETS_KEY,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '0',
        // As in the compose file: one migrate step, then instances that do not migrate.
        MIGRATIONS_RUN: 'false',
      };
    }, 180_000);

    afterAll(async () => {
      await Promise.all(started.map((s) => s.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    });

    const cli = async (args: string[]) => {
      const { stdout } = await promisify(execFile)(process.execPath, [...builtApp('cli'), ...args], { cwd: ROOT, env: { PATH: process.env.PATH, ...env, LOG_LEVEL: 'warn' } });
      return JSON.parse(stdout);
    };

    it('serves the API and runs jobs in the worker, both compiled, after the CLI migrated and made the first key', async () => {
      await cli(['migrate']);
      const status = await cli(['migrate:status']);
      expect(status.pending).toEqual([]);
      const { keys } = await cli(['bootstrap', '--company', `Dist ${process.pid}`]);

      const [apiPort, workerPort] = [await freePort(), await freePort()];
      const api = startProcess(process.execPath, builtApp('api'), { ...env, PORT: String(apiPort), RUN_JOBS: 'false', BACKGROUND_TASKS: 'false' });
      const worker = startProcess(process.execPath, builtApp('worker'), { ...env, WORKER_HTTP_PORT: String(workerPort) });
      started.push(api, worker);
      await waitForReady(api, `http://127.0.0.1:${apiPort}/health/ready`);
      await waitForReady(worker, `http://127.0.0.1:${workerPort}/health/ready`);
      expect(await (await fetch(`http://127.0.0.1:${workerPort}/health/ready`)).json()).toMatchObject({ status: 'ready', checks: { consumers: 'running' } });

      const base = `http://127.0.0.1:${apiPort}`;
      const auth = { Authorization: `Bearer ${keys.employee}` };
      const form = new FormData();
      const receipt = textPdf(['Acme Supplies Ltd', 'Tax Invoice No. 4711', 'Date: 12/03/2025', 'Subtotal 40.34', 'VAT 18% 7.26', 'Total 47.60 ILS']);
      form.append('file', new Blob([receipt], { type: 'application/pdf' }), 'receipt.pdf');
      const upload = await fetch(`${base}/files/upload`, { method: 'POST', headers: auth, body: form });
      expect(upload.status).toBe(200);
      const { fileId } = (await upload.json()) as { fileId: number };
      const extracted = await fetch(`${base}/expenses/extract-from-file/${fileId}`, { headers: auth });
      expect(extracted.status).toBe(200);
      expect(await extracted.json()).toMatchObject({ success: true, expenseData: { total: 47.6, tax: 7.26 } });
      // The worker's metrics show the extraction job it ran.
      const metrics = await eventually(async () => {
        const text = await (await fetch(`http://127.0.0.1:${workerPort}/metrics`)).text();
        return /backoffice_jobs_total\{queue="extraction",job="extraction.extract-receipt",outcome="completed"\} 1/.test(text) ? text : undefined;
      });
      expect(metrics).toContain('backoffice_job_duration_seconds_bucket');

      for (const app of [api, worker]) {
        app.child.kill('SIGTERM');
        expect(await app.exited).toMatchObject({ code: 0, signal: null });
      }
      expect(api.stderr() + worker.stderr()).not.toMatch(/production-only/);
    }, 120_000);
  });
});
