import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, textPdf } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { newClient } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Call {
  method: 'post' | 'put' | 'delete';
  path: string;
  body?: Json;
  /** A multipart upload instead of a JSON body. */
  file?: { bytes: Buffer; name: string };
}

interface Family {
  name: string;
  /** The company's key that may make the call. */
  role: keyof BootstrappedCompany['keys'];
  /** Makes what the call needs in the company; answers the call, another call with a different body, a call refused with a 4xx, and what counts the call's effect. */
  prepare(company: BootstrappedCompany): Promise<{ call: Call; other: Call; refused: Call; effect: () => Promise<unknown> }>;
}

let t: TestApp;
const db = () => t.app.get(DataSource);
const count = async (sql: string, params: unknown[]) => Number((await db().query(sql, params))[0].n);
const send = (company: BootstrappedCompany, role: Family['role'], call: Call, key?: string) => {
  const req = t.http[call.method](call.path).set(bearer(company.keys[role]));
  if (key !== undefined) req.set('Idempotency-Key', key);
  if (call.file) return req.attach('file', call.file.bytes, call.file.name);
  return call.body === undefined ? req : req.send(call.body);
};
const ok = async (res: { status: number; body: Json }) => {
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const unique = () => `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function stockRecord(company: BootstrappedCompany, quantity = 100) {
  const owner = bearer(company.keys.owner);
  const product = await ok(
    await t.http
      .post('/products/create')
      .set(owner)
      .send({ name: `Bolt ${unique()}` }),
  );
  const warehouse = await ok(
    await t.http
      .post('/warehouses/create')
      .set(owner)
      .send({ name: `WH ${unique()}` }),
  );
  const record = await ok(await t.http.post('/inventory/create').set(owner).send({ productId: product.productId, warehouseId: warehouse.warehouseId }));
  if (quantity > 0) await ok(await t.http.post('/inventory/movements/create').set(owner).send({ inventoryId: record.inventoryId, movementType: 'ADD', quantity }));
  return { productId: product.productId as number, warehouseId: warehouse.warehouseId as number, inventoryId: record.inventoryId as number };
}
const vendor = async (company: BootstrappedCompany) =>
  (
    await ok(
      await t.http
        .post('/vendors/create')
        .set(bearer(company.keys.owner))
        .send({ name: `Vendor ${unique()}`, taxId: unique().slice(-9), type: 'COMPANY' }),
    )
  ).vendorId as number;
const upload = async (company: BootstrappedCompany) =>
  (
    await ok(
      await t.http
        .post('/files/upload')
        .set(bearer(company.keys.owner))
        .attach('file', textPdf([unique()]), 'r.pdf'),
    )
  ).fileId as number;

const webhookEndpoint = async (company: BootstrappedCompany, prefix = '/webhooks') =>
  (
    await ok(
      await t.http
        .post(prefix)
        .set(bearer(company.keys.owner))
        .send({ url: `http://127.0.0.1:1/hook-${unique()}`, events: ['*'] }),
    )
  ).id as string;
const receipt = async (company: BootstrappedCompany) => {
  const entityId = await newClient(t, company, `Client ${unique()}`);
  return ok(
    await t.http
      .post('/documents/create/receipt')
      .set(bearer(company.keys.owner))
      .send({ entityId, payments: [{ method: 'cash', amount: 10 }] }),
  );
};
const supplierInvoice = async (company: BootstrappedCompany) =>
  ok(
    await t.http
      .post('/purchase/create/supplierInvoice')
      .set(bearer(company.keys.owner))
      .send({ vendorId: await vendor(company), date: '2026-03-02', total: 117, tax: 17, title: `Invoice ${unique()}` }),
  );
const apiKey = async (company: BootstrappedCompany) =>
  (
    await ok(
      await t.http
        .post('/api-keys')
        .set(bearer(company.keys.owner))
        .send({ name: `Key ${unique()}`, role: 'employee' }),
    )
  ).id as number;
