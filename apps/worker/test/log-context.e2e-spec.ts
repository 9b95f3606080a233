import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { databaseUrl, describeWithDatabase, describeWithRedis, eventually, redisUrl, TEST_SECRETS_KEY } from '@backoffice/shared/testing';
import { Queue } from 'bullmq';
import { freePort, jsonLines, ROOT, startApp, Started, waitForReady } from './support/processes';

/**
 * What an operator reads: the API and the worker as real processes (a split deployment), their
 * JSON log lines on stdout. A POST with a JSON body whose handler logs (it enqueues a job: the
 * "job enqueued" line) and the job the worker then runs: every line carries the request id or
 * the job id, and the company, and the worker's lines name the request that caused them.
 */
describeWithDatabase()('log lines keep their context', () => {
  describeWithRedis()('API and worker processes', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-log-context-'));
    const started: Started[] = [];
    let env: Record<string, string | undefined>;
    let base: string;
    let api: Started;
    let worker: Started;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = {
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl(),
        REDIS_URL: redisUrl(),
        QUEUE_PREFIX: `log-context-${process.pid}-${Date.now()}`,
        SECRETS_KEY: TEST_SECRETS_KEY,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'debug',
        RATE_LIMIT_PER_MINUTE: '0',
        TAX_AUTHORITY_LATENCY_MS: '0',
      };
      // The API's own request for an allocation number fails, so issuing an invoice leaves a job.
      api = startApp('api', { ...env, RUN_JOBS: 'false', TAX_AUTHORITY_FAILURE_RATE: '1' });
      started.push(api);
      await waitForReady(api, `${base}/health/ready`);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(started.map((s) => s.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('puts the request id and company on the lines of a JSON POST, and the job id, company and that request id on the worker lines of its job', async () => {
      const { stdout } = await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'apps/cli/src/main.ts', 'bootstrap', '--company', `Log context ${process.pid}`], {
        cwd: ROOT,
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      });
      const { companyId, keys } = JSON.parse(stdout) as { companyId: number; keys: { owner: string } };
      const post = (route: string, body: unknown, requestId: string) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${keys.owner}`, 'content-type': 'application/json', 'x-request-id': requestId },
          body: JSON.stringify(body),
        });
      const taxId = String(Date.now() % 1e9).padStart(9, '0');
      const client = (await (await post('/clients/create', { name: 'Traced client', taxId }, `client-${randomUUID()}`)).json()) as { clientId: number };
      const requestId = `trace-${randomUUID()}`;
      const issued = await post('/documents/create/invoice', { entityId: client.clientId, items: [{ description: 'Project', quantity: 1, unitPrice: 6000 }] }, requestId);
      expect(issued.status).toBe(200);
      const invoice = (await issued.json()) as { id: number; approvalNumberStatus: string };
      expect(invoice.approvalNumberStatus).toBe('PENDING');

      // The API side: every line of the request carries its id once, and the company once known.
      const requestLines = await eventually(async () => {
        const lines = jsonLines(api).filter((l) => l.fields.reqId === requestId);
        return lines.some((l) => l.fields.msg === 'job enqueued') && lines.some((l) => l.fields.msg === 'request completed') ? lines : undefined;
      }, 10_000);
      for (const line of requestLines) expect(line.raw.match(/"reqId":/g)).toHaveLength(1);
      const enqueued = requestLines.find((l) => l.fields.msg === 'job enqueued');
      expect(enqueued?.fields).toMatchObject({ level: 20, reqId: requestId, companyId, enqueued: { job: 'documents.request-approval-number', jobId: `approval-${invoice.id}` } });

      // Due now rather than after its first retry delay.
      const documents = new Queue('documents', { connection: { url: redisUrl() }, prefix: env.QUEUE_PREFIX });
      try {
        await (await eventually(() => documents.getJob(`approval-${invoice.id}`)))?.promote();
      } finally {
        await documents.close();
      }

      // The worker side: the job's lines carry its id, name, attempt, the company and the request that caused it.
      worker = startApp('worker', { ...env, TAX_AUTHORITY_FAILURE_RATE: '0' });
      started.push(worker);
      const jobLines = await eventually(async () => {
        const lines = jsonLines(worker).filter((l) => l.fields.jobId === `approval-${invoice.id}`);
        return lines.some((l) => l.fields.msg === 'job completed') ? lines : undefined;
      }, 60_000);
      expect(jobLines.map((l) => l.fields.msg)).toEqual(['job started', 'job completed']);
      for (const line of jobLines) {
        expect(line.fields).toMatchObject({ job: 'documents.request-approval-number', attempt: 1, companyId, reqId: requestId });
        expect(line.raw.match(/"reqId":/g)).toHaveLength(1);
      }
      expect(jobLines[0].fields).toMatchObject({ level: 20, ids: { documentId: invoice.id } });
      expect(jobLines[1].fields).toMatchObject({ level: 30, durationMs: expect.any(Number) });
    }, 180_000);
  });
});
