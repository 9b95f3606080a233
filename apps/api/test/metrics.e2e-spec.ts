import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany, BootstrappedCompany } from '@backoffice/identity/application';
import { AppConfig } from '@backoffice/shared/config';
import { describeWithDatabase, describeWithRedis, eventually, metricSample, startWebhookReceiver, testConfig, testLogger, WebhookReceiver } from '@backoffice/shared/testing';
import { RelayOutbox } from '@backoffice/webhooks/application';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApiApp } from '../src/create-api-app';
import { bearer, startTestApp, TestApp } from './support/test-app';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describeWithDatabase()('GET /metrics', () => {
  describeWithRedis()('with Redis, the API alone (jobs wait for a worker)', () => {
    let app: NestFastifyApplication;
    let config: AppConfig;
    let http: ReturnType<typeof request>;
    let acme: BootstrappedCompany;
    let withWorker: TestApp | undefined;
    const receivers: WebhookReceiver[] = [];
    const scrape = async () => {
      const response = await http.get('/metrics');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text;
    };

    beforeAll(async () => {
      // As an API beside workers: no jobs and no background timers, whose recovery passes would
      // enqueue other tests' uninspected files on this app's queues (the database is shared).
      config = testConfig({ WEBHOOKS_ALLOW_HTTP: 'true', ALLOW_PRIVATE_TARGETS: 'true', TAX_AUTHORITY_LATENCY_MS: '0', BACKGROUND_TASKS: 'false' });
      app = await createApiApp(config, testLogger(config));
      await app.listen({ port: 0, host: '127.0.0.1' });
      http = request(app.getHttpServer());
      acme = await app.get(BootstrapCompany).execute(`Metrics ${process.pid}-${Date.now()}`);
    });
    afterAll(async () => {
      await withWorker?.close();
      await app.close();
      for (const receiver of receivers) await receiver.close();
    });

    it('counts each request in the latency histogram of its route pattern, method and status class', async () => {
      const ok = { method: 'GET', route: '/warehouses', status_class: '2xx' };
      const refused = { method: 'GET', route: '/warehouses', status_class: '4xx' };
      const before = await scrape();
      await http.get('/warehouses').set(bearer(acme.keys.owner)).expect(200);
      await http.get('/warehouses').expect(401);
      const after = await scrape();
      expect(metricSample(after, 'backoffice_http_request_duration_seconds_count', ok)).toBe((metricSample(before, 'backoffice_http_request_duration_seconds_count', ok) ?? 0) + 1);
      expect(metricSample(after, 'backoffice_http_request_duration_seconds_count', refused)).toBe(
        (metricSample(before, 'backoffice_http_request_duration_seconds_count', refused) ?? 0) + 1,
      );
      expect(metricSample(after, 'backoffice_http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(
        metricSample(after, 'backoffice_http_request_duration_seconds_count', ok),
      );
    });

    it('labels by the route pattern, never the URL, so ids and unknown paths cannot grow the series', async () => {
      const marker = `x${Date.now()}`;
      await http.get(`/no/such/${marker}`).set(bearer(acme.keys.owner)).expect(404);
      await http.get(`/webhooks/987654321`).set(bearer(acme.keys.owner)).expect(404);
      const text = await scrape();
      expect(text).not.toContain(marker);
      expect(text).not.toContain('987654321');
      expect(metricSample(text, 'backoffice_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
      expect(metricSample(text, 'backoffice_http_request_duration_seconds_count', { route: '/webhooks/:id', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    });

    it('reports queue depth and the age of the oldest waiting job per BullMQ queue', async () => {
      const before = await scrape();
      expect(metricSample(before, 'backoffice_queue_jobs', { queue: 'files', state: 'waiting' })).toBe(0);
      expect(metricSample(before, 'backoffice_queue_oldest_waiting_job_age_seconds', { queue: 'files' })).toBe(0);
      await http.post('/files/upload').set(bearer(acme.keys.owner)).attach('file', PDF, { filename: 'r.pdf', contentType: 'application/pdf' }).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const after = await scrape();
      expect(metricSample(after, 'backoffice_queue_jobs', { queue: 'files', state: 'waiting' })).toBe(1);
      expect(metricSample(after, 'backoffice_queue_oldest_waiting_job_age_seconds', { queue: 'files' })).toBeGreaterThanOrEqual(1);
      expect(metricSample(after, 'backoffice_metrics_source_up', { source: 'redis' })).toBe(1);
    });

    it('shows a committed event in the outbox lag until the relay has taken it', async () => {
      const clientId = (await http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Metrics client' }).expect(200)).body.clientId;
      // Hold the relay's advisory lock, so no process relays until the test lets go.
      const blocker = new Client({ connectionString: config.database.url });
      await blocker.connect();
      let documentId: number;
      try {
        await blocker.query('BEGIN');
        await blocker.query(`SELECT pg_advisory_xact_lock(hashtext('webhooks.relay'))`);
        const issued = await http
          .post('/documents/create/invoice')
          .set(bearer(acme.keys.owner))
          .send({ entityId: clientId, items: [{ description: 'Work', quantity: 1, unitPrice: 100 }] })
          .expect(200);
        documentId = issued.body.id;
        await new Promise((resolve) => setTimeout(resolve, 1200));
        const held = await scrape();
        expect(metricSample(held, 'backoffice_outbox_unrelayed_events')).toBeGreaterThanOrEqual(1);
        expect(metricSample(held, 'backoffice_outbox_oldest_unrelayed_age_seconds')).toBeGreaterThanOrEqual(1.1);
      } finally {
        await blocker.query('COMMIT');
        await blocker.end();
      }
      const db = app.get(DataSource);
      // This API leaves the relay to the workers; here it runs one pass itself, as a worker would.
      await app.get(RelayOutbox).execute(60_000);
      await eventually(async () => (await db.query('SELECT published_at FROM outbox_events WHERE document_id = $1', [documentId]))[0]?.published_at, 10_000);
      const [{ age }] = await db.query('SELECT EXTRACT(EPOCH FROM clock_timestamp() - created_at)::float8 AS age FROM outbox_events WHERE document_id = $1', [documentId]);
      // Whatever still waits now is younger than our event: the lag it caused is gone.
      expect(metricSample(await scrape(), 'backoffice_outbox_oldest_unrelayed_age_seconds')).toBeLessThan(age);
    });

    it('counts webhook delivery attempts by outcome and deliveries by state, whichever instance did the work', async () => {
      const good = await startWebhookReceiver(() => ({ status: 200 }));
      const bad = await startWebhookReceiver(() => ({ status: 500 }));
      receivers.push(good, bad);
      // Another API instance, on the same queues, with a worker beside it sends the deliveries; this one reports them.
      withWorker = await startTestApp({ QUEUE_PREFIX: config.queuePrefix, WEBHOOKS_ALLOW_HTTP: 'true', ALLOW_PRIVATE_TARGETS: 'true', TAX_AUTHORITY_LATENCY_MS: '0' });
      const other = withWorker.http;
      for (const receiver of [good, bad])
        await other
          .post('/webhooks')
          .set(bearer(acme.keys.owner))
          .send({ url: receiver.url, events: ['*'] })
          .expect(200);
      const attempts = (text: string, outcome: string, reason: string) => metricSample(text, 'backoffice_webhook_attempts_total', { outcome, reason }) ?? 0;
      const before = await scrape();
      const clientId = (await other.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Webhook client' }).expect(200)).body.clientId;
      await other
        .post('/documents/create/invoice')
        .set(bearer(acme.keys.owner))
        .send({ entityId: clientId, items: [{ description: 'Work', quantity: 1, unitPrice: 100 }] })
        .expect(200);
      await eventually(async () => good.requests.length >= 1 && bad.requests.length >= 1, 15_000);
      const after = await eventually(async () => {
        const text = await scrape();
        return attempts(text, 'delivered', 'none') > attempts(before, 'delivered', 'none') && attempts(text, 'failed', 'http_5xx') > attempts(before, 'failed', 'http_5xx')
          ? text
          : undefined;
      }, 10_000);
      expect(metricSample(after, 'backoffice_webhook_deliveries', { status: 'delivered' })).toBeGreaterThanOrEqual(1);
      expect(metricSample(after, 'backoffice_webhook_deliveries', { status: 'retrying' })).toBeGreaterThanOrEqual(1);
    });
  });

  it('needs Authorization: Bearer <METRICS_TOKEN> when one is set', async () => {
    const config = testConfig({ REDIS_URL: undefined, METRICS_TOKEN: 'scrape-token-0123456789' });
    const app = await createApiApp(config, testLogger(config));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const http = request(app.getHttpServer());
      const missing = await http.get('/metrics');
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) });
      expect((await http.get('/metrics').set(bearer('scrape-token-wrong-value'))).status).toBe(401);
      const allowed = await http.get('/metrics').set(bearer('scrape-token-0123456789'));
      expect(allowed.status).toBe(200);
      // The embedded mode has no BullMQ: no queue series, and Redis is not a source.
      expect(metricSample(allowed.text, 'backoffice_metrics_source_up', { source: 'postgres' })).toBe(1);
      expect(metricSample(allowed.text, 'backoffice_metrics_source_up', { source: 'redis' })).toBeUndefined();
      expect(allowed.text).not.toContain('backoffice_queue_jobs{');
    } finally {
      await app.close();
    }
  });
});