/** Distinct payment-term days per call, so each edit's effect is its own. */
let termDays = 0;
/** One webhook route on an endpoint of its own: the call, the same call on a second endpoint, and on an unknown one. */
const onEndpoint = async (company: BootstrappedCompany, route: (id: string) => Call, prefix = '/webhooks') => {
  const [id, second] = [await webhookEndpoint(company, prefix), await webhookEndpoint(company, prefix)];
  return { id, call: route(id), other: route(second), refused: route('we_unknown') };
};
const endpointCount = (id: string, condition: string) => count(`SELECT count(*) AS n FROM webhook_endpoints WHERE public_id = $1 AND ${condition}`, [id]);

/** Every family of mutating routes the Idempotency-Key covers (docs/api.md, "Idempotency"). */
const FAMILIES: Family[] = [
  {
    name: 'stock movements',
    role: 'employee',
    async prepare(company) {
      const { inventoryId } = await stockRecord(company);
      const call = { method: 'post' as const, path: '/inventory/movements/create', body: { inventoryId, movementType: 'SUBTRACT', quantity: 1 } };
      return {
        call,
        other: { ...call, body: { ...call.body, quantity: 2 } },
        refused: { ...call, body: { ...call.body, quantity: 1000 } }, // 409 INSUFFICIENT_STOCK
        effect: () => count(`SELECT count(*) AS n FROM stock_movements WHERE inventory_id = $1`, [inventoryId]),
      };
    },
  },
  {
    name: 'stock transfers (two rows, one answer)',
    role: 'employee',
    async prepare(company) {
      const { inventoryId } = await stockRecord(company);
      const target = await ok(
        await t.http
          .post('/warehouses/create')
          .set(bearer(company.keys.owner))
          .send({ name: `Target ${unique()}` }),
      );
      const call = {
        method: 'post' as const,
        path: '/inventory/movements/create',
        body: { inventoryId, movementType: 'TRANSFER', quantity: 3, targetWarehouseId: target.warehouseId },
      };
      return {
        call,
        other: { ...call, body: { ...call.body, quantity: 4 } },
        refused: { ...call, body: { ...call.body, targetWarehouseId: 2147483647 } },
        // The source side: the target's row is the same movement's other half.
        effect: () => count(`SELECT count(*) AS n FROM stock_movements WHERE inventory_id = $1 AND movement_type = 'TRANSFER'`, [inventoryId]),
      };
    },
  },
  {
    name: 'stock records',
    role: 'manager',
    async prepare(company) {
      const { productId } = await stockRecord(company, 0);
      const [second, third] = [
        await ok(
          await t.http
            .post('/warehouses/create')
            .set(bearer(company.keys.owner))
            .send({ name: `Second ${unique()}` }),
        ),
        await ok(
          await t.http
            .post('/warehouses/create')
            .set(bearer(company.keys.owner))
            .send({ name: `Third ${unique()}` }),
        ),
      ];
      const call = { method: 'post' as const, path: '/inventory/create', body: { productId, warehouseId: second.warehouseId } };
      return {
        call,
        other: { ...call, body: { productId, warehouseId: third.warehouseId } },
        refused: { ...call, body: { productId: 2147483647, warehouseId: second.warehouseId } },
        effect: () => count(`SELECT count(*) AS n FROM stock_records WHERE product_id = $1`, [productId]),
      };
    },
  },
  {
    name: 'warehouses',
    role: 'manager',
    async prepare(company) {
      const name = `Warehouse ${unique()}`;
      return {
        call: { method: 'post', path: '/warehouses/create', body: { name } },
        other: { method: 'post', path: '/warehouses/create', body: { name: `${name} b` } },
        refused: { method: 'post', path: '/warehouses/create', body: { name: '' } },
        effect: () => count(`SELECT count(*) AS n FROM warehouses WHERE company_id = $1 AND name = $2`, [company.companyId, name]),
      };
    },
  },
  {
    name: 'vendors: create',
    role: 'manager',
    async prepare(company) {
      const taxId = unique().slice(-9);
      const call = { method: 'post' as const, path: '/vendors/create', body: { name: 'Keyed Vendor', taxId, type: 'COMPANY' } };
      return {
        call,
        other: { ...call, body: { ...call.body, name: 'Other' } },
        refused: { ...call, body: { ...call.body, type: 'LLC' } },
        effect: () => count(`SELECT count(*) AS n FROM entities WHERE company_id = $1 AND tax_id = $2`, [company.companyId, taxId]),
      };
    },
  },
  {
    name: 'vendors: edit',
    role: 'manager',
    async prepare(company) {
      const id = await vendor(company);
      const visibleId = (await db().query(`SELECT visible_id FROM entities WHERE id = $1`, [id]))[0].visible_id;
      const call = { method: 'put' as const, path: `/vendors/edit/${visibleId}`, body: { email: 'a@b.test' } };
      return {
        call,
        other: { ...call, body: { email: 'c@d.test' } },
        refused: { ...call, body: { email: 'not-an-email' } },
        effect: () => count(`SELECT count(*) AS n FROM entities WHERE id = $1 AND email = 'a@b.test'`, [id]),
      };
    },
  },
  {
    name: 'clients',
    role: 'manager',
    async prepare(company) {
      const name = `Client ${unique()}`;
      const call = { method: 'post' as const, path: '/clients/create', body: { name } };
      return {
        call,
        other: { ...call, body: { name: `${name} b` } },
        refused: { ...call, body: { name: '' } },
        effect: () => count(`SELECT count(*) AS n FROM entities WHERE company_id = $1 AND name = $2`, [company.companyId, name]),
      };
    },
  },
  {
    name: 'addresses',
    role: 'manager',
    async prepare(company) {
      const street = `Street ${unique()}`;
      const call = { method: 'post' as const, path: '/addresses/create', body: { city: 'Haifa', street } };
      return {
        call,
        other: { ...call, body: { city: 'Eilat', street } },
        refused: { ...call, body: { city: '', street } },
        effect: () => count(`SELECT count(*) AS n FROM addresses WHERE company_id = $1 AND street = $2`, [company.companyId, street]),
      };
    },
  },
  {
    name: 'contacts',
    role: 'manager',
    async prepare(company) {
      const firstName = `Dana ${unique()}`;
      const call = { method: 'post' as const, path: '/contacts/create', body: { firstName } };
      return {
        call,
        other: { ...call, body: { firstName, lastName: 'Levi' } },
        refused: { ...call, body: { firstName, entityId: 2147483647 } },
        effect: () => count(`SELECT count(*) AS n FROM contacts WHERE company_id = $1 AND first_name = $2`, [company.companyId, firstName]),
      };
    },
  },
  {
    name: 'products: create',
    role: 'manager',
    async prepare(company) {
      const name = `Product ${unique()}`;
      const call = { method: 'post' as const, path: '/products/create', body: { name, price: 10 } };
      return {
        call,
        other: { ...call, body: { name, price: 11 } },
        refused: { ...call, body: { name, price: -1 } },
        effect: () => count(`SELECT count(*) AS n FROM products WHERE company_id = $1 AND name = $2`, [company.companyId, name]),
      };
    },
  },
  {
    name: 'products: edit',
    role: 'manager',
    async prepare(company) {
      const { productId } = await stockRecord(company, 0);
      const call = { method: 'put' as const, path: `/products/edit/${productId}`, body: { price: 12.5 } };
      return {
        call,
        other: { ...call, body: { price: 13.5 } },
        refused: { ...call, path: '/products/edit/2147483647' },
        effect: () => count(`SELECT count(*) AS n FROM products WHERE id = $1 AND price = 12.5`, [productId]),
      };
    },
  },
  {
    name: 'pricelist replace',
    role: 'manager',
    async prepare(company) {
      const id = await vendor(company);
      const visibleId = (await db().query(`SELECT visible_id FROM entities WHERE id = $1`, [id]))[0].visible_id;
      const { productId } = await stockRecord(company, 0);
      const call = { method: 'put' as const, path: `/vendors/id/${visibleId}/pricelist`, body: { entries: [{ productId, pricingMode: 'fixed', buyingPrice: 5 }] } };
      return {
        call,
        other: { ...call, body: { entries: [{ productId, pricingMode: 'fixed', buyingPrice: 6 }] } },
        refused: { ...call, body: { entries: [{ productId, pricingMode: 'fixed' }] } }, // MISSING_BUYING_PRICE
        effect: () => count(`SELECT count(*) AS n FROM pricelist_entries WHERE entity_id = $1`, [id]),
      };
    },
  },
  {
    name: 'expenses: create',
    role: 'employee',
    async prepare(company) {
      const [vendorId, fileId] = [await vendor(company), await upload(company)];
      const call = {
        method: 'post' as const,
        path: '/expenses/create',
        body: { vendorId, fileId, date: '2026-03-02', total: 117, tax: 17, deductableTax: 17, title: `Expense ${unique()}` },
      };
      return {
        call,
        other: { ...call, body: { ...call.body, total: 118 } },
        refused: { ...call, body: { ...call.body, deductableTax: 20 } },
        effect: () => count(`SELECT count(*) AS n FROM expenses WHERE company_id = $1 AND title = $2`, [company.companyId, call.body.title]),
      };
    },
  },
  {
    name: 'expenses: edit',
    role: 'manager',
    async prepare(company) {
      const [vendorId, fileId] = [await vendor(company), await upload(company)];
      const created = await ok(
        await t.http.post('/expenses/create').set(bearer(company.keys.owner)).send({ vendorId, fileId, date: '2026-03-02', total: 11.7, tax: 1.7, deductableTax: 1.7 }),
      );
      const title = `Edited ${unique()}`;
      const call = { method: 'put' as const, path: `/expenses/edit/${created.expenseId}`, body: { title } };
      return {
        call,
        other: { ...call, body: { title: `${title} b` } },
        refused: { ...call, body: { date: 'not a date' } },
        effect: () => count(`SELECT count(*) AS n FROM expenses WHERE id = $1 AND title = $2`, [created.expenseId, title]),
      };
    },
  },
  {
    name: 'expenses: delete',
    role: 'manager',
    async prepare(company) {
      const [vendorId, fileId] = [await vendor(company), await upload(company)];
      const created = await ok(
        await t.http.post('/expenses/create').set(bearer(company.keys.owner)).send({ vendorId, fileId, date: '2026-03-02', total: 11.7, tax: 1.7, deductableTax: 1.7 }),
      );
      const call = { method: 'delete' as const, path: `/expenses/delete/${created.expenseId}` };
      return {
        call,
        other: { ...call, path: `/expenses/delete/${created.expenseId + 1000000}` },
        refused: { ...call, path: '/expenses/delete/2147483647' },
        effect: () => count(`SELECT 1 - count(*) AS n FROM expenses WHERE id = $1`, [created.expenseId]),
      };
    },
  },
  {
    name: 'supplier invoices',
    role: 'manager',
    async prepare(company) {
      const vendorId = await vendor(company);
      const title = `Invoice ${unique()}`;
      const call = { method: 'post' as const, path: '/purchase/create/supplierInvoice', body: { vendorId, date: '2026-03-02', total: 234, tax: 34, title } };
      return {
        call,
        other: { ...call, body: { ...call.body, total: 235 } },
        refused: { ...call, body: { ...call.body, vendorId: 2147483647 } },
        effect: () => count(`SELECT count(*) AS n FROM supplier_invoices WHERE company_id = $1 AND title = $2`, [company.companyId, title]),
      };
    },
  },
  {
    name: 'document close',
    role: 'manager',
    async prepare(company) {
      const entityId = await newClient(t, company, `Closing ${unique()}`);
      const invoice = await ok(
        await t.http
          .post('/documents/create/invoice')
          .set(bearer(company.keys.owner))
          .send({ entityId, items: [{ description: 'x', quantity: 1, unitPrice: 10 }] }),
      );
      const other = await ok(
        await t.http
          .post('/documents/create/invoice')
          .set(bearer(company.keys.owner))
          .send({ entityId, items: [{ description: 'y', quantity: 1, unitPrice: 10 }] }),
      );
      const call = { method: 'post' as const, path: `/documents/${invoice.visibleId}/close` };
      return {
        call,
        other: { ...call, path: `/documents/${other.visibleId}/close` },
        refused: { ...call, path: '/documents/00000000-0000-4000-8000-000000000000/close' },
        effect: () =>
          count(`SELECT count(*) AS n FROM outbox_events WHERE company_id = $1 AND type = 'document.status_changed' AND envelope->'data'->>'reason' = 'MANUAL'`, [
            company.companyId,
          ]),
      };
    },
  },
  {
    name: 'supplier invoice cancel',
    role: 'manager',
    async prepare(company) {
      const [first, second] = [await supplierInvoice(company), await supplierInvoice(company)];
      const call = { method: 'post' as const, path: `/purchase/cancel/${first.visibleId}` };
      return {
        call,
        other: { ...call, path: `/purchase/cancel/${second.visibleId}` },
        refused: { ...call, path: '/purchase/cancel/00000000-0000-4000-8000-000000000000' },
        effect: () => count(`SELECT count(*) AS n FROM supplier_invoices WHERE id = $1 AND status = 'CANCELLED'`, [first.id]),
      };
    },
  },
  {
    name: 'document cancel',
    role: 'manager',
    async prepare(company) {
      const [first, second] = [await receipt(company), await receipt(company)];
      const call = { method: 'post' as const, path: `/documents/${first.visibleId}/cancel`, body: { reason: 'Issued by mistake' } };
      return {
        call,
        other: { ...call, path: `/documents/${second.visibleId}/cancel` },
        refused: { ...call, body: {} },
        effect: () => count(`SELECT count(*) AS n FROM documents WHERE id = $1 AND cancelled`, [first.id]),
      };
    },
  },
  {
    name: 'company settings',
    role: 'accountant',
    async prepare(company) {
      const days = ++termDays;
      const call = { method: 'put' as const, path: '/company/settings', body: { defaultPaymentTermDays: days } };
      return {
        call,
        other: { ...call, body: { defaultPaymentTermDays: days + 500 } },
        refused: { ...call, body: { defaultPaymentTermDays: -1 } },
        effect: () => count(`SELECT count(*) AS n FROM company_settings WHERE company_id = $1 AND default_payment_term_days = $2`, [company.companyId, days]),
      };
    },
  },
  {
    name: 'API key revoke',
    role: 'owner',
    async prepare(company) {
      const [first, second] = [await apiKey(company), await apiKey(company)];
      const call = { method: 'delete' as const, path: `/api-keys/${first}` };
      return {
        call,
        other: { ...call, path: `/api-keys/${second}` },
        refused: { ...call, path: '/api-keys/2147483647' },
        effect: () => count(`SELECT count(*) AS n FROM api_keys WHERE id = $1 AND revoked_at IS NOT NULL`, [first]),
      };
    },
  },
  {
    name: 'webhook endpoints: update',
    role: 'owner',
    async prepare(company) {
      const description = `Orders ${unique()}`;
      const id = await webhookEndpoint(company);
      const call = { method: 'put' as const, path: `/webhooks/${id}`, body: { description } };
      return {
        call,
        other: { ...call, body: { description: `${description} b` } },
        refused: { ...call, body: { url: 'ftp://example.com/hook' } },
        effect: () => endpointCount(id, `description = '${description}'`),
      };
    },
  },
  {
    name: 'webhook endpoints: update under /gateway/webhooks',
    role: 'owner',
    async prepare(company) {
      const description = `Gateway ${unique()}`;
      const { id, call, other, refused } = await onEndpoint(
        company,
        (endpoint) => ({ method: 'put', path: `/gateway/webhooks/${endpoint}`, body: { description } }),
        '/gateway/webhooks',
      );
      return { call, other, refused, effect: () => endpointCount(id, `description = '${description}'`) };
    },
  },
  {
    name: 'webhook endpoints: disable',
    role: 'owner',
    async prepare(company) {
      const { id, call, other, refused } = await onEndpoint(company, (endpoint) => ({ method: 'post', path: `/webhooks/${endpoint}/disable` }));
      return { call, other, refused, effect: () => endpointCount(id, `disabled_at IS NOT NULL`) };
    },
  },
  {
    name: 'webhook endpoints: enable',
    role: 'owner',
    async prepare(company) {
      const { id, call, other, refused } = await onEndpoint(company, (endpoint) => ({ method: 'post', path: `/webhooks/${endpoint}/enable` }));
      for (const path of [call.path, other.path]) await ok(await t.http.post(path.replace(/enable$/, 'disable')).set(bearer(company.keys.owner)));
      return { call, other, refused, effect: () => endpointCount(id, `disabled_at IS NULL`) };
    },
  },
  {
    name: 'webhook endpoints: rotate the secret (the new secret replays, stored encrypted)',
    role: 'owner',
    async prepare(company) {
      const { id, call, other, refused } = await onEndpoint(company, (endpoint) => ({ method: 'post', path: `/webhooks/${endpoint}/rotate-secret` }));
      const [{ secret_enc: original }] = await db().query(`SELECT secret_enc FROM webhook_endpoints WHERE public_id = $1`, [id]);
      // Rotated exactly once: the secret before is the previous one (a second rotation would move it out).
      return { call, other, refused, effect: () => count(`SELECT count(*) AS n FROM webhook_endpoints WHERE public_id = $1 AND previous_secret_enc = $2`, [id, original]) };
    },
  },
  {
    name: 'webhook endpoints: delete',
    role: 'owner',
    async prepare(company) {
      const { id, call, other, refused } = await onEndpoint(company, (endpoint) => ({ method: 'delete', path: `/webhooks/${endpoint}` }));
      return { call, other, refused, effect: () => endpointCount(id, `deleted_at IS NOT NULL`) };
    },
  },
  {
    name: 'file upload (the key covers the bytes)',
    role: 'employee',
    async prepare(company) {
      const name = `receipt-${unique()}.pdf`;
      const call = { method: 'post' as const, path: '/files/upload', file: { bytes: textPdf(['first']), name } };
      return {
        call,
        other: { ...call, file: { bytes: textPdf(['second']), name } },
        refused: { method: 'post', path: '/files/upload', body: { not: 'multipart' } },
        effect: () => count(`SELECT count(*) AS n FROM files WHERE company_id = $1 AND name = $2`, [company.companyId, name]),
      };
    },
  },
  {
    name: 'webhook endpoints (the secret replays, stored encrypted)',
    role: 'owner',
    async prepare(company) {
      const url = `http://127.0.0.1:1/hook-${unique()}`;
      const call = { method: 'post' as const, path: '/webhooks', body: { url, events: ['document.created'] } };
      return {
        call,
        other: { ...call, body: { url, events: ['*'] } },
        refused: { ...call, body: { url, events: ['no.such.event'] } },
        effect: () => count(`SELECT count(*) AS n FROM webhook_endpoints WHERE company_id = $1 AND url = $2`, [company.companyId, url]),
      };
    },
  },
  {
    name: 'API keys (the secret replays, stored encrypted)',
    role: 'owner',
    async prepare(company) {
      const name = `Key ${unique()}`;
      const call = { method: 'post' as const, path: '/api-keys', body: { name, role: 'employee' } };
      return {
        call,
        other: { ...call, body: { name, role: 'manager' } },
        refused: { ...call, body: { name, role: 'admin' } },
        effect: () => count(`SELECT count(*) AS n FROM api_keys WHERE company_id = $1 AND name = $2`, [company.companyId, name]),
      };
    },
  },
];

