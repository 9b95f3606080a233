import { rmSync } from 'node:fs';
import { describeWithDatabase, describeWithRedis, eventually, freePort, redisUrl, startWebhookReceiver, textPdf, WebhookReceiver } from '@backoffice/shared/testing';
import { verifyWebhook } from '@backoffice/webhooks/domain';
import { Queue } from 'bullmq';
import { runNpm, serviceEnv, spawnCommand } from './support/spawned-api';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Service {
  base: string;
  stop(): Promise<void>;
  output(): string;
}

/**
 * `npm start` as the README gives it, as a real process: one process is the whole service (HTTP
 * and every job consumer), whichever queue backend is configured. These tests reach it only
 * through HTTP, the CLI and a webhook receiver, as a user does.
 */
describeWithDatabase()('npm start', () => {
  const dataDirs: string[] = [];
  const services: Service[] = [];
  const receivers: WebhookReceiver[] = [];

  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop()));
    await Promise.all(receivers.map((r) => r.close()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const baseEnv = (extra: Record<string, string | undefined>) => serviceEnv(dataDirs, { LOG_LEVEL: 'info', WEBHOOK_RELAY_INTERVAL_MS: '100', ...extra });

  const start = async (env: Record<string, string | undefined>, command: ['npm' | 'npx', string[]] = ['npm', ['start']]): Promise<Service> => {
    const port = await freePort();
    const child = spawnCommand(command[0], command[1], { ...env, PORT: String(port) });
    const service = { base: `http://127.0.0.1:${port}`, stop: child.stop, output: child.output };
    services.push(service);
    await eventually(
      async () => {
        if (child.child.exitCode !== null) throw new Error(`${command.flat().join(' ')} exited with ${child.child.exitCode}:\n${child.output()}`);
        return (await fetch(`${service.base}/health/ready`).catch(() => undefined))?.status === 200;
      },
      60_000,
      200,
    );
    return service;
  };

  const bootstrap = async (env: Record<string, string | undefined>, company: string): Promise<{ owner: string; employee: string }> => {
    const result = await runNpm(['run', '--silent', 'cli', '--', 'bootstrap', '--company', company], env);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    return JSON.parse(result.stdout).keys;
  };

  const call = async (service: Service, key: string, method: string, route: string, body?: unknown): Promise<Json> => {
    const res = await fetch(`${service.base}${route}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };

  const receiver = async () => {
    const r = await startWebhookReceiver();
    receivers.push(r);
    return r;
  };

  /** Registers an endpoint, issues an invoice and returns the endpoint's secret and the invoice. */
  const issueWithEndpoint = async (service: Service, keys: { owner: string; employee: string }, url: string) => {
    const endpoint = await call(service, keys.owner, 'POST', '/webhooks', { url, events: ['document.created'] });
    const client = await call(service, keys.owner, 'POST', '/clients/create', { name: 'Client Ltd' });
    const invoice = await call(service, keys.employee, 'POST', '/documents/create/invoice', {
      entityId: client.clientId,
      items: [{ description: 'Consulting', quantity: 1, unitPrice: 100 }],
    });
    return { secret: endpoint.secret as string, invoice, clientId: client.clientId as number };
  };

  /** The whole service in one process: a signed webhook delivery, and a receipt read by the extraction job. */
  const servesEveryJob = async (env: Record<string, string | undefined>, queueLine: RegExp) => {
    const service = await start(env);
    const keys = await bootstrap(env, `npm start ${process.pid} ${Date.now()}`);
    const r = await receiver();
    const { secret, invoice } = await issueWithEndpoint(service, keys, r.url);

    const delivered = await eventually(async () => r.requests[0], 20_000);
    const envelope = verifyWebhook<Json>(delivered.rawBody, delivered.headers['service-signature'] as string, secret);
    expect(envelope).toMatchObject({ type: 'document.created', data: { document: { id: invoice.visibleId } } });

    const form = new FormData();
    const receipt = textPdf(['Acme Supplies Ltd', 'Tax Invoice No. 4711', 'Date: 12/03/2025', 'Subtotal 40.34', 'VAT 18% 7.26', 'Total 47.60 ILS']);
    form.append('file', new Blob([receipt], { type: 'application/pdf' }), 'receipt.pdf');
    const upload = await fetch(`${service.base}/files/upload`, { method: 'POST', headers: { Authorization: `Bearer ${keys.employee}` }, body: form });
    expect(upload.status).toBe(200);
    const { fileId } = (await upload.json()) as Json;
    const extracted = await call(service, keys.employee, 'GET', `/expenses/extract-from-file/${fileId}`);
    expect(extracted).toMatchObject({ success: true, expenseData: { total: 47.6, tax: 7.26 } });

    // It says what it runs.
    expect(service.output()).toMatch(queueLine);
    await service.stop();
  };

  describeWithRedis()('with DATABASE_URL and REDIS_URL', () => {
    it('serves the API and consumes every BullMQ queue in the one process', async () => {
      await servesEveryJob(
        baseEnv({ REDIS_URL: redisUrl(), QUEUE_PREFIX: `npm-start-${process.pid}-${Date.now()}` }),
        /starting API and job consumers in one process; jobs on BullMQ/,
      );
    }, 120_000);

    it('runs as several processes on one PostgreSQL and Redis: each consumes, every event is delivered once', async () => {
      const prefix = `npm-start-pair-${process.pid}-${Date.now()}`;
      const env = baseEnv({ REDIS_URL: redisUrl(), QUEUE_PREFIX: prefix });
      const [a, b] = await Promise.all([start(env), start(env)]);
      const queue = new Queue('webhooks', { connection: { url: redisUrl() }, prefix });
      try {
        // One BullMQ worker per process on the delivery queue.
        await eventually(async () => (await queue.getWorkers()).length === 2, 10_000);

        const keys = await bootstrap(env, `npm start pair ${process.pid} ${Date.now()}`);
        const r = await receiver();
        const { secret, clientId } = await issueWithEndpoint(a, keys, r.url);
        const issued = [];
        for (let i = 0; i < 10; i++) {
          const service = i % 2 === 0 ? a : b;
          issued.push(
            await call(service, keys.employee, 'POST', '/documents/create/invoice', { entityId: clientId, items: [{ description: `Line ${i}`, quantity: 1, unitPrice: 10 + i }] }),
          );
        }
        await eventually(async () => r.requests.length >= 11, 20_000);
        // Let a duplicate, if any process were to send one, arrive before counting.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const ids = r.requests.map((request) => verifyWebhook<Json>(request.rawBody, request.headers['service-signature'] as string, secret).data.document.id);
        expect(ids).toHaveLength(11);
        expect(new Set(ids).size).toBe(11);
        for (const doc of issued) expect(ids).toContain(doc.visibleId);
      } finally {
        await queue.close();
      }
    }, 180_000);
  });

  describe('with DATABASE_URL and no REDIS_URL', () => {
    it('serves the API and runs every job in-process', async () => {
      await servesEveryJob(baseEnv({ REDIS_URL: undefined }), /starting API and job consumers in one process; jobs run in-process/);
    }, 120_000);
  });

  describe('npx nx serve api', () => {
    it('starts the same whole service through the Nx target', async () => {
      const service = await start(baseEnv({ REDIS_URL: undefined }), ['npx', ['nx', 'serve', 'api']]);
      const ready = (await (await fetch(`${service.base}/health/ready`)).json()) as Json;
      expect(ready.checks).toMatchObject({ database: 'up', queueMode: 'in-process' });
      expect(service.output()).toMatch(/starting API and job consumers in one process/);
      await service.stop();
    }, 120_000);
  });
});
