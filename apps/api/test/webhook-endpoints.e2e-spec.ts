import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, eventually, startWebhookReceiver, WebhookReceiver } from '@backoffice/shared/testing';
import { EVENT_TYPES, verifyWebhook } from '@backoffice/webhooks/domain';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { createDocument, item, newClient } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const stripe = new Stripe('sk_test_unused');

/**
 * The endpoint's lifecycle against real receivers: update, disable and enable with catch-up, the
 * test event, the event-type catalogue, disabling on 410 and on sustained failure (windows
 * shortened), per-endpoint rate limits, and every delivery verified by the `standardwebhooks`
 * package and by Stripe's verifier.
 */
describeWithDatabase()('webhook endpoints: lifecycle, health, catch-up, rate limits', () => {
  let t: TestApp;
  let company: BootstrappedCompany;
  let clientId: number;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      TAX_AUTHORITY_LATENCY_MS: '0',
      WEBHOOKS_ALLOW_HTTP: 'true',
      ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS_MS: '100,150,200,250,300',
      WEBHOOK_TIMEOUT_MS: '3000',
      WEBHOOK_RELAY_INTERVAL_MS: '50',
      WEBHOOK_REQUEUE_AFTER_MS: '1000',
      WEBHOOK_DISABLE_AFTER_MS: '400',
      WEBHOOK_DISABLE_MIN_ATTEMPTS: '3',
      WEBHOOK_CATCH_UP_PER_SECOND: '20',
    });
    company = await t.newCompany();
    clientId = await newClient(t, company, 'Hooks Client');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  const owner = () => bearer(company.keys.owner);
  const receiver = async (...args: Parameters<typeof startWebhookReceiver>) => {
    const r = await startWebhookReceiver(...args);
    receivers.push(r);
    return r;
  };
  const register = async (url: string, extra: Json = {}) =>
    (
      await t.http
        .post('/webhooks')
        .set(owner())
        .send({ url, events: ['document.created'], ...extra })
        .expect(200)
    ).body;
  const invoice = async () => (await createDocument(t, company, 'invoice', { entityId: clientId, items: [item(10)] }).expect(200)).body;
  const endpointOf = async (id: string) => (await t.http.get(`/webhooks/${id}`).set(owner()).expect(200)).body;
  const delivered = (r: WebhookReceiver, secret: string) =>
    r.requests.map((request) => {
      const envelope = verifyWebhook<Json>(request.rawBody, request.headers['service-signature'] as string, secret);
      // Both judges nobody here wrote accept the same delivery.
      expect(new Webhook(secret).verify(request.rawBody, request.headers as Record<string, string>)).toEqual(envelope);
      expect(stripe.webhooks.constructEvent(request.rawBody, request.headers['service-signature'] as string, secret)).toMatchObject({ id: envelope.id });
      expect(request.headers['webhook-id']).toBe(envelope.id);
      return envelope;
    });

  it('updates URL, events, description, metadata and rate limit with the checks of creation', async () => {
    const [first, second] = [await receiver(), await receiver()];
    const endpoint = await register(first.url, { description: 'Orders', metadata: { team: 'sync' } });
    expect(endpoint).toMatchObject({ description: 'Orders', metadata: { team: 'sync' }, rateLimitPerSecond: null });
    const updated = await t.http
      .put(`/webhooks/${endpoint.id}`)
      .set(owner())
      .send({ url: second.url, events: ['*'], description: null, metadata: { team: 'billing' }, rateLimitPerSecond: 5 })
      .expect(200);
    expect(updated.body).toMatchObject({ id: endpoint.id, url: second.url, events: ['*'], description: null, metadata: { team: 'billing' }, rateLimitPerSecond: 5, enabled: true });
    expect(await endpointOf(endpoint.id)).toEqual(updated.body);
    // The same alias, the same endpoint.
    expect((await t.http.get(`/gateway/webhooks/${endpoint.id}`).set(owner()).expect(200)).body).toEqual(updated.body);

    for (const body of [{ url: 'ftp://example.com/x' }, { events: ['no.such.type'] }, { events: [] }, { metadata: { k: 1 } }, { rateLimitPerSecond: 0 }, { nickname: 'x' }]) {
      const res = await t.http.put(`/webhooks/${endpoint.id}`).set(owner()).send(body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error: 'VALIDATION_ERROR' });
    }
    expect((await t.http.put('/webhooks/we_missing').set(owner()).send({ description: 'x' })).status).toBe(404);
    expect((await t.http.put(`/webhooks/${endpoint.id}`).set(bearer(company.keys.manager)).send({ description: 'x' })).status).toBe(403);
  });

  it('refuses on update what creation refuses: plain http, and a target on a private address', async () => {
    const endpoint = await register((await receiver()).url);
    // An instance on the default guard, on the same database: the endpoint is the company's there too.
    const guarded = await startTestApp({ REDIS_URL: undefined });
    try {
      for (const url of ['https://127.0.0.1/hooks', 'https://10.1.2.3/hooks', 'http://example.com/hooks']) {
        const res = await guarded.http.put(`/webhooks/${endpoint.id}`).set(owner()).send({ url });
        expect({ url, status: res.status, error: res.body.error, field: res.body.details?.[0]?.field }).toEqual({ url, status: 400, error: 'VALIDATION_ERROR', field: 'url' });
      }
      expect((await endpointOf(endpoint.id)).url).toBe(endpoint.url);
    } finally {
      await guarded.close();
    }
  });

  it('holds events while disabled and, once enabled, delivers exactly the missed ones, once each, oldest first, at the catch-up rate', async () => {
    const r = await receiver();
    const endpoint = await register(r.url);
    await invoice();
    await eventually(async () => r.requests.length === 1);
    const disabled = await t.http.post(`/webhooks/${endpoint.id}/disable`).set(owner()).expect(200);
    expect(disabled.body).toMatchObject({ enabled: false, disabledReason: 'MANUAL', disabledAt: expect.any(String) });

    const missed = [];
    for (let i = 0; i < 6; i++) missed.push((await invoice()).visibleId);
    await eventually(async () => {
      const page = (await t.http.get(`/webhooks/${endpoint.id}/deliveries?status=held`).set(owner()).expect(200)).body;
      return page.pagination.total === 6;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.requests).toHaveLength(1);

    const enabled = await t.http.post(`/webhooks/${endpoint.id}/enable`).set(owner()).expect(200);
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, catchingUp: 6 });
    await eventually(async () => r.requests.length >= 7, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const envelopes = delivered(r, endpoint.secret);
    expect(envelopes).toHaveLength(7);
    expect(envelopes.slice(1).map((e) => e.data.document.id)).toEqual(missed);
    // 20 a second: the six arrive over at least a quarter of a second, one after another, never two side by side.
    const times = r.requests.slice(1).map((q) => q.at);
    expect(times[5] - times[0]).toBeGreaterThanOrEqual(220);
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(25);
  });

  it('sends a signed webhook.test to one endpoint and answers the outcome; refuses while disabled', async () => {
    const r = await receiver((n) => ({ status: n === 1 ? 204 : 500 }));
    const endpoint = await register(r.url);
    const ok = await t.http.post(`/webhooks/${endpoint.id}/test`).set(owner()).expect(200);
    expect(ok.body).toMatchObject({ success: true, delivered: true, responseStatus: 204, failure: null });
    const [test] = delivered(r, endpoint.secret);
    expect(test).toMatchObject({ id: ok.body.eventId, type: 'webhook.test', data: { endpoint: { id: endpoint.id } } });
    const failing = await t.http.post(`/webhooks/${endpoint.id}/test`).set(owner()).expect(200);
    expect(failing.body).toMatchObject({ delivered: false, responseStatus: 500, failure: 'http_5xx' });
    await t.http.post(`/webhooks/${endpoint.id}/disable`).set(owner()).expect(200);
    const refused = await t.http.post(`/webhooks/${endpoint.id}/test`).set(owner());
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 409, error: 'WEBHOOK_DISABLED' });
  });

  it('lists every event type with the schema its deliveries validate against', async () => {
    const list = (await t.http.get('/webhooks/event-types').set(owner()).expect(200)).body.data as Json[];
    expect(list.map((e) => e.type).sort()).toEqual([...EVENT_TYPES, 'webhook.test'].sort());
    expect(list.every((e) => typeof e.description === 'string' && e.description.length > 10)).toBe(true);
    const r = await receiver();
    const endpoint = await register(r.url);
    await invoice();
    await t.http.post(`/webhooks/${endpoint.id}/test`).set(owner()).expect(200);
    await eventually(async () => r.requests.length >= 2);
    const ajv = addFormats(new Ajv2020({ strict: false }));
    for (const envelope of delivered(r, endpoint.secret)) {
      const validate = ajv.compile(list.find((e) => e.type === envelope.type).schema);
      expect({ type: envelope.type, valid: validate(envelope), errors: validate.errors ?? null }).toEqual({ type: envelope.type, valid: true, errors: null });
    }
  });

  it('shows the event-type catalogue to owner keys only, under both prefixes, like every webhooks route', async () => {
    for (const prefix of ['/webhooks', '/gateway/webhooks']) {
      for (const role of ['manager', 'accountant', 'employee'] as const) {
        const refused = await t.http.get(`${prefix}/event-types`).set(bearer(company.keys[role]));
        expect({ prefix, role, status: refused.status, error: refused.body.error }).toEqual({ prefix, role, status: 403, error: 'FORBIDDEN' });
      }
      const list = (await t.http.get(`${prefix}/event-types`).set(owner()).expect(200)).body.data as Json[];
      expect(list.map((e) => e.type).sort()).toEqual([...EVENT_TYPES, 'webhook.test'].sort());
    }
  });

  it('disables an endpoint at once when it answers 410 Gone, and tells the endpoints subscribed to webhook.endpoint.disabled', async () => {
    const watcher = await receiver();
    const watching = await register(watcher.url, { events: ['webhook.endpoint.disabled'] });
    const gone = await receiver(() => ({ status: 410 }));
    const endpoint = await register(gone.url);
    await invoice();
    await eventually(async () => (await endpointOf(endpoint.id)).disabledReason === 'GONE', 10_000);
    expect(gone.requests).toHaveLength(1);
    const [notice] = await eventually(async () => watcher.requests.length >= 1 && delivered(watcher, watching.secret));
    expect(notice).toMatchObject({ type: 'webhook.endpoint.disabled', data: { endpoint: { id: endpoint.id, url: gone.url, disabledReason: 'GONE' } } });
    // Later events are held for it, not attempted.
    await invoice();
    await eventually(async () => (await t.http.get(`/webhooks/${endpoint.id}/deliveries?status=held`).set(owner())).body.pagination.total >= 1);
    expect(gone.requests).toHaveLength(1);
  });

  it('disables an endpoint whose attempts all fail for WEBHOOK_DISABLE_AFTER_MS and at least WEBHOOK_DISABLE_MIN_ATTEMPTS times, and tells the endpoints subscribed', async () => {
    const watcher = await receiver();
    const watching = await register(watcher.url, { events: ['webhook.endpoint.disabled'] });
    const failing = await receiver(() => ({ status: 503 }));
    const endpoint = await register(failing.url);
    await invoice();
    const disabled = await eventually(async () => {
      const e = await endpointOf(endpoint.id);
      return e.disabledReason === 'FAILING' && e;
    }, 15_000);
    expect(disabled.enabled).toBe(false);
    const notices = await eventually(async () => {
      const mine = delivered(watcher, watching.secret).filter((e: Json) => e.data.endpoint.id === endpoint.id);
      return mine.length > 0 && mine;
    });
    expect(notices).toEqual([
      expect.objectContaining({ type: 'webhook.endpoint.disabled', data: { endpoint: expect.objectContaining({ id: endpoint.id, disabledReason: 'FAILING' }) } }),
    ]);
    const attempts = failing.requests.map((q) => q.at);
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts[attempts.length - 1] - attempts[0]).toBeGreaterThanOrEqual(350);
    // A success ends a run of failures: an endpoint that recovers in time stays enabled.
    let calls = 0;
    const flaky = await receiver(() => ({ status: ++calls % 2 === 0 ? 200 : 500 }));
    const steady = await register(flaky.url);
    for (let i = 0; i < 4; i++) await invoice();
    await eventually(async () => flaky.requests.length >= 8, 15_000);
    expect((await endpointOf(steady.id)).enabled).toBe(true);
  });

  it("honours a receiver's Retry-After on 429 and records it on the attempt", async () => {
    const busy = await receiver((n) => (n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 }));
    const endpoint = await register(busy.url);
    await invoice();
    await eventually(async () => busy.requests.length >= 2, 10_000);
    // The schedule here says 100 ms; the receiver asked for a second.
    expect(busy.requests[1].at - busy.requests[0].at).toBeGreaterThanOrEqual(950);
    // The receiver has answered; the attempt is recorded just after.
    const delivery = await eventually(async () => {
      const [d] = (await t.http.get(`/webhooks/${endpoint.id}/deliveries`).set(owner()).expect(200)).body.data;
      return d.attempts.length === 2 && d;
    });
    expect(delivery.attempts.map((a: Json) => [a.responseStatus, a.retryAfterSeconds])).toEqual([
      [429, 1],
      [200, null],
    ]);
    delivered(busy, endpoint.secret);
  });

  it("honours a receiver's Retry-After on 503 given as an HTTP date, and records it in seconds", async () => {
    // The first answer comes at least 300 ms after the request, in the first 50 ms of a second, with a date two whole seconds after that second:
    // counted from when the answer came, at most 2 s; counted from when the request was sent (as it once was), more than 2 s. The receiver
    // waits on timers (its process also runs the API and the worker), and the suite's 3 s time-out leaves room for up to two such waits.
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const busy = await receiver(async (n) => {
      if (n !== 1) return { status: 200 };
      await sleep(300);
      while (Date.now() % 1000 >= 50) await sleep(1000 - (Date.now() % 1000));
      return { status: 503, headers: { 'retry-after': new Date(Math.floor(Date.now() / 1000) * 1000 + 2_000).toUTCString() } };
    });
    const endpoint = await register(busy.url);
    await invoice();
    await eventually(async () => busy.requests.length >= 2, 10_000);
    // The schedule here says 100 ms; the date was one to two seconds ahead (HTTP dates have whole seconds).
    expect(busy.requests[1].at - busy.requests[0].at).toBeGreaterThanOrEqual(900);
    const delivery = await eventually(async () => {
      const [d] = (await t.http.get(`/webhooks/${endpoint.id}/deliveries`).set(owner()).expect(200)).body.data;
      return d.attempts.length === 2 && d;
    });
    expect(delivery.attempts.map((a: Json) => a.responseStatus)).toEqual([503, 200]);
    expect(delivery.attempts[0].retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(delivery.attempts[0].retryAfterSeconds).toBeLessThanOrEqual(2);
    delivered(busy, endpoint.secret);
  });

  it("holds an endpoint to its rate limit while another endpoint's deliveries run at full speed", async () => {
    const [limited, free] = [await receiver(), await receiver()];
    const slow = await register(limited.url, { rateLimitPerSecond: 5 });
    const fast = await register(free.url);
    for (let i = 0; i < 6; i++) await invoice();
    await eventually(async () => free.requests.length >= 6, 10_000);
    const freeSpan = free.requests[5].at - free.requests[0].at;
    await eventually(async () => limited.requests.length >= 6, 15_000);
    // Five a second: requests leave 200 ms apart (each leased before its turn). The receiver runs
    // in this process beside the API and the worker, so when it records a request also carries the
    // event loop's delays (up to ~150 ms on a loaded two-core machine): every span of k requests
    // is at least k turns less that much, which an unpaced endpoint (all six within a few ms) or
    // one paced at twice the rate (spans of 100 ms a turn) cannot meet.
    const at = limited.requests.slice(0, 6).map((q) => q.at);
    for (let i = 0; i < at.length; i++) for (let j = i + 1; j < at.length; j++) expect(at[j] - at[i]).toBeGreaterThanOrEqual((j - i) * 200 - 150);
    expect(freeSpan).toBeLessThan(at[5] - at[0]);
    delivered(limited, slow.secret);
    delivered(free, fast.secret);
  });
});
