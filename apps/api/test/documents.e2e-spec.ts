import { createHash } from 'node:crypto';
import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { item, newClient } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('documents: issuing, numbering, idempotency and externalId', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let clientId: number;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0' });
    acme = await t.newCompany();
    clientId = await newClient(t, acme, 'Client Ltd');
  });
  afterAll(() => t.close());

  const create = (company: BootstrappedCompany, type: string, body: object, key?: string) => {
    const req = t.http.post(`/documents/create/${type}`).set(bearer(company.keys.employee));
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  it('issues an invoice with VAT at the company rate, rounded per document', async () => {
    const res = await create(acme, 'invoice', { entityId: clientId, items: [item(19.99, 3), item(10.01, 0.5)] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, type: 'invoice', amount: 64.98, tax: 11.7, totalWithTax: 76.68, status: 'OPEN', approvalNumberStatus: null, externalId: null });
    expect(res.body.number).toBeGreaterThanOrEqual(1);
    const read = await t.http.get(`/documents/id/${res.body.visibleId}`).set(bearer(acme.keys.owner));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: res.body.id, entityId: clientId, clientName: 'Client Ltd', currency: 'ILS', vatRate: 18, isOpen: true, remainingAmount: 76.68 });
    expect(read.body.lines).toEqual([
      { description: 'Consulting', quantity: 3, unitPrice: 19.99, lineTotal: 59.97, productId: null },
      { description: 'Consulting', quantity: 0.5, unitPrice: 10.01, lineTotal: 5.01, productId: null },
    ]);
    const byId = await t.http.get(`/documents/${res.body.id}`).set(bearer(acme.keys.owner));
    expect(byId.body).toEqual(read.body);
  });

  it('numbers each type separately and consecutively', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Numbers Ltd');
    const numbers: Record<string, number[]> = {};
    for (const type of ['quotation', 'order', 'quotation', 'delivery', 'invoice', 'quotation']) {
      const res = await create(company, type, { entityId: client, items: [item(10)] });
      expect(res.status).toBe(200);
      (numbers[type] ??= []).push(res.body.number);
    }
    expect(numbers).toEqual({ quotation: [1, 2, 3], order: [1], delivery: [1], invoice: [1] });
  });

  it('gives 30 concurrent creations 30 consecutive numbers', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Busy Ltd');
    const answers = await Promise.all(Array.from({ length: 30 }, () => create(company, 'invoice', { entityId: client, items: [item(1)] })));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(answers.map((a) => a.body.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('leaves no gap when a request fails after taking its number', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Gap Ltd');
    const invoice = await create(company, 'invoice', { entityId: client, items: [item(100)] });
    // The receipt takes number 1, then its allocation exceeds the invoice: the whole request rolls back.
    const failed = await create(company, 'receipt', { entityId: client, payments: [{ method: 'cash', amount: 500 }], allocations: [{ documentId: invoice.body.id, amount: 500 }] });
    expect(failed.status).toBe(409);
    expect(failed.body.error).toBe('ALLOCATION_EXCEEDS_BALANCE');
    const next = await create(company, 'receipt', { entityId: client, payments: [{ method: 'cash', amount: 10 }] });
    expect(next.body.number).toBe(1);
  });

  describe('Idempotency-Key', () => {
    it('replays the stored answer for the same key and body, whatever the key order, issuing nothing new', async () => {
      const body = { entityId: clientId, items: [item(50, 2)], remarks: 'first' };
      const first = await create(acme, 'invoice', body, 'key-replay-1');
      expect(first.status).toBe(200);
      expect(first.headers['idempotent-replay']).toBeUndefined();
      const reordered = { remarks: 'first', items: [{ unitPrice: 50, quantity: 2, description: 'Consulting' }], entityId: clientId };
      const again = await create(acme, 'invoice', reordered, 'key-replay-1');
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replay']).toBe('true');
      expect(again.body).toEqual(first.body);
      const count = await countDocuments(t, acme.companyId, 'invoice', first.body.number);
      expect(count).toBe(1);
    });

    it('answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
      await create(acme, 'invoice', { entityId: clientId, items: [item(1)] }, 'key-reused');
      const other = await create(acme, 'invoice', { entityId: clientId, items: [item(2)] }, 'key-reused');
      expect(other.status).toBe(409);
      expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
      const otherType = await create(acme, 'order', { entityId: clientId, items: [item(1)] }, 'key-reused');
      expect(otherType.status).toBe(409);
    });

    it('answers 409 REQUEST_IN_PROGRESS while the first call holds the key', async () => {
      const key = 'key-in-progress';
      const holder = new Client({ connectionString: t.config.database.url });
      await holder.connect();
      try {
        const lock = createHash('sha256').update(`idempotency:${acme.companyId}:${key}`).digest().readBigInt64BE(0).toString();
        await holder.query('SELECT pg_advisory_lock($1::bigint)', [lock]);
        const busy = await create(acme, 'invoice', { entityId: clientId, items: [item(1)] }, key);
        expect(busy.status).toBe(409);
        expect(busy.body.error).toBe('REQUEST_IN_PROGRESS');
        await holder.query('SELECT pg_advisory_unlock($1::bigint)', [lock]);
        const done = await create(acme, 'invoice', { entityId: clientId, items: [item(1)] }, key);
        expect(done.status).toBe(200);
      } finally {
        await holder.end();
      }
    });

    it('issues one document for 20 concurrent identical requests with one key', async () => {
      const company = await t.newCompany();
      const client = await newClient(t, company, 'Retry Ltd');
      const body = { entityId: client, items: [item(12.5)] };
      const answers = await Promise.all(Array.from({ length: 20 }, () => create(company, 'invoice', body, 'same-key')));
      for (const a of answers) {
        expect([200, 409]).toContain(a.status);
        if (a.status === 409) expect(a.body.error).toBe('REQUEST_IN_PROGRESS');
      }
      const ok = answers.filter((a) => a.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((a) => a.body.id)).size).toBe(1);
      const list = await t.http.get('/documents?type=invoice').set(bearer(company.keys.owner));
      expect(list.body.pagination.total).toBe(1);
    });

    it('rejects a malformed key with 400 INVALID_IDEMPOTENCY_KEY', async () => {
      for (const key of ['x'.repeat(256), 'caf\u00e9']) {
        const res = await create(acme, 'invoice', { entityId: clientId, items: [item(1)] }, key);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('INVALID_IDEMPOTENCY_KEY');
      }
    });

    it('releases the key when the first call is rejected, so a fixed body can use it', async () => {
      const rejected = await create(acme, 'invoice', { entityId: 2_000_000_000, items: [item(1)] }, 'key-released');
      expect(rejected.status).toBe(404);
      const fixed = await create(acme, 'invoice', { entityId: clientId, items: [item(1)] }, 'key-released');
      expect(fixed.status).toBe(200);
      expect(fixed.headers['idempotent-replay']).toBeUndefined();
    });

    it('scopes keys to the company', async () => {
      const other = await t.newCompany();
      const otherClient = await newClient(t, other, 'Other Ltd');
      const a = await create(acme, 'invoice', { entityId: clientId, items: [item(3)] }, 'shared-key');
      const b = await create(other, 'invoice', { entityId: otherClient, items: [item(3)] }, 'shared-key');
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(b.body.id).not.toBe(a.body.id);
      expect(b.headers['idempotent-replay']).toBeUndefined();
    });
  });

  describe('externalId', () => {
    it('answers a second creation with alreadyExists and the existing document', async () => {
      const first = await create(acme, 'invoice', { entityId: clientId, externalId: 'shop-order-1', items: [item(5)] });
      const second = await create(acme, 'invoice', { entityId: clientId, externalId: 'shop-order-1', items: [item(999)] });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({
        alreadyExists: true,
        id: first.body.id,
        visibleId: first.body.visibleId,
        type: 'invoice',
        number: first.body.number,
        externalId: 'shop-order-1',
      });
      const read = await t.http.get('/documents/by-external-id/shop-order-1').set(bearer(acme.keys.owner));
      expect(read.status).toBe(200);
      expect(read.body.visibleId).toBe(first.body.visibleId);
      const missing = await t.http.get('/documents/by-external-id/never-issued').set(bearer(acme.keys.owner));
      expect(missing.status).toBe(404);
    });

    it('issues one document when creations with the same externalId race, without a gap', async () => {
      const company = await t.newCompany();
      const client = await newClient(t, company, 'Race Ltd');
      const answers = await Promise.all(Array.from({ length: 10 }, () => create(company, 'invoice', { entityId: client, externalId: 'race-1', items: [item(7)] })));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(answers.filter((a) => !a.body.alreadyExists)).toHaveLength(1);
      const next = await create(company, 'invoice', { entityId: client, items: [item(1)] });
      expect(next.body.number).toBe(2);
    });

    it('rejects an externalId over 64 characters', async () => {
      const res = await create(acme, 'invoice', { entityId: clientId, externalId: 'e'.repeat(65), items: [item(1)] });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain('externalId');
    });
  });

  it('rejects bad bodies with VALIDATION_ERROR and unknown types', async () => {
    const cases: [string, object, string][] = [
      ['invoice', { entityId: clientId }, 'items'],
      ['receipt', { entityId: clientId, items: [item(1)], payments: [{ method: 'cash', amount: 1 }] }, 'items'],
      ['receipt', { entityId: clientId }, 'payments'],
      ['refund', { entityId: clientId, items: [item(1)] }, 'relatedDocumentId'],
      ['invoice', { entityId: clientId, items: [{ description: 'x', quantity: 0, unitPrice: 1 }] }, 'items.0.quantity'],
      ['invoice', { entityId: clientId, items: [item(1)], date: '2026-02-30' }, 'date'],
      ['invoice', { entityId: clientId, items: [item(1)], currency: 'XXQ' }, 'currency'],
      ['receipt', { entityId: clientId, payments: [{ method: 'bitcoin', amount: 1 }] }, 'payments.0.method'],
      ['invoice', { entityId: clientId, items: [item(1)], surprise: true }, 'surprise'],
      ['invoice', { entityId: clientId, items: [item(1), { ...item(2), colour: 'red' }] }, 'items.1.colour'],
      // An array where an item belongs: class-validator's nested check lets it through on its own.
      ['invoice', { entityId: clientId, items: [[item(1)]] }, 'items'],
      ['receipt', { entityId: clientId, payments: [[{ method: 'cash', amount: 1 }]] }, 'payments'],
      ['invoice', { entityId: clientId, items: [item(1), null] }, 'items'],
    ];
    for (const [type, body, field] of cases) {
      const res = await create(acme, type, body);
      expect({ type, status: res.status, fields: res.body.details?.map((d: { field: string }) => d.field) }).toEqual({
        type,
        status: 400,
        fields: expect.arrayContaining([field]),
      });
    }
    const unknownType = await create(acme, 'proforma', { entityId: clientId, items: [item(1)] });
    expect(unknownType.status).toBe(400);
  });

  it("treats another company's documents and entities as unknown", async () => {
    const other = await t.newCompany();
    const mine = await create(acme, 'invoice', { entityId: clientId, items: [item(1)], externalId: 'private-1' });
    expect((await t.http.get(`/documents/id/${mine.body.visibleId}`).set(bearer(other.keys.owner))).status).toBe(404);
    expect((await t.http.get(`/documents/${mine.body.id}`).set(bearer(other.keys.owner))).status).toBe(404);
    expect((await t.http.get('/documents/by-external-id/private-1').set(bearer(other.keys.owner))).status).toBe(404);
    const foreignEntity = await create(other, 'invoice', { entityId: clientId, items: [item(1)] });
    expect(foreignEntity.status).toBe(404);
    expect(foreignEntity.body.error).toBe('ENTITY_NOT_FOUND');
  });
});

async function countDocuments(t: TestApp, companyId: number, type: string, number: number): Promise<number> {
  const rows = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM documents WHERE company_id = $1 AND type = $2 AND number = $3', [companyId, type, number]);
  return rows[0].n;
}
