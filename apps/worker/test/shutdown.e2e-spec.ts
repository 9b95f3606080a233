import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany, BootstrappedCompany } from '@backoffice/identity/application';
import { AppConfig } from '@backoffice/shared/config';
import { describeWithDatabase, describeWithRedis, eventually, TEST_SECRETS_KEY, testConfig, testLogger } from '@backoffice/shared/testing';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { createApiApp } from '../../api/src/create-api-app';

const ROOT = path.resolve(__dirname, '../../..');

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/**
 * The worker as its own process (`npm run start:worker`), sent SIGTERM while it runs a job. The
 * job asks the simulated tax authority for an allocation number, which takes
 * TAX_AUTHORITY_LATENCY_MS in the worker.
 */
describeWithDatabase()('worker shutdown on SIGTERM (the real process)', () => {
  describeWithRedis()('with Redis', () => {
    let api: NestFastifyApplication;
    let config: AppConfig;
    let http: ReturnType<typeof request>;
    let acme: BootstrappedCompany;
    let redis: IORedis;
    let documents: Queue;
    const workers: ChildProcess[] = [];

    beforeAll(async () => {
      // The API's own attempt at an allocation number fails, so every invoice leaves a job.
      config = testConfig({ TAX_AUTHORITY_FAILURE_RATE: '1', TAX_AUTHORITY_LATENCY_MS: '0' });
      api = await createApiApp(config, testLogger(config));
      await api.listen({ port: 0, host: '127.0.0.1' });
      http = request(api.getHttpServer());
      acme = await api.get(BootstrapCompany).execute(`Worker shutdown ${process.pid}-${Date.now()}`);
      redis = new IORedis(config.redisUrl as string, { maxRetriesPerRequest: null });
      documents = new Queue('documents', { connection: redis, prefix: config.queuePrefix });
    });
    afterAll(async () => {
      for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      await documents.close();
      await redis.quit();
      await api.close();
    });

    function startWorker(env: Record<string, string>): { child: ChildProcess; exited: Promise<Exit> } {
      const child = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: config.database.url,
          REDIS_URL: config.redisUrl,
          QUEUE_PREFIX: config.queuePrefix,
          SECRETS_KEY: TEST_SECRETS_KEY,
          DATA_DIR: config.dataDir,
          MIGRATIONS_RUN: 'false',
          LOG_LEVEL: 'silent',
          TAX_AUTHORITY_FAILURE_RATE: '0',
          ...env,
        },
        stdio: 'ignore',
      });
      workers.push(child);
      return { child, exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() }))) };
    }

    /** An invoice waiting for its allocation number, its job made due now. */
    async function pendingInvoice(): Promise<{ documentId: number; jobId: string }> {
      const client = await http
        .post('/clients/create')
        .set('Authorization', `Bearer ${acme.keys.owner}`)
        .send({ name: 'Big client', taxId: String(Date.now() % 1e9).padStart(9, '0') });
      const issued = await http
        .post('/documents/create/invoice')
        .set('Authorization', `Bearer ${acme.keys.owner}`)
        .send({ entityId: client.body.clientId, items: [{ description: 'Project', quantity: 1, unitPrice: 6000 }] });
      expect(issued.body.approvalNumberStatus).toBe('PENDING');
      const jobId = `approval-${issued.body.id}`;
      const job = await eventually(() => documents.getJob(jobId));
      await job.promote();
      return { documentId: issued.body.id, jobId };
    }

    const approval = async (documentId: number) => (await http.get(`/documents/${documentId}`).set('Authorization', `Bearer ${acme.keys.owner}`)).body.approvalNumberStatus;

    it('stops taking jobs, finishes the one it is running, and exits 0', async () => {
      const { documentId, jobId } = await pendingInvoice();
      const worker = startWorker({ TAX_AUTHORITY_LATENCY_MS: '3000', SHUTDOWN_TIMEOUT_MS: '10000' });
      await eventually(async () => (await documents.getJobState(jobId)) === 'active', 60_000, 50);
      const startedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalledAt = Date.now();
      worker.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A job arriving during the shutdown is left for another worker.
      const second = await pendingInvoice();

      const exit = await worker.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      // It waited for the authority's answer (3 s from the job's start), and not much longer.
      expect(exit.at - startedAt).toBeGreaterThanOrEqual(2900);
      expect(exit.at - signalledAt).toBeLessThan(6000);
      expect(await documents.getJobState(jobId)).toBe('completed');
      expect(await approval(documentId)).toBe('APPROVED');
      expect(await documents.getJobState(second.jobId)).toBe('waiting');
      expect(await approval(second.documentId)).toBe('PENDING');
    }, 120_000);

    it('hands a job it cannot finish within SHUTDOWN_TIMEOUT_MS back to the queue, where another worker runs it', async () => {
      const { documentId, jobId } = await pendingInvoice();
      const slow = startWorker({ TAX_AUTHORITY_LATENCY_MS: '60000', SHUTDOWN_TIMEOUT_MS: '2000' });
      await eventually(async () => (await documents.getJobState(jobId)) === 'active', 60_000, 50);
      const signalledAt = Date.now();
      slow.child.kill('SIGTERM');

      const exit = await slow.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1400);
      expect(exit.at - signalledAt).toBeLessThan(2500);
      // Back in the waiting list at once, not after a lock time-out.
      expect(await documents.getJobState(jobId)).toBe('waiting');
      expect(await approval(documentId)).toBe('PENDING');

      const next = startWorker({ TAX_AUTHORITY_LATENCY_MS: '0' });
      expect(await eventually(async () => (await approval(documentId)) === 'APPROVED' && 'APPROVED', 60_000, 100)).toBe('APPROVED');
      expect(await eventually(async () => (await documents.getJobState(jobId)) === 'completed', 10_000)).toBe(true);
      next.child.kill('SIGTERM');
      expect((await next.exited).code).toBe(0);
    }, 120_000);
  });
});
