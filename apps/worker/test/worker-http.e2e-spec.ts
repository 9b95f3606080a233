import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany, BootstrappedCompany } from '@backoffice/identity/application';
import { AppConfig } from '@backoffice/shared/config';
import { describeWithDatabase, describeWithRedis, eventually, metricSample, TEST_SECRETS_KEY, testConfig, testLogger } from '@backoffice/shared/testing';
import { Queue } from 'bullmq';
import request from 'supertest';
import { createApiApp } from '../../api/src/create-api-app';
import { freePort, jsonLines, signalService, startProcess, Started } from './support/processes';

const METRICS_TOKEN = 'worker-scrape-token-0123';

/**
 * `npm run start:worker` with WORKER_HTTP_PORT, as an orchestrator and Prometheus see it: the
 * probes, the job metrics of what it really runs (an allocation number that completes, a file
 * inspection that fails because this worker's FILES_DIR is not the shared volume), and
 * readiness turning 503 while it drains at SIGTERM.
 */
describeWithDatabase()('worker HTTP port: health and metrics', () => {
  describeWithRedis()('a worker process beside an API', () => {
    let api: NestFastifyApplication;
    let config: AppConfig;
    let http: ReturnType<typeof request>;
    let acme: BootstrappedCompany;
    let documents: Queue;
    let worker: Started;
    let base: string;
    const emptyFilesDir = mkdtempSync(path.join(tmpdir(), 'backoffice-worker-files-'));

    const get = (route: string, headers: Record<string, string> = {}) => fetch(`${base}${route}`, { headers });
    const scrape = async () => {
      const answer = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return answer.text();
    };
    const bearer = () => ({ Authorization: `Bearer ${acme.keys.owner}` });

    beforeAll(async () => {
      // The API's own request for an allocation number fails, so each invoice leaves a job for the worker.
      // No recovery passes (BACKGROUND_TASKS=false): the jobs counted are this test's own, not those of
      // documents and files other tests left behind in the shared database.
      config = testConfig({ TAX_AUTHORITY_FAILURE_RATE: '1', TAX_AUTHORITY_LATENCY_MS: '0', BACKGROUND_TASKS: 'false' });
      api = await createApiApp(config, testLogger(config));
      await api.listen({ port: 0, host: '127.0.0.1' });
      http = request(api.getHttpServer());
      acme = await api.get(BootstrapCompany).execute(`Worker HTTP ${process.pid}-${Date.now()}`);
      documents = new Queue('documents', { connection: { url: config.redisUrl }, prefix: config.queuePrefix });

      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      worker = startProcess('npm', ['run', 'start:worker'], {
        NODE_ENV: 'test',
        DATABASE_URL: config.database.url,
        REDIS_URL: config.redisUrl,
        QUEUE_PREFIX: config.queuePrefix,
        SECRETS_KEY: TEST_SECRETS_KEY,
        DATA_DIR: config.dataDir,
        FILES_DIR: emptyFilesDir,
        MIGRATIONS_RUN: 'false',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        WORKER_HTTP_PORT: String(port),
        METRICS_TOKEN,
        TAX_AUTHORITY_FAILURE_RATE: '0',
        TAX_AUTHORITY_LATENCY_MS: '2500',
        SHUTDOWN_TIMEOUT_MS: '10000',
        BACKGROUND_TASKS: 'false',
      });
      await eventually(
        async () => {
          if (worker.child.exitCode !== null) throw new Error(`worker exited with ${worker.child.exitCode}: ${worker.stderr()}`);
          return (await get('/health/live').catch(() => undefined))?.status === 200;
        },
        60_000,
        200,
      );
    }, 90_000);

    afterAll(async () => {
      await worker?.stop();
      await documents.close();
      await api.close();
      rmSync(emptyFilesDir, { recursive: true, force: true });
    });

    /** An invoice waiting for its allocation number; its job is delayed (the first retry delay). */
    async function pendingInvoice(): Promise<{ documentId: number; jobId: string }> {
      const client = await http
        .post('/clients/create')
        .set(bearer())
        .send({ name: 'Big client', taxId: String(Date.now() % 1e9).padStart(9, '0') });
      const issued = await http
        .post('/documents/create/invoice')
        .set(bearer())
        .send({ entityId: client.body.clientId, items: [{ description: 'Project', quantity: 1, unitPrice: 6000 }] });
      expect(issued.body.approvalNumberStatus).toBe('PENDING');
      const jobId = `approval-${issued.body.id}`;
      await eventually(() => documents.getJob(jobId));
      return { documentId: issued.body.id, jobId };
    }

    it('answers liveness, and readiness naming PostgreSQL, Redis and the running consumers', async () => {
      expect(await (await get('/health/live')).json()).toEqual({ status: 'ok' });
      const ready = await get('/health/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'up', queue: 'up', consumers: 'running', queues: expect.arrayContaining(['documents', 'files', 'webhooks', 'extraction']) },
      });
      expect((await get('/nothing-here')).status).toBe(404);
    });

    it('needs the METRICS_TOKEN to scrape', async () => {
      expect((await get('/metrics')).status).toBe(401);
      expect((await get('/metrics', { authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(401);
    });

    it('reports queue depth, then times and counts the job it completes, by job name', async () => {
      const { documentId, jobId } = await pendingInvoice();
      const waiting = await scrape();
      expect(metricSample(waiting, 'backoffice_queue_jobs', { queue: 'documents', state: 'delayed' })).toBeGreaterThanOrEqual(1);
      for (const queue of ['documents', 'files', 'webhooks', 'extraction'])
        expect(metricSample(waiting, 'backoffice_queue_oldest_waiting_job_age_seconds', { queue })).toBeGreaterThanOrEqual(0);

      await (await documents.getJob(jobId))?.promote();
      const labels = { queue: 'documents', job: 'documents.request-approval-number' };
      // While the authority takes its time, the job is active in this worker.
      const running = await eventually(async () => {
        const text = await scrape();
        return (metricSample(text, 'backoffice_jobs_active', labels) ?? 0) >= 1 ? text : undefined;
      }, 20_000);
      expect(metricSample(running, 'backoffice_jobs_active', labels)).toBe(1);
      const done = await eventually(async () => {
        const text = await scrape();
        return (metricSample(text, 'backoffice_jobs_total', { ...labels, outcome: 'completed' }) ?? 0) >= 1 ? text : undefined;
      }, 20_000);
      expect(metricSample(done, 'backoffice_jobs_active', labels)).toBe(0);
      expect(metricSample(done, 'backoffice_job_duration_seconds_count', { ...labels, outcome: 'completed' })).toBe(1);
      expect(metricSample(done, 'backoffice_job_duration_seconds_bucket', { ...labels, outcome: 'completed', le: '1' })).toBe(0);
      expect(metricSample(done, 'backoffice_job_duration_seconds_bucket', { ...labels, outcome: 'completed', le: '5' })).toBe(1);
      expect((await http.get(`/documents/${documentId}`).set(bearer())).body.approvalNumberStatus).toBe('APPROVED');
      expect(jsonLines(worker).find((l) => l.fields.jobId === jobId && l.fields.msg === 'job completed')?.fields).toMatchObject({ level: 30, companyId: acme.companyId });
    }, 60_000);

    it('counts a failing job as retrying, and logs the failure with its next retry', async () => {
      const uploaded = await http.post('/files/upload').set(bearer()).attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'r.pdf', contentType: 'application/pdf' });
      expect(uploaded.status).toBe(200);
      const labels = { queue: 'files', job: 'files.inspect', outcome: 'retrying' };
      const text = await eventually(async () => {
        const scraped = await scrape();
        return (metricSample(scraped, 'backoffice_jobs_total', labels) ?? 0) >= 1 ? scraped : undefined;
      }, 20_000);
      expect(metricSample(text, 'backoffice_job_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
      const jobId = `inspect-file-${uploaded.body.fileId}`;
      const failure = await eventually(async () => jsonLines(worker).find((l) => l.fields.jobId === jobId && l.fields.msg === 'job failed; retry scheduled'));
      expect(failure?.fields).toMatchObject({
        level: 40,
        job: 'files.inspect',
        attempt: 1,
        retryInMs: 1000,
        nextAttempt: 2,
        companyId: acme.companyId,
        err: { message: expect.stringMatching(/ENOENT/) },
      });
    }, 60_000);

    it('answers readiness 503 from SIGTERM while it finishes its job, stays live, and exits 0', async () => {
      const { jobId } = await pendingInvoice();
      await (await documents.getJob(jobId))?.promote();
      await eventually(async () => (await documents.getJobState(jobId)) === 'active', 20_000, 50);
      const signalledAt = Date.now();
      signalService(worker, 'SIGTERM');
      const draining = await eventually(
        async () => {
          const answer = await get('/health/ready');
          return answer.status === 503 ? answer : undefined;
        },
        2_000,
        20,
      );
      expect(await draining.json()).toEqual({ error: 'NOT_READY', message: expect.any(String), status: 'draining' });
      expect((await get('/health/live')).status).toBe(200);
      const exit = await worker.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      // It waited for the authority's answer (2.5 s from the job's start) rather than cutting the job.
      expect(await documents.getJobState(jobId)).toBe('completed');
      expect(exit.at - signalledAt).toBeLessThan(8000);
      await expect(get('/health/live')).rejects.toThrow();
    }, 60_000);
  });
});
