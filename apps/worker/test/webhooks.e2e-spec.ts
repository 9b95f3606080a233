import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany, BootstrappedCompany } from '@backoffice/identity/application';
import { AppConfig } from '@backoffice/shared/config';
import { describeWithDatabase, describeWithRedis, eventually, startWebhookReceiver, TEST_SECRETS_KEY, testConfig, testLogger } from '@backoffice/shared/testing';
import { verifyWebhook } from '@backoffice/webhooks/domain';
import IORedis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApiApp } from '../../api/src/create-api-app';

interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The API alone (it enqueues on BullMQ and runs the relay); each drill starts its own worker process. */
async function startApi(env: Record<string, string>): Promise<TestApp> {
  const config = testConfig(env);
  const app = await createApiApp(config, testLogger(config));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, config, http: request(app.getHttpServer()), close: () => app.close() };
}

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
const item = (unitPrice: number) => ({ description: 'Consulting', quantity: 1, unitPrice });
const createDocument = (t: TestApp, company: BootstrappedCompany, type: string, body: object) =>
  t.http.post(`/documents/create/${type}`).set(bearer(company.keys.employee)).send(body);

const ROOT = path.resolve(__dirname, '../../..');

const DRILL_ENV = {
  TAX_AUTHORITY_LATENCY_MS: '0',
  WEBHOOKS_ALLOW_HTTP: 'true',
  ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_DELAYS_MS: '100,200,300,400,500',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RELAY_INTERVAL_MS: '100',
  WEBHOOK_REQUEUE_AFTER_MS: '500',
};

/** The worker as its own process (`npm run start:worker`), so it can be killed with SIGKILL. */
function spawnWorker(t: TestApp): ChildProcess {
  return spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...DRILL_ENV,
      NODE_ENV: 'test',
      DATABASE_URL: t.config.database.url,
      REDIS_URL: t.config.redisUrl,
      QUEUE_PREFIX: t.config.queuePrefix,
      SECRETS_KEY: TEST_SECRETS_KEY,
      DATA_DIR: t.config.dataDir,
      MIGRATIONS_RUN: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
}

describeWithDatabase()('webhooks: no event lost when the worker or Redis goes away', () => {
  describeWithRedis()('with Redis and a worker process', () => {
    let t: TestApp;
    let acme: BootstrappedCompany;
    let clientId: number;
    const closers: (() => unknown)[] = [];

    beforeAll(async () => {
      t = await startApi(DRILL_ENV);
      acme = await t.app.get(BootstrapCompany).execute(`Webhook drills ${process.pid}-${Date.now()}`);
      clientId = (await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Client Ltd' })).body.clientId;
    }, 60_000);
    afterAll(async () => {
      for (const close of closers.reverse()) await close();
      await t.close();
    });

    const deliveryOf = async (endpointId: string) =>
      (await t.http.get(`/webhooks/${endpointId}/deliveries`).set(bearer(acme.keys.owner))).body.data[0] as
        { status: string; eventId: string; attemptCount: number; attempts: { failure: string | null }[] } | undefined;

    it('Redis flushed after the event was committed: the relay enqueues it again and it is delivered', async () => {
      const receiver = await startWebhookReceiver();
      closers.push(() => receiver.close());
      const endpoint = (
        await t.http
          .post('/webhooks')
          .set(bearer(acme.keys.owner))
          .send({ url: receiver.url, events: ['document.created'] })
      ).body;
      const invoice = await createDocument(t, acme, 'invoice', { entityId: clientId, items: [item(10)] });
      expect(invoice.status).toBe(200);
      // The relay turned the event into a delivery and a job in Redis; no worker runs yet.
      await eventually(async () => (await deliveryOf(endpoint.id))?.status === 'pending');
      const redis = new IORedis(t.config.redisUrl as string);
      closers.push(() => redis.quit());
      const keys = await redis.keys(`${t.config.queuePrefix}:*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys); // only this test's prefix: the Redis is shared
      expect(await redis.keys(`${t.config.queuePrefix}:*`)).toEqual([]);

      const worker = spawnWorker(t);
      closers.push(() => worker.kill('SIGKILL'));
      await eventually(async () => receiver.requests.length >= 1, 30_000);
      const delivered = await eventually(async () => {
        const d = await deliveryOf(endpoint.id);
        return d?.status === 'delivered' ? d : undefined;
      });
      expect(verifyWebhook<{ id: string }>(receiver.requests[0].rawBody, receiver.requests[0].headers['service-signature'] as string, endpoint.secret).id).toBe(delivered.eventId);
      worker.kill('SIGKILL');
    }, 60_000);

    it('the worker killed in the middle of a delivery: a new worker delivers it once the lease expires', async () => {
      let killed = false;
      const receiver = await startWebhookReceiver((n) => (n === 1 ? 'hang' : { status: 200 }));
      closers.push(() => receiver.close());
      const endpoint = (
        await t.http
          .post('/webhooks')
          .set(bearer(acme.keys.owner))
          .send({ url: receiver.url, events: ['document.created'] })
      ).body;
      const first = spawnWorker(t);
      closers.push(() => first.kill('SIGKILL'));
      await createDocument(t, acme, 'invoice', { entityId: clientId, items: [item(10)] });
      await eventually(async () => receiver.requests.length >= 1, 30_000);
      first.kill('SIGKILL');
      killed = true;
      await new Promise((resolve) => first.once('exit', resolve));
      const [row] = await t.app
        .get(DataSource)
        .query(`SELECT d.status, d.locked_until > now() AS leased FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.public_id = $1`, [
          endpoint.id,
        ]);
      expect(row).toEqual({ status: 'pending', leased: true });

      const second = spawnWorker(t);
      closers.push(() => second.kill('SIGKILL'));
      const delivered = await eventually(async () => {
        const d = await deliveryOf(endpoint.id);
        return d?.status === 'delivered' ? d : undefined;
      }, 30_000);
      expect(killed).toBe(true);
      expect(receiver.requests.length).toBe(2);
      const ids = receiver.requests.map((r) => JSON.parse(r.rawBody).id);
      expect(ids).toEqual([delivered.eventId, delivered.eventId]);
      second.kill('SIGKILL');
    }, 90_000);
  });
});
