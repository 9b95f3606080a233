import { rmSync } from 'node:fs';
import { describeWithDatabase, describeWithRedis, eventually, freePort, redisUrl, startWebhookReceiver, WebhookReceiver } from '@backoffice/shared/testing';
import { verifyWebhook } from '@backoffice/webhooks/domain';
import { runNpm, serviceEnv, spawnApp, SpawnedProcess } from './support/spawned-api';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The relay's tick, far longer than any test: a delivery that arrives in time was woken by its commit. */
const TICK_MS = '60000';

/**
 * An event's commit wakes the webhook relay: in the one process of `npm start`, and across
 * processes through Redis when the API leaves the relay to a worker. The relay's timer is set to a
 * minute, its longest, so only the wake-up can deliver within seconds. The worker's /metrics shows the
 * latency it measured.
 */
describeWithDatabase()('webhook relay woken by commits', () => {
  const processes: SpawnedProcess[] = [];
  const receivers: WebhookReceiver[] = [];
  const dataDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await Promise.all(receivers.map((r) => r.close()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const env = (extra: Record<string, string | undefined>) => serviceEnv(dataDirs, { LOG_LEVEL: 'warn', WEBHOOK_RELAY_INTERVAL_MS: TICK_MS, ...extra });

  const ready = async (p: ReturnType<typeof spawnApp>, url: string) =>
    eventually(
      async () => {
        if (p.child.exitCode !== null) throw new Error(`exited with ${p.child.exitCode}:\n${p.output()}`);
        return (await fetch(url).catch(() => undefined))?.status === 200;
      },
      60_000,
      200,
    );

  const call = async (base: string, key: string, method: string, route: string, body?: unknown): Promise<Json> => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };

  /** Three invoices, each delivered within two seconds of its answer (the next tick is up to a minute away). */
  const deliversOnCommit = async (base: string, e: Record<string, string | undefined>) => {
    const bootstrap = await runNpm(['run', '--silent', 'cli', '--', 'bootstrap', '--company', `wake ${process.pid} ${Date.now()}`], e);
    expect(bootstrap.code).toBe(0);
    const keys = JSON.parse(bootstrap.stdout).keys;
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const endpoint = await call(base, keys.owner, 'POST', '/webhooks', { url: receiver.url, events: ['document.created'] });
    const client = await call(base, keys.owner, 'POST', '/clients/create', { name: 'Wake Client' });
    for (let i = 1; i <= 3; i++) {
      const invoice = await call(base, keys.employee, 'POST', '/documents/create/invoice', {
        entityId: client.clientId,
        items: [{ description: 'Work', quantity: 1, unitPrice: 10 * i }],
      });
      const answeredAt = Date.now();
      const request = await eventually(async () => receiver.requests[i - 1], 5_000, 10);
      expect(verifyWebhook<Json>(request.rawBody, request.headers['service-signature'] as string, endpoint.secret).data.document.id).toBe(invoice.visibleId);
      expect(request.at - answeredAt).toBeLessThan(2_000);
    }
  };

  describeWithRedis()('API and worker as separate processes', () => {
    it("delivers at once when the API leaves the relay to the worker: the API's commit reaches it through Redis", async () => {
      const prefix = `wake-${process.pid}-${Date.now()}`;
      const [apiPort, workerPort] = [await freePort(), await freePort()];
      const shared = env({ REDIS_URL: redisUrl(), QUEUE_PREFIX: prefix });
      const api = spawnApp('api', { ...shared, PORT: String(apiPort), RUN_JOBS: 'false', BACKGROUND_TASKS: 'false' });
      const worker = spawnApp('worker', { ...shared, WORKER_HTTP_PORT: String(workerPort) });
      processes.push(api, worker);
      await Promise.all([ready(api, `http://127.0.0.1:${apiPort}/health/ready`), ready(worker, `http://127.0.0.1:${workerPort}/health/ready`)]);
      await deliversOnCommit(`http://127.0.0.1:${apiPort}`, shared);
      const metrics = await (await fetch(`http://127.0.0.1:${workerPort}/metrics`)).text();
      const count = Number(/^backoffice_webhook_delivery_latency_seconds_count (\d+)$/m.exec(metrics)?.[1]);
      const sum = Number(/^backoffice_webhook_delivery_latency_seconds_sum ([\d.e-]+)$/m.exec(metrics)?.[1]);
      expect(count).toBe(3);
      expect(sum / count).toBeLessThan(2);
    }, 180_000);
  });

  describe('one process without Redis', () => {
    it('delivers at once: the commit wakes the relay in the same process', async () => {
      const port = await freePort();
      const e = env({ REDIS_URL: undefined });
      const service = spawnApp('api', { ...e, PORT: String(port) });
      processes.push(service);
      await ready(service, `http://127.0.0.1:${port}/health/ready`);
      await deliversOnCommit(`http://127.0.0.1:${port}`, e);
    }, 180_000);
  });
});
