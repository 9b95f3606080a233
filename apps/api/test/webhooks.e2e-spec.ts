import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, eventually, startWebhookReceiver, WebhookReceiver } from '@backoffice/shared/testing';
import { verifyWebhook } from '@backoffice/webhooks/domain';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { createDocument, item, newClient } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

const stripe = new Stripe('sk_test_unused');

interface Envelope {
  id: string;
  type: string;
  created: number;
  data: { document: { id: string } };
}

describeWithDatabase()('webhooks: endpoints, signed delivery, retries', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let clientId: number;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      TAX_AUTHORITY_LATENCY_MS: '0',
      WEBHOOKS_ALLOW_HTTP: 'true',
      ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS_MS: '100,200,300,400,500',
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_RELAY_INTERVAL_MS: '50',
      WEBHOOK_REQUEUE_AFTER_MS: '1000',
    });
    acme = await t.newCompany();
    clientId = await newClient(t, acme, 'Client Ltd');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  const receiver = async (...args: Parameters<typeof startWebhookReceiver>) => {
    const r = await startWebhookReceiver(...args);
    receivers.push(r);
    return r;
  };
  const register = async (company: BootstrappedCompany, url: string, events: string[] = ['*']) => {
    const res = await t.http.post('/webhooks').set(bearer(company.keys.owner)).send({ url, events });
    expect(res.status).toBe(200);
    return res.body as { id: string; secret: string; url: string; events: string[] };
  };
  const issueInvoice = async (company = acme, entityId = clientId) => {
    const res = await createDocument(t, company, 'invoice', { entityId, items: [item(10)] });
    expect(res.status).toBe(200);
    return res.body as { id: number; visibleId: string };
  };
  const deliveries = async (company: BootstrappedCompany, endpointId: string, query = '') => {
    const res = await t.http.get(`/webhooks/${endpointId}/deliveries${query}`).set(bearer(company.keys.owner));
    expect(res.status).toBe(200);
    return res.body;
  };

  it('signs every delivery so that both the verification library and stripe.webhooks.constructEvent accept it', async () => {
    const r = await receiver();
    const endpoint = await register(acme, r.url, ['document.created']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const invoice = await issueInvoice();
    await eventually(async () => r.requests.length >= 1);
    const received = r.requests[0];
    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toBe('application/json');
    const header = received.headers['service-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const envelope = verifyWebhook<Envelope>(received.rawBody, header, endpoint.secret);
    expect(envelope).toMatchObject({ type: 'document.created', data: { document: { id: invoice.visibleId } } });
    expect(stripe.webhooks.constructEvent(received.rawBody, header, endpoint.secret)).toMatchObject({ id: envelope.id });
    expect(() => verifyWebhook(received.rawBody, header, 'whsec_wrong')).toThrow();
    expect(() => stripe.webhooks.constructEvent(received.rawBody + ' ', header, endpoint.secret)).toThrow();
    // The event id is the outbox's, so the pull feed and every endpoint agree.
    const [outbox] = await t.app
      .get(DataSource)
      .query(`SELECT event_id FROM outbox_events WHERE company_id = $1 AND type = 'document.created' AND envelope->'data'->'document'->>'id' = $2`, [
        acme.companyId,
        invoice.visibleId,
      ]);
    expect(envelope.id).toBe(outbox.event_id);
    // The secret is stored encrypted, never in clear.
    const [row] = await t.app.get(DataSource).query('SELECT secret_enc FROM webhook_endpoints WHERE public_id = $1', [endpoint.id]);
    expect(row.secret_enc).not.toContain(endpoint.secret);
    expect(row.secret_enc).not.toContain(endpoint.secret.slice(6));
  });

  it('500, 500, 200: three attempts, one event id, growing gaps; each attempt recorded', async () => {
    const r = await receiver((n) => ({ status: n <= 2 ? 500 : 200 }));
    const endpoint = await register(acme, r.url, ['document.created']);
    await issueInvoice();
    await eventually(async () => r.requests.length >= 3, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(r.requests).toHaveLength(3);
    const ids = r.requests.map((q) => verifyWebhook<Envelope>(q.rawBody, q.headers['service-signature'] as string, endpoint.secret).id);
    expect(new Set(ids).size).toBe(1);
    const gap1 = r.requests[1].at - r.requests[0].at;
    const gap2 = r.requests[2].at - r.requests[1].at;
    expect(gap1).toBeGreaterThanOrEqual(95);
    expect(gap2).toBeGreaterThanOrEqual(195);
    expect(gap2).toBeGreaterThan(gap1);

    const page = await eventually(async () => {
      const body = await deliveries(acme, endpoint.id);
      return body.data[0]?.status === 'delivered' ? body : undefined;
    });
    expect(page.pagination).toMatchObject({ total: 1, limit: 50, offset: 0, hasMore: false });
    const [delivery] = page.data;
    expect(delivery).toMatchObject({ eventId: ids[0], eventType: 'document.created', status: 'delivered', attemptCount: 3, lastResponseStatus: 200 });
    expect(delivery.attempts.map((a: { responseStatus: number; outcome: string; failure: string | null }) => [a.responseStatus, a.outcome, a.failure])).toEqual([
      [500, 'failed', 'http_5xx'],
      [500, 'failed', 'http_5xx'],
      [200, 'delivered', null],
    ]);
    expect(delivery.attempts[0].nextAttemptAt).not.toBeNull();
    expect(delivery.attempts[2].nextAttemptAt).toBeNull();
  });

  it('always 500: exactly six attempts (the send and five retries), then dropped', async () => {
    const r = await receiver(() => ({ status: 500 }));
    const endpoint = await register(acme, r.url, ['document.created']);
    await issueInvoice();
    await eventually(async () => r.requests.length >= 6, 15_000);
    const dropped = await eventually(async () => {
      const body = await deliveries(acme, endpoint.id, '?status=dropped');
      return body.data.length === 1 ? body.data[0] : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(r.requests).toHaveLength(6);
    expect(dropped).toMatchObject({ status: 'dropped', attemptCount: 6, nextAttemptAt: null });
    expect(dropped.attempts).toHaveLength(6);
    expect((await deliveries(acme, endpoint.id, '?status=delivered')).data).toHaveLength(0);

    // Recover: every dropped delivery since a time is sent again, as a new delivery.
    r.setBehaviour(() => ({ status: 200 }));
    const recovered = await t.http
      .post(`/webhooks/${endpoint.id}/recover`)
      .set(bearer(acme.keys.owner))
      .send({ since: new Date(Date.now() - 60_000).toISOString() });
    expect(recovered.status).toBe(200);
    expect(recovered.body).toEqual({ success: true, redelivered: 1 });
    await eventually(async () => r.requests.length === 7);
    const again = await eventually(async () => {
      const body = await deliveries(acme, endpoint.id, '?status=delivered');
      return body.data[0];
    });
    expect(again).toMatchObject({ eventId: dropped.eventId, redeliveryOf: dropped.id, attemptCount: 1 });
    // Redeliver one delivery by id.
    const one = await t.http.post(`/webhooks/${endpoint.id}/deliveries/${dropped.id}/redeliver`).set(bearer(acme.keys.owner));
    expect(one.status).toBe(200);
    await eventually(async () => r.requests.length === 8);
    const ids = r.requests.map((q) => JSON.parse(q.rawBody).id);
    expect(new Set(ids)).toEqual(new Set([dropped.eventId]));
    const filtered = await deliveries(acme, endpoint.id, `?eventId=${dropped.eventId}&limit=2`);
    expect(filtered.pagination).toMatchObject({ total: 3, limit: 2, hasMore: true });
  });

  it('a receiver that hangs past the time-out fails with "timeout" and does not delay a healthy endpoint', async () => {
    const hanging = await receiver(() => 'hang');
    const healthy = await receiver();
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Client Ltd');
    const slow = await register(company, hanging.url);
    await register(company, healthy.url);
    const started = Date.now();
    for (let i = 0; i < 20; i++) await issueInvoice(company, client);
    const issuing = Date.now() - started;
    // 20 invoices, 20 document.created events; the hanging endpoint holds its slots for 1 s each.
    await eventually(async () => healthy.requests.length >= 20, 5_000, 10);
    expect(Date.now() - started).toBeLessThan(1000 + 20 * 100);
    // The healthy endpoint has them all within the hanging one's first time-out, or, where issuing the 20 took about that long
    // already (a slow or shared machine), within a quarter of a second of the last: never after waiting for a slot a time-out frees.
    expect(healthy.requests[19].at - started).toBeLessThan(Math.max(1000, issuing + 250));
    const failed = await eventually(async () => {
      const body = await deliveries(company, slow.id, '?status=retrying');
      return body.data.find((d: { attempts: { failure: string }[] }) => d.attempts.length > 0);
    });
    expect(failed.attempts[0]).toMatchObject({ outcome: 'failed', failure: 'timeout', responseStatus: null });
    expect(failed.attempts[0].durationMs).toBeGreaterThanOrEqual(950);
    await t.http.delete(`/webhooks/${slow.id}`).set(bearer(company.keys.owner));
  });

  it('a deleted endpoint receives nothing more, and its pending deliveries are cancelled', async () => {
    const r = await receiver(() => ({ status: 503 }));
    const endpoint = await register(acme, r.url, ['document.created']);
    await issueInvoice();
    await eventually(async () => r.requests.length >= 1);
    const del = await t.http.delete(`/gateway/webhooks/${endpoint.id}`).set(bearer(acme.keys.owner));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true });
    const seen = r.requests.length;
    await issueInvoice();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(r.requests.length).toBeLessThanOrEqual(seen + 1); // at most the attempt already in flight
    const list = await t.http.get('/webhooks').set(bearer(acme.keys.owner));
    expect(list.body.data.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
    const [row] = await t.app
      .get(DataSource)
      .query(`SELECT status FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.public_id = $1`, [endpoint.id]);
    expect(row.status).toBe('cancelled');
  });

  it('fans an event out only to endpoints subscribed to its type, with the same event id', async () => {
    const all = await receiver();
    const created = await receiver();
    const other = await receiver();
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Client Ltd');
    await register(company, all.url, ['*']);
    await register(company, created.url, ['document.created', 'document.created']);
    await register(company, other.url, ['document.cancelled']);
    await issueInvoice(company, client);
    await eventually(async () => all.requests.length >= 1 && created.requests.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.parse(all.requests[0].rawBody).id).toBe(JSON.parse(created.requests[0].rawBody).id);
    expect(other.requests).toHaveLength(0);
  });

  it('rotating the secret answers a new one once; deliveries carry a v1 for each secret during the overlap', async () => {
    const r = await receiver();
    const endpoint = await register(acme, r.url, ['document.created']);
    const rotated = await t.http.post(`/gateway/webhooks/${endpoint.id}/rotate-secret`).set(bearer(acme.keys.owner));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    expect(new Date(rotated.body.previousSecretExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    await issueInvoice();
    await eventually(async () => r.requests.length >= 1);
    const { rawBody, headers } = r.requests[0];
    const header = headers['service-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifyWebhook(rawBody, header, endpoint.secret)).toBeTruthy();
    expect(verifyWebhook(rawBody, header, rotated.body.secret)).toBeTruthy();
    expect(stripe.webhooks.constructEvent(rawBody, header, rotated.body.secret)).toBeTruthy();
    expect(stripe.webhooks.constructEvent(rawBody, header, endpoint.secret)).toBeTruthy();
    // The Standard Webhooks header carries one signature per secret too, and the official package accepts either.
    expect((headers['webhook-signature'] as string).split(' ').map((s) => s.split(',')[0])).toEqual(['v1', 'v1']);
    const envelope = JSON.parse(rawBody);
    for (const secret of [endpoint.secret, rotated.body.secret]) expect(new Webhook(secret).verify(rawBody, headers as Record<string, string>)).toEqual(envelope);
  });

  it('validates the body: event types from the catalogue or ["*"], a URL, no unknown fields', async () => {
    const post = (body: object) => t.http.post('/webhooks').set(bearer(acme.keys.owner)).send(body);
    for (const body of [
      { url: 'https://example.com/h', events: ['document.nope'] },
      { url: 'https://example.com/h', events: [] },
      { url: 'https://example.com/h', events: ['*', 'document.created'] },
      { url: 'not a url', events: ['*'] },
      { url: 'ftp://example.com/h', events: ['*'] },
      { url: 'https://user:pw@example.com/h', events: ['*'] },
      { url: 'https://example.com/h', events: ['*'], extra: 1 },
      { events: ['*'] },
    ]) {
      const res = await post(body);
      expect([res.status, res.body.error]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it('lets only owner keys manage endpoints, and only within their company', async () => {
    const r = await receiver();
    const endpoint = await register(acme, r.url);
    for (const role of ['manager', 'accountant', 'employee'] as const) {
      const key = acme.keys[role];
      expect(
        (
          await t.http
            .post('/webhooks')
            .set(bearer(key))
            .send({ url: r.url, events: ['*'] })
        ).status,
      ).toBe(403);
      expect((await t.http.get('/webhooks').set(bearer(key))).status).toBe(403);
      expect((await t.http.delete(`/webhooks/${endpoint.id}`).set(bearer(key))).status).toBe(403);
      expect((await t.http.get(`/webhooks/${endpoint.id}/deliveries`).set(bearer(key))).status).toBe(403);
    }
    expect((await t.http.get('/webhooks')).status).toBe(401);
    const other = await t.newCompany();
    const theirs = await t.http.get('/webhooks').set(bearer(other.keys.owner));
    expect(theirs.body.data).toEqual([]);
    for (const res of [
      await t.http.delete(`/webhooks/${endpoint.id}`).set(bearer(other.keys.owner)),
      await t.http.get(`/webhooks/${endpoint.id}/deliveries`).set(bearer(other.keys.owner)),
      await t.http.post(`/webhooks/${endpoint.id}/rotate-secret`).set(bearer(other.keys.owner)),
      await t.http.post(`/webhooks/${endpoint.id}/recover`).set(bearer(other.keys.owner)).send({ since: '2020-01-01T00:00:00Z' }),
    ]) {
      expect(res.status).toBe(404);
    }
    const mine = await t.http.get('/gateway/webhooks').set(bearer(acme.keys.owner));
    const listed = mine.body.data.find((e: { id: string }) => e.id === endpoint.id);
    expect(listed).toEqual({
      id: endpoint.id,
      url: r.url,
      events: ['*'],
      description: null,
      metadata: {},
      rateLimitPerSecond: null,
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(mine.body)).not.toContain('whsec_');
    // Another company's events never reach this company's endpoints.
    const seen = r.requests.length;
    await issueInvoice(other, await newClient(t, other, 'Theirs Ltd'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.requests.length).toBe(seen);
  });
});

describeWithDatabase()('webhooks: target checks with the defaults (https only, public addresses only)', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_HTTP: undefined, ALLOW_PRIVATE_TARGETS: undefined });
    acme = await t.newCompany();
  });
  afterAll(() => t.close());

  it.each([
    ['http://example.com/h', /https/],
    ['https://127.0.0.1/h', /loopback/],
    ['https://localhost/h', /loopback/],
    ['https://[::1]/h', /loopback/],
    ['https://[::ffff:127.0.0.1]/h', /loopback/],
    ['https://10.1.2.3/h', /private/],
    ['https://192.168.0.10/h', /private/],
    ['https://169.254.169.254/latest', /link-local/],
    ['https://0.0.0.0/h', /unspecified/],
  ])('refuses %s', async (url, why) => {
    const res = await t.http
      .post('/webhooks')
      .set(bearer(acme.keys.owner))
      .send({ url, events: ['*'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.message).toMatch(why);
  });
});