describeWithDatabase()('Idempotency-Key on every mutating route', () => {
  let a: BootstrappedCompany;
  let b: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0', WEBHOOKS_ALLOW_HTTP: 'true', ALLOW_PRIVATE_TARGETS: 'true' });
    [a, b] = [await t.newCompany(), await t.newCompany()];
  });
  afterAll(() => t.close());

  describe.each(FAMILIES.map((f) => [f.name, f] as const))('%s', (_name, family) => {
    it('replays the stored answer for the same key and request, writing once', async () => {
      const { call, effect } = await family.prepare(a);
      const before = Number(await effect());
      const key = `replay-${unique()}`;
      const first = await send(a, family.role, call, key);
      expect(first.status).toBe(200);
      expect(first.headers['idempotent-replay']).toBeUndefined();
      const again = await send(a, family.role, call, key);
      expect({ status: again.status, replay: again.headers['idempotent-replay'], body: again.body }).toEqual({ status: 200, replay: 'true', body: first.body });
      expect(Number(await effect())).toBe(before + 1);
    });

    it('answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another request', async () => {
      const { call, other, effect } = await family.prepare(a);
      const key = `reused-${unique()}`;
      await ok(await send(a, family.role, call, key));
      const after = Number(await effect());
      const res = await send(a, family.role, other, key);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 409, error: 'IDEMPOTENCY_KEY_REUSED' });
      expect(Number(await effect())).toBe(after);
    });

    it('writes once when identical calls race: the others replay or get REQUEST_IN_PROGRESS', async () => {
      const { call, effect } = await family.prepare(a);
      const before = Number(await effect());
      const key = `race-${unique()}`;
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(a, family.role, call, key)));
      const statuses = answers.map((r) => (r.status === 409 ? r.body.error : r.status));
      expect(statuses.filter((s) => s !== 200 && s !== 'REQUEST_IN_PROGRESS')).toEqual([]);
      const successes = answers.filter((r) => r.status === 200);
      expect(successes.length).toBeGreaterThanOrEqual(1);
      for (const r of successes) expect(r.body).toEqual(successes[0].body);
      expect(Number(await effect())).toBe(before + 1);
    });

    it('frees the key when the first call is refused, for the corrected call', async () => {
      const { call, refused, effect } = await family.prepare(a);
      const before = Number(await effect());
      const key = `refused-${unique()}`;
      const first = await send(a, family.role, refused, key);
      expect(first.status).toBeGreaterThanOrEqual(400);
      expect(first.status).toBeLessThan(500);
      const corrected = await send(a, family.role, call, key);
      expect({ status: corrected.status, replay: corrected.headers['idempotent-replay'] }).toEqual({ status: 200, replay: undefined });
      expect(Number(await effect())).toBe(before + 1);
    });

    it("keeps keys per company: another company's identical key is its own", async () => {
      const key = `shared-${unique()}`;
      const mine = await family.prepare(a);
      await ok(await send(a, family.role, mine.call, key));
      const theirs = await family.prepare(b);
      const before = Number(await theirs.effect());
      const res = await send(b, family.role, theirs.call, key);
      expect({ status: res.status, replay: res.headers['idempotent-replay'] }).toEqual({ status: 200, replay: undefined });
      expect(Number(await theirs.effect())).toBe(before + 1);
    });
  });

  it('applies 30 concurrent identical SUBTRACTs with one key once to the stock', async () => {
    const { inventoryId } = await stockRecord(a, 100);
    const key = `thirty-${unique()}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.http.post('/inventory/movements/create').set(bearer(a.keys.employee)).set('Idempotency-Key', key).send({ inventoryId, movementType: 'SUBTRACT', quantity: 7 }),
      ),
    );
    expect(answers.filter((r) => r.status !== 200 && r.body.error !== 'REQUEST_IN_PROGRESS')).toEqual([]);
    const [record] = await db().query(`SELECT quantity FROM stock_records WHERE id = $1`, [inventoryId]);
    expect(Number(record.quantity)).toBe(93);
    expect(await count(`SELECT count(*) AS n FROM stock_movements WHERE inventory_id = $1 AND movement_type = 'SUBTRACT'`, [inventoryId])).toBe(1);
  });

  it('stores the answers that carry a secret encrypted, and still replays them', async () => {
    const key = `sealed-${unique()}`;
    const first = await ok(
      await t.http
        .post('/api-keys')
        .set(bearer(a.keys.owner))
        .set('Idempotency-Key', key)
        .send({ name: `Sealed ${unique()}`, role: 'employee' }),
    );
    const [stored] = await db().query(`SELECT response_body::text AS body FROM idempotency_keys WHERE company_id = $1 AND key = $2`, [a.companyId, key]);
    expect(stored.body).not.toContain(first.key);
    expect(stored.body).toMatch(/"sealed"/);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED when a key of a plain answer comes back on a sealed route, and the other way round', async () => {
    const plainFirst = `plain-then-sealed-${unique()}`;
    await ok(
      await t.http
        .post('/warehouses/create')
        .set(bearer(a.keys.owner))
        .set('Idempotency-Key', plainFirst)
        .send({ name: `Plain ${unique()}` }),
    );
    const sealedRoute = await t.http
      .post('/api-keys')
      .set(bearer(a.keys.owner))
      .set('Idempotency-Key', plainFirst)
      .send({ name: `Sealed ${unique()}`, role: 'employee' });
    expect({ status: sealedRoute.status, error: sealedRoute.body.error }).toEqual({ status: 409, error: 'IDEMPOTENCY_KEY_REUSED' });

    const sealedFirst = `sealed-then-plain-${unique()}`;
    await ok(
      await t.http
        .post('/api-keys')
        .set(bearer(a.keys.owner))
        .set('Idempotency-Key', sealedFirst)
        .send({ name: `Sealed ${unique()}`, role: 'employee' }),
    );
    const plainRoute = await t.http
      .post('/warehouses/create')
      .set(bearer(a.keys.owner))
      .set('Idempotency-Key', sealedFirst)
      .send({ name: `Plain ${unique()}` });
    expect({ status: plainRoute.status, error: plainRoute.body.error }).toEqual({ status: 409, error: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('answers a body nested too deeply to hash with 400 VALIDATION_ERROR, and writes nothing', async () => {
    let body: unknown = 1;
    for (let i = 0; i < 5_000; i++) body = { a: body };
    const res = await t.http
      .post('/warehouses/create')
      .set(bearer(a.keys.owner))
      .set('Idempotency-Key', `deep-${unique()}`)
      .send(body as object);
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: 'VALIDATION_ERROR' });
  });

  it('answers 400 INVALID_IDEMPOTENCY_KEY for a malformed key, and writes nothing', async () => {
    const name = `Malformed ${unique()}`;
    const res = await t.http.post('/warehouses/create').set(bearer(a.keys.owner)).set('Idempotency-Key', 'k'.repeat(256)).send({ name });
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: 'INVALID_IDEMPOTENCY_KEY' });
    expect(await count(`SELECT count(*) AS n FROM warehouses WHERE name = $1`, [name])).toBe(0);
  });
});
