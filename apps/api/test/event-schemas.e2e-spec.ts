import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, eventually, startWebhookReceiver, WebhookReceiver } from '@backoffice/shared/testing';
import { EVENT_TYPES, TEST_EVENT_TYPE, verifyWebhook } from '@backoffice/webhooks/domain';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createDocument, item, newClient } from './support/documents';
import { CARDS, saveCard } from './support/gateway';
import { bearer, startTestApp, TestApp } from './support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Every event type, produced through the API, then read twice: from /events, whose answers the
 * e2e response check validates against the document, and as signed deliveries, each validated
 * against the `webhooks` section's schema of its type (additional properties refused).
 */
describeWithDatabase()('events match their published schemas', () => {
  let t: TestApp;
  let company: BootstrappedCompany;
  let receiver: WebhookReceiver;
  let secret: string;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0', WEBHOOKS_ALLOW_HTTP: 'true', ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '50' });
    company = await t.newCompany();
    receiver = await startWebhookReceiver();
    secret = (
      await t.http
        .post('/webhooks')
        .set(bearer(company.keys.owner))
        .send({ url: receiver.url, events: ['*'] })
        .expect(200)
    ).body.secret;
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const ok = async (res: { status: number; body: Json }) => {
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const owner = () => bearer(company.keys.owner);

  it('covers every event type', async () => {
    const client = await newClient(t, company, 'Events Ltd', '514123454');
    await ok(await t.http.put('/company/settings').set(owner()).send({ allocationNumberThreshold: 1000 }));
    const invoice = await ok(await createDocument(t, company, 'invoice', { entityId: client, items: [item(100)] }));
    await ok(await createDocument(t, company, 'invoice', { entityId: client, items: [item(5000)] })); // allocation number
    const receipt = await ok(
      await createDocument(t, company, 'receipt', { entityId: client, payments: [{ method: 'cash', amount: 50 }], allocations: [{ documentId: invoice.id, amount: 50 }] }),
    );
    await ok(await t.http.post(`/documents/${receipt.visibleId}/cancel`).set(owner()).send({ reason: 'Wrong amount' }));
    await ok(await t.http.post(`/documents/${invoice.visibleId}/close`).set(owner()));
    const credited = await ok(await createDocument(t, company, 'invoice', { entityId: client, items: [item(30)] }));
    await ok(await createDocument(t, company, 'refund', { entityId: client, relatedDocumentId: credited.id, items: [item(30)] }));

    const visa = await saveCard(t, company, client, CARDS.visa);
    const declined = await saveCard(t, company, client, CARDS.declined);
    const paid = await ok(await t.http.post('/gateway/charges').set(owner()).send({ paymentMethodId: visa, amount: 20 }));
    await t.http.post('/gateway/charges').set(owner()).send({ paymentMethodId: declined, amount: 20 }).expect(200);
    const held = await ok(await t.http.post('/gateway/charges').set(owner()).send({ paymentMethodId: visa, amount: 15, capture: false }));
    await ok(await t.http.post(`/gateway/charges/${held.id}/capture`).set(owner()).send({}));
    const released = await ok(await t.http.post('/gateway/charges').set(owner()).send({ paymentMethodId: visa, amount: 5, capture: false }));
    await ok(await t.http.post(`/gateway/charges/${released.id}/void`).set(owner()));
    await ok(await t.http.post(`/gateway/charges/${paid.id}/refunds`).set(owner()).send({ amount: 5 }));
    await ok(await t.http.delete(`/gateway/tokens/${declined}`).set(owner()));

    // The endpoints' own events: another endpoint disabled by hand, and a test event to this one
    // (sent to it alone, so never in the feed).
    const other = await ok(
      await t.http
        .post('/webhooks')
        .set(owner())
        .send({ url: receiver.url, events: ['document.created'] }),
    );
    await ok(await t.http.post(`/webhooks/${other.id}/disable`).set(owner()));
    const endpoints = await ok(await t.http.get('/webhooks').set(owner()));
    const main = endpoints.data.find((e: Json) => e.id !== other.id);
    await ok(await t.http.post(`/webhooks/${main.id}/test`).set(owner()));

    // The pull feed (events reach it as the outbox is relayed): every answer is checked against
    // the document by the response check.
    const pullAll = async () => {
      const events: Json[] = [];
      for (let after: string | undefined; ;) {
        const page = await ok(
          await t.http
            .get('/events')
            .query(after ? { after, limit: 200 } : { limit: 200 })
            .set(owner()),
        );
        events.push(...page.data);
        after = page.nextCursor;
        if (!page.hasMore) return events;
      }
    };
    const pulled = await eventually(async () => {
      const events = await pullAll();
      return new Set(events.map((e) => e.type)).size === EVENT_TYPES.length && events;
    }, 20_000);
    expect(new Set(pulled.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));

    // The pushed deliveries of the same events, checked against the webhooks section.
    const document = (await t.http.get('/openapi.json').expect(200)).body;
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'openapi.json', components: strictObjects(document.components) });
    await eventually(async () => receiver.requests.length >= pulled.length + 1, 20_000);
    const problems: string[] = [];
    for (const request of receiver.requests) {
      const envelope = verifyWebhook<Json>(request.rawBody, request.headers['service-signature'] as string, secret);
      const schema = document.webhooks[envelope.type]?.post?.requestBody?.content?.['application/json']?.schema;
      const validate = ajv.compile(JSON.parse(JSON.stringify(strictObjects(schema)).replace(/"#\/components\//g, '"openapi.json#/components/')));
      if (!validate(envelope)) problems.push(`${envelope.type}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
    expect(new Set(receiver.requests.map((r) => JSON.parse(r.rawBody).type))).toEqual(new Set([...EVENT_TYPES, TEST_EVENT_TYPE]));
  }, 60_000);
});

/** Objects that name their properties may carry no other. */
function strictObjects(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(strictObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Json = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, strictObjects(v)]));
  if (copy.properties && typeof copy.properties === 'object' && copy.additionalProperties === undefined && copy.type === 'object') copy.additionalProperties = false;
  return copy;
}
