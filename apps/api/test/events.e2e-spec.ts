import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, eventually, startWebhookReceiver } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { createDocument, item, newClient, outboxOf } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('GET /events: the pull alternative to webhooks', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let clientId: number;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0', WEBHOOKS_ALLOW_HTTP: 'true', ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '50' });
    acme = await t.newCompany();
    clientId = await newClient(t, acme, 'Client Ltd');
  });
  afterAll(() => t.close());

  const events = (company: BootstrappedCompany, query = '') => t.http.get(`/events${query}`).set(bearer(company.keys.employee));

  it('lists the company’s events in commit order with the pushed ids, page by page from a cursor', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await t.http
        .post('/webhooks')
        .set(bearer(acme.keys.owner))
        .send({ url: receiver.url, events: ['*'] })
        .expect(200);
      for (let i = 0; i < 5; i++) expect((await createDocument(t, acme, 'invoice', { entityId: clientId, items: [item(10 + i)] })).status).toBe(200);
      const outbox = await outboxOf(t, acme.companyId);
      expect(outbox.length).toBeGreaterThanOrEqual(5);

      // An event is served once every older transaction in the cluster has ended (commit order).
      await eventually(async () => (await events(acme, '?limit=200')).body.data.length === outbox.length);
      const first = await events(acme, '?limit=3');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(3);
      expect(first.body.hasMore).toBe(true);
      const rest = await events(acme, `?limit=200&after=${encodeURIComponent(first.body.nextCursor)}`);
      expect(rest.status).toBe(200);
      const all = [...first.body.data, ...rest.body.data];
      expect(all.map((e: { id: string }) => e.id)).toEqual(outbox.map((o) => o.envelope.id));
      expect(all[0]).toEqual(outbox[0].envelope);
      expect(rest.body.hasMore).toBe(false);

      // A drained feed hands the same position back and serves nothing new until a new event.
      const empty = await events(acme, `?after=${encodeURIComponent(rest.body.nextCursor)}`);
      expect(empty.body.data).toEqual([]);
      await createDocument(t, acme, 'invoice', { entityId: clientId, items: [item(1)] });
      const next = await eventually(async () => {
        const res = await events(acme, `?after=${encodeURIComponent(empty.body.nextCursor)}`);
        return res.body.data.length > 0 ? res : undefined;
      });
      expect(next.body.data.map((e: { type: string }) => e.type)).toEqual(['document.created']);

      // The same ids as the pushes.
      await eventually(async () => receiver.requests.length >= 6);
      const pushed = new Set(receiver.requests.map((r) => JSON.parse(r.rawBody).id));
      expect([...all, ...next.body.data].every((e: { id: string }) => pushed.has(e.id))).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('filters by types, and refuses unknown types and foreign or forged cursors', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Client Ltd');
    const invoice = await createDocument(t, company, 'invoice', { entityId: client, items: [item(100)] });
    await createDocument(t, company, 'receipt', {
      entityId: client,
      payments: [{ method: 'cash', amount: 50 }],
      allocations: [{ documentId: invoice.body.id, amount: 50 }],
    });
    const types = (await outboxOf(t, company.companyId)).map((o) => o.type);
    await eventually(async () => (await events(company, '?limit=200')).body.data.length === types.length);
    const filtered = await events(company, '?types=document.status_changed,document.allocated');
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.map((e: { type: string }) => e.type)).toEqual(types.filter((x) => x === 'document.status_changed' || x === 'document.allocated'));
    expect(filtered.body.data.length).toBeGreaterThan(0);

    expect((await events(company, '?types=document.nope')).body.error).toBe('VALIDATION_ERROR');
    const theirs = (await events(acme, '?limit=1')).body.nextCursor;
    for (const after of [theirs, 'garbage', `${theirs}x`]) {
      const res = await events(company, `?after=${encodeURIComponent(after)}`);
      expect([res.status, res.body.error]).toEqual([400, 'INVALID_CURSOR']);
    }
    // Isolation: this company sees only its own events.
    const own = await events(company, '?limit=200');
    const [{ n }] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM outbox_events WHERE company_id = $1', [company.companyId]);
    expect(own.body.data).toHaveLength(n);
    expect((await t.http.get('/events')).status).toBe(401);
  });
});
