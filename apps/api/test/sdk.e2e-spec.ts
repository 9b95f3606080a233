import { readFileSync } from 'node:fs';
import { AddressInfo, createServer, Server, Socket } from 'node:net';
import * as path from 'node:path';
import { BackofficeClient, createBackofficeClient, documentChanges, memoryCursorStore, paginate, unwrap, verifyWebhook } from '@backoffice/sdk';
import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, eventually, startWebhookReceiver, WebhookReceiver } from '@backoffice/shared/testing';
import { startTestApp, TestApp } from './support/test-app';

const baseUrlOf = (t: TestApp) => `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;

/**
 * The SDK (libs/sdk: openapi-fetch over the types openapi-typescript generates from
 * docs/openapi.json) against the real API. Every call here is type-checked with the strict
 * settings, and every answer is checked against the document by the e2e suite's response check.
 */
describeWithDatabase()('the SDK against the API', () => {
  let t: TestApp;
  let company: BootstrappedCompany;
  let client: BackofficeClient;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0', WEBHOOKS_ALLOW_HTTP: 'true', ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_INTERVAL_MS: '50' });
    company = await t.newCompany();
    client = createBackofficeClient({ baseUrl: baseUrlOf(t), apiKey: company.keys.owner, retry: { baseDelayMs: 10 } });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const newClient = async (name: string) => unwrap(await client.POST('/clients/create', { body: { name } })).clientId;
  const invoice = async (entityId: number, unitPrice = 100) =>
    unwrap(await client.POST('/documents/create/{type}', { params: { path: { type: 'invoice' } }, body: { entityId, items: [{ description: 'Work', quantity: 1, unitPrice }] } }));

  it('runs a typed integration: a vendor, a filtered list, a keyed document, the feed, a stock movement', async () => {
    const vendor = unwrap(await client.POST('/vendors/create', { body: { name: 'Acme Supplies Ltd', taxId: '514123454', type: 'COMPANY', email: 'billing@acme.test' } }));
    const page = unwrap(await client.GET('/vendors', { params: { query: { search: 'Acme', type: 'COMPANY', limit: 10 } } }));
    expect(page.data.map((v) => v.id)).toContain(vendor.vendorId);
    expect(page.pagination.total).toBeGreaterThanOrEqual(1);

    const clientId = await newClient('Typed Client Ltd');
    const issued = await client.POST('/documents/create/{type}', {
      params: { path: { type: 'invoice' }, header: { 'Idempotency-Key': `typed-${Date.now()}` } },
      body: { entityId: clientId, items: [{ description: 'Consulting', quantity: 2, unitPrice: 150 }] },
    });
    const document = unwrap(issued);
    expect(document.totalWithTax).toBeGreaterThan(300);

    const seen: string[] = [];
    for await (const change of documentChanges(client, { store: memoryCursorStore() })) seen.push(change.visibleId);
    expect(seen).toContain(document.visibleId);

    const product = unwrap(await client.POST('/products/create', { body: { name: 'Bolt M6' } }));
    const warehouse = unwrap(await client.POST('/warehouses/create', { body: { name: 'Main' } }));
    const record = unwrap(await client.POST('/inventory/create', { body: { productId: product.productId, warehouseId: warehouse.warehouseId } }));
    const movement = unwrap(await client.POST('/inventory/movements/create', { body: { inventoryId: record.inventoryId, movementType: 'ADD', quantity: 12 } }));
    expect(movement.newQuantity).toBe(12);
  });

  it('iterates a list across pages', async () => {
    const prefix = `Paged ${Date.now()}`;
    for (let i = 0; i < 7; i++) await client.POST('/vendors/create', { body: { name: `${prefix} ${i}`, taxId: `${Date.now() % 1e8}${i}`, type: 'COMPANY' } });
    const names: string[] = [];
    let pages = 0;
    for await (const vendor of paginate((window) => {
      pages++;
      return client.GET('/vendors', { params: { query: { ...window, search: prefix, sortBy: 'name' } } });
    }, 3)) {
      names.push(vendor.name);
    }
    expect(names).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `${prefix} ${i}`));
    expect(pages).toBe(3);
  });

  it('resumes the document feed from a saved cursor, seeing only what changed since', async () => {
    const other = await t.newCompany();
    const feedClient = createBackofficeClient({ baseUrl: baseUrlOf(t), apiKey: other.keys.owner });
    const entityId = unwrap(await feedClient.POST('/clients/create', { body: { name: 'Feed Client' } })).clientId;
    const issue = async () =>
      unwrap(
        await feedClient.POST('/documents/create/{type}', { params: { path: { type: 'invoice' } }, body: { entityId, items: [{ description: 'x', quantity: 1, unitPrice: 10 }] } }),
      ).visibleId;
    const store = memoryCursorStore();
    const first = [await issue(), await issue(), await issue()];
    const read = async () => {
      const ids: string[] = [];
      for await (const change of documentChanges(feedClient, { store, batchSize: 2 })) ids.push(change.visibleId);
      return ids;
    };
    expect(await read()).toEqual(first);
    expect(store.cursor).toBeDefined();
    const later = [await issue(), await issue()];
    expect(await read()).toEqual(later);
    expect(await read()).toEqual([]);
  });

  it('retries a document whose answer was lost on a dropped connection, with the same key: one document is issued', async () => {
    const proxy = await droppingProxy(new URL(baseUrlOf(t)).port);
    try {
      const flaky = createBackofficeClient({ baseUrl: proxy.url, apiKey: company.keys.owner, retry: { baseDelayMs: 10 } });
      const entityId = await newClient('Dropped Ltd');
      const before = unwrap(await client.GET('/documents', { params: { query: { entityId } } })).pagination.total;
      proxy.dropNextAnswer();
      const issued = await flaky.POST('/documents/create/{type}', {
        params: { path: { type: 'invoice' } },
        body: { entityId, items: [{ description: 'Once', quantity: 1, unitPrice: 42 }] },
      });
      expect(proxy.dropped).toBe(1);
      expect(issued.response.status).toBe(200);
      // The first try was applied and its answer lost; the retry got the stored answer.
      expect(issued.response.headers.get('idempotent-replay')).toBe('true');
      const after = unwrap(await client.GET('/documents', { params: { query: { entityId } } }));
      expect(after.pagination.total).toBe(before + 1);
      expect(after.data[0].visibleId).toBe(unwrap(issued).visibleId);
    } finally {
      await proxy.close();
    }
  });

  it("honours a 429's Retry-After and then succeeds", async () => {
    const limited = await startTestApp({ REDIS_URL: undefined, RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '1' });
    try {
      const owner = (await limited.newCompany()).keys.owner;
      const statuses: number[] = [];
      const counting = createBackofficeClient({
        baseUrl: baseUrlOf(limited),
        apiKey: owner,
        fetch: async (request) => {
          const response = await fetch(request);
          statuses.push(response.status);
          return response;
        },
      });
      unwrap(await counting.GET('/vendors'));
      const started = Date.now();
      const second = unwrap(await counting.GET('/vendors'));
      expect(second.data).toEqual([]);
      expect(statuses).toEqual([200, 429, 200]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await limited.close();
    }
  });

  it('verifies a delivered webhook with the re-exported verifier', async () => {
    const endpoint = unwrap(await client.POST('/webhooks', { body: { url: receiver.url, events: ['document.created'] } }));
    const issued = await invoice(await newClient('Hooked Ltd'));
    const envelope = await eventually(async () => {
      for (const request of receiver.requests) {
        const parsed = verifyWebhook<{ type: string; data: { document: { id: string } } }>(request.rawBody, request.headers['service-signature'] as string, endpoint.secret);
        if (parsed.data.document.id === issued.visibleId) return parsed;
      }
      return undefined;
    }, 15_000);
    expect(envelope.type).toBe('document.created');
    expect(() => verifyWebhook(receiver.requests[0].rawBody, receiver.requests[0].headers['service-signature'] as string, 'whsec_not-the-secret')).toThrow();
  });
});

/** A TCP proxy that can lose one answer: the request reaches the API, its response never reaches the client. */
async function droppingProxy(targetPort: string): Promise<{ url: string; dropped: number; dropNextAnswer(): void; close(): Promise<void> }> {
  let armed = false;
  const sockets = new Set<Socket>();
  const state = { dropped: 0 };
  const server: Server = createServer((downstream) => {
    const upstream = new Socket();
    sockets.add(downstream).add(upstream);
    upstream.connect(Number(targetPort), '127.0.0.1');
    downstream.pipe(upstream);
    upstream.on('data', (chunk) => {
      if (armed) {
        armed = false;
        state.dropped++;
        downstream.destroy();
        upstream.destroy();
        return;
      }
      downstream.write(chunk);
    });
    upstream.on('error', () => downstream.destroy());
    downstream.on('error', () => upstream.destroy());
    upstream.on('end', () => downstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get dropped() {
      return state.dropped;
    },
    dropNextAnswer: () => (armed = true),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("the SDK's README", () => {
  it('shows exactly test/support/sdk-readme.example.ts, which type-checks with the api project', () => {
    const root = path.resolve(__dirname, '../../..');
    const readme = readFileSync(path.join(root, 'libs/sdk/README.md'), 'utf8');
    const example = readFileSync(path.join(__dirname, 'support/sdk-readme.example.ts'), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });
});
